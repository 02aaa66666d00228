/// What an adjustable element moves through: a list of values, or a numeric range.
public enum Adjustable: Hashable, Sendable {
  /// Named values (`["1 star", "2 stars", …]`) and the index of the current one: none when no value
  /// is current, as in a VoiceOver Designer element without a `currentIndex`, which says no value and
  /// does not move. `enumerated` values are read with their place among them ("Medium, 2 of 3", as
  /// VoiceOver Designer's "Enumerate" writes them), the place in the reader's words.
  case values([String], index: Int?, enumerated: Bool = false)
  /// A numeric range. `format` replaces `{}` with the value (for sliders without a format,
  /// the value is spoken as a percentage of the range, as UISlider does).
  case range(min: Double, max: Double, step: Double, value: Double, format: String?)
}
