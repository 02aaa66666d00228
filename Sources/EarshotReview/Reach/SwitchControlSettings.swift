/// The Switch Control settings that change what reaching an element costs, with Apple's defaults:
/// item scanning with auto scanning on one switch, Group Items on, and the scanner menu on select
/// (Apple Support, iPhone User Guide, Switch Control; docs/REACH.md). Values that no source pins
/// down come from `ReachUnverified`.
public struct SwitchControlSettings: Hashable, Sendable {
  /// Seconds each item stays highlighted before auto scanning moves on.
  public var autoScanningTime: Double
  /// Extra seconds on the first item of a level (Pause on First Item); nil when off.
  public var pauseOnFirstItem: Double?
  /// Cycles through a level without a press before scanning stops.
  public var loops: Int
  /// Group Items: containers are scanned as groups the person selects to enter.
  public var groupItems: Bool

  public init(autoScanningTime: Double = ReachUnverified.autoScanningTime,
              pauseOnFirstItem: Double? = ReachUnverified.pauseOnFirstItem,
              loops: Int = ReachUnverified.loops, groupItems: Bool = true) {
    self.autoScanningTime = autoScanningTime
    self.pauseOnFirstItem = pauseOnFirstItem
    self.loops = loops
    self.groupItems = groupItems
  }

  /// Apple's defaults.
  public static let `default` = SwitchControlSettings()

  /// The ranges iOS's Settings offer (Auto Scanning Time and the pause from 0.05 s; loops 1–10),
  /// widened a little so a slow scan can be modelled. The one place settings from input are checked.
  public static let scanningTimes: ClosedRange<Double> = 0.05...60
  public static let loopCounts: ClosedRange<Int> = 1...100

  /// A problem with one of the settings, naming it and the accepted range; nil when all are fine.
  public var problem: String? {
    if !Self.scanningTimes.contains(autoScanningTime) || !autoScanningTime.isFinite {
      return "auto scanning time \(autoScanningTime) s is out of range; use \(Self.scanningTimes.lowerBound) to \(Int(Self.scanningTimes.upperBound)) seconds"
    }
    if let pause = pauseOnFirstItem, !Self.scanningTimes.contains(pause) || !pause.isFinite {
      return "pause on first item \(pause) s is out of range; use \(Self.scanningTimes.lowerBound) to \(Int(Self.scanningTimes.upperBound)) seconds"
    }
    if !Self.loopCounts.contains(loops) {
      return "loops \(loops) is out of range; use \(Self.loopCounts.lowerBound) to \(Self.loopCounts.upperBound)"
    }
    return nil
  }

  /// Seconds from the start of a level until its item `index` (0-based) is highlighted.
  public func secondsUntilHighlight(_ index: Int) -> Double {
    index == 0 ? 0 : Double(index) * autoScanningTime + (pauseOnFirstItem ?? 0)
  }

  /// A short description for report headings: "auto scanning, 1 s per item, Group Items on".
  public var summary: String {
    var parts = ["auto scanning", "\(Self.format(autoScanningTime)) s per item"]
    if let pause = pauseOnFirstItem { parts.append("\(Self.format(pause)) s pause on the first item") }
    parts.append(groupItems ? "Group Items on" : "Group Items off")
    parts.append("Tap from the scanner menu")
    return parts.joined(separator: ", ")
  }

  static func format(_ seconds: Double) -> String {
    seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
  }
}
