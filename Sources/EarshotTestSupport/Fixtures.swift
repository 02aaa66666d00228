import EarshotModel

/// Small documents for tests, written as JSON so they read like the screens users write.
public enum Fixture {
  /// Parses a screen document; a fixture that does not parse is a broken test, so this traps.
  public static func document(_ json: String, file: String = "fixture.json") -> Document {
    do {
      return try DocumentReader.read(bytes: Array(json.utf8), file: file).document
    } catch {
      fatalError("fixture does not parse: \(error)")
    }
  }

  /// A one-screen document whose root has `children` (a JSON array body).
  public static func screen(_ children: String, extra: String = "") -> Document {
    document(#"{"earshot": 1, \#(extra) "root": {"children": [\#(children)]}}"#)
  }

  /// The errors and warnings reading `json` produces.
  public static func diagnostics(_ json: String, file: String = "fixture.json") -> [Diagnostic] {
    do {
      return try DocumentReader.read(bytes: Array(json.utf8), file: file).warnings
    } catch {
      return error.diagnostics
    }
  }

  /// The built-in profile named `name`.
  public static func profile(_ name: String = "en-US") -> VoiceProfile {
    do {
      return try VoiceCatalog.builtIn().profile(named: name)
    } catch {
      fatalError("built-in profile \(name) does not load: \(error)")
    }
  }
}
