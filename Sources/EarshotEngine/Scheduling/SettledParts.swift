import EarshotModel

/// Hands a render's mixer a timeline a part at a time while it is laid out: before something new
/// is submitted at a time, what the scheduler has settled by then (`SpeechScheduler.settled`), and
/// at the end the rest. A swipe, a gesture script and Switch Control's scan all lay out this way.
public struct SettledParts {
  /// Receives events that can no longer change and the time before which nothing more will sound
  /// (`Int.max` with the last part).
  public typealias Receiver = (ArraySlice<TimelineEvent>, _ until: Int) -> Void

  private let receive: Receiver
  /// How many of the scheduler's events are handed over.
  private var handed = 0

  public init(_ receive: @escaping Receiver) { self.receive = receive }

  /// Hands over what `scheduler` has settled, when nothing new is submitted before `time`.
  public mutating func before(_ time: Int, in scheduler: SpeechScheduler) {
    let part = scheduler.settled(from: handed, before: time)
    handed = part.events.endIndex
    receive(part.events, part.until)
  }

  /// Hands over the rest of `scheduler`'s events, played out, and returns the whole timeline.
  public func finish(_ scheduler: SpeechScheduler) -> HeardTimeline {
    let end = scheduler.playedOut()
    receive(end.events[handed...], .max)
    return end.timeline()
  }
}
