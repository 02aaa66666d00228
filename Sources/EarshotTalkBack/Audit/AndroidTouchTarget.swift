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
    var findings: [Finding] = []
    // By index, each field read in place: taking a node or its element out copies all of its fields.
    for n in android.nodes.indices where android.nodes[n].clickable {
      guard let f = android.nodes[n].read({ $0.frame }), let required = Self.required(f, within: screen.screen.size.flatMap(Self.frame) ?? android.windowFrames[n])
      else { continue }
      let width = (f.width / density).rounded(), height = (f.height / density).rounded()
      guard width < required.width || height < required.height else { continue }
      // A density the input does not record is an estimate: the finding says so, and names it.
      let assumed = screen.densityEstimate.map { ", a density assumed because \($0); give --density to measure it exactly" } ?? ""
      let pixels = density == 1 ? "" : " (\(Self.number(f.width)) × \(Self.number(f.height)) px at \(Self.number(density)) px per dp\(assumed))"
      let surrounded = Self.hasLargeClickableAncestor(n, android)
      var found = finding(screen, node: n,
        "It is \(Self.number(width)) × \(Self.number(height)) dp\(pixels), under the \(Self.number(required.width)) × \(Self.number(required.height)) dp a touch target needs\(surrounded ? "; a clickable area around it is large enough, so a touch beside it still lands" : "").",
        fix: "Make it at least \(Self.number(required.width)) dp wide and \(Self.number(required.height)) dp high: android:minWidth and android:minHeight (Modifier.minimumInteractiveComponentSize() in Compose), padding, or a TouchDelegate around a small icon.")
      if surrounded { found.severity = .warning }
      findings.append(found)
    }
    return findings
  }

  /// The size a node must have: 48 dp, or 32 dp along a screen edge it touches.
  static func required(_ f: Frame, within screen: Frame?) -> (width: Double, height: Double)? {
    guard let screen else { return (minimum, minimum) }
    let width = f.x <= screen.x || f.maxX >= screen.maxX ? onEdge : minimum
    let height = f.y <= screen.y || f.maxY >= screen.maxY ? onEdge : minimum
    return (width, height)
  }

  static func frame(_ size: [Double]) -> Frame? { size.count == 2 ? Frame(x: 0, y: 0, width: size[0], height: size[1]) : nil }

  static func hasLargeClickableAncestor(_ n: Int, _ android: AndroidNodes) -> Bool {
    // Each field read in place: taking a node or its element out copies all of its fields.
    let clickable = android.nodes[n].read { $0.clickable == true }, longClickable = android.nodes[n].read { $0.longClickable == true }
    var up = android.nodes[n].parent
    while let a = up {
      let (ancestorClickable, ancestorLongClickable, frame) = android.nodes[a].read { ($0.clickable == true, $0.longClickable == true, $0.frame) }
      if (ancestorClickable && clickable) || (ancestorLongClickable && longClickable),
        !android.nodes[a].isCollection, let f = frame,
        (f.width / android.density).rounded() >= minimum, (f.height / android.density).rounded() >= minimum
      {
        return true
      }
      up = android.nodes[a].parent
    }
    return false
  }

  static func number(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String((v * 100).rounded() / 100) }
}
