/// What an adjustable element moves through: a list of values, or a numeric range.
public enum Adjustable: Hashable, Sendable {
  /// Named values (`["1 star", "2 stars", …]`) and the index of the current one.
  case values([String], index: Int)
  /// A numeric range. `format` replaces `{}` with the value (for sliders without a format,
  /// the value is spoken as a percentage of the range, as UISlider does).
  case range(min: Double, max: Double, step: Double, value: Double, format: String?)
}
