import EarshotModel

/// The screen readers a document is heard by, one per platform: each screen is heard by the reader
/// of its own platform, so a flow through an iOS app's screens and an Android app's reads the iOS
/// screens with VoiceOver's rules and the Android ones with TalkBack's.
public struct PlatformReaders: Sendable {
  /// The readers, the one of the document's start screen first.
  public let all: [any ScreenReader]

  /// `readers`, at least one, the start screen's first.
  public init(_ readers: [any ScreenReader]) {
    precondition(!readers.isEmpty, "a document is heard by at least one reader")
    all = readers
  }

  public init(_ reader: any ScreenReader) { all = [reader] }

  /// The start screen's reader.
  public var first: any ScreenReader { all[0] }

  /// The reader of `screen`'s platform; the first where none of them reads it (a `--reader`
  /// chosen for a capture made for both platforms).
  public func reader(for screen: Screen) -> any ScreenReader {
    all.count == 1 ? all[0] : all.first { $0.kind.platform == screen.platform } ?? all[0]
  }

  /// Whether the screens of `document` are heard by more than one reader, so what is said of each
  /// names its reader.
  public func mixes(_ document: Document) -> Bool {
    all.count > 1 && document.screens.contains { reader(for: $0).kind != all[0].kind }
  }
}
