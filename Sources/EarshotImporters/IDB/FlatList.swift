import EarshotModel

/// idb's default `describe-all` is a flat list: groups come before their members but do not hold
/// them. These rules give back the nesting VoiceOver needs for container labels and tab positions.
enum FlatList {
  /// A labeled group, tab bar or navigation bar takes the elements listed right after it whose
  /// frames lie inside its own (`UnverifiedMapping.flatGroupsHoldWhatTheyFrame`).
  static func nest(_ nodes: [CaptureNode], report: ImportReport) -> [CaptureNode] {
    guard UnverifiedMapping.flatGroupsHoldWhatTheyFrame else { return nodes }
    var result: [CaptureNode] = []
    var i = 0
    while i < nodes.count {
      var node = nodes[i]
      i += 1
      guard isHolder(node), let frame = node.frame, !frame.isEmpty else {
        result.append(node)
        continue
      }
      var members: [CaptureNode] = []
      while i < nodes.count, let inner = nodes[i].frame, contains(frame, inner) {
        members.append(nodes[i])
        i += 1
      }
      if !members.isEmpty {
        node.children = nest(members, report: report)
        let name = node.label.map { "\"\($0)\"" } ?? node.roleDescription ?? "group"
        report.warn("flatGroup", at: node.place, "the flat list does not say what \(name) holds; it is taken to hold the \(members.count) element\(members.count == 1 ? "" : "s") after it inside its frame (describe-all --nested gives the real tree)",
                    summary: "more groups given the elements inside their frames")
      }
      result.append(node)
    }
    return result
  }

  /// Tabs outside any tab bar are gathered into one, so VoiceOver's "tab, 2 of 4" can be counted.
  static func gatherTabs(_ nodes: [CaptureNode], report: ImportReport) -> [CaptureNode] {
    var result: [CaptureNode] = []
    var run: [CaptureNode] = []
    func flush() {
      guard !run.isEmpty else { return }
      var bar = CaptureNode(type: "TabBar", place: run[0].place)
      bar.frame = run.compactMap(\.frame).reduce(nil) { union($0, $1) }
      bar.children = run
      report.warn("tabBarMade", at: run[0].place, "\(run.count) tab\(run.count == 1 ? "" : "s") with no tab bar around \(run.count == 1 ? "it" : "them") are read as one tab bar")
      result.append(bar)
      run.removeAll()
    }
    for var node in nodes {
      if isTab(node) {
        run.append(node)
        continue
      }
      flush()
      if node.kind != .tabBar { node.children = gatherTabs(node.children, report: report) }
      result.append(node)
    }
    flush()
    return result
  }

  static func isTab(_ node: CaptureNode) -> Bool {
    node.kind == .button && (node.roleDescription?.lowercased() == "tab" || node.traits?.has(.tabBarItem) == true)
  }

  static func isHolder(_ node: CaptureNode) -> Bool {
    (node.kind == .group && node.label != nil) || node.kind == .tabBar || node.kind == .navigationBar
  }

  /// Whether `outer` holds `inner`, allowing half a point of rounding.
  static func contains(_ outer: Frame, _ inner: Frame) -> Bool {
    inner.x >= outer.x - 0.5 && inner.y >= outer.y - 0.5 && inner.maxX <= outer.maxX + 0.5 && inner.maxY <= outer.maxY + 0.5
  }

  static func union(_ a: Frame?, _ b: Frame) -> Frame {
    guard let a else { return b }
    let x = min(a.x, b.x), y = min(a.y, b.y)
    return Frame(x: x, y: y, width: max(a.maxX, b.maxX) - x, height: max(a.maxY, b.maxY) - y)
  }
}
