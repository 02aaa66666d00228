import EarshotModel

/// Where each stop's sound sits in a swipe-through timeline, so a click on the stop can play it.
enum StopTiming {
  /// For each stop, the start of its earcon and the end of its last speech (the hint included),
  /// in milliseconds. In `SwipeThrough`'s timeline the first stop is spoken as the screen appears
  /// (no gesture) and gesture n (0-based) swipes to stop n + 2.
  static func ranges(_ timeline: HeardTimeline, count: Int) -> [(start: Int, end: Int)?] {
    var ranges = [(start: Int, end: Int)?](repeating: nil, count: count)
    for event in timeline.events {
      let g = event.gesture.map { $0 + 1 } ?? 0
      guard g < count else { continue }
      if let r = ranges[g] {
        ranges[g] = (min(r.start, event.start), max(r.end, event.end))
      } else {
        ranges[g] = (event.start, event.end)
      }
    }
    return ranges
  }
}
