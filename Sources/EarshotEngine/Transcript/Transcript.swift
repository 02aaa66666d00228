import EarshotModel
import Foundation

/// What the screen reader says for every stop of every screen, swiping from the first stop to the last.
public struct Transcript: Hashable, Sendable {
  public struct Entry: Hashable, Sendable {
    /// 1-based position in visiting order.
    public var index: Int
    public var stop: Stop
    public var utterance: Utterance
  }

  public struct ScreenTranscript: Hashable, Sendable {
    public var id: String?
    public var title: String?
    /// The stops in visiting order, and what is said at each (kept side by side rather than as
    /// entries so a 100,000-stop screen is not copied once more).
    public var stops: [Stop]
    public var utterances: [Utterance]
    /// The reader that heard the screen: its platform's, in a flow that mixes platforms.
    public var reader: ScreenReaderKind
    /// Its readings of written text when the transcript shows the spoken form.
    var spokenForms: SpokenForms?
    /// The written texts its reader's guessed rules rewrote, each once, in the order met.
    var estimated: [String] = []

    public var entries: [Entry] {
      zip(stops, utterances).enumerated().map { Entry(index: $0 + 1, stop: $1.0, utterance: $1.1) }
    }
  }

  public var title: String?
  public var isFlow: Bool
  public var screens: [ScreenTranscript]
  /// The reader heard (the start screen's): its JSON says what the reader took each stop to be, in its terms.
  public var reader: ScreenReaderKind
  /// The reader's readings of written text when the transcript shows the spoken form
  /// (`transcript --spoken`); nil shows the text as written.
  public var spokenForms: SpokenForms?
  /// Whether its screens were heard by more than one reader (a flow mixing platforms): each
  /// screen's heading then names its reader.
  public var mixesReaders = false

  /// Builds the transcript of `document`: each screen in its initial state, its stops in order,
  /// each spoken as focus arrives from the stop before (so container labels come on entry).
  public init(document: Document, reader: any ScreenReader, speakHints: Bool? = nil, spoken: Bool = false) {
    self.init(document: document, readers: PlatformReaders(reader), speakHints: speakHints, spoken: spoken)
  }

  /// The transcript of `document` with each screen heard by the reader of its platform.
  public init(document: Document, readers: PlatformReaders, speakHints: Bool? = nil, spoken: Bool = false) {
    title = document.title
    isFlow = document.isFlow
    reader = readers.first.kind
    spokenForms = spoken ? readers.first.spokenForms : nil
    mixesReaders = readers.mixes(document)
    screens = document.screens.map { screen in
      let reader = readers.reader(for: screen)
      let stops = reader.order(of: ScreenState(screen: screen)).stops
      let utterances = Self.utterances(stops, reader.phrasing(speakHints: speakHints)), forms = spoken ? reader.spokenForms : nil
      let estimated = Self.guessing(forms) ? Self.noted(utterances.lazy.map { Self.estimatedParts($0, forms!) }) : []
      return ScreenTranscript(id: screen.id, title: screen.title, stops: stops, utterances: utterances, reader: reader.kind,
                              spokenForms: forms, estimated: estimated)
    }
  }

  /// One screen's entries from its visiting `order`, spoken as the transcript speaks them: for
  /// callers that read the order's groups as well, so the screen is ordered once.
  public static func entries(_ order: ScreenOrder, reader: any ScreenReader, speakHints: Bool? = nil) -> [Entry] {
    let stops = order.stops
    // Made for no stops, the array would be the runtime's one shared empty storage, whose count
    // `unsafeUninitializedCapacity` writes (a zero over a zero, but a data race with every other
    // thread making an empty array).
    guard !stops.isEmpty else { return [] }
    // Each slice writes its own entries in place: gathering utterances and then pairing them with
    // their stops would copy every one twice more.
    return [Entry](unsafeUninitializedCapacity: stops.count) { buffer, initialized in
      let slots = UnsafeSendableBox(buffer)
      _ = inSlices(stops, stops.indices, reader.phrasing(speakHints: speakHints)) { slice, utterance in
        for i in slice { (slots.value.baseAddress! + i).initialize(to: Entry(index: i + 1, stop: stops[i], utterance: utterance(i))) }
        return slice.count
      }
      initialized = stops.count
    }
  }

  /// What is said at each stop, arriving from the stop before. Each utterance depends only on its
  /// stop and the one before, so long screens are split across the cores.
  static func utterances(_ stops: [Stop], _ builder: any ReaderPhrasing) -> [Utterance] {
    inSlices(stops, stops.indices, builder) { slice, utterance in
      var part: [Utterance] = []
      part.reserveCapacity(slice.count)
      for i in slice { part.append(utterance(i)) }
      return part
    }.flatMap { $0 }
  }

  /// The numbered text lines of the stops in `range`: each slice writes its own lines, so the
  /// text is made on all the cores too and no utterance outlives its line.
  static func lines(_ stops: [Stop], _ range: Range<Int>, _ builder: any ReaderPhrasing, spokenForms: SpokenForms? = nil) -> [String] {
    inSlices(stops, range, builder) { slice, utterance in
      let out = UTF8Bytes(capacity: slice.count * 64)
      for i in slice { write(spoken(utterance(i), spokenForms), number: i + 1, into: out) }
      return out.string
    }
  }

  /// `utterance` with each segment's text as the voice says it (`forms` nil: as written).
  public static func spoken(_ utterance: Utterance, _ forms: SpokenForms?) -> Utterance {
    guard let forms else { return utterance }
    var out = utterance
    for i in out.segments.indices { out.segments[i].text = forms.spoken(out.segments[i]).text }
    return out
  }

  /// The line that starts a spoken transcript whose forms no source tells (TalkBack's).
  public static func estimateNote(_ reader: ScreenReaderKind) -> String {
    "Spoken forms are an estimate: few sources record how \(reader.name)'s speech service reads prices, times or symbols, so text they do not cover is passed on as written.\n"
  }

  /// The line that starts a spoken transcript (or `say --spoken`) where guessed rules
  /// (`SpokenForms.Rule.estimate`) rewrote `texts` (the written texts, in order): it names the
  /// first few, each once, and says when there are others, so a reader knows which words to doubt
  /// before meeting them.
  public static func partlyEstimatedNote(_ reader: ScreenReaderKind, texts: [String]) -> String {
    let texts = noted([texts])
    let shown = texts.prefix(noteTexts).map { "\"\(UserText.oneLine($0))\"" }.joined(separator: ", ")
    let more = texts.count > noteTexts ? " and others" : ""
    return "Some spoken forms are estimates: \(shown)\(more). No source records \(reader.name)'s words for them, "
      + "so each is a guess (docs/SPOKEN-FORMS.md gives its reason).\n"
  }

  /// How many estimated texts a note names; it says when there are others.
  static let noteTexts = 5

  /// Whether `forms` are an estimate, in whole or in part, as JSON members: in part only where
  /// a guessed rule rewrote some text (`estimated`); each such segment says so itself.
  static func writeEstimated(_ forms: SpokenForms, estimated: Bool, to writer: inout JSONWriter) {
    writer.member("spokenFormsEstimated", forms.isEstimate)
    if !forms.isEstimate, estimated { writer.member("spokenFormsPartlyEstimated", true) }
  }

  /// Whether a note may name texts `forms`' guessed rules rewrote: they have some, and are not an
  /// estimate as a whole (whose own note covers every text).
  static func guessing(_ forms: SpokenForms?) -> Bool {
    guard let forms else { return false }
    return !forms.isEstimate && forms.hasEstimatedRules
  }

  /// The written parts of `utterance` (its hint too) that `forms`' guessed rules rewrote, in order.
  static func estimatedParts(_ utterance: Utterance, _ forms: SpokenForms) -> [String] {
    utterance.segments.flatMap { forms.mayUseEstimate($0) ? forms.spoken($0).estimatedParts(of: $0.text) : [] }
  }

  /// The written parts that `forms`' guessed rules rewrite in what is said at `stops`, as a note
  /// names them (`noted`): worked out before a streamed transcript writes its first line, since the
  /// note comes first. A block of stops at a time, ending once the note has all it names.
  static func estimated(_ stops: [Stop], _ builder: any ReaderPhrasing, _ forms: SpokenForms?) -> [String] {
    guard guessing(forms), !stops.isEmpty else { return [] }
    var found: [String] = []
    for start in stride(from: 0, to: stops.count, by: textBlock) where found.count <= noteTexts {
      let parts = inSlices(stops, start..<min(stops.count, start + textBlock), builder) { slice, utterance in
        var found: [String] = []
        // A slice has what the note could name from it once it has one more than it shows.
        for i in slice where found.count <= noteTexts { found = noted([found, estimatedParts(utterance(i), forms!)]) }
        return found
      }
      found = noted([found] + parts)
    }
    return found
  }

  /// The texts of `parts` a note names: each once, in the order first met, and one more than it
  /// shows (so it knows there are others), so looking for them can stop there.
  static func noted(_ parts: some Sequence<[String]>) -> [String] {
    var seen: Set<String> = []
    var out: [String] = []
    for part in parts {
      for text in part where seen.insert(text).inserted {
        out.append(text)
        if out.count > noteTexts { return out }
      }
    }
    return out
  }

  /// `work`'s results for consecutive slices of `range`, in order: one slice per core for a long
  /// range. Each utterance depends only on its stop and the one before, so the slices are
  /// independent; `work` gets its slice and what is said at a stop of it.
  private static func inSlices<Part: Sendable>(_ stops: [Stop], _ range: Range<Int>, _ builder: any ReaderPhrasing,
                                                 _ work: @Sendable (Range<Int>, (Int) -> Utterance) -> Part) -> [Part] {
    stops.withUnsafeBufferPointer { buffer in
      // Read the stops in place: copying a stop retains every string it holds.
      let stops = UnsafeSendableBox(buffer)
      @Sendable func utterance(_ i: Int) -> Utterance {
        let b = stops.value
        return builder.focus(b[i], entering: Stop.containers(b[i].containers, enteredLeaving: i > 0 ? b[i - 1].containers : []))
      }
      let slices = range.count >= 4096 ? max(1, ProcessInfo.processInfo.activeProcessorCount) : 1
      let size = (range.count + slices - 1) / max(1, slices)
      return Concurrent.map(slices) { c in
        let start = range.lowerBound + c * size
        return work(start..<min(range.upperBound, start + size), utterance)
      }
    }
  }

  /// Plain text: a line naming each screen, then one numbered line per stop with its hint after it.
  public func text() -> String {
    let out = UTF8Bytes(capacity: 4096)
    out.append(Self.estimateNotes(screens.map { ($0.reader, $0.spokenForms, $0.estimated) }))
    for (s, screen) in screens.enumerated() {
      if s > 0 { out.append("\n" as StaticString) }
      out.append(heading(title: screen.title, id: screen.id, stops: screen.stops.count, reader: mixesReaders ? screen.reader : nil))
      for (i, utterance) in screen.utterances.enumerated() { Self.write(Self.spoken(utterance, screen.spokenForms), number: i + 1, into: out) }
    }
    return out.string
  }

  /// The notes that start a spoken transcript, one per reader in the order the screens meet them:
  /// that its spoken forms are an estimate, when no source tells them, or which texts on its
  /// screens its guessed rules rewrote (`estimated`), when any did. The one place a spoken
  /// transcript's text says what is guessed.
  static func estimateNotes(_ screens: [(ScreenReaderKind, SpokenForms?, [String])]) -> String {
    var order: [ScreenReaderKind] = []
    var whole: Set<ScreenReaderKind> = []
    var texts: [ScreenReaderKind: [String]] = [:]
    for (kind, forms, estimated) in screens {
      guard let forms, forms.isEstimate || !estimated.isEmpty else { continue }
      if !order.contains(kind) { order.append(kind) }
      if forms.isEstimate { whole.insert(kind) } else { texts[kind, default: []] += estimated }
    }
    return order.map { whole.contains($0) ? estimateNote($0) : partlyEstimatedNote($0, texts: texts[$0] ?? []) }.joined()
  }

  /// The plain text of `document`'s transcript (what `text()` returns) handed to `sink` a block of
  /// stops at a time: what is said at each stop is worked out for one block, written and dropped,
  /// so a 100,000-stop screen never holds all its utterances and all its text at once. Returns the
  /// screens' stops, which a caller may keep rather than free them one by one.
  @discardableResult
  public static func writeText(document: Document, reader: any ScreenReader, speakHints: Bool? = nil, spoken: Bool = false,
                               to sink: (String) -> Void) -> [[Stop]] {
    writeText(document: document, readers: PlatformReaders(reader), speakHints: speakHints, spoken: spoken, to: sink)
  }

  /// `writeText` with each screen heard by the reader of its platform, named in its heading when
  /// the screens are heard by more than one.
  @discardableResult
  public static func writeText(document: Document, readers: PlatformReaders, speakHints: Bool? = nil, spoken: Bool = false,
                               to sink: (String) -> Void) -> [[Stop]] {
    let shell = Transcript(title: document.title, isFlow: document.isFlow, screens: [], reader: readers.first.kind)
    let mixed = readers.mixes(document)
    // Every screen is ordered first: the notes, which come first, name what the lines will say.
    let heard = ordered(document, readers, speakHints: speakHints, spoken: spoken)
    let notes = spoken ? estimateNotes(heard.map { ($0.reader.kind, $0.forms, estimated($0.stops, $0.builder, $0.forms)) }) : ""
    if !notes.isEmpty { sink(notes) }
    var kept: [[Stop]] = []
    for (s, (screen, reader, builder, forms, stops)) in heard.enumerated() {
      var out = s > 0 ? "\n" : ""
      out += shell.heading(title: screen.title, id: screen.id, stops: stops.count, reader: mixed ? reader.kind : nil)
      for start in stride(from: 0, to: stops.count, by: textBlock) {
        let range = start..<min(stops.count, start + textBlock)
        for part in lines(stops, range, builder, spokenForms: forms) { out += part }
        sink(out)
        out = ""
      }
      if !out.isEmpty { sink(out) }
      kept.append(stops)
    }
    return kept
  }

  /// How many stops `writeText` and `writeJSON` speak and write at a time: enough to split across
  /// the cores (`inSlices` splits from 4,096), few enough that a block's text stays small beside the screen.
  static let textBlock = 4_096

  /// Each of `document`'s screens (`limit` of them) with the reader that hears it, its phrasing,
  /// its spoken forms when `spoken`, and its stops in visiting order.
  private static func ordered(_ document: Document, _ readers: PlatformReaders, speakHints: Bool?, spoken: Bool, limit: Int = .max)
    -> [(screen: Screen, reader: any ScreenReader, builder: any ReaderPhrasing, forms: SpokenForms?, stops: [Stop])] {
    document.screens.prefix(limit).map { screen in
      let reader = readers.reader(for: screen)
      return (screen, reader, reader.phrasing(speakHints: speakHints), spoken ? reader.spokenForms : nil, reader.order(of: ScreenState(screen: screen)).stops)
    }
  }

  private init(title: String?, isFlow: Bool, screens: [ScreenTranscript], reader: ScreenReaderKind) {
    self.title = title
    self.isFlow = isFlow
    self.screens = screens
    self.reader = reader
    spokenForms = nil
  }

  /// The line naming a screen and its number of stops, and the reader that heard it when a flow's
  /// screens are heard by more than one ("Basket [b]: 3 stops, heard by TalkBack").
  private func heading(title: String?, id: String?, stops: Int, reader: ScreenReaderKind? = nil) -> String {
    let name = UserText.oneLine(title ?? id ?? "Screen")
    let count = stops == 1 ? "1 stop" : "\(stops) stops"
    let shownID = isFlow && id != nil && id != title ? " [\(UserText.oneLine(id!))]" : ""
    let heardBy = reader.map { ", heard by \($0.name)" } ?? ""
    return "\(name)\(shownID): \(count)\(heardBy)\n"
  }

  /// One numbered transcript line.
  private static func write(_ utterance: Utterance, number: Int, into out: UTF8Bytes) {
    out.append(number)
    out.append(". " as StaticString)
    write(utterance, into: out)
    out.append("\n" as StaticString)
  }

  /// An utterance's line as text, each segment on one line (`writeParts`).
  @inline(__always)
  private static func write(_ utterance: Utterance, into out: UTF8Bytes) {
    writeParts(utterance, fixed: { out.append($0) }, text: { out.appendOneLine($0) })
  }

  /// One utterance as a transcript line: the speech, then "(hint: …)" when a hint follows the pause.
  public static func line(_ utterance: Utterance) -> String {
    // Its length reserved at once (the audit makes a line for every finding). A text with control
    // characters may outgrow it.
    var length = 0
    utterance.segments.withUnsafeBufferPointer { segments in
      for i in segments.indices { length += segments[i].text.utf8.count + 9 }
    }
    let out = UTF8Bytes(capacity: length + 16)
    write(utterance, into: out)
    return out.string
  }

  /// `line(utterance)` as a JSON string, written into `writer` in its pieces rather than joined first.
  public static func writeLine(_ utterance: Utterance, to writer: inout JSONWriter) {
    writer.beginString()
    writeParts(utterance, fixed: { writer.stringPart($0) }, text: { writer.stringPart(UserText.oneLine($0)) })
    writer.endString()
  }

  /// The pieces of an utterance's line, in order: the line's own words to `fixed`, each segment's
  /// text to `text`, which shows it on one line (`UserText.oneLine`): a label's line break (or any
  /// control character) is shown as an escape, so each stop stays one line of text and no label
  /// can steer a terminal.
  @inline(__always)
  private static func writeParts(_ utterance: Utterance, fixed: (String) -> Void, text: (String) -> Void) {
    // The segments read in place: iterating the array copies each one (its strings retained and released).
    utterance.segments.withUnsafeBufferPointer { segments in
      var speechParts = 0
      var hintParts = 0
      for i in segments.indices where segments[i].role != .hint {
        if speechParts > 0, !segments[i].joinsPrevious { fixed(Utterance.partSeparator) }
        text(segments[i].text)
        speechParts += 1
      }
      if speechParts == 0 { fixed("(nothing spoken)") }
      for i in segments.indices where segments[i].role == .hint {
        fixed(hintParts == 0 ? " (hint: " : Utterance.hintSeparator)
        text(segments[i].text)
        hintParts += 1
      }
      if hintParts > 0 { fixed(")") }
    }
  }

  /// JSON (`transcript --format json`) written to `writer`: the screen's title and its stops, or
  /// for a flow, its title and its screens, each with its id, title and stops.
  public func writeJSON(to writer: inout JSONWriter) {
    // One screen is written as the screen itself; a flow (or nothing) as its list of screens.
    let single = !isFlow && !screens.isEmpty
    writer.beginObject()
    writer.member("title", single ? screens[0].title ?? title : title)
    if let spokenForms { Self.writeEstimated(spokenForms, estimated: screens.contains { !$0.estimated.isEmpty }, to: &writer) }
    if !single { writer.key("screens"); writer.beginArray() }
    for screen in screens.prefix(single ? 1 : screens.count) {
      if !single {
        writer.beginObject()
        writer.member("id", screen.id)
        writer.member("title", screen.title ?? title)
        if mixesReaders { writer.member("reader", screen.reader.name) }
        if mixesReaders, let forms = screen.spokenForms { Self.writeEstimated(forms, estimated: !screen.estimated.isEmpty, to: &writer) }
      }
      writer.key("stops")
      writer.beginArray()
      for i in screen.stops.indices { Self.writeStop(screen.stops[i], screen.utterances[i], number: i + 1, reader: screen.reader, spokenForms: screen.spokenForms, to: &writer) }
      writer.endArray()
      if !single { writer.endObject() }
    }
    if !single { writer.endArray() }
    writer.endObject()
  }

  /// The JSON text of `writeJSON(to:)`.
  public func jsonText() -> String { JSONWriter.text { writeJSON(to: &$0) } }

  /// The JSON of `document`'s transcript (what `writeJSON(to:)` writes) written a block of stops at
  /// a time, each block's stops spoken and written on every core: a 100,000-stop screen never holds
  /// all its utterances or all its text. Returns the screens' stops, which a caller may keep
  /// rather than free them one by one.
  @discardableResult
  public static func writeJSON(document: Document, reader: any ScreenReader, speakHints: Bool? = nil, spoken: Bool = false,
                               to writer: inout JSONWriter) -> [[Stop]] {
    writeJSON(document: document, readers: PlatformReaders(reader), speakHints: speakHints, spoken: spoken, to: &writer)
  }

  /// `writeJSON` with each screen heard by the reader of its platform, named as the screen's
  /// `"reader"` when the screens are heard by more than one.
  @discardableResult
  public static func writeJSON(document: Document, readers: PlatformReaders, speakHints: Bool? = nil, spoken: Bool = false,
                               to writer: inout JSONWriter) -> [[Stop]] {
    let mixed = readers.mixes(document)
    var kept: [[Stop]] = []
    let single = !document.isFlow && !document.screens.isEmpty
    writer.beginObject()
    writer.member("title", single ? document.screens[0].title ?? document.title : document.title)
    // Every screen is ordered first: whether guessed rules rewrote any text is said before the stops.
    let heard = ordered(document, readers, speakHints: speakHints, spoken: spoken, limit: single ? 1 : document.screens.count)
    let estimated = heard.map { !Self.estimated($0.stops, $0.builder, $0.forms).isEmpty }
    if spoken { writeEstimated(readers.first.spokenForms, estimated: estimated.contains(true), to: &writer) }
    if !single { writer.key("screens"); writer.beginArray() }
    for (s, (screen, reader, builder, forms, stops)) in heard.enumerated() {
      let kind = reader.kind
      if !single {
        writer.beginObject()
        writer.member("id", screen.id)
        writer.member("title", screen.title ?? document.title)
        if mixed { writer.member("reader", kind.name) }
        if mixed, let forms { writeEstimated(forms, estimated: estimated[s], to: &writer) }
      }
      writer.key("stops")
      writer.beginArray()
      let depth = writer.depth, pretty = writer.isPretty
      for start in stride(from: 0, to: stops.count, by: textBlock) {
        let parts = inSlices(stops, start..<min(stops.count, start + textBlock), builder) { slice, utterance in
          var part = JSONWriter(itemsOfArrayAt: depth, itemsBefore: slice.lowerBound, pretty: pretty)
          part.reserve(slice.count * 768)
          for i in slice { stops.withUnsafeBufferPointer { writeStop($0[i], utterance(i), number: i + 1, reader: kind, spokenForms: forms, to: &part) } }
          return part.items
        }
        for part in parts { writer.append(part) }
        writer.flush()
      }
      writer.endArray()
      if !single { writer.endObject() }
      kept.append(stops)
    }
    if !single { writer.endArray() }
    writer.endObject()
    return kept
  }

  /// One stop: `{"index", "id", "path", "speech", "hint", "frame", …, "segments"}`, where `…` is
  /// what `reader` took the stop to be (VoiceOver: `"traits"`; TalkBack: `"className"`, `"role"`,
  /// `"roleWord"`, `"heading"`, `"checkable"`, `"checked"`).
  /// With `spokenForms`, each segment also has its `"spoken"` form, and the stop its spoken speech
  /// (`"spokenSpeech"`).
  static func writeStop(_ stop: Stop, _ utterance: Utterance, number: Int, reader: ScreenReaderKind, spokenForms: SpokenForms? = nil,
                        to writer: inout JSONWriter) {
    let e = stop.element
    writer.beginObject()
    writer.member("index", number)
    writer.member("id", e.id)
    writer.member("path", e.path)
    // The speech and the hint are written from the parts, not joined first (`Utterance.speech`).
    utterance.segments.withUnsafeBufferPointer { segments in
      var hints = 0
      writer.key("speech")
      writer.beginString()
      for i in segments.indices {
        if segments[i].role == .hint {
          hints += 1
          continue
        }
        if i > hints, !segments[i].joinsPrevious { writer.stringPart(Utterance.partSeparator) }
        writer.stringPart(segments[i].text)
      }
      writer.endString()
      writer.key("hint")
      if hints == 0 {
        writer.null()
      } else {
        writer.beginString()
        var first = true
        for i in segments.indices where segments[i].role == .hint {
          if !first { writer.stringPart(Utterance.hintSeparator) }
          writer.stringPart(segments[i].text)
          first = false
        }
        writer.endString()
      }
      if let spokenForms {
        writer.key("spokenSpeech")
        writer.beginString()
        var first = true
        for i in segments.indices where segments[i].role != .hint {
          if !first { writer.stringPart(Utterance.partSeparator) }
          writer.stringPart(spokenForms.spoken(segments[i]).text)
          first = false
        }
        writer.endString()
      }
      writer.key("frame")
      if let frame = e.frame { writer.numbers(frame.array) } else { writer.null() }
      reader.writeFacts(stop, &writer)
      writer.key("segments")
      writer.beginArray()
      for i in segments.indices { writeSegment(segments[i], terms: reader.terms, spokenForms: spokenForms, to: &writer) }
      writer.endArray()
    }
    writer.endObject()
  }

  /// A segment: `{"role", "text", "language"}`, its role named in the reader's `terms`, with
  /// `joinsPrevious` and `speech` when they apply.
  public static func writeSegment(_ segment: Segment, terms: ReaderTerms, spokenForms: SpokenForms? = nil, to writer: inout JSONWriter) {
    writer.beginObject()
    writer.member("role", terms.name(of: segment.role))
    writer.member("text", segment.text)
    if let spokenForms {
      let spoken = spokenForms.spoken(segment)
      writer.member("spoken", spoken.text)
      if spoken.usesEstimate { writer.member("spokenEstimate", true) }
    }
    writer.member("language", segment.language)
    // A run of a label that goes on from the part before it, in its own language or speech.
    if segment.joinsPrevious { writer.member("joinsPrevious", true) }
    // How it is said, when not plainly: its punctuation named (source code, a console), spelled
    // out, at another pitch, or as IPA.
    if let speech = segment.speech, speech != SpeechAttributes() { writer.member("speech", value: DocumentWriter.speech(speech)) }
    writer.endObject()
  }
}

/// Lets `concurrentPerform` iterations write their own, disjoint slots of one array.
private final class UnsafeSendableBox<T>: @unchecked Sendable {
  var value: T
  init(_ value: T) { self.value = value }
}
