/// A run of an element's label with speech of its own: an attributed label's part in another
/// language (`accessibilitySpeechLanguage`, an attributed string's `languageIdentifier`), or one to
/// spell out or say at another pitch (`accessibilitySpeechSpellOut`, `accessibilitySpeechPitch`).
/// The voice switches mid-label, with no pause, where the run starts and where it ends. A run may
/// be a link (an attributed string's `.link`, a Markdown link in SwiftUI `Text`, a link in a
/// `UITextView`): swiping does not reach it, the Links rotor does.
public struct LabelSpan: Hashable, Sendable {
  /// The part of the label it covers, found in the label after the spans before it.
  public var text: String
  /// Its BCP 47 language; nil keeps the element's.
  public var language: String?
  /// Its speech attributes, over the element's own.
  public var speech: SpeechAttributes?
  /// Where the run links to, when it is a link (its URL as the app gives it).
  public var link: String?

  public init(text: String, language: String? = nil, speech: SpeechAttributes? = nil, link: String? = nil) {
    self.text = text
    self.language = language
    self.speech = speech
    self.link = link
  }

  /// The index of the first span whose text does not follow the spans before it in `label`.
  public static func firstMissing(in label: String, _ spans: [LabelSpan]) -> Int? {
    var rest = label[...]
    for (i, span) in spans.enumerated() {
      guard !span.text.isEmpty, let found = rest.range(of: span.text) else { return i }
      rest = rest[found.upperBound...]
    }
    return nil
  }

  /// `label` cut into its runs, in order: each span's run, and the text between them, which has
  /// none (nil). A span whose text does not follow the one before it in the label is left out, so
  /// a label changed by an effect is still said whole.
  public static func runs(of label: String, _ spans: [LabelSpan]) -> [(text: Substring, span: LabelSpan?)] {
    var runs: [(text: Substring, span: LabelSpan?)] = []
    var rest = label[...]
    for span in spans where !span.text.isEmpty {
      guard let found = rest.range(of: span.text) else { continue }
      if found.lowerBound > rest.startIndex { runs.append((rest[rest.startIndex..<found.lowerBound], nil)) }
      runs.append((rest[found], span))
      rest = rest[found.upperBound...]
    }
    if !rest.isEmpty { runs.append((rest, nil)) }
    return runs
  }

  /// The runs of `label` that are links, in order (those `runs` finds).
  public static func links(in label: String, _ spans: [LabelSpan]) -> [(text: Substring, span: LabelSpan)] {
    guard spans.contains(where: { $0.link != nil }) else { return [] }
    return runs(of: label, spans).compactMap { run in run.span.flatMap { $0.link == nil ? nil : (run.text, $0) } }
  }
}
