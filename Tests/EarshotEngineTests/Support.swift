import EarshotEngine
import EarshotModel
import EarshotTalkBack
import EarshotTestSupport
import EarshotVoiceOver

/// The transcript lines ("speech (hint: …)") of a one-screen document.
func lines(_ document: Document, voice: String = "en-US", hints: Bool? = nil) -> [String] {
  let transcript = Transcript(document: document, reader: Fixture.reader(voice), speakHints: hints)
  return transcript.screens[0].entries.map { Transcript.line($0.utterance) }
}

/// The speech (no hints) of each stop of a screen whose root has `children`.
func speech(_ children: String, extra: String = "", voice: String = "en-US") -> [String] {
  let transcript = Transcript(document: Fixture.screen(children, extra: extra), reader: Fixture.reader(voice), speakHints: false)
  return transcript.screens[0].entries.map(\.utterance.speech)
}

/// The first stop's full line, hint included.
func line(_ element: String, voice: String = "en-US") -> String {
  lines(Fixture.screen(element), voice: voice)[0]
}
