import EarshotEngine
import EarshotModel

extension ReviewPage {
  /// One version of a screen: summary, player with captions, stops with their findings, costs.
  func versionHTML(_ v: Version, id: String, heading: String) -> String {
    let version = v.version
    let findings = version.audit.findings
    var out = "<section class=\"version\" id=\"\(id)\" aria-labelledby=\"\(id)-h\">\n"
    out += "<h3 id=\"\(id)-h\">\(HTML.text(heading))</h3>\n"
    out += "<p class=\"summary\">\(version.entries.count) stops; \(HTML.readableSeconds(version.costs.totalSeconds)) to swipe through every stop; \(HTML.text(AuditReport.summary(findings))).</p>\n"

    let ranges = StopTiming.ranges(version.timeline, count: version.entries.count)
    if let wav = v.wav {
      let vtt = v.captions ?? WebVTT.captions(version.timeline)
      out += """
        <div class="player">
        <audio id="\(id)-audio" controls preload="auto" aria-label="\(HTML.attribute("Audio of \(version.title), \(heading): swiping through every stop"))" src="\(HTML.dataURI(wav, type: "audio/wav"))">
        <track kind="captions" srclang="\(HTML.attribute(version.screen.language ?? "en"))" label="Captions" default src="\(HTML.dataURI(text: vtt, type: "text/vtt"))">
        </audio>
        <p class="now"><span class="now-label">Caption:</span> <span class="caption-text" id="\(id)-caption">(not playing)</span></p>
        </div>

        """
    } else {
      out += "<p class=\"no-audio\">No audio for this screen\(audioNote.map { ": " + HTML.text($0) } ?? ".")</p>\n"
    }

    out += "<h4 id=\"\(id)-stops\">Stops</h4>\n<ol class=\"stops\" aria-labelledby=\"\(id)-stops\">\n"
    for (i, entry) in version.entries.enumerated() {
      let e = entry.stop.element
      out += "<li class=\"stop\" id=\"\(id)-stop-\(entry.index)\" data-stop=\"\(entry.index)\">\n"
      let speech = entry.utterance.speech.isEmpty ? "(nothing spoken)" : entry.utterance.speech
      let lang = e.language == version.screen.language ? "" : " lang=\"\(HTML.attribute(e.language))\""
      if v.wav != nil, let r = ranges[i] {
        out += "<button type=\"button\" class=\"play\" data-audio=\"\(id)-audio\" data-start=\"\(HTML.seconds(r.start))\" data-end=\"\(HTML.seconds(r.end))\">"
        out += "<span class=\"visually-hidden\">Play stop </span><span class=\"index\">\(entry.index).</span> <span class=\"speech\"\(lang)>\(HTML.text(speech))</span></button>\n"
      } else {
        out += "<p class=\"play\"><span class=\"index\">\(entry.index).</span> <span class=\"speech\"\(lang)>\(HTML.text(speech))</span></p>\n"
      }
      var details: [String] = []
      if let hint = entry.utterance.hint { details.append("Hint: \(HTML.text(hint))") }
      details.append("Traits: \(e.traits.isEmpty ? "none" : HTML.text(e.traits.names.joined(separator: ", ")))")
      if let f = e.frame {
        details.append("Frame: x \(SmallTarget.points(f.x)), y \(SmallTarget.points(f.y)), \(SmallTarget.points(f.width)) × \(SmallTarget.points(f.height)) pt")
      } else {
        details.append("Frame: none")
      }
      details.append("Path: <code>\(HTML.text(e.path))</code>")
      // Parts end with a full stop unless they already do ("Hint: Double tap to toggle setting.").
      let sentences = details.map { $0.hasSuffix(".") ? $0 : $0 + "." }
      out += "<p class=\"details\">\(sentences.joined(separator: " "))</p>\n"
      let here = findings.filter { $0.stop == entry.index }
      if !here.isEmpty { out += findingsHTML(here, label: "Findings at stop \(entry.index)") }
      out += "</li>\n"
    }
    out += "</ol>\n"

    let unreached = findings.filter { $0.stop == nil }
    if !unreached.isEmpty {
      out += "<h4>Findings VoiceOver does not reach</h4>\n"
      out += findingsHTML(unreached, label: "Findings on elements VoiceOver does not reach")
    }
    out += costsHTML(version, id: id)
    out += reachHTML(version, id: id)
    out += "</section>\n"
    return out
  }

  func findingsHTML(_ findings: [Finding], label: String) -> String {
    var out = "<ul class=\"findings\" aria-label=\"\(HTML.attribute(label))\">\n"
    for f in findings {
      out += "<li class=\"finding \(f.severity.rawValue)\">\n"
      out += "<p><strong>\(f.severity.word): \(HTML.text(f.rule)).</strong> \(HTML.text(f.message))</p>\n"
      if f.stop == nil || f.spoken.count > 1 {
        let heard = f.spoken.isEmpty ? "nothing; VoiceOver does not reach it" : f.spoken.map { "“\($0)”" }.joined(separator: ", then ")
        out += "<p>Heard: \(HTML.text(heard)). At <code>\(HTML.text(f.path))</code>.</p>\n"
      }
      out += "<p>Fix: \(HTML.text(f.fix))</p>\n"
      out += "<details><summary>Evidence</summary><ul>\n"
      for e in f.evidence { out += "<li>\(HTML.text(e.source)): \(HTML.text(e.says))</li>\n" }
      out += "</ul></details>\n</li>\n"
    }
    return out + "</ul>\n"
  }

  /// Stops and listening time to reach each stop, by swiping and with the Headings rotor.
  func costsHTML(_ version: ScreenVersion, id: String) -> String {
    var out = "<h4 id=\"\(id)-costs\">Navigation costs</h4>\n"
    out += "<p>From the top of the screen: how many stops a listener hears to reach each one (itself included), and for how long, swiping right or jumping with the Headings rotor to the nearest heading first. Quickest way to the last stop: \(HTML.readableSeconds(version.costs.quickestToEndSeconds)).</p>\n"
    out += "<div class=\"table-wrap\" role=\"region\" aria-labelledby=\"\(id)-costs\" tabindex=\"0\">\n<table class=\"costs\">\n"
    out += "<caption>Cost of reaching each stop, \(HTML.text(version.title))</caption>\n"
    out += "<thead><tr><th scope=\"col\">Stop</th><th scope=\"col\">Spoken</th><th scope=\"col\">Swiping: stops</th><th scope=\"col\">Swiping: time</th><th scope=\"col\">Headings rotor: stops</th><th scope=\"col\">Headings rotor: time</th></tr></thead>\n<tbody>\n"
    for c in version.costs.costs {
      let rotorStops = c.rotorStops.map(String.init) ?? "not quicker"
      let rotorTime = c.rotorSeconds.map(HTML.readableSeconds) ?? "not quicker"
      out += "<tr><th scope=\"row\">\(c.stop)</th><td>\(HTML.text(c.speech))</td><td>\(c.swipeStops)</td><td>\(HTML.readableSeconds(c.swipeSeconds))</td><td>\(rotorStops)</td><td>\(rotorTime)</td></tr>\n"
    }
    out += "</tbody>\n</table>\n</div>\n"
    return out
  }
}
