@testable import EarshotEngine
import EarshotModel
import EarshotReview
@testable import EarshotTalkBack
import EarshotTestSupport
@testable import EarshotVoiceOver
import Testing

/// A screen reader made for this test through the seam alone: it visits elements in the tree's
/// order (not by frame, as VoiceOver does), says "label, role" in its own words, waits 1.2 s before
/// a hint, lets every announcement wait its turn, and plays earcons of its own lengths. Everything
/// that speaks a screen takes it as it takes VoiceOver: the seam holds if these tests pass.
struct Parrot: ScreenReader {
  /// The parrot's vocabulary: its own keys, which VoiceOver's profiles know nothing of.
  enum Word: String, ReaderVocabulary {
    case button = "role.button"
    case text = "role.text"
    case headings = "control.headings"
    case hint = "hint.activate"
  }

  var profile = ReaderProfile<Word>(ReaderWords(name: "en-US", language: "en-US", order: [.label, .type],
                                                phrases: ["role.button": "squawk button", "role.text": "squawk",
                                                          "control.headings": "Perches", "hint.activate": "Peck twice."]))

  var kind: ScreenReaderKind { Self.kind }
  var language: String { profile.language }
  var spokenForms: SpokenForms { .none(language: language) }
  var speakHints: Bool { profile.speakHints }

  /// Depth first, in the tree's order: no geometry.
  func order(of state: ScreenState) -> ScreenOrder {
    var stops: [Stop] = []
    func visit(_ e: Element, path: [Int]) {
      if e.label != nil || e.text != nil {
        var resolved = ResolvedElement(source: e, kind: e.kind, state: e.state, language: e.language ?? language)
        resolved.label = e.label ?? e.text
        resolved.traits = e.traits ?? e.kind.descriptor.traits
        stops.append(Stop(element: resolved, origin: .element(ElementPath(path)), containers: []))
      }
      for (i, child) in e.children.enumerated() { visit(child, path: path + [i]) }
    }
    visit(state.screen.root, path: [])
    return ScreenOrder(stops: stops, groups: [], top: stops.indices.map { .stop($0) })
  }

  struct Phrasing: ReaderPhrasing {
    var profile: ReaderProfile<Word>
    var hints: Bool

    func focus(_ stop: Stop, entering: [ContainerContext], hints: Bool?) -> Utterance {
      let e = stop.element
      let button = e.traits.has(.button)
      var segments = [Segment(role: .label, text: e.label ?? "", language: e.language),
                      Segment(role: .type, text: profile.phrase(button ? .button : .text), language: profile.language, isPhrase: true)]
      if hints ?? self.hints, button {
        segments.append(Segment(role: .hint, text: profile.phrase(.hint), language: profile.language, isPhrase: true))
      }
      return Utterance(segments)
    }

    func spoken(_ text: String, role: SegmentRole, language: String?, isPhrase: Bool) -> Utterance {
      Utterance([Segment(role: role, text: text, language: language ?? profile.language, isPhrase: isPhrase)])
    }
  }

  func phrasing(speakHints: Bool?) -> any ReaderPhrasing { Phrasing(profile: profile, hints: speakHints ?? self.speakHints) }

  /// Swipes move through the tree; a double tap announces nothing but its earcon.
  struct Session: ReaderSession {
    let document: Document
    let phrasing: Phrasing
    let screenOrder: ScreenOrder
    var screenIndex: Int { 0 }
    var focusKey: String?
    var focusedStop: Stop? { focusKey.flatMap { key in stops.first { $0.key == key } } }
    var rotor: RotorSetting? { nil }
    var rotorSettings: [RotorSetting] { [] }

    mutating func start() -> [SessionOutput] { stops.first.map { move(to: $0) } ?? [] }

    mutating func perform(_ scripted: ScriptedGesture, index: Int, file: String?) throws(InputError) -> [SessionOutput] {
      let current = focusKey.flatMap { key in stops.firstIndex { $0.key == key } } ?? 0
      switch scripted.gesture {
      case .next, .previous:
        let target = current + (scripted.gesture == .next ? 1 : -1)
        guard stops.indices.contains(target) else { return [.earcon(.boundary, id: nil)] }
        return [.earcon(.focus, id: nil)] + move(to: stops[target])
      case .activate: return [.earcon(.activate, id: nil)]
      default: throw InputError(file: file, place: scripted.place, "the parrot does not know that gesture")
      }
    }

    mutating func setFocus(_ key: String) { focusKey = key }

    private mutating func move(to stop: Stop) -> [SessionOutput] {
      focusKey = stop.key
      return [.speak(SpeechScheduler.Request(kind: .focus, id: stop.element.id, utterance: phrasing.focus(stop, entering: [], hints: nil),
                                              channel: .navigation, gesture: nil, focusKey: stop.key))]
    }
  }

  func session(document: Document, speakHints: Bool?) -> any ReaderSession {
    Session(document: document, phrasing: Phrasing(profile: profile, hints: speakHints ?? self.speakHints),
            screenOrder: order(of: ScreenState(screen: document.startScreen)))
  }

  func name(of setting: RotorSetting) -> String { setting == .headings ? profile.phrase(.headings) : setting.scriptName }
  func ignoresActivation(of element: ResolvedElement) -> Bool { false }

  /// Its own hint timing: 1.2 s, whatever the voice's.
  func pauses(with voice: Voice) -> Voice.Pauses {
    var pauses = voice.pauses
    pauses.beforeHint = 1200
    return pauses
  }

  /// Every announcement waits for what is being said.
  struct Patient: AnnouncementPolicy {
    func waits(_ channel: SpeechScheduler.Channel) -> Bool { channel != .navigation }
    func isUninterruptible(_ channel: SpeechScheduler.Channel) -> Bool { false }
  }

  var announcements: any AnnouncementPolicy { Patient() }

  var earcons: EarconSet {
    let squawk = EarconSet.Sound(duration: 200, tones: [EarconSet.Tone(from: 3000, to: 2000, length: 0.2, level: 0.3, decay: 5)])
    return EarconSet(name: "Parrot", sounds: [.focus: squawk, .screenChanged: squawk, .boundary: squawk, .activate: squawk])
  }

  /// What its entry in `ScreenReaders.all` would be: one line. It speaks of itself in VoiceOver's
  /// terms and writes a stop's traits.
  static let kind = ScreenReaderKind(id: "parrot", name: "Parrot", platform: .android, summary: "A toy reader for tests", terms: .voiceOver,
                                     notAStop: "not repeated by the parrot",
                                     writeFacts: { stop, writer in
                                       writer.key("traits")
                                       writer.strings(stop.element.traits.names)
                                     }) { _ in Parrot() }
}

/// The parrot brings an audit rule of its own, as TalkBack brings Android's: the auditor runs it on
/// the parrot's screens, through the catalog the parrot's registry line would add it to, with no
/// knowledge of the parrot.
extension Parrot {
  struct LoudPerch: AuditRule {
    let id = "parrot-loud-perch"
    let severity = Severity.warning
    let summary = "The parrot squawks twice at a button."
    /// iOS's screens (which the tests above have the parrot read) and its own platform's.
    let platforms: Set<Platform> = [.ios, .perch]
    let evidence = [Evidence(source: "Earshot's toy reader", url: "https://example.com/parrot", says: "A made-up rule of a made-up reader.")]

    func check(_ screen: ScreenContext) -> [Finding] {
      screen.entries.indices.filter { screen.entries[$0].stop.element.traits.has(.button) }.map {
        finding(screen, stop: $0, "The parrot squawks twice here.", fix: "Give the parrot a cracker.")
      }
    }
  }

  static let auditRules: [any AuditRule] = [LoudPerch()]

  /// Every rule, with the parrot's: what the command line would hand its auditors with one more
  /// registry line.
  static let catalog = RuleCatalog(EarshotReviewTests.catalog.entries + [.init(Parrot.kind, rules: auditRules)])
}

extension Platform {
  /// A made-up platform, described here only, as a new platform is described in `Platform.swift`:
  /// frames in pixels over a density, traits on the review page, and reach modelling Apple's
  /// technologies only, so its own switch and voice technologies are left out.
  static let perch = Platform(rawValue: "perch", name: "Perch", api: "Perch's accessibility API (PerchKit)", readerName: "Parrot",
                              units: .pixels, ownFields: "label and traits", kindShown: .traits,
                              reachLeftOut: ReachLeftOut(switchTechnology: "Perch Switch", voiceTechnology: "Perch Voice"))
}

/// Every word takes 100 ms, so the times below are round.
final class HundredMillisecondWords: SpeechTiming {
  let voice = Fixture.voice()
  func timing(of segment: Segment) -> SpokenTiming {
    var words: [TimedWord] = []
    var offset = 0
    for word in segment.text.split(separator: " ", omittingEmptySubsequences: false) {
      if !word.isEmpty { words.append(TimedWord(start: words.count * 100, offset: offset, length: word.utf16.count)) }
      offset += word.utf16.count + 1
    }
    return SpokenTiming(duration: words.count * 100, words: words)
  }
}

@Suite struct ToyReaderTests {
  /// "Second" is drawn above "First" but comes after it in the tree.
  static let document = Fixture.screen("""
    {"type": "label", "text": "First", "frame": [0, 300, 100, 20]},
    {"type": "button", "text": "Second", "frame": [0, 0, 100, 44]}
    """)

  @Test func aTranscriptFollowsTheReadersOrderAndWords() throws {
    let reader = try Parrot.kind.reader(for: Fixture.profile())
    let lines = Transcript(document: Self.document, reader: reader).screens[0].entries.map(\.utterance.text)
    #expect(lines == ["First, squawk", "Second, squawk button Peck twice."])
    // VoiceOver on the same screen goes by the frames.
    let voiceOver = Transcript(document: Self.document, reader: Fixture.reader(), speakHints: false).screens[0].entries.map(\.utterance.speech)
    #expect(voiceOver == ["Second, button", "First"])
  }

  @Test func aSwipeTakesTheReadersHintPauseAndEarcons() {
    let timeline = SwipeThrough.timeline(of: Self.document.startScreen, reader: Parrot(), timing: HundredMillisecondWords())
    #expect(timeline.earcons.name == "Parrot")
    let earcon = timeline.events.first { $0.kind == .earcon }
    #expect(earcon.map { $0.end - $0.start } == 200)
    let second = timeline.events.first { $0.kind == .focus && $0.text.hasPrefix("Second") }
    let hint = timeline.events.first { $0.kind == .hint }
    #expect(second != nil && hint != nil && hint!.start == second!.end + 1200)
  }

  @Test func announcementsFollowTheReadersPolicy() {
    func heard(_ reader: any ScreenReader) -> [String] {
      var scheduler = SpeechScheduler(reader: reader, timing: HundredMillisecondWords())
      let focus = Utterance([Segment(role: .label, text: "one two three", language: "en-US")])
      let news = Utterance([Segment(role: .announcement, text: "breaking", language: "en-US")])
      scheduler.submit(SpeechScheduler.Request(kind: .focus, id: nil, utterance: focus, channel: .navigation, gesture: nil), at: 0)
      scheduler.submit(SpeechScheduler.Request(kind: .announcement, id: nil, utterance: news, channel: .announcement(.default, queued: false),
                                               gesture: nil), at: 100)
      return scheduler.timeline().events.map { "\($0.heard)@\($0.start)" }
    }
    // VoiceOver cuts the focus speech for a default announcement; the parrot lets it finish.
    #expect(heard(Fixture.reader()) == ["one@0", "breaking@100"])
    #expect(heard(Parrot()) == ["one two three@0", "breaking@\(300 + Fixture.voice().pauses.betweenParts)"])
  }

  @Test func sessionsAndListeningRunTheReadersGestures() throws {
    var listening = ListeningSession(document: Self.document, reader: Parrot(), timing: HundredMillisecondWords(), task: nil, goal: nil)
    listening.begin()
    #expect(try listening.press(.right) == .gesture(.next))
    #expect(listening.runner.session.focusedStop?.element.label == "Second")
    #expect(listening.runner.timeline().events.map(\.text).contains("Second, squawk button"))
  }

  @Test func theReviewPageShowsTheReadersStopsAndFindings() {
    let version = ScreenVersion(screen: Self.document.startScreen, file: "parrot.json", reader: Parrot(), catalog: Parrot.catalog, timing: HundredMillisecondWords())
    let html = ReviewPage(title: "Parrot", sections: [.screen(.init(version, audio: nil))], voice: "en-US", timingNote: "estimated").html()
    #expect(html.contains("Second, squawk button") && html.contains("parrot-loud-perch"))
  }

  @Test func anAuditAndReachReadTheReadersStops() {
    let context = ScreenContext(screen: Self.document.startScreen, reader: Parrot())
    #expect(context.entries.map { $0.stop.element.label } == ["First", "Second"])
    let audit = Auditor(reader: Parrot(), catalog: Parrot.catalog).audit(Self.document, file: "parrot.json")
    #expect(audit.screens[0].stopCount == 2)
    // Its own rule runs beside VoiceOver's (the default reader's), and its findings quote the parrot's words.
    let own = audit.screens[0].findings.filter { $0.rule == "parrot-loud-perch" }
    #expect(own.count == 1 && own[0].spoken.first?.hasPrefix("Second, squawk button") == true && own[0].reader == "Parrot", "\(own)")
    // VoiceOver brings no such rule.
    #expect(!Auditor(reader: Fixture.reader(), catalog: Parrot.catalog).audit(Self.document, file: "parrot.json").screens[0].findings.contains { $0.rule == "parrot-loud-perch" })
    let reach = ReachReport(screen: ReachScreen(screen: Self.document.startScreen, reader: Parrot()), technologies: [.screenReader],
                            timing: ReachReport.timing(Fixture.voice()))
    #expect(reach.targets.map(\.spoken) == ["Second, squawk button"])
  }

  /// A third platform, described in this file alone, runs through every surface the parrot's
  /// screens reach: the transcript, a swipe-through's timeline, the audit (VoiceOver's iOS rules, the
  /// default reader's, skipped, saying why, the parrot's own run), reach (only the screen reader) and the review page
  /// (its units and what reach leaves out), and a document written for it names it.
  @Test func aThirdPlatformRunsThroughEverySurface() throws {
    var document = Fixture.screen("""
      {"type": "label", "text": "First", "frame": [0, 600, 200, 40]},
      {"type": "button", "text": "Second", "frame": [0, 0, 200, 88]}
      """)
    document.screens[0].platform = .perch
    document.screens[0].density = 2
    let screen = document.startScreen
    let lines = Transcript(document: document, reader: Parrot()).screens[0].entries.map(\.utterance.speech)
    #expect(lines == ["First, squawk", "Second, squawk button"])
    let timeline = SwipeThrough.timeline(of: screen, reader: Parrot(), timing: HundredMillisecondWords())
    #expect(timeline.events.filter { $0.kind == .focus }.map(\.text) == ["First, squawk", "Second, squawk button"])

    let audit = Auditor(reader: Parrot(), catalog: Parrot.catalog).audit(document, file: "perch.json")
    #expect(audit.screens[0].findings.map(\.rule) == ["parrot-loud-perch"])
    let skipped = try #require(audit.skipped.first)
    #expect(skipped.fact == .platform)
    #expect(skipped.reason == "it checks iOS's accessibility API (UIKit) as VoiceOver reads it, and this is an Perch screen, read by Parrot")
    #expect(Set(audit.skipped.map(\.rule)).count == VoiceOver.auditRules.count)

    #expect(ReachReport.technologies(for: .perch) == [.screenReader])
    let version = ScreenVersion(screen: screen, file: "perch.json", reader: Parrot(), catalog: Parrot.catalog, timing: HundredMillisecondWords())
    let html = ReviewPage(title: "Perch", sections: [.screen(.init(version, audio: nil))], voice: "en-US", timingNote: "estimated").html()
    #expect(html.contains("Not worked out for Perch screens: Perch Switch, a keyboard and Perch Voice are not modelled."))
    // Pixels over the density: the button's 200 × 88 pixels are 100 × 44 dp.
    #expect(html.contains("100 × 44 dp"), "\(html)")
    #expect(html.contains("Traits: button"))

    #expect(DocumentWriter.string(document).contains(#""platform": "perch""#) || DocumentWriter.string(document).contains(#""platform":"perch""#))
  }
}
