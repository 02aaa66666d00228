import EarshotEngine
import EarshotModel
import Foundation

/// The picture of one screen version, drawn as SVG in the document's points: the device's screen
/// (or its screenshot), every stop's frame outlined and numbered in visiting order, the elements
/// VoiceOver skips drawn faintly, a marker on stops with findings, and the VoiceOver cursor (a heavy
/// rounded rectangle the page script moves to the stop being spoken).
///
/// Elements outside the device's screen (a carousel's off-screen cards) are drawn where they are:
/// the picture grows to hold them, so what VoiceOver visits off screen is visible too.
struct ScreenPicture {
  struct Marker {
    /// 1-based, as in the transcript.
    var stop: Int
    var frame: Frame
    var findings: [Finding]
  }

  /// The device's screen in points.
  var screen: Frame
  var markers: [Marker]
  /// Stops without a frame cannot be drawn; the legend counts them.
  var stopsWithoutFrame: [Int]
  var skipped: [SkippedElement]
  var screenshot: Screenshot?

  /// Room around the screen for the numbers drawn on its edges.
  static let margin = 14.0

  init(version: ScreenVersion, screenshot: Screenshot?) {
    let context = version.context
    var markers: [Marker] = [], missing: [Int] = []
    let findings = version.audit.findingsByStop
    for entry in version.entries {
      if let frame = entry.stop.element.frame, !frame.isEmpty {
        markers.append(Marker(stop: entry.index, frame: frame, findings: findings[entry.index] ?? []))
      } else {
        missing.append(entry.index)
      }
    }
    self.markers = markers
    stopsWithoutFrame = missing
    skipped = SkippedElement.all(in: context)
    self.screenshot = screenshot
    screen = Self.screenFrame(version.screen, screenshot: screenshot)
  }

  /// The screen's rectangle: the document's `size`, else the screenshot's size in points, else
  /// the device's usual size.
  static func screenFrame(_ screen: Screen, screenshot: Screenshot?) -> Frame {
    if let size = screen.size, size.count == 2, size[0] > 0, size[1] > 0 {
      return Frame(x: 0, y: 0, width: size[0], height: size[1])
    }
    if let shot = screenshot {
      let scale = Double(shot.assumedScale(on: screen.device))
      return Frame(x: 0, y: 0, width: Double(shot.width) / scale, height: Double(shot.height) / scale)
    }
    return screen.device == .iPad ? Frame(x: 0, y: 0, width: 820, height: 1180) : Frame(x: 0, y: 0, width: 390, height: 844)
  }

  /// What the picture spans: the screen and every frame drawn, with a margin.
  var bounds: Frame {
    var minX = screen.x, minY = screen.y, maxX = screen.maxX, maxY = screen.maxY
    for f in markers.map(\.frame) + skipped.map(\.frame) {
      minX = min(minX, f.x)
      minY = min(minY, f.y)
      maxX = max(maxX, f.maxX)
      maxY = max(maxY, f.maxY)
    }
    let m = Self.margin
    return Frame(x: minX - m, y: minY - m, width: maxX - minX + 2 * m, height: maxY - minY + 2 * m)
  }

  /// The `<svg>`. `id` prefixes the ids of its parts; `labelledBy` names the figure caption;
  /// `markerAction` names what selecting a number does ("Play from stop N"); each number is then a
  /// button named by it and by its stop's entry in the list (`ID-stop-N-says`).
  ///
  /// With `markerAction` nil the numbers are only drawn (a gesture script's pictures, where the
  /// list of what was heard is what to select).
  func svg(id: String, labelledBy: String, markerAction: String?) -> String {
    let b = bounds
    var out = "<svg class=\"picture\" id=\"\(id)-picture\" viewBox=\"\(n(b.x)) \(n(b.y)) \(n(b.width)) \(n(b.height))\" "
    out += "role=\"group\" aria-labelledby=\"\(labelledBy)\" data-stops=\"\(markers.count)\">\n"
    out += "<rect class=\"device\" x=\"\(n(screen.x))\" y=\"\(n(screen.y))\" width=\"\(n(screen.width))\" height=\"\(n(screen.height))\" rx=\"18\"/>\n"
    if let shot = screenshot {
      out += "<image href=\"\(HTML.dataURI(shot.png, type: "image/png"))\" x=\"\(n(screen.x))\" y=\"\(n(screen.y))\" "
      out += "width=\"\(n(screen.width))\" height=\"\(n(screen.height))\" preserveAspectRatio=\"none\"/>\n"
    }
    if !skipped.isEmpty {
      out += "<g class=\"skipped\" aria-hidden=\"true\">\n"
      for s in skipped {
        out += "<rect x=\"\(n(s.frame.x))\" y=\"\(n(s.frame.y))\" width=\"\(n(s.frame.width))\" height=\"\(n(s.frame.height))\">"
        out += "<title>\(HTML.text("Skipped, \(s.reason.rawValue): \(s.name)"))</title></rect>\n"
      }
      out += "</g>\n"
    }
    // Outlines first, then the numbers, so no outline crosses a number.
    out += "<g class=\"outlines\" aria-hidden=\"true\">\n"
    for m in markers {
      out += "<rect class=\"halo\" x=\"\(n(m.frame.x))\" y=\"\(n(m.frame.y))\" width=\"\(n(m.frame.width))\" height=\"\(n(m.frame.height))\" rx=\"4\"/>"
      out += "<rect class=\"outline\" x=\"\(n(m.frame.x))\" y=\"\(n(m.frame.y))\" width=\"\(n(m.frame.width))\" height=\"\(n(m.frame.height))\" rx=\"4\"/>\n"
    }
    out += "</g>\n"
    out += "<g class=\"cursor\" id=\"\(id)-cursor\" aria-hidden=\"true\" display=\"none\">"
    out += "<rect class=\"cursor-outer\" rx=\"10\"/><rect class=\"cursor-inner\" rx=\"10\"/></g>\n"
    out += "<g class=\"markers\">\n"
    for (i, m) in markers.enumerated() {
      let label = String(m.stop)
      let width = 12.0 + 8.5 * Double(label.count)
      let cx = m.frame.x, cy = m.frame.y
      out += "<g class=\"marker\(m.findings.isEmpty ? "" : " has-findings")\" id=\"\(id)-marker-\(m.stop)\" data-stop=\"\(m.stop)\" "
      out += "data-frame=\"\(n(m.frame.x)) \(n(m.frame.y)) \(n(m.frame.width)) \(n(m.frame.height))\" "
      if let markerAction {
        out += "role=\"button\" tabindex=\"\(i == 0 ? 0 : -1)\" aria-labelledby=\"\(id)-marker-\(m.stop)-do \(id)-stop-\(m.stop)-says\""
        out += m.findings.isEmpty ? ">" : " aria-describedby=\"\(id)-marker-\(m.stop)-findings\">"
        out += "<title id=\"\(id)-marker-\(m.stop)-do\">\(HTML.text(markerAction.replacingOccurrences(of: "N", with: label)))</title>"
      } else {
        out += "aria-hidden=\"true\">"
      }
      out += "<rect class=\"hit\" x=\"\(n(m.frame.x))\" y=\"\(n(m.frame.y))\" width=\"\(n(m.frame.width))\" height=\"\(n(m.frame.height))\" rx=\"4\"/>"
      out += "<rect class=\"badge\" x=\"\(n(cx - width / 2))\" y=\"\(n(cy - 12))\" width=\"\(n(width))\" height=\"24\" rx=\"12\"/>"
      out += "<text class=\"badge-text\" x=\"\(n(cx))\" y=\"\(n(cy + 5))\" text-anchor=\"middle\">\(label)</text>"
      if !m.findings.isEmpty {
        let severity = m.findings.map(\.severity).max() ?? .warning
        let fx = m.frame.maxX, fy = m.frame.y
        // A triangle with "!" (a shape and a sign, not a colour alone), at the frame's other corner.
        out += "<g class=\"flag \(severity.rawValue)\"><path d=\"M\(n(fx)) \(n(fy - 12)) L\(n(fx + 12)) \(n(fy + 9)) L\(n(fx - 12)) \(n(fy + 9)) Z\"/>"
        out += "<text class=\"flag-text\" x=\"\(n(fx))\" y=\"\(n(fy + 6))\" text-anchor=\"middle\">!</text></g>"
        let words = m.findings.map { "\($0.severity.word): \($0.rule)" }.joined(separator: "; ")
        out += "<desc id=\"\(id)-marker-\(m.stop)-findings\">\(HTML.text("Findings: \(words)."))</desc>"
      }
      out += "</g>\n"
    }
    out += "</g>\n</svg>\n"
    return out
  }

  private func n(_ v: Double) -> String { HTML.number(v) }
}
