import EarshotAudio
import EarshotEngine
import EarshotImporters
import EarshotModel
import EarshotOutput
import EarshotReview
import Foundation

/// `earshot report`: one self-contained HTML page for a review meeting.
enum ReportCommand: Command {
  static let spec = CommandSpec(
    name: "report",
    abstract: "Write one HTML page for a review meeting: each screen drawn with its stops, its audio with a cursor following the screen reader's focus, findings and costs.",
    discussion: """
      The page opens with what the screens come to at a glance (stops, the time it takes to hear
      each in full, findings by severity; for a comparison, what got better and what got worse).
      Then, per screen: a picture drawn from the frames (or on a screenshot), every stop outlined
      and numbered in visiting order, skipped elements faint, a mark on stops with findings; the
      audio of swiping through every stop, with a VoiceOver cursor that moves from element to
      element as it plays and captions in step (select a stop to play from it); the stops with
      their findings, and the cost of reaching each one. The files are listed one after another;
      --compare (or --before, --after) shows two versions side by side with what changed; given an
      iOS screen and its Android counterpart, it shows what VoiceOver and TalkBack say side by side,
      stop beside stop, with what the two readers do differently (--reader both does the same
      with one Flutter or React Native capture given twice: VoiceOver's reading, then TalkBack's). With
      --script or -e, the page plays the gesture script on each FILE instead, the cursor following
      focus and the announcements shown as such. The audio is Ogg Opus at a speech bitrate,
      embedded, so the page works offline and needs nothing beside it; --audio-format mp3 plays in
      every browser (Safari may not play Ogg), and --audio external writes the audio beside the page.
      --voice, --rate, --no-hints and --no-earcons shape the audio as for render, and the page says
      how it was spoken; --spoken captions the audio with the words the voice says ("2 dollars and
      50 cents" for "$2.50").
      """,
    arguments: [ArgumentSpec("FILE", help: "Screen documents or captures (\(Importer.accepted)), or folders of them, listed one after another.", repeating: true)],
    examples: [
      "earshot report samples/checkout.json samples/topics.json -o screens.html",
      "earshot report --compare samples/checkout-legacy.json samples/checkout.json -o review.html",
      "earshot report samples/checkout-legacy.json --after samples/checkout.json -o review.html",
      "earshot report --compare samples/checkout.json samples/android/checkout.xml -o ios-android.html",
      "earshot report --compare samples/flutter/checkout.txt samples/flutter/checkout.txt --reader both -o flutter-readers.html",
      "earshot report samples/game.json --script samples/game.script -o game.html",
      "earshot report samples/captures/library.txt --screenshot samples/captures/Library.vodesign/Frame/screen.png -o library.html",
      "earshot report --compare samples/checkout-legacy.json samples/checkout.json --audio external --audio-format mp3 -o review/index.html",
      "earshot report samples/settings.json --rate 300 --no-hints -o settings.html",
      "earshot report samples/trip.json --spoken -o trip.html",
    ])

  /// Where the page's audio goes.
  enum AudioPlacement: String, CaseIterable, ArgumentValue {
    case embedded, external
  }

  /// The page's audio format: Opus (smallest) or MP3 (every browser).
  enum PageAudioFormat: String, CaseIterable, ArgumentValue {
    case opus, mp3
    var format: AudioFileFormat { self == .opus ? .opus : .mp3 }
  }

  struct Options: OptionGroup {
    let output = Option<String>("--output", short: "o", value: "OUT.html", help: "The page to write.")
    let compare = Flag("--compare", help: "Compare the two FILEs given: the first is the version before, the second after.")
    let before = Option<String>("--before", value: "FILE", help: "Compare FILE (the old version) with the one FILE given.").reading()
    let after = Option<String>("--after", value: "FILE", help: "Compare the one FILE given (the old version) with FILE.").reading()
    let screenshot = Option<String>("--screenshot", value: "PNG", help: "Draw a picture on this screenshot; give one per picture, in the page's order (a .vodesign bundle brings its own).").reading()
    let title = Option<String>("--title", value: "TEXT", help: "The page's title (default: the screens' titles).").completing(.none)
    let audio = DefaultedOption<AudioPlacement>("--audio", help: "Embed the audio in the page, or write it beside the page (OUT-s1-before.opus, …).", default: .embedded)
    let audioFormat = DefaultedOption<PageAudioFormat>("--audio-format", help: "Ogg Opus (the smallest), or MP3 (plays in every browser, Safari included).", default: .opus)
    let noAudio = Flag("--no-audio", help: "Leave the audio out (times are then estimated from the speaking rate).")
    let spoken = Flag("--spoken", help: "The audio's captions show the words the voice says (prices, times, symbols in their spoken form), not the text as written.")
    let hearing = HearingOptions()
    let switchControl = SwitchControlOptions()
    let voiceControl = VoiceControlOptions()
    let input = InputOptions()
    let script = ScriptOptions()
    let progress = ProgressOptions()
  }

  /// One picture's worth of a FILE: its screens, and the screenshots it brought.
  struct Input {
    var file: String
    var document: Document
    /// Bundle screenshots, by screen.
    var screenshots: [Screen: String]
    /// Whose terms its fixes are written in (its format's).
    var audience: FixAudience
    /// What its format cannot record.
    var gaps: SourceGaps = [:]
  }

  static func validate(_ arguments: Arguments<Options>) throws(CLIError) {
    guard let output = arguments[\.output] else {
      throw .usage("missing -o OUT.html: the page to write", command: spec.name)
    }
    guard output.lowercased().hasSuffix(".html") || output.lowercased().hasSuffix(".htm") || output == Outputs.standardOutput else {
      throw .usage("-o \(output): the report is an HTML page; name it OUT.html", command: spec.name)
    }
    let pair = try mode(arguments).pair
    try ScriptOptions.validate(arguments.group(\.script), command: spec.name)
    if ScriptOptions.given(arguments.group(\.script)), pair != nil {
      throw .usage("a gesture script is played on each FILE in turn; give the files without --compare, --before or --after", command: spec.name)
    }
    if arguments[\.audio] == .external, !arguments[\.noAudio], output == Outputs.standardOutput {
      throw .usage("--audio external writes the audio beside the page; give -o OUT.html, not -", command: spec.name)
    }
  }

  static func run(_ arguments: Arguments<Options>, _ console: Console) throws(CLIError) {
    let output = arguments[\.output]!
    var (pair, files) = try mode(arguments)
    if pair == nil {
      // A folder stands for the screens and captures in it: a whole app's review page.
      let list = try InputList.expand(files, shard: nil, command: spec.name)
      Batch.sayWhatWasSkipped(list, console)
      files = list.files
    }
    let switchSettings = try SwitchControlOptions.settings(arguments.group(\.switchControl))
    let voiceControlSettings = VoiceControlOptions.settings(arguments.group(\.voiceControl))
    let scripted = ScriptOptions.given(arguments.group(\.script))
    let external = arguments[\.audio] == .external && !arguments[\.noAudio]
    let format = arguments[\.audioFormat].format
    let outputs = Outputs.set(arguments, console: console)
    let pageOutput = try Outputs.add(output, to: outputs)
    // With the audio beside the page, each file is declared (and so checked) as soon as the
    // sections are known, before any audio is made.
    var audioFiles: [String: Output] = [:]
    func declareAudio(_ ids: [String]) throws(CLIError) {
      guard external else { return }
      for id in ids {
        let path = audioPath(beside: output, id: id, format: format)
        audioFiles[path] = try Outputs.add(path, to: outputs)
      }
    }
    let script = scripted ? try RunCommand.loadScript(arguments.group(\.script), console: console) : nil
    let shots = try arguments.all(\.screenshot).map { (path: String) throws(CLIError) -> (path: String, shot: Screenshot) in (path, try screenshot(path, console: console)) }
    // --reader both: the version before as VoiceOver reads it, the one after as TalkBack does
    // (one Flutter or React Native capture given twice, compared reader beside reader).
    let both = arguments.group(\.hearing).group(\.voice)[\.reader] == .both
    if both, pair == nil { throw .usage("--reader both compares two readings: give --compare FILE FILE (one capture made for both platforms, twice)", command: spec.name) }
    let platforms: [Platform?] = both ? [.ios, .android] : [nil, nil]
    let inputs = try (pair.map { [$0.before, $0.after] } ?? files).enumerated().map { (i: Int, file: String) throws(CLIError) -> Input in
      try input(file, arguments.group(\.input), script: script != nil, console: console, platform: platforms[min(i, 1)])
    }
    try SwitchControlOptions.refuseOnAndroid(arguments.group(\.switchControl), overlay: voiceControlSettings.overlay,
                                             inputs.map { ($0.file, $0.document) })
    let hearing = arguments.group(\.hearing)
    let speaker = try SpeechInputs.speaker(hearing, for: inputs.last?.document, eachByPlatform: both)
    let speakHints: Bool? = hearing[\.noHints] ? false : nil, earcons: Bool? = hearing[\.noEarcons] ? false : nil

    let audio = try ReportAudioSource.make(voice: speaker.voice, spokenForms: speaker.reader.spokenForms, enabled: !arguments[\.noAudio], format: format,
                                            spokenCaptions: arguments[\.spoken])
    let made = ReportSections(ReportSections.Hearing(speaker: speaker, audio: audio, speakHints: speakHints, earcons: earcons,
                                                     switchSettings: switchSettings, voiceControlSettings: voiceControlSettings),
                              shots: shots, console: console, declareAudio: declareAudio)
    defer { made.finish() }
    if let script {
      try made.sessions(script, on: inputs)
    } else if pair != nil {
      try made.comparison(before: inputs[0], after: inputs[1], synthesize: !arguments[\.noAudio], external: external)
    } else {
      try made.screens(of: inputs)
    }
    if !made.unusedShots.isEmpty {
      throw .usage("\(shots.count) screenshots for \(made.drawn) picture\(made.drawn == 1 ? "" : "s"); give one --screenshot per picture, in the page's order", command: spec.name)
    }
    var sections = made.sections

    var extra: [(output: Output, bytes: [UInt8])] = []
    if external { sections = try placeAudio(sections, beside: output, format: format, in: outputs, declared: audioFiles, into: &extra) }
    let titles = inputs.flatMap { $0.document.screens.compactMap(\.title) }
    var unique: [String] = []
    for t in titles where !unique.contains(t) { unique.append(t) }
    let title = arguments[\.title] ?? "Accessibility review: " + (unique.isEmpty ? "screens" : unique.joined(separator: ", "))
    // The page says how it was spoken, so a faster or hintless review is not mistaken for the default.
    let voice = [speaker.name, hearing[\.rate].map { "\($0) words per minute" }, speakHints == false ? "no hints" : nil,
                 earcons == false ? "no earcons" : nil].compactMap { $0 }.joined(separator: ", ")
    let page = ReviewPage(title: title, sections: sections, voice: voice, timingNote: audio.timingNote, audioNote: audio.note)
    // The page and its audio appear together, or (when any write fails) none of them does.
    for file in extra { try Outputs.write(file.bytes, to: file.output) }
    try Outputs.write(to: pageOutput, streaming: page.write(parts:))
    try Outputs.commit(outputs)
    for file in extra { console.print(UserText.oneLine(file.output.path)) }
    if output != Outputs.standardOutput { console.print(UserText.oneLine(output)) }
  }

  /// The two files to compare (from --compare, --before or --after), or the files to list.
  static func mode(_ arguments: Arguments<Options>) throws(CLIError) -> (pair: (before: String, after: String)?, files: [String]) {
    let files = arguments.positionals
    let given = [arguments[\.compare] ? "--compare" : nil, arguments[\.before].map { _ in "--before" }, arguments[\.after].map { _ in "--after" }]
      .compactMap { $0 }
    if given.count > 1 {
      throw .usage("\(given.joined(separator: " and ")) say the same thing; give one of them", command: spec.name)
    }
    if arguments[\.compare] {
      guard files.count == 2 else {
        throw .usage("--compare takes two FILEs, the version before and the version after; \(files.count) given", command: spec.name)
      }
      return ((files[0], files[1]), [])
    }
    if let other = arguments[\.before] ?? arguments[\.after] {
      let flag = arguments[\.before] != nil ? "--before" : "--after"
      guard files.count == 1 else {
        throw .usage("\(flag) compares with exactly one FILE; give one, not \(files.count)", command: spec.name)
      }
      return (flag == "--before" ? (other, files[0]) : (files[0], other), [])
    }
    guard !files.isEmpty else { throw .usage("missing FILE: the screens to review", command: spec.name) }
    return (nil, files)
  }

  /// Reads FILE, with the screenshots a bundle brings.
  static func input(_ file: String, _ options: Arguments<InputOptions>, script: Bool, console: Console, platform: Platform? = nil) throws(CLIError) -> Input {
    let result = try Inputs.imported(file, options, console: console, platform: platform)
    var shots: [Screen: String] = [:]
    for (index, path) in result.screenshots where result.document.screens.indices.contains(index) {
      shots[result.document.screens[index]] = path
    }
    let document = try Inputs.select(result.document, screen: options[\.screen], use: script ? .start : .only, command: options.command)
    return Input(file: file, document: document, screenshots: shots, audience: FixAudience(result.format), gaps: result.gaps)
  }

  /// The PNG at `path` (`-`: stdin; a pipe is read once, as it can be); anything else, or a
  /// picture of a size no screen has, is an input error naming it.
  static func screenshot(_ path: String, console: Console) throws(CLIError) -> Screenshot {
    let data: [UInt8]
    if path == "-" {
      data = try console.readStandardInput(for: "--screenshot", binary: true)
    } else {
      do {
        data = try InputFile.read(path, allowingBinary: true)
      } catch {
        throw .input(error.inputError(what: "screenshot", option: "--screenshot"))
      }
    }
    return try checkedScreenshot(data, file: InputFile.displayName(path))
  }

  /// `data` as a screenshot: a PNG of a size a screen has, else an input error naming `file`.
  static func checkedScreenshot(_ data: [UInt8], file: String) throws(CLIError) -> Screenshot {
    guard let shot = Screenshot(png: data) else {
      throw .input(InputError(file: file, "is not a PNG image; --screenshot takes a PNG of the screen"))
    }
    let pixels = InputLimits.screenshotPixels
    guard pixels.contains(shot.width), pixels.contains(shot.height) else {
      throw .input(InputError(file: file, "the PNG says it is \(shot.width) × \(shot.height) pixels; a screenshot of a screen is \(pixels.lowerBound) to \(pixels.upperBound) pixels on each side"))
    }
    return shot
  }

  /// A screenshot whose shape is not the screen's is drawn stretched: say so.
  static func warnIfStretched(_ shot: Screenshot, path: String, screen: Screen, console: Console) {
    guard let size = screen.size, size.count == 2, size[0] > 0, size[1] > 0 else { return }
    let shotRatio = Double(shot.width) / Double(shot.height), screenRatio = size[0] / size[1]
    if abs(shotRatio / screenRatio - 1) > 0.02 {
      console.warning("\(path): the screenshot is \(shot.width) × \(shot.height) pixels, but the screen is \(Int(size[0])) × \(Int(size[1])) points; the picture stretches it to fit")
    }
  }

  /// The file beside `page` that holds the audio of the section version `id` (`review-s1-before.opus`).
  static func audioPath(beside page: String, id: String, format: AudioFileFormat) -> String {
    let stem = PathName.removingExtension(PathName.name(of: page))
    return PathName.beside(page, "\(stem)-\(id).\(format.rawValue)")
  }

  /// Moves each version's audio out of the page into a file beside it (`review-s1-before.opus`),
  /// adding the files to `files`: the outputs `declared` beforehand (those a version turned out
  /// not to need are withdrawn), or new ones.
  static func placeAudio(_ sections: [ReviewPage.Section], beside page: String, format: AudioFileFormat, in outputs: OutputSet,
                         declared: [String: Output] = [:], into files: inout [(output: Output, bytes: [UInt8])]) throws(CLIError) -> [ReviewPage.Section] {
    var out: [ReviewPage.Section] = []
    var unused = declared
    defer { for output in unused.values { outputs.withdraw(output) } }
    func place(_ audio: ReviewPage.Audio?, _ id: String) throws(CLIError) -> ReviewPage.Audio? {
      guard var audio, case .embedded(let bytes) = audio.location else { return audio }
      let path = audioPath(beside: page, id: id, format: format)
      if let output = unused.removeValue(forKey: path) {
        files.append((output, bytes))
      } else {
        files.append((try Outputs.add(path, to: outputs), bytes))
      }
      audio.location = .file(PathName.name(of: path))
      return audio
    }
    for (n, section) in sections.enumerated() {
      let id = "s\(n + 1)"
      switch section {
      case .screen(var v):
        v.audio = try place(v.audio, id)
        out.append(.screen(v))
      case .comparison(let d, var b, var a):
        b.audio = try place(b.audio, "\(id)-before")
        a.audio = try place(a.audio, "\(id)-after")
        out.append(.comparison(d, before: b, after: a))
      case .readers(let c, var l, var r):
        l.audio = try place(l.audio, "\(id)-left")
        r.audio = try place(r.audio, "\(id)-right")
        out.append(.readers(c, left: l, right: r))
      case .session(let run, let audio, let screenshots):
        out.append(.session(run, audio: try place(audio, id), screenshots: screenshots))
      }
    }
    return out
  }
}
