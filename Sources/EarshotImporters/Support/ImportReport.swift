import EarshotModel

/// Collects the warnings of one import. Repeats of one kind of warning are capped, so a capture of
/// thousands of nodes gives a readable handful of lines and a count of the rest.
public final class ImportReport {
  /// How many warnings of one kind are listed before the rest are counted.
  static let listedPerKind = 3

  let file: String
  private var listed: [Diagnostic] = []
  private var counts: [String: (total: Int, summary: String)] = [:]
  private var kindOrder: [String] = []

  /// What this capture cannot show beyond what its format never shows (`CaptureFormat.gaps`).
  private(set) var gaps: SourceGaps = [:]

  /// Screenshots the input carries (a VoiceOver Designer bundle's), by the screen's index in the document.
  private(set) var screenshots: [Int: String] = [:]

  /// A screen document's annotation members (`DocumentReader.Result.annotations`).
  var annotations: [DocumentReader.Annotation] = []

  /// The screen's density the user gave (pixels per dp), which an Android capture then takes
  /// instead of estimating it.
  let density: Double?

  /// The platform a capture made for both (Flutter's, React Native's) is read for: the one whose
  /// screen reader was chosen; nil reads it for iOS, the first reader's. Other captures ignore it.
  let platform: Platform?

  /// What the places are in when the capture is text wrapped in JSON (a saved `GET /source`
  /// response): the lines and columns are the embedded text's, not the file's.
  var within: String?

  init(file: String, density: Double? = nil, platform: Platform? = nil) {
    self.file = file
    self.density = density
    self.platform = platform
  }

  /// Records the PNG screenshot of screen `index`.
  func screenshot(_ path: String, ofScreen index: Int) { screenshots[index] = path }

  /// Records that this capture does not carry `fact`, and why.
  func lacks(_ fact: SourceFact, _ reason: String) { gaps[fact] = reason }

  /// Adds a warning. `kind` groups warnings that say the same thing about different places;
  /// `summary` is how the ones beyond the cap are described ("more labeled containers read as groups").
  func warn(_ kind: String, at place: String?, _ message: String, summary: String? = nil) {
    var entry = counts[kind] ?? (0, summary ?? "more like it")
    entry.total += 1
    counts[kind] = entry
    if entry.total == 1 { kindOrder.append(kind) }
    if entry.total <= Self.listedPerKind {
      listed.append(Diagnostic(.warning, file: file, place: placed(place), message))
    }
  }

  /// Adds warnings another reader collected (about files of its own, such as a bundle's).
  func include(_ warnings: [Diagnostic]) {
    listed += warnings
  }

  /// A frame whose numbers are not finite or lie outside `InputLimits`: it is left out.
  func warnBadFrame(at place: String?) {
    warn("badFrame", at: place, "the frame has a number that is not finite or lies beyond \(InputLimits.coordinate); the frame is left out",
         summary: "more frames left out for numbers out of range")
  }

  func error(at place: String?, _ message: String) -> InputError {
    InputError(file: file, place: placed(place), message)
  }

  private func placed(_ place: String?) -> String? {
    guard let within, let place else { return place }
    return "\(within), \(place)"
  }

  /// The warnings, with one line per kind that went past the cap.
  var warnings: [Diagnostic] {
    var result = listed
    for kind in kindOrder {
      guard let entry = counts[kind], entry.total > Self.listedPerKind else { continue }
      result.append(Diagnostic(.warning, file: file, "\(entry.total - Self.listedPerKind) \(entry.summary)"))
    }
    return result
  }
}
