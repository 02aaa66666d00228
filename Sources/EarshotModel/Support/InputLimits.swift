/// Every number and size Earshot accepts from an input file, a script or the command line, with
/// its range, in one place. Readers check numbers here before using them, so arithmetic further on
/// (frame edges, percentages, samples of audio) can neither overflow nor meet infinity or NaN.
///
/// The ranges are wide enough for any real screen (a feed scrolled a thousand screens down is still
/// inside them) and narrow enough that every sum and product Earshot makes of them stays exact.
public enum InputLimits {
  // MARK: Geometry (points)

  /// A frame's x and y, a touch point, in points from the screen's top-left corner.
  public static let coordinate = NumberRange(-1_000_000...1_000_000, unit: "points")
  /// A frame's width and height, a screen's size, in points.
  public static let length = NumberRange(0...1_000_000, unit: "points")

  // MARK: Values

  /// An adjustable's `min`, `max`, `step` and `value`.
  public static let adjustableNumber = NumberRange(-1_000_000_000_000...1_000_000_000_000)
  /// `sortPriority`.
  public static let sortPriority = NumberRange(-1_000_000_000...1_000_000_000)
  /// `speech.pitch`: a scale of the voice's pitch, 1 neutral.
  public static let pitchScale = NumberRange(0...2)
  /// `headingLevel`.
  public static let headingLevel = 1...6
  /// A data-table cell's `tableRow` and `tableColumn`: 0-based, and beyond what any screen shows.
  public static let tableIndex = 0...99_999
  /// A place in a text field's text, in characters (an insertion point).
  public static let textPosition = 0...100_000_000
  /// `tableRowSpan`, `tableColumnSpan`: how many rows or columns a data-table cell covers.
  public static let tableSpan = 1...100_000
  /// An Android collection's `rowCount` and `columnCount` (-1: not known, as Android says).
  public static let collectionCount = -1...100_000_000
  /// An Android collection item's `rowIndex` and `columnIndex`.
  public static let collectionIndex = 0...100_000_000
  /// An Android collection item's `rowSpan` and `columnSpan`.
  public static let collectionSpan = 1...100_000_000
  /// An Android screen's `density`: pixels per dp (`DisplayMetrics.density`; 0.75 for ldpi to 4
  /// for xxxhdpi, with room for what comes).
  public static let density = NumberRange(0.5...10, unit: "pixels per dp")
  /// A screenshot's width and height in pixels (a bundle's frames, `report --screenshot`): any
  /// real screen's, and nothing a forged PNG header could claim.
  public static let screenshotPixels = 100...20_000
  /// The screen document format versions this Earshot reads.
  public static let documentVersion = 1...1

  // MARK: Time

  /// `wait S` in gesture scripts, `-e` and key files, in seconds (up to an hour).
  public static let waitSeconds = NumberRange(0...3600, unit: "seconds")
  /// A session log's `seconds`, and other durations read back from logs (up to a year).
  public static let loggedSeconds = NumberRange(0...31_536_000, unit: "seconds")
  /// Milliseconds read back from logs and timelines (up to a year).
  public static let loggedMilliseconds = NumberRange(0...31_536_000_000, unit: "milliseconds")
  /// The longest audio a render writes: 12 hours (a 16-bit WAV at 22,050 Hz stays under 4 GB).
  public static let renderMilliseconds = 12 * 3_600_000

  // MARK: Switch Control settings (`reach --switch-settings`, `--scan-time`)

  /// Auto Scanning Time, Pause on First Item, Auto Tap and the gliding cursor's sweeps: iOS offers
  /// scanning times from 0.05 s; up to a minute models a very slow scan.
  public static let scanSeconds = NumberRange(0.05...60, unit: "seconds")
  /// A person's reaction time to a highlight.
  public static let reactionSeconds = NumberRange(0...10, unit: "seconds")
  /// Loops before scanning stops (iOS offers 1 to 10).
  public static let scanLoops = 1...100
  /// Switches a person uses.
  public static let switchCount = 1...10
  /// Sizes of Group Items' groups and levels.
  public static let scanGroupSize = 2...1000
  /// A place in the scanner menu.
  public static let scannerMenuItem = 0...50
  /// Distances for grouping items into rows.
  public static let groupingPoints = NumberRange(0...1000, unit: "points")

  // MARK: Voice profiles

  /// Speaking rate in words per minute (what espeak-ng accepts).
  public static let rate = 80...450
  /// espeak-ng pitch and range.
  public static let pitch = 0...100
  /// espeak-ng volume.
  public static let volume = 0...200
  /// A profile's pauses, in milliseconds.
  public static let pauseMilliseconds = 0...10_000

  // MARK: Structure and size

  /// How deeply JSON may nest (objects and arrays).
  public static let jsonDepth = 512
  /// How deeply elements may nest, in documents and in every capture format. Real apps nest a few
  /// dozen levels; a document written at this depth still reads back within `jsonDepth`.
  public static let elementDepth = 200
  /// The largest input file read, in bytes (1 GiB: a million-element document is about 150 MB).
  public static let inputBytes = 1 << 30
  /// How many errors of one input are listed before the rest are counted.
  public static let errorsListed = 50
  /// The longest name of an espeak-ng voice or variant Earshot passes on (espeak-ng's own are under 20).
  public static let voiceNameLength = 32
}

/// A closed range of finite numbers, with the unit its messages name.
public struct NumberRange: Sendable, Hashable, CustomStringConvertible {
  public var bounds: ClosedRange<Double>
  public var unit: String?

  public init(_ bounds: ClosedRange<Double>, unit: String? = nil) {
    self.bounds = bounds
    self.unit = unit
  }

  /// Whether `value` is finite and inside the range.
  public func contains(_ value: Double) -> Bool { value.isFinite && bounds.contains(value) }

  /// `value` when it is inside the range.
  public func checked(_ value: Double) -> Double? { contains(value) ? value : nil }

  /// "-1000000 to 1000000 points".
  public var description: String {
    "\(Self.format(bounds.lowerBound)) to \(Self.format(bounds.upperBound))" + (unit.map { " \($0)" } ?? "")
  }

  /// Why `value` is refused: "1e+300 is out of range; accepted: 0 to 3600 seconds".
  public func problem(with value: Double) -> String {
    let shown = value.isNaN ? "NaN" : value.isInfinite ? (value < 0 ? "-infinity" : "infinity") : Self.format(value)
    return "\(shown) is out of range; accepted: \(description)"
  }

  static func format(_ n: Double) -> String {
    if n == n.rounded(), abs(n) < 1e15 { return String(Int64(n)) }
    return "\(n)"
  }
}
