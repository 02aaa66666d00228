import EarshotEngine
import EarshotModel
import EarshotReview

/// The sections of a review page, made by one of report's three modes: a gesture script played on
/// each file (`sessions`), two versions compared (`comparison`), or every screen of the files
/// (`screens`). It holds what the modes share: the reader and the audio, the screenshots handed out
/// in the page's order, the audio files declared beside the page, and the progress.
final class ReportSections {
  /// How the screens are heard.
  struct Hearing {
    /// The voice and the readers: each file is heard by the reader of its platform (or --reader's).
    var speaker: Speaker
    var audio: ReportAudioSource
    var speakHints: Bool?
    var earcons: Bool?
    var switchSettings: SwitchControlSettings
    var voiceControlSettings: VoiceControlSettings
  }

  private(set) var sections: [ReviewPage.Section] = []
  /// The pictures drawn so far, in the page's order, so --screenshot can be handed out in it.
  private(set) var drawn = 0
  /// The screenshots given with --screenshot not handed out yet.
  private(set) var unusedShots: [(path: String, shot: Screenshot)]
  private let hearing: Hearing
  private let console: Console
  /// Declares (and so checks) the audio files beside the page, before any audio is made.
  private let declareAudio: ([String]) throws(CLIError) -> Void
  private var progress: Progress?

  init(_ hearing: Hearing, shots: [(path: String, shot: Screenshot)], console: Console,
       declareAudio: @escaping ([String]) throws(CLIError) -> Void) {
    self.hearing = hearing
    unusedShots = shots
    self.console = console
    self.declareAudio = declareAudio
  }

  /// Ends the progress line of the mode that ran.
  func finish() { progress?.finish() }

  /// The script played on each file in turn: one session section per file.
  func sessions(_ script: (gestures: [ScriptedGesture], name: String), on inputs: [ReportCommand.Input]) throws(CLIError) {
    try declareAudio(inputs.indices.map { "s\($0 + 1)" })
    progress = Progress("Rendering", total: inputs.count, unit: "file", console: console, plainFrom: 2)
    for input in inputs {
      defer { progress?.advance() }
      console.progress("Playing \(script.name) on \(input.file)…")
      let run: SessionRun, reader = try hearing.speaker.reader(for: input.document, file: input.file, Inputs.playedByOneReader)
      do {
        run = try SessionRun(document: input.document, file: input.file, script: script.gestures, scriptName: script.name,
                             reader: reader, catalog: ScreenReaders.rules, timing: hearing.audio.timing, speakHints: hearing.speakHints, earcons: hearing.earcons,
                             audience: input.audience)
      } catch {
        throw .input(error)
      }
      var pictures: [Screenshot?] = []
      for screen in run.screens { pictures.append(try nextShot(screen.screen, in: input)) }
      sections.append(.session(run, audio: try hearing.audio.audio(for: run.timeline, heardBy: reader), screenshots: pictures))
    }
  }

  /// Two files compared screen by screen, then the screens only one of them has. Each file is heard
  /// by the reader of its platform: an iOS screen and its Android counterpart are compared reader
  /// beside reader, two versions of one platform's before and after. `synthesize` times the
  /// comparison by synthesis, with its own progress; `external` names the audio files first.
  func comparison(before b: ReportCommand.Input, after a: ReportCommand.Input, synthesize: Bool, external: Bool) throws(CLIError) {
    let h = hearing
    let beforeReader = try h.speaker.reader(for: b.document, file: b.file), afterReader = try h.speaker.reader(for: a.document, file: a.file)
    if external {
      // Which screens pair up does not depend on timing: it names the audio files before any synthesis.
      let pairing = DocumentDiff.pairScreens(b.document, a.document)
      let only = [(b, pairing.onlyBefore), (a, pairing.onlyAfter)].reduce(0) { count, side in
        count + side.0.document.screens.filter { side.1.contains($0.id ?? $0.title ?? "Screen") }.count
      }
      let sides = beforeReader.kind != afterReader.kind ? ["left", "right"] : ["before", "after"]
      try declareAudio(pairing.pairs.indices.flatMap { n in sides.map { "s\(n + 1)-\($0)" } } + (0..<only).map { "s\(pairing.pairs.count + $0 + 1)" })
    }
    if beforeReader.kind != afterReader.kind {
      let layout = { (timing: SpeechTiming) in
        DocumentReaderComparison(left: b.document, leftFile: b.file, leftReader: beforeReader, right: a.document, rightFile: a.file,
                                 rightReader: afterReader, catalog: ScreenReaders.rules, timing: timing, speakHints: h.speakHints, earcons: h.earcons,
                                 switchSettings: h.switchSettings, voiceControlSettings: h.voiceControlSettings, audiences: (b.audience, a.audience),
                                 gaps: (b.gaps, a.gaps), keepsTimelines: h.audio.isOn)
      }
      let comparison = synthesize ? Progress.timed("Synthesizing", timing: h.audio.timing, console: console, layout) : layout(h.audio.timing)
      progress = Progress("Rendering", total: comparison.screens.count + comparison.onlyLeft.count + comparison.onlyRight.count, unit: "screen",
                          console: console, plainFrom: 2)
      for c in comparison.screens {
        defer { progress?.advance() }
        console.progress("Rendering \(c.left.title), \(c.leftName) and \(c.rightName)…")
        sections.append(.readers(c, left: try rendered(c.left, b), right: try rendered(c.right, a)))
      }
      try onlyScreens([(b, comparison.onlyLeft, beforeReader), (a, comparison.onlyRight, afterReader)])
    } else {
      let layout = { (timing: SpeechTiming) in
        DocumentDiff(before: b.document, beforeFile: b.file, after: a.document, afterFile: a.file, reader: afterReader,
                     catalog: ScreenReaders.rules, timing: timing, speakHints: h.speakHints, earcons: h.earcons,
                     switchSettings: h.switchSettings, voiceControlSettings: h.voiceControlSettings, audiences: (b.audience, a.audience),
                     keepsTimelines: h.audio.isOn)
      }
      let diff = synthesize ? Progress.timed("Synthesizing", timing: h.audio.timing, console: console, layout) : layout(h.audio.timing)
      progress = Progress("Rendering", total: diff.screens.count + diff.onlyBefore.count + diff.onlyAfter.count, unit: "screen", console: console, plainFrom: 2)
      for d in diff.screens {
        defer { progress?.advance() }
        console.progress("Rendering \(d.after.title), before and after…")
        sections.append(.comparison(d, before: try rendered(d.before, b), after: try rendered(d.after, a)))
      }
      try onlyScreens([(b, diff.onlyBefore, beforeReader), (a, diff.onlyAfter, afterReader)])
    }
  }

  /// The screens only one file of a comparison has, each as a screen of its own.
  private func onlyScreens(_ sides: [(input: ReportCommand.Input, only: [String], reader: any ScreenReader)]) throws(CLIError) {
    for (input, only, reader) in sides {
      for screen in input.document.screens where only.contains(screen.id ?? screen.title ?? "Screen") {
        defer { progress?.advance() }
        sections.append(.screen(try rendered(version(screen, of: input, reader: reader), input)))
      }
    }
  }

  /// Every screen of every file, in order, each heard by the reader of its platform (a flow may mix them).
  func screens(of inputs: [ReportCommand.Input]) throws(CLIError) {
    let screens = inputs.reduce(0) { $0 + $1.document.screens.count }
    try declareAudio((0..<screens).map { "s\($0 + 1)" })
    progress = Progress("Rendering", total: screens, unit: "screen", console: console, plainFrom: 2)
    for input in inputs {
      let readers = try hearing.speaker.readers(for: input.document, file: input.file)
      for screen in input.document.screens {
        defer { progress?.advance() }
        console.progress("Rendering \(screen.title ?? screen.id ?? input.file)…")
        sections.append(.screen(try rendered(version(screen, of: input, reader: readers.reader(for: screen)), input)))
      }
    }
  }

  private func version(_ screen: Screen, of input: ReportCommand.Input, reader: any ScreenReader) -> ScreenVersion {
    ScreenVersion(screen: screen, file: input.file, reader: reader, catalog: ScreenReaders.rules, timing: hearing.audio.timing,
                  speakHints: hearing.speakHints, earcons: hearing.earcons, switchSettings: hearing.switchSettings, voiceControlSettings: hearing.voiceControlSettings,
                  audience: input.audience, keepsEvents: hearing.audio.isOn)
  }

  /// The next picture's screenshot: the next --screenshot, else the input's own for the screen.
  private func nextShot(_ screen: Screen, in input: ReportCommand.Input) throws(CLIError) -> Screenshot? {
    drawn += 1
    if !unusedShots.isEmpty {
      let (path, shot) = unusedShots.removeFirst()
      ReportCommand.warnIfStretched(shot, path: path, screen: screen, console: console)
      return shot
    }
    return try input.screenshots[screen].map { (path: String) throws(CLIError) -> Screenshot in try ReportCommand.screenshot(path, console: console) }
  }

  private func rendered(_ v: ScreenVersion, _ input: ReportCommand.Input) throws(CLIError) -> ReviewPage.Version {
    // Without audio the page reads only the timeline's length, kept in `costs`: the versions were
    // made without their heard events, much of a large screen's memory.
    let audio = try hearing.audio.audio(for: v.timeline, heardBy: v.context.reader)
    return ReviewPage.Version(v, audio: audio, screenshot: try nextShot(v.screen, in: input))
  }
}
