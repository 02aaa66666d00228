import EarshotEngine
import EarshotModel

extension ReviewPage {
  /// A gesture script's session: its audio, a picture of each screen it showed (the cursor
  /// follows focus from picture to picture, an announcement shows above the picture while it is
  /// spoken), and everything heard, in order, each part playable.
  func sessionHTML(_ run: SessionRun, audio: Audio?, screenshots: [Screenshot?], id: String, name: PageText, into out: PageWriter) {
    out += "<section class=\"version session\" id=\"\(id)\" data-name=\"\">\n"
    let announcements = run.items.filter { $0.kind == .announcement }
    let cut = run.items.filter { $0.event.interrupted }.count
    out += "<p class=\"summary\">From <code>\(HTML.text(run.file))</code> with the gestures of <code>\(HTML.text(run.script))</code>: "
    out += "\(Self.counted(run.gestures, "gesture")); \(HTML.readableSeconds(Double(run.timeline.duration) / 1000)) in all; "
    out += "\(Self.counted(announcements.count, "announcement")); \(cut) cut off or dropped.</p>\n"
    out += "<div class=\"version-body\">\n<div class=\"stage-and-stops\">\n<div class=\"stage\">\n"
    if let audio {
      out += playerHTML(audio, timeline: run.timeline, language: run.screens.first?.language ?? Self.language, id: id,
                        name: name, what: "the gestures of \(run.script)", step: "part")
    } else {
      out += "<p class=\"no-audio\">No audio for this script\(audioNote.map { ": " + HTML.text($0) } ?? ".")</p>\n"
    }
    out += "<p class=\"announcement-banner\" id=\"\(id)-announcement\" aria-hidden=\"true\" hidden></p>\n"
    for (k, screen) in run.screens.enumerated() {
      let picture = ScreenPicture(version: screen, screenshot: k < screenshots.count ? screenshots[k] : nil)
      let pid = "\(id)-p\(k + 1)"
      var caption = "Picture of " + screen.titleText + ": \(Self.counted(picture.markers.count, "stop")) numbered in the order swiping visits them"
      caption = caption + "; the cursor shows where focus is during the script."
      out += "<figure class=\"figure\" data-picture=\"\(pid)\"\(k == 0 ? "" : " hidden")>\n"
      picture.svg(id: pid, labelledBy: "\(pid)-figure", markerAction: nil, into: out)
      out += "<figcaption id=\"\(pid)-figure\">\(caption.html)</figcaption>\n</figure>\n"
    }
    out += "</div>\n<div class=\"stops-column\">\n"
    out += "<h3 id=\"\(id)-heard\">What was heard in \(name.html)</h3>\n<ol class=\"stops heard\" aria-labelledby=\"\(id)-heard\">\n"
    for (i, item) in run.items.enumerated() {
      let n = i + 1
      let event = item.event
      let kind = Self.kindWords(item, run.timeline.terms)
      var attributes = "class=\"stop heard \(item.kind.rawValue)\" id=\"\(id)-stop-\(n)\" data-stop=\"\(n)\" tabindex=\"-1\""
      attributes += " data-kind=\"\(HTML.attribute(kind))\" data-picture=\"\(id)-p\(item.screen + 1)\""
      if let f = item.frame?.scaled(by: 1 / ScreenPicture.unit(run.screens[item.screen].screen)) { attributes += " data-frame=\"\(HTML.number(f.x)) \(HTML.number(f.y)) \(HTML.number(f.width)) \(HTML.number(f.height))\"" }
      if let stop = item.stop { attributes += " data-marker=\"\(id)-p\(item.screen + 1)-marker-\(stop)\"" }
      let playable = audio != nil && !event.wasDropped
      if playable { attributes += " data-start=\"\(HTML.seconds(item.start))\" data-end=\"\(HTML.seconds(item.end))\"" }
      var says = item.kind == .screen ? HTML.text(event.text.isEmpty ? event.id ?? "" : event.text, language: run.screens[item.screen].language)
        : HTML.spoken(event.segments.map(\.segment))
      if event.wasDropped {
        says = "never heard: " + says
      } else if event.interrupted {
        says = "cut off after “\(HTML.text(event.heard, language: run.screens[item.screen].language))”, meant: " + says
      }
      if let hint = item.hint { says += " (hint: \(HTML.spoken(hint.segments.map(\.segment), separator: " ")))" }
      let line = "<span class=\"index\">\(HTML.readableSeconds(Double(event.start) / 1000))</span> "
        + "<span class=\"kind\">\(HTML.text(kind)):</span> <span class=\"speech\" id=\"\(id)-stop-\(n)-says\">\(says)</span>"
      out += "<li \(attributes)>\n"
      out += playable ? "<button type=\"button\" class=\"play\"><span class=\"visually-hidden\">Play from </span>\(line)</button>\n"
        : "<p class=\"line\">\(line)</p>\n"
      if let note = event.note, event.interrupted { out += "<p class=\"details\">\(HTML.text(note.prefix(1).uppercased() + note.dropFirst())).</p>\n" }
      out += "</li>\n"
    }
    out += "</ol>\n</div>\n</div>\n</div>\n</section>\n"
  }

  /// What a heard part is, in words, in the terms of the reader that heard it: "Focus",
  /// "Announcement, high priority", "Reading control".
  static func kindWords(_ item: SessionRun.Item, _ terms: ReaderTerms) -> String {
    switch item.kind {
    case .focus: return "Focus"
    case .value: return "Value"
    case .announcement: return "Announcement" + (terms.shownTurn(of: item.event).map { ", \($0)" } ?? "")
    case .rotor: return terms.readingControl.prefix(1).uppercased() + terms.readingControl.dropFirst()
    case .screen: return "Screen changed"
    case .hint: return "Hint"
    case .earcon: return "Sound"
    }
  }
}
