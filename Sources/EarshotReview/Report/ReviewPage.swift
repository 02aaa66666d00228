import EarshotEngine
import EarshotModel

/// One self-contained HTML page for a review meeting: per screen, its audio with synchronized
/// captions, its stops (each playable), the findings beside the stops they concern, and what it
/// costs to reach each element; for two versions, what changed between them.
///
/// The page is built from values only (versions, rendered WAV bytes), so it is testable without
/// synthesis; `earshot report` supplies the audio.
public struct ReviewPage: Sendable {
  /// One screen version and its rendered audio (WAV bytes of `version.timeline`), if any, with
  /// WebVTT captions of that audio (made from the timeline when not given).
  public struct Version: Sendable {
    public var version: ScreenVersion
    public var wav: [UInt8]?
    public var captions: String?
    public init(_ version: ScreenVersion, wav: [UInt8]?, captions: String? = nil) {
      self.version = version
      self.wav = wav
      self.captions = captions
    }
  }

  public enum Section: Sendable {
    case screen(Version)
    case comparison(ScreenDiff, before: Version, after: Version)
  }

  public var title: String
  public var sections: [Section]
  /// How the times were obtained ("measured from the synthesized audio", "estimated from the speaking rate").
  public var timingNote: String
  /// Why the page has no audio, when it has none.
  public var audioNote: String?
  public var voice: String

  public init(title: String, sections: [Section], voice: String, timingNote: String, audioNote: String? = nil) {
    self.title = title
    self.sections = sections
    self.voice = voice
    self.timingNote = timingNote
    self.audioNote = audioNote
  }

  public func html() -> String {
    var out = """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(HTML.text(title))</title>
      <script>\(ReportScript.errorTrap)</script>
      <style>\(ReportStyle.css)</style>
      </head>
      <body>
      <a class="skip" href="#main">Skip to the report</a>
      <header>
      <h1>\(HTML.text(title))</h1>
      <p>What VoiceOver says on each screen, in order, with the audio of swiping through every stop.
      Voice: \(HTML.text(voice)). Times are \(HTML.text(timingNote)).\(audioNote.map { " " + HTML.text($0) } ?? "")</p>
      <p>Select a stop to hear it. While the audio plays, the stop being spoken is marked “Now playing” and its caption is shown under the player.</p>

      """
    if sections.count > 1 {
      out += "<nav aria-label=\"Screens\"><h2 class=\"nav-title\">Screens</h2><ul>\n"
      for (n, section) in sections.enumerated() {
        out += "<li><a href=\"#s\(n + 1)\">\(HTML.text(sectionTitle(section)))</a></li>\n"
      }
      out += "</ul></nav>\n"
    }
    out += "</header>\n<main id=\"main\">\n"
    for (n, section) in sections.enumerated() {
      let id = "s\(n + 1)"
      out += "<section class=\"screen\" id=\"\(id)\" aria-labelledby=\"\(id)-h\">\n"
      out += "<h2 id=\"\(id)-h\">\(HTML.text(sectionTitle(section)))</h2>\n"
      switch section {
      case .screen(let v):
        out += versionHTML(v, id: "\(id)-v", heading: v.version.file)
      case .comparison(let diff, let before, let after):
        out += comparisonSummaryHTML(diff)
        out += "<div class=\"versions\">\n"
        out += versionHTML(before, id: "\(id)-before", heading: "Before: \(before.version.file)")
        out += versionHTML(after, id: "\(id)-after", heading: "After: \(after.version.file)")
        out += "</div>\n"
        out += changesHTML(diff, id: id)
        out += reachComparisonHTML(diff, id: id)
      }
      out += "</section>\n"
    }
    out += "</main>\n<script>\(ReportScript.player)</script>\n</body>\n</html>\n"
    return out
  }

  func sectionTitle(_ section: Section) -> String {
    switch section {
    case .screen(let v): return v.version.title
    case .comparison(let d, _, _): return "\(d.after.title): before and after"
    }
  }
}
