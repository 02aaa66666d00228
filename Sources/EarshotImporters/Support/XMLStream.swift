import Foundation
#if canImport(FoundationXML)
  import FoundationXML
#endif

/// XML read by libxml2 through Foundation's `XMLParser`, handed to it a part at a time: libxml2
/// refuses a document given as one piece past 10 MB ("huge input lookup"), and captures may be up
/// to `InputLimits.inputBytes`.
enum XMLStream {
  /// What libxml2 found first, and where (it recovers and goes on, so the parser's own error is
  /// its last one, often far from the first).
  struct Failure {
    /// libxml2's error number (`xmlParserErrors`).
    var code: Int
    var line: Int
    var column: Int
    var place: String { "line \(line), column \(column)" }
  }

  /// A delegate that keeps the first failure; its `parser(_:parseErrorOccurred:)` calls `noted`.
  protocol Delegate: XMLParserDelegate {
    var failure: Failure? { get set }
  }

  /// Parses `bytes` with `delegate`, stopping at the first error; that error, if any.
  static func parse(_ bytes: [UInt8], with delegate: some Delegate) -> Failure? {
    let parser = XMLParser(stream: InputStream(data: Data(bytes)))
    parser.delegate = delegate
    parser.shouldResolveExternalEntities = false
    _ = parser.parse()
    if let failure = delegate.failure { return failure }
    guard let error = parser.parserError else { return nil }
    return Failure(code: (error as NSError).code, line: parser.lineNumber, column: parser.columnNumber)
  }

  /// Keeps the first error `parser` reports, where it is, and stops it.
  static func noted(_ error: Error, _ parser: XMLParser, in delegate: some Delegate) {
    guard delegate.failure == nil else { return }
    delegate.failure = Failure(code: (error as NSError).code, line: parser.lineNumber, column: parser.columnNumber)
    parser.abortParsing()
  }
}
