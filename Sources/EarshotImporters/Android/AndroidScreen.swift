import EarshotModel

/// The screen document of an Android capture: the node tree as the capture gives it, each node an
/// element with Android's `AccessibilityNodeInfo` fields (no VoiceOver rule is applied: which nodes
/// TalkBack focuses and what it says is the TalkBack reader's), frames in the screen's pixels, and
/// the density that turns them into dp.
enum AndroidScreen {
  /// The document for `nodes` (the capture's top-level nodes: one per window), on a screen of
  /// `size` pixels when the capture says. `wholeScreen` says the nodes cover the screen (a dump's
  /// windows do; a Compose printout covers the composition, which may be a part of it).
  /// `density`, when the capture records it, is taken unless the user gave one.
  static func document(nodes: [Element], size: [Double]?, wholeScreen: Bool = true, density known: Double? = nil, report: ImportReport) -> Document {
    var screenSize = size
    let frames = nodes.compactMap(\.frame)
    if screenSize == nil, wholeScreen, !frames.isEmpty {
      // The windows' extent: a uiautomator dump does not give the display size.
      screenSize = [frames.map(\.maxX).max()!, frames.map(\.maxY).max()!]
    }
    // The width of a part of the screen is the screen's: compositions fill the width far more often than the height.
    let across = screenSize.map { min($0[0], $0[1]) } ?? frames.map(\.maxX).max()
    let density = report.density ?? known ?? estimatedDensity(across: across, report: report)
    if nodes.isEmpty {
      report.warn("nothingToSay", at: nil, "the capture holds no nodes, so TalkBack would say nothing here")
    }
    let screen = Screen(size: screenSize, platform: .android, density: density, root: Element(children: nodes))
    return Document(screen: screen).withReaderPaths()
  }

  /// The density of the screen, which no Android capture records (`adb shell wm density` gives
  /// dpi; density is dpi / 160): estimated from its shorter side (`UnverifiedMapping.densityFromWidth`).
  static func estimatedDensity(across shorter: Double?, report: ImportReport) -> Double? {
    guard UnverifiedMapping.densityFromWidth, let shorter, shorter > 0 else { return nil }
    let density = densities.min { abs(shorter / $0 - typicalWidth) < abs(shorter / $1 - typicalWidth) }!
    report.warn(
      "density", at: nil,
      "the capture does not record the screen's density; \(JSONWriter.format(density)) pixels per dp is assumed (a screen \(JSONWriter.format(shorter)) pixels wide taken as a phone about \(Int(typicalWidth)) dp wide): give --density (`adb shell wm density` ÷ 160), or set \"density\" in the imported document")
    return density
  }

  /// `DisplayMetrics.density` values of shipping devices (ldpi to xxxhdpi and the common ones between).
  static let densities: [Double] = [0.75, 1, 1.5, 2, 2.625, 2.75, 3, 3.5, 4]
  /// The width in dp taken for a phone: the Pixel phones' 411 dp.
  static let typicalWidth = 411.0

  /// `[left,top][right,bottom]` in pixels (`Rect.toShortString()`), as uiautomator, Appium and
  /// Maestro write bounds; a warning and no frame when it is out of range or not a rectangle.
  static func frame(_ bounds: String?, at place: String, report: ImportReport) -> Frame? {
    guard let bounds, !bounds.isEmpty else { return nil }
    guard let frame = HierarchyReader.bounds(bounds) else {
      report.warnBadFrame(at: place)
      return nil
    }
    return frame
  }

  /// The value, or nil when it is empty: captures write "" for what a node does not have.
  static func nonEmpty(_ value: String?) -> String? {
    guard let value, !value.isEmpty else { return nil }
    return value
  }
}
