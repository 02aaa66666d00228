import EarshotModel

/// Where each stop's sound sits in a swipe-through timeline, so a click on the stop can play it.
enum StopTiming {
  /// For each stop (by 0-based gesture index), the start of its earcon and the end of its last
  /// speech (the hint included), in milliseconds.
  static func ranges(_ timeline: HeardTimeline, count: Int) -> [(start: Int, end: Int)?] {
    var ranges = [(start: Int, end: Int)?](repeating: nil, count: count)
    for event in timeline.events {
      guard let g = event.gesture, g >= 0, g < count else { continue }
      if let r = ranges[g] {
        ranges[g] = (min(r.start, event.start), max(r.end, event.end))
      } else {
        ranges[g] = (event.start, event.end)
      }
    }
    return ranges
  }
}
