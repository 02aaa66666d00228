/// Settings of an audit run.
public struct AuditOptions: Hashable, Sendable {
  /// A row with more stops than this is reported (`row-too-many-stops`). Seed 001 asks for two
  /// stops per cell (its description and its button); three leaves room for one more control.
  public var maxRowStops: Int
  /// Rule ids not to run.
  public var ignored: Set<String>

  public init(maxRowStops: Int = 3, ignored: Set<String> = []) {
    self.maxRowStops = maxRowStops
    self.ignored = ignored
  }
}
