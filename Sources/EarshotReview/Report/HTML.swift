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

  /// Seconds from milliseconds, as the media API wants them ("1.250").
  static func seconds(_ ms: Int) -> String { String(format: "%.3f", Double(ms) / 1000) }

  /// Seconds for people: "2.4 s".
  static func readableSeconds(_ s: Double) -> String { String(format: "%.1f s", s) }
}
