import EarshotAudio
import EarshotEngine
import EarshotModel
import Foundation

/// What `render` and `say` share: the options that shape what is heard, and the heard timeline
/// of a swipe through the screen with real synthesized durations.
enum SpeechInputs {
  /// The voice and reader from `--voice`, `--voices` and `--reader`, with `--rate` applied.
  /// `reader` names the reader instead of `--reader` (one of `--reader both`'s).
  static func speaker(_ arguments: Arguments<HearingOptions>, for document: Document? = nil, file: String? = nil,
                      reader: ScreenReaderKind? = nil, eachByPlatform: Bool = false) throws(CLIError) -> Speaker {
    var speaker = try Inputs.speaker(arguments.group(\.voice), for: document, file: file, reader: reader, eachByPlatform: eachByPlatform)
    if let rate = arguments[\.rate] { speaker.voice.rate = rate }
    return speaker
  }

  /// The synthesizer for `voice`, saying written text as `spokenForms` do (the screen reader's);
  /// a profile whose espeak-ng voice is missing is an input error.
  static func synthesizer(_ voice: Voice, spokenForms: SpokenForms? = nil) throws(CLIError) -> Synthesizer {
    do {
      return try Synthesizer(voice: voice, spokenForms: spokenForms)
    } catch {
      if error.kind == .voiceNotFound {
        throw .input(InputError(file: "voice profile \(voice.name)", place: "espeak.voice",
                                "espeak-ng has no voice \"\(voice.espeakName)\"; \(error.fix ?? "")"))
      }
      throw .environment(error.description)
    }
  }

  /// What a render or live playback is made of: the document read, and the gesture script if one was given.
  struct Heard {
    var file: String
    var document: Document
    var script: (gestures: [ScriptedGesture], file: String)?
  }

  /// Reads the input and the gesture script (`--script` or `-e`), so problems with either are
  /// reported before any synthesis or audio. With a script the flow starts on `--screen`;
  /// without one, `--screen` is the screen swiped through. A capture made for both platforms is
  /// read for `platform` (else `--reader`'s); `earlier` is the same input read for another
  /// platform, whose script is played again rather than read twice.
  static func heard(_ file: String, _ arguments: Arguments<SpeechOptions>, console: Console, platform: Platform? = nil,
                    reusing earlier: Heard? = nil) throws(CLIError) -> Heard {
    let scriptOptions = arguments.group(\.script)
    if ScriptOptions.given(scriptOptions) {
      let script: (gestures: [ScriptedGesture], file: String)
      if let played = earlier?.script { script = played } else { script = try RunCommand.loadScript(scriptOptions, console: console) }
      let document = try Inputs.document(file, arguments.group(\.input), console: console, screen: .start, platform: platform)
      try Inputs.oneReader(document, file: file, Inputs.playedByOneReader)
      return Heard(file: file, document: document, script: script)
    }
    return Heard(file: file, document: try Inputs.document(file, arguments.group(\.input), console: console, platform: platform))
  }

  /// What is heard, timed by real synthesis (which fills the synthesizer's cache for the audio
  /// that follows): the gesture script, else a swipe through every stop of the start screen (by
  /// `reader`, the start screen's platform's).
  /// Progress goes to stderr.
  /// With `workers` above 1, a swipe's distinct segments are synthesized in that many worker
  /// processes while it is laid out (`SynthesisAhead`).
  /// A swipe or a script hands `settled` what can no longer change before each gesture, and the
  /// rest at the end (`SettledParts`), so its audio can be mixed as it is laid out.
  static func heardTimeline(_ heard: Heard, _ hearing: Arguments<HearingOptions>, reader: any ScreenReader, synthesizer: Synthesizer,
                            workers: Int = 1, console: Console,
                            settled: SettledParts.Receiver? = nil) throws(CLIError) -> HeardTimeline {
    let timing = SynthesizedTiming(synthesizer: synthesizer)
    let speakHints: Bool? = hearing[\.noHints] ? false : nil
    let earcons: Bool? = hearing[\.noEarcons] ? false : nil
    let timeline: HeardTimeline
    if let script = heard.script {
      // The whole script is first run with estimated times, which synthesizes nothing: a gesture
      // it cannot do is said before any work starts, not after the ones before it are synthesized.
      var check = GestureRunner(document: heard.document, reader: reader, timing: EstimatedTiming(voice: synthesizer.voice),
                                speakHints: speakHints, earcons: earcons)
      do throws(InputError) {
        try check.run(script.gestures, file: script.file)
      } catch {
        throw .input(error)
      }
      console.progress("Synthesizing \(script.gestures.count) gesture\(script.gestures.count == 1 ? "" : "s")…")
      timeline = try Progress.timed("Synthesizing", timing: timing, console: console, announced: true) { (timing) throws(CLIError) in
        var runner = GestureRunner(document: heard.document, reader: reader, timing: timing, speakHints: speakHints, earcons: earcons)
        do throws(InputError) {
          guard let settled, CountingTiming.isReal(timing) else {
            try runner.run(script.gestures, file: script.file)
            return runner.timeline()
          }
          return try runner.run(script.gestures, file: script.file, settled: settled)
        } catch {
          throw .input(error)
        }
      }
    } else {
      let screen = heard.document.startScreen
      // Ordered once: every layout below starts from this order.
      let order = reader.order(of: ScreenState(screen: screen))
      let stops = order.stops.count
      if stops == 0 {
        console.warning("\(heard.file): the screen has no accessibility elements to visit; there is nothing to hear")
      }
      console.progress("Synthesizing \(stops) stop\(stops == 1 ? "" : "s")…")
      var ahead: SynthesisAhead?
      if workers > 1 {
        // A swipe says the same whatever the timing: laid out with estimates, it names every
        // segment the real layout will ask for, to be synthesized on every core as the layout
        // goes (it waits for each segment a worker has not made yet).
        let recorder = SegmentRecorder(voice: synthesizer.voice)
        _ = SwipeThrough.timeline(of: screen, reader: reader, timing: recorder, speakHints: speakHints, earcons: earcons, order: order)
        ahead = SynthesisAhead.start(recorder.segments, synthesizer: synthesizer, jobs: workers, console: console)
      }
      defer { ahead?.finish() }
      timeline = Progress.timed("Synthesizing", timing: timing, console: console, announced: true) { timing in
        SwipeThrough.timeline(of: screen, reader: reader, timing: timing, speakHints: speakHints, earcons: earcons, order: order,
                              settled: CountingTiming.isReal(timing) ? settled : nil)
      }
    }
    do {
      try timing.check()
    } catch {
      throw .environment(error.description)
    }
    return timeline
  }

  /// The live player on `device` (the default output when nil). A device name the system does
  /// not have is a usage error that lists the names it has; no device at all is `otherwise`.
  static func player(_ synthesizer: Synthesizer, device: String?, command: String, otherwise: String) throws(CLIError) -> LivePlayer {
    do {
      return try LivePlayer(synthesizer: synthesizer, device: device)
    } catch {
      if let device {
        let names = AudioOutputs.names()
        if !names.isEmpty, !names.contains(device) {
          throw .usage(Inputs.unknown("audio output", device, among: names), command: command)
        }
      }
      throw .environment("\(error.description); \(otherwise)")
    }
  }

  /// `12.3 s` or `2 min 05.1 s`.
  static func seconds(_ ms: Int) -> String {
    let s = Double(ms) / 1000
    if s < 60 { return String(format: "%.1f s", s) }
    return String(format: "%d min %04.1f s", Int(s) / 60, s.truncatingRemainder(dividingBy: 60))
  }
}

/// Estimated timing that notes every segment a layout asks for.
final class SegmentRecorder: SpeechTiming {
  private let estimate: EstimatedTiming
  private(set) var segments: [Segment] = []

  init(voice: Voice) { estimate = EstimatedTiming(voice: voice) }

  var voice: Voice { estimate.voice }

  func timing(of segment: Segment) -> SpokenTiming {
    segments.append(segment)
    return estimate.timing(of: segment)
  }

}
