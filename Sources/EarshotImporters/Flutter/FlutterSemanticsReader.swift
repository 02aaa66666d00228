import EarshotModel

/// Reads Flutter's semantics tree as `debugDumpSemanticsTree()` prints it (`SemanticsNode.toStringDeep`,
/// flutter/flutter `packages/flutter/lib/src/semantics/semantics.dart`, `debugFillProperties`): a
/// `SemanticsNode#N` line per node, `├─`/`└─` before a child, then the node's properties, in either
/// dump order, with or without the hidden-level properties, after any console prefix (`flutter: `,
/// `I/flutter (PID): `). One capture, two readings: the tree is mapped as Flutter's engine hands it
/// to each platform (`ImportReport.platform`), with the sources in `iosElement` and `androidNode`.
/// docs/CAPTURE-FORMATS.md, "Flutter semantics tree".
enum FlutterSemanticsReader {
  static let again = "print it again with debugDumpSemanticsTree() and copy every line"

  /// One printed node: its properties as Flutter names them.
  struct Node {
    var id: String
    var line: Int
    var rect: (l: Double, t: Double, r: Double, b: Double)?
    /// The transform to the parent's space, as a 2-D affine map (`scaled by`, `with transform`).
    var transform: [Double]?
    var scale: Double?
    var flags: Set<String> = []
    /// Available actions; blocked ones (`🚫️`) are left out.
    var actions: Set<String> = []
    var customActions: [String] = []
    var strings: [String: String] = [:]
    var sortOrder: Double?
    var mergedUp = false
    var mergeBoundary = false
    var hidden = false
    var children: [Node] = []

    var place: String { "line \(line)" }
    func has(_ flag: String) -> Bool { flags.contains(flag) }
    func string(_ key: String) -> String? { strings[key].flatMap { $0.isEmpty ? nil : $0 } }
    var label: String? { string("label") }
    var scrollActions: Set<String> { actions.intersection(["scrollUp", "scrollDown", "scrollLeft", "scrollRight"]) }
  }

  // MARK: - Parsing

  /// The tree's roots (a fragment may start deep in the tree).
  static func parse(_ text: String, report: ImportReport) throws(InputError) -> [Node] {
    let lines = TextLines.split(text)
    guard let first = lines.firstIndex(where: { $0.contains("SemanticsNode#") }) else {
      throw report.error(at: nil, "no SemanticsNode line; \(again)")
    }
    let prefix = logPrefix(of: lines[first])
    // Open nodes by the column their header starts at.
    var stack: [(column: Int, node: Node)] = []
    var roots: [Node] = []
    var pendingKey: String?
    var openString: (key: String, text: String)?

    func close(downTo column: Int) {
      while let last = stack.last, last.column >= column {
        stack.removeLast()
        if stack.isEmpty { roots.append(last.node) } else { stack[stack.count - 1].node.children.append(last.node) }
      }
    }

    for index in first..<lines.count {
      let number = index + 1
      var line = lines[index]
      if !prefix.isEmpty {
        guard line.hasPrefix(prefix) else { continue }  // other log output
        line = line.dropFirst(prefix.count)
      }
      if var open = openString {
        let part = line.drop { $0 == " " || $0 == "│" }
        open.text += "\n" + part
        if part.hasSuffix("\"") {
          stack[stack.count - 1].node.strings[open.key] = String(open.text.dropFirst().dropLast())
          openString = nil
        } else {
          openString = open
        }
        continue
      }
      if let header = line.range(of: "SemanticsNode#") {
        let column = line.distance(from: line.startIndex, to: header.lowerBound)
        close(downTo: column)
        guard stack.count < InputLimits.elementDepth else { throw report.error(at: "line \(number)", CaptureNode.tooDeep) }
        let id = line[header.upperBound...].prefix { $0.isLetter || $0.isNumber }
        if line[header.upperBound...].dropFirst(id.count).hasPrefix("(") {
          throw report.error(at: "line \(number)", "a node printed on one line, as Flutter did before 2018, which Earshot does not read; \(again) on a newer Flutter")
        }
        stack.append((column, Node(id: String(id), line: number)))
        pendingKey = nil
        continue
      }
      guard !stack.isEmpty else { continue }
      let body = line.drop { $0 == " " || $0 == "│" }
      if body.isEmpty { continue }
      var node = stack[stack.count - 1].node
      if let key = pendingKey, !body.contains(": ") || body.hasPrefix("\"") {
        // A continued list (`actions:` wraps) or a multi-line string after a bare `label:`.
        if body.hasPrefix("\""), key != "actions", key != "flags", key != "customActions" {
          if body.count > 1, body.hasSuffix("\"") {
            node.strings[key] = String(body.dropFirst().dropLast())
          } else {
            openString = (key, String(body))
          }
        } else {
          list(String(body), into: key, of: &node)
          if !body.hasSuffix(",") { pendingKey = nil }
        }
        stack[stack.count - 1].node = node
        continue
      }
      pendingKey = nil
      try property(body, of: &node, line: number, report: report, pendingKey: &pendingKey, openString: &openString)
      stack[stack.count - 1].node = node
    }
    if openString != nil { throw report.error(at: "line \(lines.count)", "a quoted text that never closes; \(again)") }
    close(downTo: 0)
    return roots
  }

  /// The console's prefix before the tree (`flutter: `, `I/flutter (16200): `), found on the
  /// first node line: what ends in ": " after the word flutter.
  static func logPrefix(of line: Substring) -> Substring {
    guard let header = line.range(of: "SemanticsNode#") else { return "" }
    let before = line[..<header.lowerBound]
    guard let word = before.range(of: "flutter"), let colon = before[word.upperBound...].range(of: ": ") else { return "" }
    return line[..<colon.upperBound]
  }

  static func property(_ body: Substring, of node: inout Node, line: Int, report: ImportReport,
                       pendingKey: inout String?, openString: inout (key: String, text: String)?) throws(InputError) {
    if body.hasPrefix("Rect.fromLTRB(") {
      try rect(body, of: &node, line: line, report: report)
      return
    }
    switch body {
    case "merged up ⬆️": node.mergedUp = true; return
    case "merge boundary ⛔️": node.mergeBoundary = true; return
    case "HIDDEN": node.hidden = true; return
    default: break
    }
    guard let colon = body.range(of: ":") else { return }  // STALE, dirty, invisible
    let key = String(body[..<colon.lowerBound])
    let value = body[colon.upperBound...].drop { $0 == " " }
    switch key {
    case "actions", "flags", "customActions":
      // A long list wraps after a comma onto the next line.
      if value.hasSuffix(",") { pendingKey = key }
      list(String(value), into: key, of: &node)
    case "isMergedIntoParent": node.mergedUp = value == "true"
    case "mergeAllDescendantsIntoThisNode": node.mergeBoundary = value == "true"
    case "isHidden": node.hidden = value == "true"
    case "sortKey":
      if let order = value.range(of: "order: ") {
        node.sortOrder = Double(value[order.upperBound...].prefix { $0.isNumber || $0 == "." || $0 == "-" || $0 == "e" })
          .flatMap(InputLimits.coordinate.checked)
      }
    default:
      if value.isEmpty {
        pendingKey = key  // `label:` with its text on the following lines
      } else if value.hasPrefix("\"") {
        if value.count > 1, value.hasSuffix("\"") {
          node.strings[key] = String(value.dropFirst().dropLast())
        } else {
          openString = (key, String(value))
        }
      } else if value != "null" {
        node.strings[key] = String(value)
      }
    }
  }

  /// A comma list of flags or actions, with a blocked action's `🚫️` left out.
  static func list(_ text: String, into key: String, of node: inout Node) {
    let items = text.split(separator: ",").map { $0.trimmingSpaces }.filter { !$0.isEmpty && $0 != "[]" }
    for item in items {
      switch key {
      case "flags": node.flags.insert(item)
      case "customActions": node.customActions.append(item)
      default: if !item.hasSuffix("🚫️") { node.actions.insert(item) }
      }
    }
  }

  /// `Rect.fromLTRB(l, t, r, b)`, then ` scaled by 2.6x` or ` with transform [[a,b,c,d]; …]`.
  static func rect(_ body: Substring, of node: inout Node, line: Int, report: ImportReport) throws(InputError) {
    guard let close = body.firstIndex(of: ")") else {
      throw report.error(at: "line \(line)", "a rect without its closing parenthesis; \(again)")
    }
    let numbers = body[body.index(body.startIndex, offsetBy: 14)..<close].split(separator: ",").map { Double($0.trimmingSpaces) }
    guard numbers.count == 4, let l = numbers[0], let t = numbers[1], let r = numbers[2], let b = numbers[3] else {
      throw report.error(at: "line \(line)", "the rect is not four numbers (Rect.fromLTRB(left, top, right, bottom)); \(again)")
    }
    guard [l, t, r, b].allSatisfy({ InputLimits.coordinate.checked($0) != nil }) else {
      report.warnBadFrame(at: "line \(line)")
      return
    }
    node.rect = (l, t, r, b)
    let rest = body[body.index(after: close)...]
    if let scaled = rest.range(of: "scaled by ") {
      if let s = Double(rest[scaled.upperBound...].prefix { $0.isNumber || $0 == "." }), s > 0, s < 100 {
        node.scale = s
        node.transform = [s, 0, 0, 0, s, 0]
      }
    } else if let matrix = rest.range(of: "with transform [") {
      // Rows of Matrix4, `[a,b,c,d]; [e,f,g,h]; …`: the 2-D part is rows 1 and 2, columns 1, 2 and 4.
      let rows = rest[matrix.upperBound...].split(separator: ";").map { row in
        row.filter { !"[] ".contains($0) }.split(separator: ",").compactMap { Double($0) }
      }
      if rows.count >= 2, rows[0].count == 4, rows[1].count == 4, (rows[0] + rows[1]).allSatisfy({ abs($0) < 1e6 }) {
        node.transform = [rows[0][0], rows[0][1], rows[0][3], rows[1][0], rows[1][1], rows[1][3]]
      } else {
        report.warn("flutterTransform", at: "line \(line)", "a transform that is not four rows of four numbers; the rect is read as it is")
      }
    }
  }
}

// MARK: - The tree the engine receives

extension FlutterSemanticsReader {
  typealias Affine = [Double]
  static let identity: Affine = [1, 0, 0, 0, 1, 0]

  static func compose(_ p: Affine, _ n: Affine) -> Affine {
    [p[0] * n[0] + p[1] * n[3], p[0] * n[1] + p[1] * n[4], p[0] * n[2] + p[1] * n[5] + p[2],
     p[3] * n[0] + p[4] * n[3], p[3] * n[1] + p[4] * n[4], p[3] * n[2] + p[4] * n[5] + p[5]]
  }

  /// The bounds of `rect` mapped by `m`: the engine's `globalRect` maps the four corners.
  static func bounds(_ rect: (l: Double, t: Double, r: Double, b: Double), _ m: Affine) -> (l: Double, t: Double, r: Double, b: Double) {
    let corners = [(rect.l, rect.t), (rect.r, rect.t), (rect.l, rect.b), (rect.r, rect.b)].map { x, y in
      (m[0] * x + m[1] * y + m[2], m[3] * x + m[4] * y + m[5])
    }
    return (corners.map(\.0).min()!, corners.map(\.1).min()!, corners.map(\.0).max()!, corners.map(\.1).max()!)
  }

  /// A node as the engine gets it, with its place on the screen.
  struct Sent {
    var node: Node
    /// In the root's space (the root's physical pixels), as `globalRect` composes the transforms.
    var frame: (l: Double, t: Double, r: Double, b: Double)?
    var children: [Sent] = []
  }

  /// The tree as `SemanticsNode.getSemanticsData` sends it (flutter/flutter
  /// `packages/flutter/lib/src/semantics/semantics.dart`): a merge boundary carries its merged-up
  /// descendants' labels, hints and values (labels joined with a line break), flags, actions and
  /// custom actions, and no children; children are in traversal order (`childrenInTraversalOrder`).
  static func sent(_ node: Node, parent: Affine, direction: String, report: ImportReport) -> Sent {
    let own = compose(parent, node.transform ?? identity)
    let direction = node.strings["textDirection"] ?? direction
    var result = Sent(node: node, frame: node.rect.map { bounds($0, own) })
    // A test's node built without layout has an empty rect: no frame, rather than one no reader visits.
    if let f = result.frame, f.l == f.r, f.t == f.b, f.l == 0, f.t == 0 {
      result.frame = nil
      report.warn("flutterNoRect", at: node.place, "the node's rect is empty (a node built without layout); it is read without a frame")
    }
    let children = traversalOrder(node.children, direction: direction)
    if node.mergeBoundary {
      for child in children { merge(child, into: &result.node, direction: direction) }
      return result
    }
    result.children = children.filter { !$0.mergedUp }.map { sent($0, parent: inner(node, own), direction: direction, report: report) }
    return result
  }

  /// The space `node`'s children are printed in. A rect printed without a transform may have been
  /// shifted by a translation (`rect.shift(offset)`), which then places the children too: they
  /// are taken to be relative to its top-left corner when they fit inside it so
  /// (`UnverifiedMapping.flutterShiftedRectPlacesChildren`), else in the same space as it.
  static func inner(_ node: Node, _ own: Affine) -> Affine {
    guard UnverifiedMapping.flutterShiftedRectPlacesChildren, node.transform == nil, let r = node.rect, r.l != 0 || r.t != 0 else { return own }
    let width = r.r - r.l, height = r.b - r.t, slack = 0.5
    let fit = node.children.allSatisfy { child in
      guard let c = child.rect else { return true }
      return c.l >= -slack && c.t >= -slack && c.r <= width + slack && c.b <= height + slack
    }
    return fit ? compose(own, [1, 0, r.l, 0, 1, r.t]) : own
  }

  static func merge(_ child: Node, into target: inout Node, direction: String) {
    for key in ["label", "hint"] {
      if let text = child.string(key) { target.strings[key] = target.string(key).map { $0 + "\n" + text } ?? text }
    }
    for key in ["value", "increasedValue", "decreasedValue", "tooltip"] where target.string(key) == nil {
      target.strings[key] = child.string(key)
    }
    target.flags.formUnion(child.flags)
    target.actions.formUnion(child.actions)
    target.customActions += child.customActions
    for grandchild in traversalOrder(child.children, direction: child.strings["textDirection"] ?? direction) {
      merge(grandchild, into: &target, direction: direction)
    }
  }

  /// Children in Flutter's traversal order (`_childrenInTraversalOrder`, `_childrenInDefaultOrder`):
  /// by position, top to bottom in bands of overlapping rows and across each band in the text
  /// direction, then runs of neighbours with ordinal sort keys by their keys. A dump printed in
  /// traversal order (the default) comes out as printed; one in inverse hit-test order is put into it.
  static func traversalOrder(_ children: [Node], direction: String) -> [Node] {
    guard children.count > 1 else { return children }
    let rects = children.map { child in child.rect.map { bounds($0, child.transform ?? identity) } }
    var position = Array(children.indices)
    if rects.allSatisfy({ $0 != nil }) {
      // Flutter shrinks each rect a little, so rows that only touch are separate bands.
      let epsilon = 1e-3
      var bands: [[Int]] = []
      var bottom = -Double.infinity
      for i in children.indices.sorted(by: { (rects[$0]!.t, $0) < (rects[$1]!.t, $1) }) {
        let rect = rects[i]!
        if !bands.isEmpty, rect.t + epsilon < bottom {
          bands[bands.count - 1].append(i)
          bottom = max(bottom, rect.b)
        } else {
          bands.append([i])
          bottom = rect.b
        }
      }
      let rtl = direction == "rtl"
      let ordered = bands.flatMap { band in
        band.sorted { a, b in rtl ? (-rects[a]!.r, a) < (-rects[b]!.r, b) : (rects[a]!.l, a) < (rects[b]!.l, b) }
      }
      for (rank, i) in ordered.enumerated() { position[i] = rank }
    }
    // Runs of neighbours (in that order) that all have a sort key, or all have none; a keyed run
    // is sorted by its keys, a run without keys kept.
    var result: [Node] = []
    var run: [Node] = []
    func flush() {
      if run.first?.sortOrder != nil { run = run.enumerated().sorted { ($0.element.sortOrder!, $0.offset) < ($1.element.sortOrder!, $1.offset) }.map(\.element) }
      result += run
      run = []
    }
    for i in children.indices.sorted(by: { position[$0] < position[$1] }) {
      if let last = run.last, (last.sortOrder == nil) != (children[i].sortOrder == nil) { flush() }
      run.append(children[i])
    }
    flush()
    return result
  }

  /// The device pixel ratio: the root's child is scaled by it (`scaled by 2.6x`); 1 when no node is.
  static func pixelRatio(_ roots: [Node]) -> Double {
    func find(_ node: Node, depth: Int) -> Double? {
      if let s = node.scale { return s }
      guard depth < 3 else { return nil }
      return node.children.lazy.compactMap { find($0, depth: depth + 1) }.first
    }
    return roots.lazy.compactMap { find($0, depth: 0) }.first ?? 1
  }
}

// MARK: - iOS: the elements the engine's iOS bridge makes

extension FlutterSemanticsReader {
  /// The engine's iOS bridge, flutter/flutter
  /// `engine/src/flutter/shell/platform/darwin/ios/framework/Source/SemanticsObject.mm` and
  /// `accessibility_bridge.mm` (`CreateObject`):
  /// - a node with children is a container (`SemanticsObjectContainer`) whose elements are the node
  ///   itself, then its children, in traversal order;
  /// - a node is an element unless it scopes a route, when it has a label, value or hint or an
  ///   action other than scrolling (`isAccessibilityElement`);
  /// - a text field that is not read-only is a text input (`TextInputSemanticsObject`); a node
  ///   with a toggled or checked state outside a mutually exclusive group is a switch, its traits
  ///   and value a `UISwitch`'s (`FlutterSwitchSemanticsObject`), so a checkbox reads as a switch;
  /// - otherwise the traits of `-[FlutterSemanticsObject accessibilityTraits]`, the value the
  ///   node's or "1"/"0" for a checked state, the hint the node's; increase and decrease make it
  ///   adjustable, moving the value to `increasedValue` or `decreasedValue`.
  static func iosElement(_ sent: Sent, ratio: Double, report: ImportReport) -> Element? {
    let node = sent.node
    let frame = sent.frame.flatMap { Frame.checked(x: $0.l / ratio, y: $0.t / ratio, width: ($0.r - $0.l) / ratio, height: ($0.b - $0.t) / ratio) }
    let children = sent.children.compactMap { iosElement($0, ratio: ratio, report: report) }
    let isElement = !node.has("scopesRoute")
      && ((node.has("hasImplicitScrolling") && node.hidden) || node.label != nil || node.string("value") != nil
        || node.string("hint") != nil || !node.actions.subtracting(node.scrollActions).isEmpty)
    var own: Element?
    if isElement {
      var e = Element(path: node.place, id: "node-" + node.id, label: iosLabel(node), value: node.string("value"),
                      hint: node.string("hint"), frame: frame, isAccessibilityElement: true)
      e.customActions = node.customActions.map { CustomAction(name: $0) }
      let checkedState = node.has("hasCheckedState") || node.has("hasToggledState")
      let on = node.has("isChecked") || node.has("isToggled")
      let disabled = node.has("hasEnabledState") && !node.has("isEnabled")
      if node.has("isTextField"), !node.has("isReadOnly") {
        e.type = node.has("isObscured") ? .secureTextField : .textField
        if disabled { e.traits = e.kind.descriptor.traits.union(.of(.notEnabled)) }
      } else if checkedState, !node.has("isInMutuallyExclusiveGroup") {
        e.type = .switch
        e.on = on
        e.value = nil
        if disabled, UnverifiedMapping.flutterDisabledSwitchIsDimmed { e.traits = e.kind.descriptor.traits.union(.of(.notEnabled)) }
      } else {
        var traits = TraitSet()
        let adjustable = node.actions.contains("increase") || node.actions.contains("decrease")
        if adjustable { traits.insert(.of(.adjustable)) }
        if checkedState { traits.insert(.of(.button)) }
        if node.has("isSelected") { traits.insert(.of(.selected)) }
        if node.has("isButton") { traits.insert(.of(.button)) }
        if disabled { traits.insert(.of(.notEnabled)) }
        if node.has("isHeader") { traits.insert(.of(.header)) }
        if node.has("isImage") { traits.insert(.of(.image)) }
        if node.has("isLiveRegion") { traits.insert(.of(.updatesFrequently)) }
        if node.has("isLink") { traits.insert(.of(.link)) }
        if traits.isEmpty, sent.children.isEmpty, e.label != nil, !node.has("isTextField") { traits = .of(.staticText) }
        e.traits = traits
        if e.value == nil, checkedState { e.value = on ? "1" : "0" }
        if adjustable, let value = node.string("value") {
          let values = [node.string("decreasedValue"), value, node.string("increasedValue")].compactMap { $0 }
          e.adjustable = .values(values, index: node.string("decreasedValue") == nil ? 0 : 1)
        }
      }
      own = e
    }
    guard !children.isEmpty else { return own }
    var container = Element(path: node.place, id: isElement ? "node-\(node.id)-container" : "node-" + node.id,
                            frame: frame, isAccessibilityElement: false, children: (own.map { [$0] } ?? []) + children)
    container.accessibilityElements = container.children.compactMap(\.id)
    return container
  }

  /// The label, with the tooltip after it on a line of its own (`UnverifiedMapping.flutterTooltipJoinsLabel`).
  static func iosLabel(_ node: Node) -> String? {
    guard UnverifiedMapping.flutterTooltipJoinsLabel, let tooltip = node.string("tooltip") else { return node.label }
    return node.label.map { $0 + "\n" + tooltip } ?? tooltip
  }
}

// MARK: - Android: the nodes the engine's Android bridge makes

extension FlutterSemanticsReader {
  /// The engine's Android bridge, flutter/flutter
  /// `engine/src/flutter/shell/platform/android/io/flutter/view/AccessibilityBridge.java`
  /// (`createAccessibilityNodeInfo`): class `android.view.View`, or `EditText` for a text field
  /// that is not read-only (with its password and editable states), `Button` for a button or a
  /// link, `ImageView` for an image, `SeekBar` for increase or decrease; a checked state makes it
  /// checkable, a `RadioButton` in a mutually exclusive group, else a `CheckBox`; a toggled state a
  /// checkable `Switch`; enabled unless it has an enabled state without being enabled; tap and long
  /// press make it clickable and long-clickable; its value, label and hint joined with ", " are a
  /// text field's text and any other node's content description (none on a node that scopes a
  /// route); selected, heading and live region as flagged; hidden nodes are not visible to the user;
  /// it is important for accessibility and focusable when it says something or has an action other
  /// than scrolling (and focusable when flagged so).
  static func androidNode(_ sent: Sent, report: ImportReport, tooltips: inout Int) -> Element {
    let node = sent.node
    var e = Element(path: node.place, id: "node-" + node.id)
    e.frame = sent.frame.flatMap { Frame.checked(x: $0.l, y: $0.t, width: $0.r - $0.l, height: $0.b - $0.t) }
    e.className = "android.view.View"
    let textField = node.has("isTextField")
    if textField {
      if !node.has("isReadOnly") { e.className = "android.widget.EditText" }
      e.password = node.has("isObscured") ? true : nil
      e.editable = !node.has("isReadOnly")
    }
    if node.has("isButton") || node.has("isLink") { e.className = "android.widget.Button" }
    if node.has("isImage") { e.className = "android.widget.ImageView" }
    if node.actions.contains("increase") || node.actions.contains("decrease") { e.className = "android.widget.SeekBar" }
    if node.has("hasImplicitScrolling"), !node.scrollActions.isEmpty {
      let horizontal = node.actions.contains("scrollLeft") || node.actions.contains("scrollRight")
      e.className = horizontal ? "android.widget.HorizontalScrollView" : "android.widget.ScrollView"
    }
    e.scrollable = node.scrollActions.isEmpty ? nil : true
    if node.has("hasEnabledState"), !node.has("isEnabled") { e.enabled = false }
    e.clickable = node.actions.contains("tap") ? true : nil
    e.longClickable = node.actions.contains("longPress") ? true : nil
    let description = [node.string("value"), node.label, node.string("hint")].compactMap { $0 }.joined(separator: ", ")
    if !description.isEmpty, !node.has("scopesRoute") {
      if textField { e.text = description } else { e.contentDescription = description }
    }
    if node.string("tooltip") != nil { tooltips += 1 }
    if node.has("hasCheckedState") {
      e.checkable = true
      e.checked = CheckedState(node.has("isChecked"))
      e.className = node.has("isInMutuallyExclusiveGroup") ? "android.widget.RadioButton" : "android.widget.CheckBox"
    } else if node.has("hasToggledState") {
      e.checkable = true
      e.checked = CheckedState(node.has("isToggled"))
      e.className = "android.widget.Switch"
    }
    if node.has("isSelected") { e.selected = true }
    e.heading = node.has("isHeader") ? true : nil
    e.liveRegion = node.has("isLiveRegion") ? .polite : nil
    if node.hidden || node.has("isHidden") { e.hidden = true }
    let speaks = !description.isEmpty || !node.actions.subtracting(node.scrollActions).isEmpty
    let important = !node.has("scopesRoute") && speaks
    e.importantForAccessibility = important
    e.focusable = important || (!node.has("scopesRoute") && node.has("isFocusable")) ? true : nil
    e.customActions = node.customActions.map { CustomAction(name: $0) }
    e.children = sent.children.map { androidNode($0, report: report, tooltips: &tooltips) }
    return e
  }
}

// MARK: - Reading

extension FlutterSemanticsReader: CaptureReader {
  static let id = "flutter"
  static let name = "Flutter semantics tree"
  static let expected = "a Flutter semantics tree (debugDumpSemanticsTree text)"
  static let gaps: SourceGaps = [
    .effects: CaptureReaders.noEffects,
    .collections: "a Flutter semantics tree does not record list sizes or item positions the platforms see",
  ]

  static func recognises(_ input: CaptureInput) -> Recognition {
    switch input.content {
    case .text(let text, _): return looksLikeDump(text) ? .yes : .no
    case .json: return input.wrappedString.map(looksLikeDump) == true ? .yes : .no
    default: return .no
    }
  }

  /// A `SemanticsNode#` header with a `Rect.fromLTRB(` line soon after.
  static func looksLikeDump(_ text: String) -> Bool {
    let head = text.prefix(16_384)
    guard let header = head.range(of: "SemanticsNode#") else { return false }
    return head[header.upperBound...].prefix(2_000).contains("Rect.fromLTRB(")
  }

  static func read(_ input: CaptureInput, report: ImportReport) throws(InputError) -> Document {
    let roots = try parse(input.unwrapped(noting: report) ?? input.text, report: report)
    let ratio = pixelRatio(roots)
    let tree = roots.map { sent($0, parent: identity, direction: "ltr", report: report) }
    let rootFrame = tree.first?.frame
    switch report.platform ?? .ios {
    case .ios:
      let elements = tree.compactMap { iosElement($0, ratio: ratio, report: report) }
      var count = 0
      for e in elements { e.forEachDescendant { if $0.isAccessibilityElement == true { count += 1 } } }
      if count == 0 {
        report.warn("nothingToSay", at: nil, "no node of this tree is an accessibility element on iOS, so VoiceOver would say nothing here")
      }
      let size = rootFrame.map { [($0.r - $0.l) / ratio, ($0.b - $0.t) / ratio] }
      let frame = size.map { Frame(x: 0, y: 0, width: $0[0], height: $0[1]) }
      var root = Element(children: elements)
      root.accessibilityElements = elements.compactMap(\.id)
      let screen = Screen(device: CaptureScreen.device(for: frame), size: size, root: root)
      return Document(screen: screen).withReaderPaths()
    case .android:
      var tooltips = 0
      let nodes = tree.map { androidNode($0, report: report, tooltips: &tooltips) }
      if tooltips > 0 {
        report.warn("flutterTooltip", at: nil, "\(tooltips) tooltip\(tooltips == 1 ? " is" : "s are") left out on Android: from Android 9 the engine sets them as tooltip text, which Earshot's TalkBack does not read")
      }
      let size = rootFrame.map { [$0.r - $0.l, $0.b - $0.t] }
      // A whole tree (from node #0) prints the pixel ratio on the root's child, or none when it is 1.
      let whole = roots.first?.id == "0"
      return AndroidScreen.document(nodes: nodes, size: whole ? size : nil, wholeScreen: whole, density: whole ? ratio : nil, report: report)
    case let other:
      // Flutter's engine maps its tree onto these two platforms' accessibility only.
      throw report.error(at: nil, "Flutter's engine maps its semantics tree onto iOS and Android screens only, not \(other.name) ones")
    }
  }
}

extension CaptureFormat {
  public static let flutter = CaptureFormat(FlutterSemanticsReader.self)
}

extension Substring {
  fileprivate var trimmingSpaces: String { String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()) }
}
