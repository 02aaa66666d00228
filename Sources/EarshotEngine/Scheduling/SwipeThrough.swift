import EarshotModel

/// What a listener hears swiping through every stop of a screen from the first: the input of
/// `earshot render` without a script.
public enum SwipeThrough {
  /// The heard timeline of `screen`: the first stop as the screen appears, then a swipe right to each
  /// next stop once speech has finished (focus earcon, speech, hint after the hint pause). `order`
  /// is `reader.order(of:)` of the screen, when the caller has it already. Before each swipe,
  /// `settled` is given the events that can no longer change and the time before which nothing
  /// more will sound (`SpeechScheduler.settled`), and at the end the rest with `Int.max`: a render
  /// mixes the audio as the layout goes. Without `keepingEvents` the timeline has its length and
  /// no events: the same swipes placed by the same steps, without the words no one will read.
  /// `transcript` is `Transcript.entries` of `order` (with the reader's own hints), when the
  /// caller has it: each swipe arrives from the stop before, as the transcript's stops do.
  public static func timeline(of screen: Screen, reader: any ScreenReader, timing: SpeechTiming,
                              speakHints: Bool? = nil, earcons: Bool? = nil, order: ScreenOrder? = nil, transcript: [Transcript.Entry]? = nil,
                              keepingEvents: Bool = true, settled: SettledParts.Receiver? = nil) -> HeardTimeline {
    var runner = GestureRunner(document: Document(screen: screen), reader: reader, timing: timing,
                               speakHints: speakHints, earcons: earcons)
    if !keepingEvents { runner.timesOnly() }
    // The session's copy of its screens shares their cache of orders.
    if let order, let session = runner.session as? any EffectfulSession { session.live.know(order, of: 0) }
    if let transcript { runner.know(transcript, of: 0, speakHints: nil) }
    runner.start()
    let count = runner.session.stops.count
    var parts = settled.map(SettledParts.init)
    for i in 0..<max(0, count - 1) {
      let time = runner.nextGestureTime
      parts?.before(time, in: runner.scheduler)
      // Swiping right through a static screen cannot fail.
      _ = try? runner.perform(ScriptedGesture(.next, line: i + 1), at: time)
    }
    return parts?.finish(runner.scheduler) ?? runner.timeline()
  }
}
