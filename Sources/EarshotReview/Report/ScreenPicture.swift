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
///
/// Drawn without a screenshot, each stop's box holds what the reader says there (`PictureWords`),
/// so the picture reads on its own. The picture is drawn in points (dp on Android: an Android
/// screen's pixels divided by its density), so numbers and words are the same size on every
/// platform's picture.
public struct ScreenPicture {
  struct Marker {
    /// 1-based, as in the transcript.
    var stop: Int
    var frame: Frame
    var findings: ArraySlice<Finding>
    /// What is said at the stop, its hint left out (as the list of stops shows it).
    var words: [Segment]
    /// The element's `accessibilityPath`, in points: the shape VoiceOver outlines, drawn instead
    /// of the frame (which still places it in the order).
    var path: [[Double]]? = nil
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
    let unit = Self.unit(version.screen)
    for entry in version.entries {
      if let frame = entry.stop.element.frame, !frame.isEmpty {
        markers.append(Marker(stop: entry.index, frame: frame.scaled(by: 1 / unit), findings: findings[entry.index],
                              words: entry.utterance.segments.filter { $0.role != .hint },
                              path: entry.stop.element.accessibilityPath.map { $0.map { $0.map { $0 / unit } } }))
      } else {
        missing.append(entry.index)
      }
    }
    self.markers = markers
    stopsWithoutFrame = missing
    skipped = SkippedElement.all(in: context).map { s in
      var s = s
      s.frame = s.frame.scaled(by: 1 / unit)
      return s
    }
    self.screenshot = screenshot
    screen = Self.screenFrame(version.screen, screenshot: screenshot)
  }

  /// The screen's units per point: the density of a screen whose frames are in pixels, else 1.
  static func unit(_ screen: Screen) -> Double {
    guard screen.platform.units == .pixels, let density = screen.density, density > 0 else { return 1 }
    return density
  }

  /// The screen's rectangle: the document's `size`, else the screenshot's size in points, else
  /// the device's usual size.
  public static func screenFrame(_ screen: Screen, screenshot: Screenshot?) -> Frame {
    let unit = unit(screen)
    if let size = screen.size, size.count == 2, size[0] > 0, size[1] > 0 {
      return Frame(x: 0, y: 0, width: size[0] / unit, height: size[1] / unit)
    }
    if let shot = screenshot {
      let scale = screen.platform.units == .pixels ? unit : Double(shot.assumedScale(on: screen.device))
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
  ///
  /// Returns the smallest font size of the words drawn in the boxes, nil when it draws none (a
  /// screenshot shows them): `readableWidth` reads it rather than laying out every box again.
  @discardableResult
  func svg(id: String, labelledBy: String, markerAction: String?, into out: PageWriter) -> Double? {
    let b = bounds
    out += "<svg class=\"picture\" id=\"\(id)-picture\" viewBox=\"\(n(b.x)) \(n(b.y)) \(n(b.width)) \(n(b.height))\" "
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
        out += "<title>\(HTML.text("Skipped, \(s.reason): \(s.name)"))</title></rect>\n"
      }
      out += "</g>\n"
    }
    // Without a screenshot, each box holds its words; with one, the screenshot shows what is there.
    let smallest = screenshot == nil ? wordsSVG(into: out) : nil
    // Outlines first, then the numbers, so no outline crosses a number.
    out += "<g class=\"outlines\" aria-hidden=\"true\">\n"
    for m in markers {
      if let path = m.path {
        let points = path.map { "\(n($0[0])),\(n($0[1]))" }.joined(separator: " ")
        out += "<polygon class=\"halo\" points=\"\(points)\"/><polygon class=\"outline\" points=\"\(points)\"/>\n"
        continue
      }
      let x = n(m.frame.x), y = n(m.frame.y), width = n(m.frame.width), height = n(m.frame.height)
      out += "<rect class=\"halo\" x=\"\(x)\" y=\"\(y)\" width=\"\(width)\" height=\"\(height)\" rx=\"4\"/>"
      out += "<rect class=\"outline\" x=\"\(x)\" y=\"\(y)\" width=\"\(width)\" height=\"\(height)\" rx=\"4\"/>\n"
    }
    out += "</g>\n"
    out += "<g class=\"cursor\" id=\"\(id)-cursor\" aria-hidden=\"true\" display=\"none\">"
    out += "<rect class=\"cursor-outer\" rx=\"10\"/><rect class=\"cursor-inner\" rx=\"10\"/></g>\n"
    out += "<g class=\"markers\">\n"
    let places = badgePlaces()
    // The action's words around its "N", escaped once rather than searched and escaped per stop.
    let action = markerAction.map { $0.components(separatedBy: "N").map(HTML.text) }
    for (i, m) in markers.enumerated() {
      let label = String(m.stop)
      let width = Self.badgeWidth(m.stop)
      let (cx, cy) = places[i]
      let x = n(m.frame.x), y = n(m.frame.y), w = n(m.frame.width), h = n(m.frame.height)
      out += "<g class=\"marker\(m.findings.isEmpty ? "" : " has-findings")\" id=\"\(id)-marker-\(m.stop)\" data-stop=\"\(m.stop)\" "
      out += "data-frame=\"\(x) \(y) \(w) \(h)\" "
      if let action {
        out += "role=\"button\" tabindex=\"\(i == 0 ? 0 : -1)\" aria-labelledby=\"\(id)-marker-\(m.stop)-do \(id)-stop-\(m.stop)-says\""
        out += m.findings.isEmpty ? ">" : " aria-describedby=\"\(id)-marker-\(m.stop)-findings\">"
        out += "<title id=\"\(id)-marker-\(m.stop)-do\">\(action.joined(separator: label))</title>"
      } else {
        out += "aria-hidden=\"true\">"
      }
      out += "<rect class=\"hit\" x=\"\(x)\" y=\"\(y)\" width=\"\(w)\" height=\"\(h)\" rx=\"4\"/>"
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
    return smallest
  }

  /// Each stop's words in its box, clipped to it (a nested `<svg>` clips to its own viewport),
  /// over a backing that hides whatever is drawn beneath. The stop list says the same, so this is
  /// hidden from screen readers. Returns the smallest font size drawn.
  func wordsSVG(into out: PageWriter) -> Double? {
    out += "<g class=\"words\" aria-hidden=\"true\">\n"
    var smallest: Double?
    for m in markers {
      let f = m.frame
      let badge = Self.badgeWidth(m.stop) / 2 + 2
      guard let words = words(of: m) else { continue }
      let pad = PictureWords.padding, size = words.fontSize
      smallest = min(smallest ?? size, size)
      let language = Self.dominantLanguage(words)
      out += "<svg x=\"\(n(f.x))\" y=\"\(n(f.y))\" width=\"\(n(f.width))\" height=\"\(n(f.height))\">"
      out += "<rect class=\"words-back\" width=\"100%\" height=\"100%\" rx=\"4\"/>"
      out += "<text font-size=\"\(n(size))\"\(HTML.sameLanguage(language, ReviewPage.language) ? "" : " lang=\"\(HTML.attribute(language))\"")>"
      for (i, line) in words.lines.enumerated() {
        let x = pad + (i == 0 ? badge : 0)
        // The first baseline sits a font size below the padding; each next one a line lower.
        out += "<tspan x=\"\(n(x))\" y=\"\(n(pad + size * (0.9 + PictureWords.lineHeight * Double(i))))\">"
        for run in line {
          out += run.language == language ? HTML.text(run.text) : "<tspan lang=\"\(HTML.attribute(run.language))\">\(HTML.text(run.text))</tspan>"
        }
        out += "</tspan>"
      }
      out += "</text></svg>\n"
    }
    out += "</g>\n"
    return smallest
  }

  /// `m`'s words laid out in its box, after its number and before its flag.
  func words(of m: Marker) -> PictureWords? {
    PictureWords(m.words, width: m.frame.width, height: m.frame.height, firstLineIndent: Self.badgeWidth(m.stop) / 2 + 2,
                 firstLineEnd: m.findings.isEmpty ? 0 : 14)
  }

  /// The width in CSS pixels at which the picture's smallest words (of font size `smallest`, as
  /// `svg` returns it) are 11px tall, the least a review meeting reads on a shared screen; nil
  /// when it draws no words.
  func readableWidth(smallestWords smallest: Double?) -> Double? {
    smallest.map { (bounds.width * Self.readableTextSize / $0).rounded(.up) }
  }
  static let readableTextSize = 11.0

  /// The language most of the words are in: the `<text>`'s, each other run marking its own.
  static func dominantLanguage(_ words: PictureWords) -> String {
    // Nearly always one language: nothing to count.
    let first = words.lines.first?.first?.language
    if words.lines.allSatisfy({ $0.allSatisfy { $0.language == first } }) { return first ?? ReviewPage.language }
    var counts: [String: Int] = [:], order: [String] = []
    for run in words.lines.joined() {
      if counts[run.language] == nil { order.append(run.language) }
      counts[run.language, default: 0] += run.text.count
    }
    var best = order.first ?? ReviewPage.language
    for language in order where counts[language]! > counts[best]! { best = language }
    return best
  }

  /// The width of the number drawn at a stop's corner.
  /// The centre of each stop's number: its frame's top-left corner, or, where an earlier number
  /// is drawn already, the first free place along the frame's top edge, then down its left edge,
  /// then on along the top edge past the frame. Numbers never cover one another, however close
  /// the frames' corners are (a row's label and price one line apart).
  func badgePlaces() -> [(x: Double, y: Double)] {
    // The numbers placed so far, under each square of the grid they touch: a place is checked
    // against its neighbours only, not every number before it (a screen of 20,000 stops).
    var placed: [BadgeCell: [Frame]] = [:]
    func box(_ x: Double, _ y: Double, _ width: Double) -> Frame { Frame(x: x - width / 2, y: y - 12, width: width, height: 24) }
    func free(_ b: Frame) -> Bool {
      !BadgeCell.under(b).contains { cell in
        placed[cell]?.contains { b.x < $0.maxX + 1 && $0.x < b.maxX + 1 && b.y < $0.maxY + 1 && $0.y < b.maxY + 1 } ?? false
      }
    }
    return markers.map { m in
      let width = Self.badgeWidth(m.stop), f = m.frame
      var candidates: [(Double, Double)] = [(f.x, f.y)]
      var x = f.x + width + 1
      while x <= f.maxX { candidates.append((x, f.y)); x += width + 1 }
      var y = f.y + 25
      while y <= f.maxY { candidates.append((f.x, y)); y += 25 }
      var place = candidates.first { free(box($0.0, $0.1, width)) }
      while place == nil {
        // Past the frame's right edge: there is always room further on.
        if free(box(x, f.y, width)) { place = (x, f.y) }
        x += width + 1
      }
      let badge = box(place!.0, place!.1, width)
      for cell in BadgeCell.under(badge) { placed[cell, default: []].append(badge) }
      return (x: place!.0, y: place!.1)
    }
  }

  /// A square of `size` points of the picture, holding the numbers that touch it.
  struct BadgeCell: Hashable {
    static let size = 128.0
    var x: Int
    var y: Int

    /// The squares a frame grown by a point on every side touches (numbers closer than a point
    /// apart count as touching).
    static func under(_ f: Frame) -> [BadgeCell] {
      let columns = Int(((f.x - 1) / size).rounded(.down))...Int(((f.maxX + 1) / size).rounded(.down))
      let rows = Int(((f.y - 1) / size).rounded(.down))...Int(((f.maxY + 1) / size).rounded(.down))
      return rows.flatMap { y in columns.map { BadgeCell(x: $0, y: y) } }
    }
  }

  static func badgeWidth(_ stop: Int) -> Double { 12.0 + 8.5 * Double(String(stop).count) }

  private func n(_ v: Double) -> String { HTML.number(v) }
}

extension Frame {
  /// Every coordinate multiplied by `factor` (pixels to points: 1 / density).
  func scaled(by factor: Double) -> Frame {
    factor == 1 ? self : Frame(x: x * factor, y: y * factor, width: width * factor, height: height * factor)
  }
}
