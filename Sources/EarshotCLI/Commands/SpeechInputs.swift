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

  /// The screen a swipe-through starts on: `--screen`, else the document's start screen.
  static func screen(_ arguments: ParsedArguments, console: Console) throws(CLIError) -> Screen {
    let document = try Inputs.selectScreen(try Inputs.document(arguments.positionals[0], console: console), arguments)
    return document.startScreen
  }

  /// How many stops a swipe visits on `screen`.
  static func stopCount(_ screen: Screen, profile: VoiceProfile) -> Int {
    Transcript(document: Document(screen: screen), profile: profile).screens.first?.entries.count ?? 0
  }

  /// What a listener hears swiping through every stop of `screen`, timed by real synthesis (which
  /// fills the synthesizer's cache for the render that follows).
  ///
  /// A gesture script (`--script`, from the interaction session) will produce its timeline here
  /// instead, through the same `SynthesizedTiming`.
  static func swipeTimeline(_ screen: Screen, profile: VoiceProfile, synthesizer: Synthesizer,
                            arguments: ParsedArguments) throws(CLIError) -> HeardTimeline {
    let timing = SynthesizedTiming(synthesizer: synthesizer)
    let timeline = SwipeThrough.timeline(of: screen, profile: profile, timing: timing,
                                         speakHints: arguments.flag("--no-hints") ? false : nil,
                                         earcons: arguments.flag("--no-earcons") ? false : nil)
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
