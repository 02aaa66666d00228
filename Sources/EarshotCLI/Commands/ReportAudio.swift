import EarshotAudio
import EarshotEngine
import EarshotModel
import EarshotReview

/// Where the report's audio and times come from: espeak-ng synthesis (real durations, the swipe
/// encoded compactly, captions timed from it), or with `--no-audio` the speaking-rate estimate.
struct ReportAudioSource {
  var timing: SpeechTiming
  var timingNote: String
  /// Why there is no audio, when there is none.
  var note: String?
  /// The audio and captions of a timeline, said as the spoken forms given (its reader's).
  var render: (HeardTimeline, SpokenForms) throws(CLIError) -> (bytes: [UInt8], captions: String)?
  /// The format the audio is encoded in.
  var format: AudioFileFormat

  /// Whether there is audio: without it nothing reads a swipe's heard events, only its length.
  var isOn: Bool { note == nil }

  /// - Parameter spokenCaptions: the captions show the words the voice says, not the text as written.
  static func make(voice: Voice, spokenForms: SpokenForms, enabled: Bool, format: AudioFileFormat = .opus,
                   spokenCaptions: Bool = false) throws(CLIError) -> ReportAudioSource {
    guard enabled else {
      return ReportAudioSource(timing: EstimatedTiming(voice: voice), timingNote: "estimated from the speaking rate",
                               note: "Audio was left out (--no-audio).", render: { _, _ in nil }, format: format)
    }
    let synthesizer = try SpeechInputs.synthesizer(voice, spokenForms: spokenForms)
    let timing = SynthesizedTiming(synthesizer: synthesizer)
    return ReportAudioSource(
      timing: timing, timingNote: "measured from the synthesized speech (espeak-ng)", note: nil,
      render: { (timeline: HeardTimeline, forms: SpokenForms) throws(CLIError) -> (bytes: [UInt8], captions: String)? in
        do {
          try timing.check()
        } catch {
          throw .environment("\(error)")
        }
        let bytes: [UInt8]
        let sink: AudioMemoryWriter
        do {
          sink = try AudioMemoryWriter(format: format, sampleRate: synthesizer.sampleRate)
          // The cache is shared: what the timing synthesized for this reader is mixed, not made again.
          let speaking = forms == spokenForms ? synthesizer : synthesizer.speaking(forms)
          try TimelineMixer(timeline: timeline, synthesizer: speaking).render(to: sink)
          bytes = try sink.finish()
        } catch {
          throw .environment("\(error)")
        }
        let duration = sink.framesWritten * 1000 / max(1, synthesizer.sampleRate)
        return (bytes, Captions.webVTT(Captions.cues(of: timeline, audioDuration: duration, spokenForms: spokenCaptions ? forms : nil)))
      }, format: format)
  }

  /// The page's audio for `timeline` as `reader` says it, embedded, or nil without audio.
  func audio(for timeline: HeardTimeline, heardBy reader: any ScreenReader) throws(CLIError) -> ReviewPage.Audio? {
    guard let made = try render(timeline, reader.spokenForms) else { return nil }
    return ReviewPage.Audio(.embedded(made.bytes), mediaType: format.mediaType, captions: made.captions)
  }
}
