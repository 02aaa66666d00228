extension Earcon {
  /// How long the tone lasts, in milliseconds. The one table for both the estimated timeline and
  /// the synthesized tones, so a transcript's times and the rendered audio agree.
  public var duration: Int {
    switch self {
    case .focus: return 60
    case .screenChanged: return 260
    case .boundary: return 120
    case .activate: return 90
    }
  }
}
