import EarshotEngine
import EarshotModel
import EarshotTalkBack
import EarshotVoiceOver

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
     "root": {"containerType": "dataTable", "children": [
      {"id": "a", "type": "slider", "text": "t", "image": "star.fill", "placeholder": "P", "badge": "3", "label": "L", "value": "V", "hint": "H",
       "traits": ["adjustable", "selected"], "frame": [1.5, 2, 3, 4], "accessibilityPath": [[1.5, 2], [4.5, 2], [3, 6]], "isAccessibilityElement": true, "hidden": true,
       "modal": true, "groupChildren": true, "combine": "ignore", "sortPriority": 2, "containerType": "list",
       "navigationStyle": "combined", "customActions": [{"name": "Delete", "effects": [{"announce": "Deleted", "priority": "high", "queue": true}]}],
       "customContent": [{"label": "Age", "value": "3 years", "importance": "high"}, {"label": "Breed", "value": "Beagle"}],
       "rotors": [{"name": "Warnings", "targets": ["b"]}], "language": "en-US", "inputLabels": ["Go"],
       "respondsToUserInteraction": false, "headingLevel": 2, "tableRow": 0, "tableColumn": 1, "tableRowSpan": 2, "tableColumnSpan": 3, "tableHeader": "column", "textualContext": "sourceCode", "layoutDirection": "leftToRight", "speech": {"punctuation": true, "spellOut": false, "ipa": "həˈloʊ", "pitch": 1.5},
       "labelSpans": [{"text": "L", "language": "fr-FR", "speech": {"spellOut": true}, "link": "https://example.com"}],
       "adjustable": {"min": 0, "max": 10, "step": 2, "value": 4, "format": "{} points"}, "on": true, "expanded": false, "insertionPoint": 1,
       "onActivate": [{"layoutChanged": "b"}, {"layoutChanged": null}, {"set": "b", "value": "x", "label": "y", "traits": [], "hidden": false, "on": true, "expanded": true, "insertionPoint": 0}],
       "onExpand": [{"set": "b", "hidden": false}], "onCollapse": [{"set": "b", "hidden": true}],
       "onEscape": [{"dismiss": true}], "onMagicTap": [{"toggle": "a"}],
       "accessibilityElements": ["b"],
       "children": [{"id": "b", "type": "label", "text": "inner", "speech": {}, "adjustable": {"values": ["one", "two"], "index": 1, "enumerated": true}}]}
     ]}}
    """#

  /// The Android counterpart of `everyField`: a screen with `"platform": "android"` whose first
  /// element writes every member of Android screens (Android's and the shared ones), and a `set`
  /// effect changing every Android state field. The schema test takes the two fixtures together.
  public static let everyAndroidField = #"""
    {"earshot": 1, "title": "All", "language": "en-GB", "platform": "android", "density": 2.625, "size": [1080, 2400],
     "root": {"className": "android.widget.FrameLayout", "children": [
      {"id": "a", "text": "t", "hint": "H", "frame": [0, 10, 1080, 147], "hidden": true, "language": "en-US",
       "labelSpans": [{"text": "t", "link": "https://example.com/t"}], "customActions": [{"name": "Archive"}], "onEscape": [{"dismiss": true}],
       "onActivate": [{"set": "b", "contentDescription": "D", "stateDescription": "S", "checked": "partial", "selected": true, "enabled": false}],
       "className": "android.widget.CheckBox", "resourceId": "com.example:id/a", "contentDescription": "C", "stateDescription": "Some",
       "roleDescription": "Toggle", "checkable": true, "checked": "partial", "selected": false, "enabled": true, "clickable": true,
       "longClickable": false, "focusable": true, "screenReaderFocusable": true, "importantForAccessibility": true, "heading": false,
       "paneTitle": "Options", "liveRegion": "polite", "collectionInfo": {"rowCount": 3, "columnCount": -1, "hierarchical": true},
       "collectionItemInfo": {"rowIndex": 0, "rowSpan": 2, "columnIndex": 0, "columnSpan": 1, "heading": true},
       "rangeInfo": {"type": "percent", "min": 0, "max": 100, "current": 40}, "scrollable": false, "password": false, "editable": false,
       "error": "E", "traversalBefore": "b", "traversalAfter": "c", "labeledBy": "c", "expanded": false,
       "children": [{"id": "b", "className": "android.widget.TextView", "text": "inner", "checked": true}]},
      {"id": "c", "className": "android.widget.Button", "text": "Go", "checked": false, "rangeInfo": {"min": 0, "max": 1, "current": 0.5}}
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

  /// The names of the built-in voice profiles, for tests that hold in every one.
  public static let builtInVoices: [String] = VoiceCatalog.builtIn().names

  /// The built-in profile named `name`.
  public static func profile(_ name: String = "en-US") -> VoiceProfile {
    do {
      return try VoiceCatalog.builtIn().profile(named: name)
    } catch {
      fatalError("built-in profile \(name) does not load: \(error)")
    }
  }

  /// The voice of the built-in profile named `name`.
  public static func voice(_ name: String = "en-US") -> Voice { profile(name).voice }

  /// VoiceOver in the words of the built-in profile named `name`.
  public static func reader(_ name: String = "en-US") -> VoiceOver { VoiceOver(profile: ReaderProfile(profile(name).words)) }
}

/// A valid grayscale PNG of `width` × `height` pixels (a vertical gradient, stored without
/// compression), standing in for a screenshot in tests.
public func grayscalePNG(width: Int, height: Int) -> [UInt8] {
  func u32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xff), UInt8(v >> 8 & 0xff), UInt8(v & 0xff)] }
  var crcTable = [UInt32](repeating: 0, count: 256)
  for n in 0..<256 {
    var c = UInt32(n)
    for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    crcTable[n] = c
  }
  func crc(_ bytes: [UInt8]) -> UInt32 {
    var c: UInt32 = 0xFFFF_FFFF
    for b in bytes { c = crcTable[Int((c ^ UInt32(b)) & 0xff)] ^ (c >> 8) }
    return c ^ 0xFFFF_FFFF
  }
  func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    return u32(UInt32(data.count)) + body + u32(crc(body))
  }
  var raw: [UInt8] = []
  raw.reserveCapacity((width + 1) * height)
  for y in 0..<height {
    raw.append(0)
    raw += [UInt8](repeating: UInt8(200 + 40 * y / max(1, height)), count: width)
  }
  // zlib: a header, stored deflate blocks of at most 65,535 bytes, and the Adler-32 of the data.
  var zlib: [UInt8] = [0x78, 0x01]
  var offset = 0
  repeat {
    let n = min(65535, raw.count - offset)
    zlib.append(offset + n == raw.count ? 1 : 0)
    zlib += [UInt8(n & 0xff), UInt8(n >> 8), UInt8(~n & 0xff), UInt8((~n >> 8) & 0xff)]
    zlib += raw[offset..<offset + n]
    offset += n
  } while offset < raw.count
  var a: UInt32 = 1, b: UInt32 = 0
  for byte in raw {
    a = (a + UInt32(byte)) % 65521
    b = (b + a) % 65521
  }
  zlib += u32(b << 16 | a)
  let header = u32(UInt32(width)) + u32(UInt32(height)) + [8, 0, 0, 0, 0]
  return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", zlib) + chunk("IEND", [])
}
