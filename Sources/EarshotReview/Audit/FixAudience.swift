/// Who carries out a fix, and so in whose terms it is written: the author of a screen document (its
/// JSON members), the developer of the app a capture was taken from (UIKit's names), or the designer
/// of a VoiceOver Designer bundle (the app's inspector: Label, Value, Adjustable, Add Value). The
/// rules that write fixes say them in each audience's terms (VoiceOver's: `FixAudience+iOS.swift`).
public enum FixAudience: Sendable, Hashable {
  case screenDocument, app, voiceOverDesigner
}
