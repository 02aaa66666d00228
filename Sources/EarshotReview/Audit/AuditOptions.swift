/// Settings of an audit run.
public struct AuditOptions: Hashable, Sendable {
  /// A row with more stops than this is reported (`row-too-many-stops`). WWDC18 230 makes a cell
  /// one element plus its actions; three stops leave room for its description and two controls.
  public var maxRowStops: Int
  /// Rule ids not to run.
  public var ignored: Set<String>

  public init(maxRowStops: Int = 3, ignored: Set<String> = []) {
    self.maxRowStops = maxRowStops
    self.ignored = ignored
  }
}
