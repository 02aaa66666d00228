import EarshotEngine
import EarshotModel
import EarshotReview

/// A control too small to hit: narrower or shorter than WCAG's 24 pt minimum, or under Apple's
/// 44 × 44 pt in both directions. A control at least 44 pt in one direction and 24 pt in the
/// other, as system controls are at their standard sizes (a 36 pt search field or segmented
/// control, a 41 pt wide button), is easy to hit and is not reported.
///
/// The fix suggests a frame that holds the control, stays on the screen and overlaps none of the
/// views beside it (nor the frames suggested for them); where there is no such frame, it says what
/// is in the way instead.
struct SmallTarget: UIKitRule {
  let id = "small-target"
  let severity = Severity.warning
  let summary = "An interactive element is under 24 pt in one direction, or under 44 × 44 pt in both."
  let needs: Set<SourceFact> = [.elementTypes]
  let evidence: [Evidence] = [
    Evidence(.higAccessibility, "Controls should measure at least 44 × 44 pt."),
    Evidence(.wcag258, "A target is at least 24 × 24 CSS pixels."),
  ]

  /// Apple's size for a control (Human Interface Guidelines, Accessibility).
  static let minimum = 44.0
  /// The smallest side any target may have (WCAG 2.5.8, 24 CSS pixels).
  static let smallestSide = 24.0

  func check(_ screen: ScreenContext) -> [Finding] {
    var findings: [Finding] = []
    let bounds = ScreenPicture.screenFrame(screen.screen, screenshot: nil)
    // The neighbours of each parent, found once, and the frames already suggested inside it.
    var neighbourhoods: [Int: Neighbours] = [:]
    for i in screen.entries.indices where screen.isControl(i) {
      guard let f = screen.frame(i), !f.isEmpty, Self.isSmall(f) else { continue }
      let w = max(f.width, Self.minimum), h = max(f.height, Self.minimum)
      let message = min(f.width, f.height) < Self.smallestSide
        ? "It is \(Lengths.written(f.width)) × \(Lengths.written(f.height)) pt: under \(Lengths.written(Self.smallestSide)) pt across, too small to hit reliably."
        : "It is \(Lengths.written(f.width)) × \(Lengths.written(f.height)) pt, under \(Lengths.written(Self.minimum)) × \(Lengths.written(Self.minimum)) pt in both directions."
      // The element's siblings are its neighbours (a stepper's made-up buttons: the stepper's).
      let own = screen.ownElementIndex(at: i)
      let parent = screen.parent(ofElement: own)
      if neighbourhoods[parent] == nil { neighbourhoods[parent] = Neighbours(screen, parent: parent, bounds: bounds) }
      let placement = neighbourhoods[parent]!.place(f, width: w, height: h, except: own, within: bounds)
      let fix: String
      switch placement {
      case .frame(let p):
        neighbourhoods[parent]!.take(p, name: Neighbours.name(screen.label(i)) ?? "the frame suggested for stop \(screen.entries[i].index)")
        fix = "Make the touch area at least 44 × 44 pt (the icon can stay smaller), e.g. frame [\(Lengths.written(p.x)), \(Lengths.written(p.y)), \(Lengths.written(p.width)), \(Lengths.written(p.height))]."
      case .blocked(let names, let offScreen):
        var what = names.isEmpty ? "" : "overlapping " + Self.list(names)
        if offScreen { what += (what.isEmpty ? "" : " or ") + "leaving the screen" }
        fix = "A 44 × 44 pt touch area around it cannot fit without \(what): move or shrink what is beside it to make room (44 pt for each control in a row), or offer it as a custom action of the element it belongs to."
      }
      findings.append(finding(screen, stop: i, message, fix: fix))
    }
    return findings
  }

  static func isSmall(_ f: Frame) -> Bool {
    min(f.width, f.height) < smallestSide || max(f.width, f.height) < minimum
  }

  /// "A", "A and B", "A, B and 2 more".
  static func list(_ names: [String]) -> String {
    switch names.count {
    case 0: return ""
    case 1: return names[0]
    case 2, 3: return names.dropLast().joined(separator: ", ") + " and " + names.last!
    default: return names.prefix(2).joined(separator: ", ") + " and \(names.count - 2) more"
    }
  }

  enum Placement {
    case frame(Frame)
    /// What the box would overlap wherever it goes, and whether the screen's edge is in the way.
    case blocked([String], offScreen: Bool)
  }

  /// The frames beside the controls of one parent: its children's (a control's own frame does not
  /// count against it), and the frames suggested so far, found through a grid so that a parent with
  /// thousands of children is not searched whole for each.
  struct Neighbours {
    struct Box {
      var frame: Frame
      var name: String
      /// The element whose frame it is, -1 for a suggested frame.
      var element: Int
    }
    static let cell = 64.0
    var boxes: [Box] = []
    /// Box indices by grid cell; boxes covering many cells are in `wide` instead.
    var grid: [Int: [Int]] = [:]
    var wide: [Int] = []
    let origin: (x: Double, y: Double)
    let columns: Int

    init(_ screen: ScreenContext, parent: Int, bounds: Frame) {
      origin = (bounds.x, bounds.y)
      columns = Int((bounds.width / Self.cell).rounded(.up)) + 1
      guard parent >= 0 else { return }
      // The parent's children follow it depth first; each child's subtree ends where the next begins.
      var k = parent + 1
      while k < screen.subtreeEnd(ofElement: parent) {
        if let frame = screen.elements[k].frame, !frame.isEmpty {
          let e = screen.elements[k]
          let spoken = screen.stop(ofElement: k).flatMap(screen.label)
          add(Box(frame: frame, name: Self.name(spoken ?? e.label ?? e.text) ?? e.id.map { "\"\($0)\"" } ?? e.path, element: k))
        }
        k = screen.subtreeEnd(ofElement: k)
      }
    }

    mutating func take(_ frame: Frame, name: String) {
      add(Box(frame: frame, name: name, element: -1))
    }

    /// A name in quotes, cut short.
    static func name(_ text: String?) -> String? {
      guard let text, !text.isEmpty else { return nil }
      return "\"" + UserText.shortened(UserText.oneLine(text), limit: 40) + "\""
    }

    private mutating func add(_ box: Box) {
      let index = boxes.count
      boxes.append(box)
      guard let cells = cells(box.frame), cells.count <= 64 else {
        wide.append(index)
        return
      }
      for c in cells { grid[c, default: []].append(index) }
    }

    /// The grid cells a frame covers, nil when it covers too many to list.
    private func cells(_ f: Frame) -> [Int]? {
      let x0 = Int(((f.x - origin.x) / Self.cell).rounded(.down)), x1 = Int(((f.maxX - origin.x) / Self.cell).rounded(.down))
      let y0 = Int(((f.y - origin.y) / Self.cell).rounded(.down)), y1 = Int(((f.maxY - origin.y) / Self.cell).rounded(.down))
      guard x1 - x0 < 8, y1 - y0 < 8, x0 >= -1, y0 >= -1, x1 <= columns else { return nil }
      var result: [Int] = []
      for y in y0...y1 { for x in x0...x1 { result.append(y * (columns + 2) + x + 1) } }
      return result
    }

    /// The boxes that may meet `f`.
    private func near(_ f: Frame) -> [Int] {
      guard let cells = cells(f) else { return Array(boxes.indices) }
      var seen = Set<Int>()
      var result: [Int] = []
      for c in cells { for b in grid[c] ?? [] where seen.insert(b).inserted { result.append(b) } }
      return result + wide
    }

    /// A `width` × `height` frame holding `f`, on the screen and clear of every box but `except`'s
    /// own, as near to centred on `f` as can be.
    func place(_ f: Frame, width w: Double, height h: Double, except own: Int, within bounds: Frame) -> Placement {
      // Every frame that holds `f`: x from f.maxX - w to f.x, y likewise; on the screen besides.
      let lowX = max(f.maxX - w, bounds.x), highX = min(f.x, bounds.maxX - w)
      let lowY = max(f.maxY - h, bounds.y), highY = min(f.y, bounds.maxY - h)
      let centre = (x: f.x - (w - f.width) / 2, y: f.y - (h - f.height) / 2)
      let region = Frame(x: f.maxX - w, y: f.maxY - h, width: 2 * w - f.width, height: 2 * h - f.height)
      // What lies where the frame could go, except the control itself and what holds or is inside it.
      let obstacles = near(region).map { boxes[$0] }.filter { b in
        b.element != own && Self.overlaps(b.frame, region) && !Self.contains(b.frame, f) && !Self.contains(f, b.frame)
      }
      guard lowX <= highX, lowY <= highY else {
        let inTheWay = obstacles.filter { Self.overlaps($0.frame, Self.clamped(centre, w, h, lowX, highX, lowY, highY)) }
        return .blocked(inTheWay.map(\.name), offScreen: true)
      }
      // Candidate edges: the centre (kept inside the range), the range's ends, and against each obstacle.
      var xs = [min(max(centre.x, lowX), highX), lowX, highX]
      var ys = [min(max(centre.y, lowY), highY), lowY, highY]
      for o in obstacles {
        xs += [o.frame.maxX, o.frame.x - w].filter { $0 >= lowX && $0 <= highX }
        ys += [o.frame.maxY, o.frame.y - h].filter { $0 >= lowY && $0 <= highY }
      }
      var best: Frame?
      var bestDistance = Double.infinity
      for x in xs {
        for y in ys {
          let candidate = Frame(x: x, y: y, width: w, height: h)
          guard !obstacles.contains(where: { Self.overlaps($0.frame, candidate) }) else { continue }
          let d = (x - centre.x) * (x - centre.x) + (y - centre.y) * (y - centre.y)
          if d < bestDistance { best = candidate; bestDistance = d }
        }
      }
      if let best { return .frame(best) }
      let centred = Frame(x: xs[0], y: ys[0], width: w, height: h)
      let inTheWay = obstacles.filter { Self.overlaps($0.frame, centred) }
      return .blocked((inTheWay.isEmpty ? obstacles : inTheWay).map(\.name), offScreen: centred.x != centre.x || centred.y != centre.y)
    }

    static func clamped(_ c: (x: Double, y: Double), _ w: Double, _ h: Double, _ lowX: Double, _ highX: Double, _ lowY: Double, _ highY: Double) -> Frame {
      Frame(x: max(min(c.x, highX), lowX), y: max(min(c.y, highY), lowY), width: w, height: h)
    }

    /// Whether two frames share some area (touching edges do not).
    static func overlaps(_ a: Frame, _ b: Frame) -> Bool {
      a.x < b.maxX && b.x < a.maxX && a.y < b.maxY && b.y < a.maxY
    }

    static func contains(_ outer: Frame, _ inner: Frame) -> Bool {
      outer.x <= inner.x && outer.y <= inner.y && outer.maxX >= inner.maxX && outer.maxY >= inner.maxY
    }
  }
}
