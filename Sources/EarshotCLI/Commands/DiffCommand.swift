import EarshotAudio
import EarshotEngine
import EarshotModel
import EarshotReview

/// `earshot diff`: what changed for a VoiceOver user between two versions of a screen, or what two
/// screen readers say of the same feature.
enum DiffCommand: Command {
  static let spec = CommandSpec(
    name: "diff",
    abstract: "Compare two versions of a screen as a VoiceOver (or, on Android, TalkBack) user hears them, or a feature's iOS and Android screens reader beside reader.",
    discussion: """
      Lists the stops added, removed and changed (phrase by phrase: label, value, type words,
      hint), the listening time to swipe through each version, the stops and seconds it takes to
      reach each element by swiping and with the Headings rotor, and the audit findings fixed and
      introduced, their fixes in the terms of each file's format. Times come from synthesizing the
      speech with espeak-ng; --estimate takes them from the voice profile's speaking rate instead
      (faster, no synthesis).

      When the two files are read by different screen readers (an iOS screen by VoiceOver, an
      Android screen by TalkBack), diff shows what each says for the same feature instead: stops
      paired by name, then by place on the screen (each screen's frames relative to its size),
      and what a review should discuss: stops only one reader makes, a missing name, a different
      name, role or state, and stops heard in a different order.
      --reader both reads BEFORE with VoiceOver and AFTER with TalkBack: give one Flutter or React
      Native capture twice to compare what each platform's reader says of it.
      """,
    arguments: [
      ArgumentSpec("BEFORE", help: "The old version (or the iOS screen): a screen document or a capture."),
      ArgumentSpec("AFTER", help: "The new version (or the Android screen): a screen document or a capture."),
    ],
    examples: [
      "earshot diff samples/checkout-legacy.json samples/checkout.json",
      "earshot diff samples/checkout-legacy.json samples/checkout.json --estimate",
      "earshot diff samples/topics-no-headers.json samples/topics.json --format json",
      "earshot diff samples/checkout.json samples/android/checkout.xml --estimate",
      "earshot diff samples/flutter/checkout.txt samples/flutter/checkout.txt --reader both --estimate",
    ])

  struct Options: OptionGroup {
    let format = SharedOptions.format
    let estimate = Flag("--estimate", help: "Estimate times from the speaking rate instead of synthesizing the speech.")
    let switchControl = SwitchControlOptions()
    let voiceControl = VoiceControlOptions()
    let voice = VoiceOptions()
    let input = InputOptions()
    let progress = ProgressOptions()
  }

  static func run(_ arguments: Arguments<Options>, _ console: Console) throws(CLIError) {
    let switchSettings = try SwitchControlOptions.settings(arguments.group(\.switchControl))
    let voiceControlSettings = VoiceControlOptions.settings(arguments.group(\.voiceControl))
    let (beforeFile, afterFile) = (arguments.positionals[0], arguments.positionals[1])
    // --reader both: BEFORE as VoiceOver reads it, AFTER as TalkBack does (the same capture made
    // for both platforms, given twice, is compared reader beside reader).
    let both = arguments.group(\.voice)[\.reader] == .both
    let (left, right) = (ScreenReaders.reader(forPlatform: .ios), ScreenReaders.reader(forPlatform: .android))
    let before = try Inputs.documentAndAudience(beforeFile, arguments.group(\.input), console: console, platform: both ? left.platform : nil)
    let after = try Inputs.documentAndAudience(afterFile, arguments.group(\.input), console: console, platform: both ? right.platform : nil)
    try SwitchControlOptions.refuseOnAndroid(arguments.group(\.switchControl), overlay: voiceControlSettings.overlay,
                                             [(beforeFile, before.document), (afterFile, after.document)])
    try Inputs.oneReader(after.document, file: afterFile, Inputs.comparedByOneReader)
    let speaker = try Inputs.speaker(arguments.group(\.voice), for: after.document, file: afterFile, reader: both ? right : nil)
    // Each document is heard by the reader of its platform (unless --reader names one): an iOS
    // screen and its Android counterpart are compared reader beside reader.
    let beforeReader = both ? try Inputs.speaker(arguments.group(\.voice), for: before.document, file: beforeFile, reader: left).reader
      : try speaker.reader(for: before.document, file: beforeFile)
    let afterReader = speaker.reader
    let acrossReaders = beforeReader.kind != afterReader.kind
    let timing: SpeechTiming
    var synthesized: SynthesizedTiming?
    if arguments[\.estimate] {
      timing = EstimatedTiming(voice: speaker.voice)
    } else {
      synthesized = SynthesizedTiming(synthesizer: try SpeechInputs.synthesizer(speaker.voice, spokenForms: speaker.reader.spokenForms))
      timing = synthesized!
    }
    enum Result { case versions(DocumentDiff), readers(DocumentReaderComparison) }
    let layout = { (timing: SpeechTiming) -> Result in
      if acrossReaders {
        return .readers(DocumentReaderComparison(left: before.document, leftFile: beforeFile, leftReader: beforeReader, right: after.document,
                                                 rightFile: afterFile, rightReader: afterReader, catalog: ScreenReaders.rules, timing: timing, switchSettings: switchSettings,
                                                 voiceControlSettings: voiceControlSettings, audiences: (before.audience, after.audience),
                                                 gaps: (before.gaps, after.gaps), keepsTimelines: false))
      }
      return .versions(DocumentDiff(before: before.document, beforeFile: beforeFile, after: after.document, afterFile: afterFile,
                                    reader: afterReader, catalog: ScreenReaders.rules, timing: timing, switchSettings: switchSettings,
                                    voiceControlSettings: voiceControlSettings, audiences: (before.audience, after.audience),
                                    keepsTimelines: false))
    }
    // Synthesis takes time; the estimate does not.
    let result = synthesized == nil ? layout(timing) : Progress.timed("Synthesizing", timing: timing, console: console, layout)
    do {
      try synthesized?.check()
    } catch {
      throw .environment("\(error)")
    }
    switch (result, arguments[\.format]) {
    case (.versions(let diff), .json):
      // Handed on a block at a time: the text of a large screen's diff is hundreds of megabytes.
      var writer = console.jsonWriter()
      diff.writeJSON(to: &writer)
      writer.finish()
    case (.versions(let diff), .text): console.write(diff.text())
    case (.readers(let comparison), .json):
      var writer = console.jsonWriter()
      comparison.writeJSON(to: &writer)
      writer.finish()
    case (.readers(let comparison), .text): console.write(comparison.text())
    }
    // Freeing every version's stops, speech and costs one by one took 2% of a large screen's diff.
    ProcessLifetime.keep(result)
  }
}
