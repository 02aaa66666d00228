import EarshotEngine
import EarshotImporters
import EarshotModel
import EarshotReview
import Foundation

/// Who speaks: the voice of the profile `--voice` names and the screen reader `--reader` names,
/// speaking the profile's language.
struct Speaker {
  var voice: Voice
  var reader: any ScreenReader
  /// The voice profile's name (`en-US`).
  var name: String { voice.name }
  /// The profile the voice and the reader's words come from, and the reader `--reader` named.
  var profile: VoiceProfile
  var chosen: ScreenReaderKind?
  /// The platform `reader` was chosen for (nil: none was known).
  var platform: Platform?

  /// The reader of `document`'s screens, speaking the profile's language: `--reader`'s, else the
  /// reader of the document's platform (a comparison of an iOS screen with an Android one hears
  /// each with its own). A document of the platform the reader was chosen for is heard by it.
  func reader(for document: Document, file: String? = nil, _ what: String = Inputs.comparedByOneReader) throws(CLIError) -> any ScreenReader {
    do throws(InputError) {
      try Inputs.onePlatform(document, file: file, what)
      if let platform, document.startScreen.platform == platform { return reader }
      let kind = try Inputs.readerKind(chosen, for: document.startScreen.platform, file: file)
      return kind == reader.kind ? reader : try kind.reader(for: profile)
    } catch {
      throw .input(error)
    }
  }

  /// The same voice heard by `kind` (another of `--reader both`'s readers), for `document`, read
  /// for `kind`'s platform; a document of another platform is refused as `--reader` refuses it.
  func heard(by kind: ScreenReaderKind, for document: Document, file: String? = nil) throws(CLIError) -> Speaker {
    do throws(InputError) {
      _ = try Inputs.readerKind(kind, for: document.startScreen.platform, file: file)
      var speaker = self
      speaker.reader = try kind.reader(for: profile)
      speaker.chosen = kind
      speaker.platform = kind.platform
      return speaker
    } catch {
      throw .input(error)
    }
  }

  /// The readers of `document`'s screens, speaking the profile's language: each screen is heard by
  /// the reader of its platform (VoiceOver an iOS screen, TalkBack an Android one), the start
  /// screen's by `reader`. A `--reader` that cannot read one of the screens is refused, naming it.
  func readers(for document: Document, file: String? = nil) throws(CLIError) -> PlatformReaders {
    var readers: [any ScreenReader] = [reader]
    do throws(InputError) {
      for screen in document.screens where !readers.contains(where: { $0.kind.platform == screen.platform }) {
        let kind = try Inputs.readerKind(chosen, for: screen.platform, file: file, screen: document.screens.count > 1 ? screen : nil)
        readers.append(try kind.reader(for: profile))
      }
    } catch {
      throw .input(error)
    }
    return PlatformReaders(readers)
  }
}

/// Reading what commands work on: the input file, the voice profile and the screen reader.
enum Inputs {
  /// How a command uses `--screen`.
  enum ScreenUse {
    /// The document is cut down to that screen.
    case only
    /// The flow is kept and starts on that screen (gesture scripts and listening sessions move between screens).
    case start
  }

  /// Reads FILE (a screen document, a capture file or a `.vodesign` bundle, detected from its
  /// content unless `--input-format` is given) as a document, printing its warnings on stderr,
  /// and applies `--screen`.
  static func document(_ path: String, _ input: Arguments<InputOptions>, console: Console, screen use: ScreenUse = .only,
                       platform: Platform? = nil) throws(CLIError) -> Document {
    let document = try imported(path, input, console: console, platform: platform).document
    return try select(document, screen: input[\.screen], use: use, command: input.command)
  }

  /// FILE as `document` reads it, with the terms its fixes are written in (its format's)
  /// and what its format cannot record.
  static func documentAndAudience(_ path: String, _ input: Arguments<InputOptions>, console: Console, screen use: ScreenUse = .only,
                                  platform: Platform? = nil) throws(CLIError) -> (document: Document, audience: FixAudience, gaps: SourceGaps) {
    let result = try imported(path, input, console: console, platform: platform)
    return (try select(result.document, screen: input[\.screen], use: use, command: input.command), FixAudience(result.format), result.gaps)
  }

  /// The name messages give stdin's content.
  static let stdinName = "stdin"

  /// The bytes of the file at `path`, or of stdin for `-`: `what` names the input in messages
  /// ("script"), `option` the option that gave it (`--script`). A missing file, a folder, binary
  /// data where text belongs, or a file past `InputLimits.inputBytes` is an input error that says so.
  static func bytes(_ path: String, what: String, option: String, console: Console, text: Bool = true) throws(CLIError) -> [UInt8] {
    let stdin = path == "-" ? try console.readStandardInput(for: option) : nil
    do throws(InputFile.Failure) {
      let bytes: [UInt8]
      if let stdin { bytes = stdin } else { bytes = try InputFile.read(path) }
      if text { _ = try InputFile.text(of: bytes, path: path) }
      return bytes
    } catch {
      throw .input(error.inputError(what: what, option: option))
    }
  }

  /// The text (UTF-8) of the file at `path`, or of stdin for `-`; see `bytes`.
  static func text(_ path: String, what: String, option: String, console: Console) throws(CLIError) -> String {
    let bytes = try bytes(path, what: what, option: option, console: console)
    return (try? InputFile.text(of: bytes, path: path)) ?? ""
  }

  /// The document read from `path` (stdin for `-`) as `input` says (`--input-format`, unless
  /// `format` is given; `--density`), with the format it was read as. The parsed JSON is not kept
  /// (what commands read of it besides the document, the elements' annotations, comes with the result).
  static func imported(_ path: String, _ input: Arguments<InputOptions>, format: CaptureFormat? = nil, console: Console,
                       platform: Platform? = nil) throws(CLIError) -> ImportResult {
    let format = format ?? input[\.format], density = input[\.density]
    let stdin = path == "-" ? try console.readStandardInput(for: "FILE") : nil
    do {
      // Without the source, the bytes and the JSON are freed while the document is built.
      let platform = platform ?? chosenReader(input)?.platform
      var result = if let stdin { try Importer.read(bytes: stdin, file: stdinName, format: format, keepSource: false, density: density, platform: platform) } else {
        try Importer.read(path: path, format: format, keepSource: false, density: density, platform: platform)
      }
      // Freed here (other formats), before the work on the document allocates as much again.
      result.source = nil
      // The document is dropped only at exit: freeing it node by node is pure cost.
      ProcessLifetime.keep(result)
      for warning in result.warnings { console.warning(warning) }
      for fields in ScreenReaders.unspokenFields {
        for warning in fields(result.document, path == "-" ? stdinName : path) { console.warning(warning) }
      }
      return result
    } catch {
      throw .input(error)
    }
  }

  /// The screen reader `--reader` names, when the command takes it: a capture made for both
  /// platforms (Flutter, React Native) is read for that reader's platform.
  static func chosenReader<Group: OptionGroup>(_ arguments: Arguments<Group>) -> ScreenReaderKind? {
    let name = VoiceOptions().reader.spec.name
    guard arguments.parsed.spec.options.contains(where: { $0.name == name }) else { return nil }
    return arguments.parsed.texts(name).last.flatMap { ReaderChoice(argument: $0)?.kind }
  }

  /// The voice profile named by `--voice`, from built-in profiles, `./Voices` and `--voices`, and
  /// the screen reader named by `--reader` speaking its language. Without `--voice`, the profile of
  /// `document`'s language (a screen reader speaks its words in the device's language, which a
  /// German or Russian app's document is written for), said on stderr; else en-US. Without
  /// `--reader`, the reader of the document's platform.
  /// `reader` names the reader instead of `--reader` (one of `--reader both`'s); with
  /// `eachByPlatform`, `--reader both` leaves each document to the reader of its platform.
  static func speaker(_ arguments: Arguments<VoiceOptions>, for document: Document? = nil, platform: Platform? = nil,
                      file: String? = nil, reader: ScreenReaderKind? = nil, eachByPlatform: Bool = false) throws(CLIError) -> Speaker {
    let chosen: ScreenReaderKind?
    switch arguments[\.reader] {
    case .both?:
      guard let reader else {
        if eachByPlatform {
          chosen = nil
          break
        }
        throw .usage("--reader both hears a capture made for both platforms with each reader (transcript, render and audit, and diff and report --compare given it twice); give one reader here: \(ScreenReaders.all.map(\.id).joined(separator: " or "))", command: arguments.command)
      }
      chosen = reader
    case .one(let kind)?: chosen = reader ?? kind
    case nil: chosen = reader
    }
    do throws(InputError) {
      let catalog = try VoiceCatalog.standard(directory: arguments[\.voices])
      let platform = platform ?? document?.startScreen.platform
      // Resolved once; a reader of another platform is refused after the notes on the voice, as
      // the reader is named in them.
      // In a flow mixing platforms, the refusal names the start screen, whose platform it was.
      let start = document.flatMap { d in d.screens.contains { $0.platform != d.startScreen.platform } ? d.startScreen : nil }
      let heard = Result { () throws(InputError) in try readerKind(chosen, for: platform, file: file, screen: start) }
      let name = arguments[\.voice] ?? defaultVoice(for: document?.startScreen.language, in: catalog, reader: (try? heard.get())?.name ?? "VoiceOver")
      let result = try catalog.read(named: name)
      // What an older profile took from its base is said on stderr, like a document's warnings.
      for warning in result.warnings { Console.standard().warning(warning) }
      let kind = try heard.get()
      return Speaker(voice: result.profile.voice, reader: try kind.reader(for: result.profile), profile: result.profile, chosen: chosen,
                     platform: platform)
    } catch {
      throw .input(error)
    }
  }

  /// The reader `--reader` chose (`chosen`), else the reader of `platform`'s screens; a reader of
  /// the other platform is refused, naming `file` (in a batch, the input it refuses), the option and
  /// the `screen` of a flow it cannot read.
  static func readerKind(_ chosen: ScreenReaderKind?, for platform: Platform?, file: String? = nil, screen: Screen? = nil) throws(InputError) -> ScreenReaderKind {
    let kind = chosen ?? ScreenReaders.reader(forPlatform: platform)
    if let platform, kind.platform != platform {
      // VoiceOver's rules would pretend an Android app speaks like an iOS one, and the reverse.
      let which = screen.map { "screen \(named($0)) is" } ?? "this is"
      let message = "\(kind.name) reads \(kind.platform.name) screens, and \(which) an \(platform.name) screen; leave --reader out to hear \(screen == nil ? "it" : "each screen") with \(screen == nil ? ScreenReaders.reader(forPlatform: platform).name : "its own platform's reader")"
      guard let file else { throw InputError(file: "--reader \(kind.id)", message) }
      throw InputError(file: file, place: "--reader \(kind.id)", message)
    }
    return kind
  }

  /// Refuses a flow whose screens are of both platforms where one screen reader must hear all of it
  /// (`what`: a gesture script's session moves one reader's focus between the screens, a comparison
  /// hears each file with one reader): VoiceOver's rules on an Android screen, or TalkBack's on an
  /// iOS one, would give false stops. Transcripts, audits, reach and the review page's screens hear
  /// each screen with its own platform's reader instead.
  static func onePlatform(_ document: Document, file: String?, _ what: String = comparedByOneReader) throws(InputError) {
    let start = document.startScreen
    guard let other = document.screens.first(where: { $0.platform != start.platform }) else { return }
    throw InputError(file: file ?? "the flow",
      "screen \(named(other)) is an \(other.platform.name) screen and the start screen \(named(start)) an \(start.platform.name) one: \(what) (\(ScreenReaders.reader(forPlatform: start.platform).name) or \(ScreenReaders.reader(forPlatform: other.platform).name), not both); give each platform's screens a document of their own (earshot transcript, audit, reach and report hear each screen of a mixed flow with its own platform's reader)")
  }

  /// Refuses stdin for `--reader both`, which reads the capture once for each reader's platform.
  static func fileForBoth(_ files: [String], command: String) throws(CLIError) {
    guard files.contains(Outputs.standardOutput) else { return }
    throw .usage("--reader both reads the capture once for each reader's platform; give it as a file, not '-'", command: command)
  }

  /// Refuses, for `--reader both`, a document read for `kind`'s platform that has a screen of
  /// another: the file is one platform's screen, not a capture made for both (Flutter, React Native).
  static func readableByBoth(_ document: Document, by kind: ScreenReaderKind, file: String) throws(CLIError) {
    guard let other = document.screens.first(where: { $0.platform != kind.platform }) else { return }
    throw .input(InputError(file: file, place: "--reader both",
      "this is an \(other.platform.name) screen, which \(kind.name) does not read: --reader both hears a capture made for both platforms (Flutter, React Native) with each reader; leave it out to hear this file with \(ScreenReaders.reader(forPlatform: other.platform).name)"))
  }

  /// Why a comparison, and a gesture script's session, refuse a flow that mixes platforms.
  static let comparedByOneReader = "a flow compared is heard by one screen reader"
  static let playedByOneReader = "a gesture script is played by one screen reader throughout"

  /// `onePlatform` as a command's error.
  static func oneReader(_ document: Document, file: String?, _ what: String) throws(CLIError) {
    do throws(InputError) { try onePlatform(document, file: file, what) } catch { throw .input(error) }
  }

  /// A screen as messages name it: `"b"`.
  static func named(_ screen: Screen) -> String { "\"\(UserText.oneLine(screen.id ?? screen.title ?? "?"))\"" }

  /// `document` without its screens of platforms whose technologies reach does not model
  /// (`Platform.reachLeftOut`), which are returned with why (`why`), to be named (`leftOutNote`);
  /// a document whose screens are all of such platforms is refused.
  static func leavingOutUnmodelledReach(of document: Document, file: String, _ why: (Platform, Platform.ReachLeftOut) -> String)
    throws(CLIError) -> (Document, leftOut: [(screen: Screen, reason: String)]) {
    var kept = document
    kept.screens.removeAll { $0.platform.reachLeftOut != nil }
    if kept.screens.isEmpty { try refuseUnmodelledReach(in: document, file: file, why) }
    return (kept, document.screens.compactMap { screen in screen.platform.reachLeftOut.map { (screen, why(screen.platform, $0)) } })
  }

  /// The line naming a screen a command left out, and why.
  static func leftOutNote(_ screen: Screen, _ why: String) -> String {
    "screen \(named(screen)) is an \(screen.platform.name) screen, left out: \(why)"
  }

  /// Refuses `document` when any of its screens is of a platform whose technologies reach does
  /// not model (`Platform.reachLeftOut`), naming the first, with `why` (what the command cannot do
  /// on that platform's screens).
  static func refuseUnmodelledReach(in document: Document, file: String,
                                    _ why: (Platform, Platform.ReachLeftOut) -> String) throws(CLIError) {
    guard let screen = document.screens.first(where: { $0.platform.reachLeftOut != nil }) else { return }
    let which = document.screens.count > 1 ? "screen \"\(UserText.oneLine(screen.id ?? screen.title ?? "?"))\" is " : ""
    throw .input(InputError(file: file, "\(which)an \(screen.platform.name) screen: \(why(screen.platform, screen.platform.reachLeftOut!))"))
  }

  /// The voice for a document in `language` when `--voice` is not given: the profile named as the
  /// language, else one whose language is it, else the first of the primary language's
  /// (`de` → de-DE), else en-US. A choice other than en-US, or a language no profile speaks, is
  /// said on stderr with how to choose, naming `reader`, the screen reader whose words those are.
  static func defaultVoice(for language: String?, in catalog: VoiceCatalog, reader: String = "VoiceOver") -> String {
    let fallback = "en-US"
    guard let language, !language.isEmpty else { return fallback }
    let languages = catalog.names.compactMap { name in (try? catalog.profile(named: name)).map { (name, $0.language) } }
    let primary = language.split(separator: "-").first.map(String.init)?.lowercased()
    func primaryOf(_ tag: String) -> String? { tag.split(separator: "-").first.map(String.init)?.lowercased() }
    let chosen = languages.first { $0.0.lowercased() == language.lowercased() }?.0
      ?? languages.first { $0.1.lowercased() == language.lowercased() }?.0
      ?? languages.filter { primaryOf($0.1) == primary && $0.0 == $0.1 }.map(\.0).sorted { ($0 == fallback ? 0 : 1, $0) < ($1 == fallback ? 0 : 1, $1) }.first
    let console = Console.standard()
    if let chosen {
      if chosen != fallback { console.error("note: voice \(chosen), for the document's language (\(language)); --voice NAME chooses another") }
      return chosen
    }
    console.error("note: no voice profile speaks \(language), the document's language: \(reader)'s words are in English (en-US) and the document's text is still spoken as \(language); --voice NAME chooses another (earshot voices lists them)")
    return fallback
  }

  /// `unknown screen "x"; did you mean "a"? The screens are: a, b`: every name listed, since the
  /// user may not know them.
  static func unknown(_ kind: String, _ name: String, among names: [String]) -> String {
    let list = names.joined(separator: ", ")
    if let guess = Suggestion.closest(to: name, in: names) {
      return "unknown \(kind) \"\(name)\"; did you mean \"\(guess)\"? The \(kind)s are: \(list)"
    }
    return "unknown \(kind) \"\(name)\"; the \(kind)s are: \(list)"
  }

  /// The document limited to, or starting on, the screen `id`, when given.
  static func select(_ document: Document, screen id: String?, use: ScreenUse, command: String) throws(CLIError) -> Document {
    guard let id else { return document }
    guard let screen = document.screen(id: id) else {
      let ids = document.screens.compactMap(\.id)
      if ids.isEmpty {
        let count = document.screens.count == 1 ? "one screen, with no id" : "\(document.screens.count) screens, none with an id"
        throw .usage("--screen \(id): the document has \(count); leave --screen out", command: command)
      }
      throw .usage(unknown("screen", id, among: ids), command: command)
    }
    switch use {
    case .only:
      return Document(screen: screen)
    case .start:
      var flow = document
      flow.start = id
      return flow
    }
  }
}

extension FixAudience {
  /// Whose terms the fixes for an input read as `format` are written in: a screen document's
  /// members, a VoiceOver Designer bundle's inspector, else the app's code (a capture's).
  init(_ format: CaptureFormat) {
    self = format == .earshot ? .screenDocument : format == .vodesign ? .voiceOverDesigner : .app
  }
}
