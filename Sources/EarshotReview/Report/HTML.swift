import EarshotModel
import Foundation

/// Escaping and small builders for the report's HTML, written by hand (no template engine).
enum HTML {
  /// Text content: `&`, `<`, `>` escaped.
  static func text(_ s: String) -> String {
    var out = ""
    out.reserveCapacity(s.utf8.count)
    for c in s {
      switch c {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      default: out.append(c)
      }
    }
    return out
  }

  /// An attribute value, for use inside double quotes.
  static func attribute(_ s: String) -> String {
    text(s).replacingOccurrences(of: "\"", with: "&quot;")
  }

  /// A `data:` URI with the bytes in base64.
  static func dataURI(_ bytes: [UInt8], type: String) -> String {
    "data:\(type);base64," + Data(bytes).base64EncodedString()
  }

  /// A `data:` URI for UTF-8 text.
  static func dataURI(text: String, type: String) -> String {
    dataURI(Array(text.utf8), type: type + ";charset=utf-8")
  }

  /// Spoken parts as text, joined as transcripts join them, each run in another language than
  /// the page's wrapped in a `lang` span, so a screen reader reads a Russian label in Russian.
  static func spoken(_ segments: [Segment], separator: String = ", ") -> String {
    guard !segments.isEmpty else { return "(nothing spoken)" }
    var out = ""
    var i = 0
    while i < segments.count {
      let language = segments[i].language
      var j = i
      while j < segments.count, segments[j].language == language { j += 1 }
      let run = segments[i..<j].map { text($0.text) }.joined(separator: separator)
      if i > 0 { out += separator }
      out += sameLanguage(language, ReviewPage.language) ? run : "<span lang=\"\(attribute(language))\">\(run)</span>"
      i = j
    }
    return out
  }

  /// Whether two BCP 47 tags name the same language (en-US and en-GB both read as English).
  static func sameLanguage(_ a: String, _ b: String) -> Bool {
    func primary(_ tag: String) -> Substring { tag.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "" }
    return primary(a) == primary(b)
  }

  /// A relative URL for a file beside the page: each path component percent-encoded.
  static func fileURL(_ path: String) -> String {
    path.split(separator: "/", omittingEmptySubsequences: false).map {
      $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/?#;"))) ?? String($0)
    }.joined(separator: "/")
  }

  /// Seconds from milliseconds, as the media API wants them ("1.250").
  static func seconds(_ ms: Int) -> String { String(format: "%.3f", Double(ms) / 1000) }

  /// Seconds for people: "2.4 s".
  static func readableSeconds(_ s: Double) -> String { String(format: "%.1f s", s) }
}
