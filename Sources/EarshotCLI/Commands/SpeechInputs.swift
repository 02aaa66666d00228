import EarshotAudio
import EarshotEngine
import EarshotModel
import Foundation

/// What `render` and `say` share: the options that shape what is heard, and the heard timeline
/// of a swipe through the screen with real synthesized durations.
enum SpeechInputs {
  static let rate = OptionSpec.option("--rate", value: "WPM", help: "Speaking rate in words per minute (80–450); overrides the profile's.")
  static let noEarcons = OptionSpec.flag("--no-earcons", help: "Leave out the earcons (focus, screen change, boundary, activation tones).")

  /// The profile from `--voice`/`--voices`, with `--rate` applied.
  static func profile(_ arguments: ParsedArguments) throws(CLIError) -> VoiceProfile {
    var profile = try Inputs.profile(arguments)
    if let text = arguments.value("--rate") {
      guard let rate = Int(text), (80...450).contains(rate) else {
        throw .usage("--rate takes words per minute from 80 to 450, not '\(text)'", command: arguments.spec.name)
      }
      profile.rate = rate
    }
    return profile
  }

  /// The synthesizer for `profile`; a profile whose espeak-ng voice is missing is an input error.
  static func synthesizer(_ profile: VoiceProfile) throws(CLIError) -> Synthesizer {
    do {
      return try Synthesizer(profile: profile)
    } catch {
      if error.kind == .voiceNotFound {
        throw .input(InputError(file: "voice profile \(profile.name)", place: "espeak.voice",
                                "espeak-ng has no voice \"\(VoiceSettingsName.of(profile))\"; \(error.fix ?? "")"))
      }
      throw .environment(error.description)
    }
  }

  static let script = OptionSpec.option("--script", value: "SCRIPT", help: "Play this gesture script (as `earshot run` does) instead of swiping through every stop.")
  static let inlineScript = OptionSpec.option("-e", value: "GESTURES", help: "Gestures given inline, separated by ';' (instead of --script).")

  /// What is heard, timed by real synthesis (which fills the synthesizer's cache for the audio
  /// that follows): the gesture script given with `--script` or `-e` on the whole document, else
  /// a swipe through every stop of the start screen (or `--screen`). Progress goes to stderr.
  static func heardTimeline(_ arguments: ParsedArguments, profile: VoiceProfile, synthesizer: Synthesizer,
                            console: Console) throws(CLIError) -> HeardTimeline {
    let timing = SynthesizedTiming(synthesizer: synthesizer)
    let speakHints: Bool? = arguments.flag("--no-hints") ? false : nil
    let earcons: Bool? = arguments.flag("--no-earcons") ? false : nil
    let timeline: HeardTimeline
    if arguments.wasGiven("--script") || arguments.wasGiven("-e") {
      let (script, file) = try RunCommand.loadScript(arguments)
      let document = try Inputs.document(arguments.positionals[0], console: console)
      console.progress("Synthesizing \(script.count) gesture\(script.count == 1 ? "" : "s")…")
      var runner = GestureRunner(document: document, profile: profile, timing: timing, speakHints: speakHints, earcons: earcons)
      do {
        try runner.run(script, file: file)
      } catch {
        throw .input(error)
      }
      timeline = runner.timeline()
    } else {
      let document = try Inputs.selectScreen(try Inputs.document(arguments.positionals[0], console: console), arguments)
      let screen = document.startScreen
      let stops = Transcript(document: Document(screen: screen), profile: profile).screens.first?.entries.count ?? 0
      if stops == 0 {
        console.warning("\(arguments.positionals[0]): the screen has no accessibility elements to visit; there is nothing to hear")
      }
      console.progress("Synthesizing \(stops) stop\(stops == 1 ? "" : "s")…")
      timeline = SwipeThrough.timeline(of: screen, profile: profile, timing: timing, speakHints: speakHints, earcons: earcons)
    }
    do {
      try timing.check()
    } catch {
      throw .environment(error.description)
    }
    return timeline
  }

  /// `12.3 s` or `2 min 05.1 s`.
  static func seconds(_ ms: Int) -> String {
    let s = Double(ms) / 1000
    if s < 60 { return String(format: "%.1f s", s) }
    return String(format: "%d min %04.1f s", Int(s) / 60, s.truncatingRemainder(dividingBy: 60))
  }
}

enum VoiceSettingsName {
  static func of(_ profile: VoiceProfile) -> String {
    profile.espeakVariant.map { "\(profile.espeakVoice)+\($0)" } ?? profile.espeakVoice
  }
}
