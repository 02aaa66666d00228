import EarshotEngine
import EarshotModel
import EarshotReview

/// A clickable node smaller than 48 × 48 dp, Android's touch target size (the Accessibility Test
/// Framework's `TouchTargetSizeCheck`: each side in dp rounded, 32 dp allowed along a screen edge
/// the node touches, :161-166, :179-348, :497-568). A clickable ancestor of that size, which a
/// finger landing beside the node still hits, makes it a warning (:636-656; the ancestor is
/// measured in dp here, where the framework compares its pixels).
struct AndroidTouchTarget: AuditRule {
  let id = "android-touch-target"
  let severity = Severity.error
  let summary = "A clickable Android node is under 48 × 48 dp (32 dp along a screen edge)."
  let platforms: Set<Platform> = [.android]
  let evidence: [Evidence] = [
    Evidence(.androidApps, "Touch targets are at least 48 dp × 48 dp."),
    Evidence(.atf("TouchTargetSizeCheck"), "A clickable view under 48 × 48 dp (32 dp at the screen's edge) is an error, a warning when a large enough clickable ancestor surrounds it."),
    Evidence(.androidTouchTarget, "Give touch targets at least 48 × 48 dp, with padding or a TouchDelegate around a small icon."),
  ]

  static let minimum = 48.0
  static let onEdge = 32.0

  func check(_ screen: ScreenContext) -> [Finding] {
    let android = screen.android
    let density = android.density
    let screenFrame = screen.screen.size.flatMap(Self.frame)
    var findings: [Finding] = []
    // Nodes of one size say the same words: each message and fix is made once and shared, rather
    // than built again, and held again, for every finding.
    var messages: [Said: String] = [:], fixes: [Size: String] = [:]
    // By index through the buffer, each field read in place: taking a node or its element out copies all of its fields.
    android.nodes.withUnsafeBufferPointer { nodes in
      // A clickable node under its size: its frame, its size in dp, and the size it must have.
      func undersized(_ n: Int) -> (f: Frame, width: Double, height: Double, required: (width: Double, height: Double))? {
        guard nodes[n].clickable, let f = nodes[n].read({ $0.frame }),
          let required = Self.required(f, within: screenFrame ?? android.windowFrames[n])
        else { return nil }
        let width = (f.width / density).rounded(), height = (f.height / density).rounded()
        return width < required.width || height < required.height ? (f, width, height, required) : nil
      }
      // Counted first so the findings are held once at their size: grown by doubling and then
      // trimmed, they were held twice at the audit's peak.
      findings.reserveCapacity(nodes.indices.reduce(0) { undersized($1) == nil ? $0 : $0 + 1 })
      for n in nodes.indices {
        guard let (f, width, height, required) = undersized(n) else { continue }
        let surrounded = Self.hasLargeClickableAncestor(n, nodes, density: density)
        let size = Size(width: required.width, height: required.height)
        let said = Said(width: f.width, height: f.height, required: size, surrounded: surrounded)
        let message = messages[said] ?? {
          // A density the input does not record is an estimate: the finding says so, and names it.
          let assumed = screen.densityEstimate.map { ", a density assumed because \($0); give --density to measure it exactly" } ?? ""
          let pixels = density == 1 ? "" : " (\(Self.number(f.width)) × \(Self.number(f.height)) px at \(Self.number(density)) px per dp\(assumed))"
          let message = "It is \(Self.number(width)) × \(Self.number(height)) dp\(pixels), under the \(Self.number(required.width)) × \(Self.number(required.height)) dp a touch target needs\(surrounded ? "; a clickable area around it is large enough, so a touch beside it still lands" : "")."
          messages[said] = message
          return message
        }()
        let fix = fixes[size] ?? {
          let fix = "Make it at least \(Self.number(required.width)) dp wide and \(Self.number(required.height)) dp high: android:minWidth and android:minHeight (Modifier.minimumInteractiveComponentSize() in Compose), padding, or a TouchDelegate around a small icon."
          fixes[size] = fix
          return fix
        }()
        var found = finding(screen, node: n, of: android, message, fix: fix)
        if surrounded { found.severity = .warning }
        findings.append(found)
      }
    }
    return findings
  }

  /// The size a node must have, as a key of the fixes made.
  struct Size: Hashable {
    let width: Double, height: Double
  }

  /// What a finding's message says of a node: its size in pixels, the size it must have, and
  /// whether a large clickable ancestor surrounds it (the screen's density is the same for all).
  struct Said: Hashable {
    let width: Double, height: Double
    let required: Size
    let surrounded: Bool
  }

  /// The size a node must have: 48 dp, or 32 dp along a screen edge it touches.
  static func required(_ f: Frame, within screen: Frame?) -> (width: Double, height: Double)? {
    guard let screen else { return (minimum, minimum) }
    let width = f.x <= screen.x || f.maxX >= screen.maxX ? onEdge : minimum
    let height = f.y <= screen.y || f.maxY >= screen.maxY ? onEdge : minimum
    return (width, height)
  }

  static func frame(_ size: [Double]) -> Frame? { size.count == 2 ? Frame(x: 0, y: 0, width: size[0], height: size[1]) : nil }

  static func hasLargeClickableAncestor(_ n: Int, _ nodes: UnsafeBufferPointer<AndroidNodes.Node>, density: Double) -> Bool {
    // Each field read in place: taking a node or its element out copies all of its fields.
    let clickable = nodes[n].isClickable, longClickable = nodes[n].isLongClickable
    var up = nodes[n].parent
    while let a = up {
      if (nodes[a].isClickable && clickable) || (nodes[a].isLongClickable && longClickable),
        !nodes[a].isCollection, let f = nodes[a].read({ $0.frame }),
        (f.width / density).rounded() >= minimum, (f.height / density).rounded() >= minimum
      {
        return true
      }
      up = nodes[a].parent
    }
    return false
  }

  static func number(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String((v * 100).rounded() / 100) }
}
