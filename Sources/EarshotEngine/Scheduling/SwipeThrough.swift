import EarshotModel

/// What a listener hears swiping through every stop of a screen from the first: the input of
/// `earshot render` without a script.
public enum SwipeThrough {
  /// The heard timeline of `screen`: the first stop as the screen appears, then a swipe right to each
  /// next stop once speech has finished (focus earcon, speech, hint after the hint pause). `order`
  /// is `reader.order(of:)` of the screen, when the caller has it already.
  public static func timeline(of screen: Screen, reader: any ScreenReader, timing: SpeechTiming,
                              speakHints: Bool? = nil, earcons: Bool? = nil, order: ScreenOrder? = nil) -> HeardTimeline {
    var runner = GestureRunner(document: Document(screen: screen), reader: reader, timing: timing,
                               speakHints: speakHints, earcons: earcons)
    // The session's copy of its screens shares their cache of orders.
    if let order, let session = runner.session as? any EffectfulSession { session.live.know(order, of: 0) }
    runner.start()
    let count = runner.session.stops.count
    for i in 0..<max(0, count - 1) {
      // Swiping right through a static screen cannot fail.
      _ = try? runner.perform(ScriptedGesture(.next, line: i + 1))
    }
    return runner.timeline()
  }
}
