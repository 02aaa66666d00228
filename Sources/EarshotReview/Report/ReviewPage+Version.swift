import EarshotEngine
import EarshotModel

extension ReviewPage {
  /// One version of a screen: its summary; the stage (player, caption, picture with the cursor)
  /// beside the stops with their findings; then the findings VoiceOver does not reach, and costs.
  ///
  /// `name` says which version this is in headings and captions ("Checkout, before"), so every
  /// heading and caption on the page is unique; `heading` is the version's own heading, when the
  /// section holds more than one.
  func versionHTML(_ v: Version, id: String, name: PageText, heading: String?, into out: PageWriter) {
    let version = v.version
    let findings = version.audit.findings
    let findingsAt = version.audit.findingsByStop
    let sub = heading == nil ? 3 : 4
    // Five blocks (heading and summary; stage and stops; findings not reached; costs; reach), which
    // two versions side by side line up row by row. The middle one is the container the stage's layout answers to (a
    // container cannot be a subgrid, so the version itself is not one).
    out += "<section class=\"version\" id=\"\(id)\" data-name=\"\(HTML.attribute(heading == nil ? "" : name.plain))\""
    if let heading {
      out += " aria-labelledby=\"\(id)-h\">\n<div class=\"version-head\">\n<h3 id=\"\(id)-h\">\(HTML.text(heading))</h3>\n"
    } else {
      out += ">\n<div class=\"version-head\">\n"
    }
    out += "<p class=\"summary\">\(heading == nil ? "From <code>\(HTML.text(version.file))</code>: " : "")\(Self.counted(version.entries.count, "stop")); \(HTML.readableSeconds(version.costs.totalSeconds)) to hear the whole screen; "
    out += "findings: \(Self.severityCounts(findings)).</p>\n</div>\n"

    let ranges = StopTiming.ranges(version.timeline, count: version.entries.count)
    out += "<div class=\"version-body\">\n<div class=\"stage-and-stops\">\n<div class=\"stage\">\n"
    if let audio = v.audio {
      out += playerHTML(audio, timeline: version.timeline, language: version.language, id: id, name: name, what: "swiping through every stop")
    } else {
      out += "<p class=\"no-audio\">No audio for this screen\(audioNote.map { ": " + HTML.text($0) } ?? ".")</p>\n"
    }
    pictureHTML(v, id: id, name: name, audio: v.audio != nil, into: out)
    out += "</div>\n<div class=\"stops-column\">\n"
    out += "<h\(sub) id=\"\(id)-stops\">Stops of \(name.html)</h\(sub)>\n<ol class=\"stops\" aria-labelledby=\"\(id)-stops\">\n"
    for (i, entry) in version.entries.enumerated() {
      let e = entry.stop.element
      let says = "<span class=\"speech\" id=\"\(id)-stop-\(entry.index)-says\">\(HTML.spoken(entry.utterance.segments.filter { $0.role != .hint }))</span>"
      out += "<li class=\"stop\" id=\"\(id)-stop-\(entry.index)\" data-stop=\"\(entry.index)\" tabindex=\"-1\""
      if v.audio != nil, let r = ranges[i] {
        out += " data-start=\"\(HTML.seconds(r.start))\" data-end=\"\(HTML.seconds(r.end))\">\n"
        out += "<button type=\"button\" class=\"play\"><span class=\"visually-hidden\">Play from stop </span><span class=\"index\">\(entry.index).</span> \(says)</button>\n"
      } else {
        out += ">\n<p class=\"line\"><span class=\"index\">\(entry.index).</span> \(says)</p>\n"
      }
      // Parts end with a full stop unless they already do ("Hint: Double tap to toggle setting."),
      // separated by a space; each is written as it is made, not gathered and joined.
      out += "<p class=\"details\">"
      var first = true
      func sentence(_ part: String) {
        if !first { out += " " }
        first = false
        out += part
        if !(part.hasSuffix(".") || part.hasSuffix(".</span>")) { out += "." }
      }
      let hints = entry.utterance.segments.filter { $0.role == .hint }
      if !hints.isEmpty { sentence("Hint: \(HTML.spoken(hints, separator: " "))") }
      switch version.screen.platform.kindShown {
      // An Android node has no traits: its class is what TalkBack takes its role from.
      case .className: sentence("Class: \(HTML.text(e.className ?? "none"))")
      case .traits: sentence("Traits: \(e.traits.isEmpty ? "none" : HTML.text(e.traits.names.joined(separator: ", ")))")
      }
      if let frame = e.frame {
        // In points, or dp (a screen's pixels over its density), as the picture draws it.
        let f = frame.scaled(by: 1 / ScreenPicture.unit(version.screen)), unit = version.screen.platform.units.shown
        sentence("Frame: x \(Lengths.written(f.x)), y \(Lengths.written(f.y)), \(Lengths.written(f.width)) × \(Lengths.written(f.height)) \(unit)")
      } else {
        sentence("Frame: none, so it is not on the picture")
      }
      if !e.labelSpans.isEmpty { sentence("Label runs: " + Self.labelRuns(e, reader: version.context.reader)) }
      sentence("Path: <code>\(HTML.text(e.path))</code>")
      out += "</p>\n"
      let here = findingsAt[entry.index]
      if !here.isEmpty { out += findingsHTML(here, label: "Findings at stop \(entry.index) of \(name.plain)", language: version.language) }
      out += "</li>\n"
    }
    out += "</ol>\n</div>\n</div>\n</div>\n<div class=\"version-unreached\">\n"

    let unreached = findings.filter { $0.stop == nil }
    if !unreached.isEmpty {
      out += "<h\(sub) id=\"\(id)-unreached\">Findings \(HTML.text(version.readerName)) does not reach in \(name.html)</h\(sub)>\n"
      out += findingsHTML(unreached, label: "Findings on elements \(version.readerName) does not reach in \(name.plain)", language: version.language)
    }
    out += "</div>\n<div class=\"version-costs\">\n"
    costsHTML(version, id: id, name: name, level: sub, into: out)
    out += "</div>\n<div class=\"version-reach\">\n"
    if let leftOut = version.screen.platform.reachLeftOut {
      // The reach model is of Apple's technologies (docs/REACH.md).
      out += "<h\(sub) id=\"\(id)-reach\">Reaching each control of \(name.html) with each technology</h\(sub)>\n"
      out += "<p>Not worked out for \(version.screen.platform.name) screens: \(leftOut.switchTechnology), a keyboard and \(leftOut.voiceTechnology) are not modelled.</p>\n"
    } else {
      reachHTML(version, id: id, name: name, level: sub, into: out)
    }
    out += "</div>\n</section>\n"
  }

  /// A label's runs with speech or links of their own (`labelSpans`), each quoted in its language
  /// with what is its own: "“Bonjour” in fr-FR; “Log In”, a link to https://…, reached with the
  /// Links rotor" (TalkBack's Links reading control).
  static func labelRuns(_ e: ResolvedElement, reader: any ScreenReader) -> String {
    let links = "\(reader.name(of: .links)) \(reader.kind.terms.readingControl)"
    return e.labelSpans.map { span in
      var own: [String] = []
      if let language = span.language { own.append("in \(HTML.text(language))") }
      if let speech = span.speech {
        if speech.spellOut == true { own.append("spelled out") }
        if speech.punctuation == true { own.append("with its punctuation") }
        if let pitch = speech.pitch { own.append("at pitch \(HTML.text(Lengths.written(pitch)))") }
        if let ipa = speech.ipa { own.append("said as <code>\(HTML.text(ipa))</code>") }
      }
      if let link = span.link { own.append("a link to <code>\(HTML.text(link))</code>, reached with the \(HTML.text(links))") }
      let quoted = "“\(HTML.text(span.text, language: span.language ?? e.language))”"
      return ([quoted] + own).joined(separator: ", ")
    }.joined(separator: "; ")
  }

  /// The audio, the caption line, and buttons to step from stop to stop.
  /// `what` says what the audio is of ("swiping through every stop"); `step` what the buttons
  /// step between ("stop", or "part" of what a script made heard).
  func playerHTML(_ audio: Audio, timeline: HeardTimeline, language: String, id: String, name: PageText, what: String,
                  step: String = "stop") -> String {
    let vtt = audio.captions ?? WebVTT.captions(timeline)
    let source: String
    switch audio.location {
    case .embedded(let bytes): source = HTML.dataURI(bytes, type: audio.mediaType)
    case .file(let path): source = HTML.fileURL(path)
    }
    var out = "<div class=\"player\">\n"
    out += "<audio id=\"\(id)-audio\" controls preload=\"auto\" aria-label=\"\(HTML.attribute("Audio of \(name.plain): \(what)"))\">\n"
    out += "<source src=\"\(HTML.attribute(source))\" type=\"\(HTML.attribute(audio.mediaType))\">\n"
    out += "<track kind=\"captions\" srclang=\"\(HTML.attribute(language))\" label=\"Captions\" default src=\"\(HTML.dataURI(text: vtt, type: "text/vtt"))\">\n"
    out += "</audio>\n"
    var message = "This browser cannot play \(Self.formatName(audio.mediaType)) audio."
    if !audio.mediaType.hasPrefix("audio/mpeg") {
      message += " Open the page in Chrome, Edge or Firefox, or make it again with --audio-format mp3, which every browser plays."
    }
    out += "<p class=\"cannot-play\" id=\"\(id)-cannot-play\" data-message=\"\(HTML.attribute(message))\" hidden></p>\n"
    out += "<div class=\"transport\"><button type=\"button\" class=\"previous\" aria-controls=\"\(id)-audio\">Previous \(step)</button> "
    out += "<button type=\"button\" class=\"next\" aria-controls=\"\(id)-audio\">Next \(step)</button> "
    out += "<label class=\"one-at-a-time\"><input type=\"checkbox\" class=\"pause-each\"> Pause after each \(step)</label></div>\n"
    out += "<p class=\"now\"><span class=\"now-label\">Caption:</span> <span class=\"caption-text\" id=\"\(id)-caption\">(not playing)</span></p>\n"
    out += "</div>\n"
    return out
  }

  /// What people call the format of `mediaType`.
  static func formatName(_ mediaType: String) -> String {
    if mediaType.contains("opus") { return "Ogg Opus" }
    if mediaType.contains("vorbis") || mediaType.hasPrefix("audio/ogg") { return "Ogg Vorbis" }
    if mediaType.hasPrefix("audio/mpeg") { return "MP3" }
    if mediaType.hasPrefix("audio/wav") { return "WAV" }
    return mediaType
  }

  /// The screen drawn with its stops, and what is not drawn or not visited, in words.
  func pictureHTML(_ v: Version, id: String, name: PageText, audio: Bool, into out: PageWriter) {
    let picture = ScreenPicture(version: v.version, screenshot: v.screenshot)
    let withFindings = picture.markers.count { !$0.findings.isEmpty }
    var caption = "Picture of " + name + "\(v.screenshot == nil ? "" : ", on its screenshot"): \(Self.counted(picture.markers.count, "stop")) outlined and numbered in the order \(v.version.readerName) visits them"
    if withFindings > 0 { caption = caption + "; \(withFindings) marked with a triangle for findings" }
    if !picture.skipped.isEmpty { caption = caption + "; \(Self.counted(picture.skipped.count, "element")) \(v.version.readerName) skips drawn faint and dashed" }
    if !picture.stopsWithoutFrame.isEmpty {
      caption = caption + "; stops without a frame, not drawn: \(picture.stopsWithoutFrame.map(String.init).joined(separator: ", "))"
    }
    caption = caption + (audio ? ". Select a stop to play from it." : ". Select a stop to find it in the list.")
    out += "<figure class=\"figure\">\n"
    let smallest = picture.svg(id: id, labelledBy: "\(id)-figure", markerAction: audio ? "Play from stop N" : "Show stop N in the list", into: out)
    out += "<figcaption id=\"\(id)-figure\">\(caption.html)</figcaption>\n</figure>\n"
    if let width = picture.readableWidth(smallestWords: smallest) {
      // The picture fits its column; a review meeting may need its words larger than that leaves them.
      out += "<button type=\"button\" class=\"zoom\" aria-pressed=\"false\" aria-controls=\"\(id)-picture\" data-width=\"\(Int(width))\">Larger picture</button>\n"
    }
    if !picture.skipped.isEmpty {
      out += "<details class=\"skipped-list\"><summary>Elements \(HTML.text(v.version.readerName)) skips in \(name.html): \(picture.skipped.count)</summary><ul>\n"
      for s in picture.skipped {
        out += "<li>\(HTML.text(s.name, language: v.version.language)), \(HTML.text(s.reason)) (<code>\(HTML.text(s.path))</code>)</li>\n"
      }
      out += "</ul></details>\n"
    }
  }

  func findingsHTML(_ findings: some Collection<Finding>, label: String, language: String) -> String {
    var out = "<ul class=\"findings\" aria-label=\"\(HTML.attribute(label))\">\n"
    let language = HTML.Language(language)
    for f in findings {
      out += "<li class=\"finding \(f.severity.rawValue)\">\n"
      out += "<p><strong>\(f.severity.word): \(HTML.text(f.rule)).</strong> \(HTML.quoting(f.message, language: language))</p>\n"
      if f.stop == nil || f.spoken.count > 1 {
        let heard = f.heard { "“\(HTML.text($0, language: language))”" } ?? "nothing; \(f.reader) does not reach it"
        out += "<p>Heard: \(heard). At <code>\(HTML.text(f.path))</code>.</p>\n"
      }
      out += "<p>Fix: \(HTML.quoting(f.fix, language: language))</p>\n"
      out += "<details><summary>Evidence</summary><ul>\n"
      for e in f.evidence { out += "<li>\(HTML.text(e.source)): \(HTML.text(e.says))</li>\n" }
      out += "</ul></details>\n</li>\n"
    }
    return out + "</ul>\n"
  }

  /// Stops and listening time to reach each stop, by swiping and with the Headings rotor (the
  /// reader's: TalkBack's Headings reading control).
  func costsHTML(_ version: ScreenVersion, id: String, name: PageText, level: Int, into out: PageWriter) {
    let headings = HTML.text(version.context.reader.kind.terms.headings)
    out += "<h\(level) id=\"\(id)-costs\">Navigation costs in \(name.html)</h\(level)>\n"
    out += "<p>From the top of the screen: how many stops a listener hears to reach each one (itself included), and for how long, swiping right or jumping with the \(headings) to the nearest heading first. Quickest way to the last stop: \(HTML.readableSeconds(version.costs.quickestToEndSeconds)).</p>\n"
    out += "<div class=\"table-wrap\" role=\"region\" aria-labelledby=\"\(id)-costs-caption\" tabindex=\"0\">\n<table class=\"costs\">\n"
    out += "<caption id=\"\(id)-costs-caption\">Cost of reaching each stop of \(name.html)</caption>\n"
    out += "<thead><tr><th scope=\"col\">Stop</th><th scope=\"col\">Spoken</th><th scope=\"col\">Swiping: stops</th><th scope=\"col\">Swiping: time</th><th scope=\"col\">\(headings): stops</th><th scope=\"col\">\(headings): time</th></tr></thead>\n<tbody>\n"
    for (c, entry) in zip(version.costs.costs, version.entries) {
      let rotorStops = c.rotorStops.map(String.init) ?? "not quicker"
      let rotorTime = c.rotorSeconds.map(HTML.readableSeconds) ?? "not quicker"
      let spoken = HTML.spoken(entry.utterance.segments.filter { $0.role != .hint })
      out += "<tr><th scope=\"row\">\(c.stop)</th><td>\(spoken)</td><td>\(c.swipeStops)</td><td>\(HTML.readableSeconds(c.swipeSeconds))</td><td>\(rotorStops)</td><td>\(rotorTime)</td></tr>\n"
    }
    out += "</tbody>\n</table>\n</div>\n"
  }
}
