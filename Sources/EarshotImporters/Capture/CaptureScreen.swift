import EarshotModel

/// Builds the screen document of a node-tree capture.
enum CaptureScreen {
  /// The document for `root` (an Application node, or the element a capture was taken of).
  static func document(root: CaptureNode, report: ImportReport, knowsElements: Bool) -> Document {
    let screenFrame = root.frame.flatMap { $0.isEmpty ? nil : $0 }
      ?? root.children.first(where: { $0.kind == .window })?.frame
    let mapper = CaptureMapper(report: report, screen: screenFrame, knowsElements: knowsElements)
    let mapped = mapper.map(root)
    var top = Element(children: mapped.elements)
    var used = Set<String>()
    top = uniqueIDs(top, &used)
    if mapped.elementCount == 0 {
      report.warn("nothingToSay", at: nil, "nothing in this capture is an accessibility element, so VoiceOver would say nothing here")
    }
    let title = root.kind == .application ? CaptureMapper.clean(root.label) : nil
    let size = screenFrame.map { [$0.width, $0.height] }
    let screen = Screen(title: title, device: device(for: screenFrame), size: size, root: top)
    return Document(screen: screen).withReaderPaths()
  }

  /// iPad when the shorter side is tablet-sized (iPad mini is 744 pt wide; the largest iPhone 440).
  static func device(for frame: Frame?) -> Device {
    guard let frame else { return .iPhone }
    return min(frame.width, frame.height) >= 600 ? .iPad : .iPhone
  }

  /// Identifiers repeat in real apps (SwiftUI gives images their asset names); the first keeps it.
  static func uniqueIDs(_ element: Element, _ used: inout Set<String>) -> Element {
    var e = element
    if let id = e.id, !used.insert(id).inserted { e.id = nil }
    e.children = e.children.map { uniqueIDs($0, &used) }
    return e
  }
}
