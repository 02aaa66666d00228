import EarshotModel

/// What a gesture makes a screen reader do: a sound, speech, or a screen change marker.
public enum SessionOutput: Hashable, Sendable {
  case earcon(Earcon, id: String?)
  case speak(SpeechScheduler.Request)
  case screen(id: String?, title: String)
}
