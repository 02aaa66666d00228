/// The shape of an espeak-ng voice or variant name as a profile writes it: `en-us`, `gmw/en-US`,
/// `English (America)`, variant `f3`. espeak-ng treats a name it cannot find as a file to open, so
/// a name must look like one of its own before the speech engine checks it against the voices
/// espeak-ng lists; a path (`/etc/passwd`, `../x`) never gets that far.
public enum VoiceName {
  /// Why `name` cannot be a voice (or, with `variant`, a variant) name; nil when it can.
  public static func problem(_ name: String, variant: Bool = false) -> String? {
    let shown = UserText.quoted(name, limit: 40)
    let what = variant ? "variant" : "voice"
    if name.isEmpty { return "the \(what) name is empty" }
    if name.count > InputLimits.voiceNameLength {
      return "\"\(shown)\" is longer than any espeak-ng \(what) name (\(InputLimits.voiceNameLength) characters at most)"
    }
    if name.hasPrefix("/") || name.hasPrefix("~") || name.contains("..") || name.contains("\\") {
      return "\"\(shown)\" is a path; give the name of an espeak-ng \(what) (`espeak-ng --voices` lists them)"
    }
    if name.contains("+") {
      return variant ? "\"\(shown)\": write the variant without \"+\"" : "\"\(shown)\": give the variant separately, as \"variant\""
    }
    if variant, name.contains("/") { return "\"\(shown)\" is a path; give a variant name such as \"f3\" or \"klatt\"" }
    let allowed = name.unicodeScalars.allSatisfy { s in
      s.properties.isAlphabetic || s.properties.numericType != nil || " -_()/,.".unicodeScalars.contains(s)
    }
    if !allowed { return "\"\(shown)\" has characters no espeak-ng \(what) name has" }
    return nil
  }
}
