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

  /// A document that uses every member of a screen, a flow-less document and an element (each
  /// `ElementField` row), and every kind of effect: the reader, writer and schema tests share it.
  /// A new field gets a value here.
  public static let everyField = #"""
    {"earshot": 1, "title": "All", "language": "de-DE", "layoutDirection": "rightToLeft", "device": "iPad", "size": [820, 1180],
     "root": {"children": [
      {"id": "a", "type": "slider", "text": "t", "image": "star.fill", "label": "L", "value": "V", "hint": "H",
       "traits": ["adjustable", "selected"], "frame": [1.5, 2, 3, 4], "isAccessibilityElement": true, "hidden": true,
       "modal": true, "groupChildren": true, "combine": "ignore", "sortPriority": 2, "containerType": "list",
       "navigationStyle": "combined", "customActions": [{"name": "Delete", "effects": [{"announce": "Deleted", "priority": "high", "queue": true}]}],
       "customContent": [{"label": "Age", "value": "3 years", "importance": "high"}, {"label": "Breed", "value": "Beagle"}],
       "rotors": [{"name": "Warnings", "targets": ["b"]}], "language": "en-US", "inputLabels": ["Go"],
       "respondsToUserInteraction": false, "headingLevel": 2, "speech": {"punctuation": true, "spellOut": false, "ipa": "həˈloʊ", "pitch": 1.5},
       "adjustable": {"min": 0, "max": 10, "step": 2, "value": 4, "format": "{} points"}, "on": true,
       "onActivate": [{"layoutChanged": "b"}, {"layoutChanged": null}, {"set": "b", "value": "x", "label": "y", "traits": [], "hidden": false, "on": true}],
       "onEscape": [{"dismiss": true}], "onMagicTap": [{"toggle": "a"}],
       "accessibilityElements": ["b"],
       "children": [{"id": "b", "type": "label", "text": "inner", "speech": {}, "adjustable": {"values": ["one", "two"], "index": 1}}]}
     ]}}
    """#

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
