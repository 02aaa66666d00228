import EarshotEngine
import EarshotModel

/// One self-contained HTML page for a review meeting: what it comes to at a glance, then per
/// screen a picture of it with every stop numbered, the audio of swiping through it with a
/// VoiceOver cursor that follows the speech, captions, the stops (each playable), the findings
/// beside the stops they concern, and what it costs to reach each element; for two versions,
/// what got better, what got worse and what changed.
///
/// The page is built from values only (versions, encoded audio), so it is testable without
/// synthesis; `earshot report` supplies the audio.
public struct ReviewPage: Sendable {
  /// The audio of one version: encoded bytes to embed, or a file beside the page.
  public struct Audio: Sendable {
    public enum Location: Sendable {
      case embedded([UInt8])
      /// A path relative to the page (a file written beside it).
      case file(String)
    }
    public var location: Location
    /// The media type (`audio/ogg; codecs=opus`).
    public var mediaType: String
    /// WebVTT captions of the audio; made from the timeline when nil.
    public var captions: String?

    public init(_ location: Location, mediaType: String, captions: String? = nil) {
      self.location = location
      self.mediaType = mediaType
      self.captions = captions
    }
  }

  /// One screen version, its audio (of `version.timeline`) if any, and a screenshot to draw on.
  public struct Version: Sendable {
    public var version: ScreenVersion
    public var audio: Audio?
    public var screenshot: Screenshot?
    public init(_ version: ScreenVersion, audio: Audio?, screenshot: Screenshot? = nil) {
      self.version = version
      self.audio = audio
      self.screenshot = screenshot
    }
  }

  public enum Section: Sendable {
    case screen(Version)
    case comparison(ScreenDiff, before: Version, after: Version)
    /// The same feature as two screen readers speak it (an iOS screen with VoiceOver, its Android
    /// counterpart with TalkBack).
    case readers(ReaderComparison, left: Version, right: Version)
    /// A gesture script played on a document, with its audio and a screenshot per screen shown.
    case session(SessionRun, audio: Audio?, screenshots: [Screenshot?])
  }

  public var title: String
  public var sections: [Section]
  /// How the times were obtained ("measured from the synthesized audio", "estimated from the speaking rate").
  public var timingNote: String
  /// Why the page has no audio, when it has none.
  public var audioNote: String?
  public var voice: String
  /// The language of the page's own words; text in any other carries `lang`.
  static let language = "en"

  public init(title: String, sections: [Section], voice: String, timingNote: String, audioNote: String? = nil) {
    self.title = title
    self.sections = sections
    self.voice = voice
    self.timingNote = timingNote
    self.audioNote = audioNote
  }

  /// Whether any version has audio: the page then speaks of playing.
  var hasAudio: Bool {
    sections.contains { section in
      switch section {
      case .screen(let v): return v.audio != nil
      case .comparison(_, let b, let a): return b.audio != nil || a.audio != nil
      case .readers(_, let l, let r): return l.audio != nil || r.audio != nil
      case .session(_, let audio, _): return audio != nil
      }
    }
  }

  public func html() -> String { PageWriter.text(write) }

  /// Hands the page's UTF-8 to `part` a part at a time, each of about a megabyte, as it is made:
  /// a large page is never held whole. Each part's bytes are only `part`'s while it is called.
  public func write(parts part: (UnsafeRawBufferPointer) -> Void) {
    withoutActuallyEscaping(part) { hand in
      let out = PageWriter(hand)
      write(out)
      out.flush()
    }
  }

  func write(_ out: PageWriter) {
    out += """
      <!doctype html>
      <html lang="\(Self.language)">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(HTML.text(title))</title>
      <script>\(ReportScript.errorTrap)</script>
      <style>\(ReportStyle.css)</style>
      </head>
      <body>
      <a class="skip" href="#main">Skip to the screens</a>
      <header>
      <h1>\(HTML.text(title))</h1>

      """
    out += glanceHTML()
    let readers = readerNames
    let who = readers.count == 1 ? "\(readers[0]) says on each screen, in the order it visits"
      : "\(readers.dropLast().joined(separator: ", ")) and \(readers.last!) say on each screen, in the order each visits"
    out += "<p class=\"about\">What \(HTML.text(who)) the elements. Voice: \(HTML.text(voice)). "
    out += "Times are \(HTML.text(timingNote)).\(audioNote.map { " " + HTML.text($0) } ?? "")</p>\n"
    if hasAudio {
      out += "<p class=\"about\">Play the audio, or select a stop in a list or on a picture to play from there: "
      out += "the \(HTML.text(readers.count == 1 ? readers[0] : "screen reader's")) cursor (a heavy black and white frame) moves to each element as it is spoken, and the caption under the player follows. "
      out += "On a picture, the arrow keys move between the numbered stops.</p>\n"
    } else {
      out += "<p class=\"about\">Select a numbered stop on the picture to find it in the list; the arrow keys move between them.</p>\n"
    }
    let titles = sectionTitles
    if sections.count > 1 {
      out += "<nav aria-labelledby=\"screens-h\"><h2 class=\"nav-title\" id=\"screens-h\">Screens on this page</h2><ul>\n"
      for n in 0..<sections.count {
        out += "<li><a href=\"#s\(n + 1)\">\(titles[n].html)</a></li>\n"
      }
      out += "</ul></nav>\n"
    }
    out += "</header>\n<main id=\"main\" tabindex=\"-1\">\n"
    for (n, section) in sections.enumerated() {
      let id = "s\(n + 1)"
      out += "<section class=\"screen\" id=\"\(id)\" aria-labelledby=\"\(id)-h\">\n"
      out += "<h2 id=\"\(id)-h\">\(titles[n].html)</h2>\n"
      switch section {
      case .screen(let v):
        versionHTML(v, id: "\(id)-v", name: titles[n], heading: nil, into: out)
      case .comparison(let diff, let before, let after):
        out += "<div class=\"versions\">\n"
        versionHTML(before, id: "\(id)-before", name: diff.before.titleText + ", before", heading: "Before: \(before.version.file)", into: out)
        versionHTML(after, id: "\(id)-after", name: diff.after.titleText + ", after", heading: "After: \(after.version.file)", into: out)
        out += "</div>\n"
        out += changesHTML(diff, id: id, title: diff.after.titleText)
        out += reachComparisonHTML(diff, id: id, title: diff.after.titleText)
      case .readers(let c, let left, let right):
        readersHTML(c, left: left, right: right, id: id, title: c.titleText, into: out)
      case .session(let run, let audio, let screenshots):
        sessionHTML(run, audio: audio, screenshots: screenshots, id: "\(id)-run", name: titles[n], into: out)
      }
      out += "</section>\n"
    }
    out += "</main>\n"
    // One polite live region for the whole page: the stop being spoken, once per stop.
    out += "<div id=\"live\" class=\"visually-hidden\" aria-live=\"polite\" aria-atomic=\"true\"></div>\n"
    out += "<script>\(ReportScript.player)</script>\n</body>\n</html>\n"
  }

  /// The screen readers whose speech the page shows, in order of appearance.
  var readerNames: [String] {
    var names: [String] = []
    func add(_ v: ScreenVersion) { if !names.contains(v.readerName) { names.append(v.readerName) } }
    for section in sections {
      switch section {
      case .screen(let v): add(v.version)
      case .comparison(_, let b, let a): add(b.version); add(a.version)
      case .readers(_, let l, let r): add(l.version); add(r.version)
      case .session(let run, _, _): run.screens.forEach(add)
      }
    }
    return names.isEmpty ? ["VoiceOver"] : names
  }

  /// Each section's title, unique on the page: a screen title that repeats gets its file.
  var sectionTitles: [PageText] {
    let plain = sections.map { section -> PageText in
      switch section {
      case .screen(let v): return v.version.titleText
      case .comparison(let d, _, _): return d.after.titleText + ": before and after"
      case .readers(let c, _, _): return c.titleText + ": \(c.leftName) and \(c.rightName)"
      case .session(let run, _, _): return .screen(run.title, language: run.screens[0].language) + " with \(run.script)"
      }
    }
    var seen: [String: Int] = [:]
    for t in plain { seen[t.plain, default: 0] += 1 }
    var titles: [PageText] = []
    for (n, section) in sections.enumerated() {
      var t = plain[n]
      if seen[t.plain]! > 1, case .screen(let v) = section { t = t + " (\(v.version.file))" }
      while titles.contains(where: { $0.plain == t.plain }) { t = t + " (\(n + 1))" }
      titles.append(t)
    }
    return titles
  }
}

extension ScreenVersion {
  /// The language of the screen's own words.
  var language: String { screen.language ?? context.reader.language }
  /// What the screen reader is called ("VoiceOver").
  var readerName: String { context.reader.kind.name }
  /// The screen's title, marked with its language.
  var titleText: PageText { .screen(title, language: language) }
}
