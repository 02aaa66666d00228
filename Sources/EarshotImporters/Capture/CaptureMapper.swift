import EarshotModel
import Foundation

/// Turns a capture's node tree into the screen model: which nodes are VoiceOver stops, what each is
/// (type, traits, value), and which views are only containers.
///
/// Rules with evidence (the unverified ones are in `UnverifiedMapping`):
/// - An accessibility element hides its subtree, so a UIKit Button's StaticText child is not a second
///   stop (AccessibilitySnapshot's `AccessibilityHierarchyParser.swift`).
/// - A container whose label is made of its children's text (XCUITest and WebDriverAgent compute such
///   labels) is not a stop; its children are (docs/CAPTURE-FORMATS.md, "XCUITest").
/// - Selected → "Selected"; Disabled / `enabled=false` → "dimmed"; a switch's 1/0 → on/off
///   (MagentaA11y recordings; WWDC24 10073; docs/EVIDENCE.md).
/// - A navigation bar's title text is a heading ("Back button Privacy Dashboard Heading",
///   a MagentaA11y recording).
/// - Scroll indicators are not stops: WebDriverAgent marks them `accessible="false"` (alumnium ToDoList capture).
struct CaptureMapper {
  let report: ImportReport
  /// The screen's frame: what lies inside it and is `visible="false"` is covered, not scrolled away.
  var screen: Frame?
  /// Whether the format says which nodes are accessibility elements (Appium, idb); otherwise rules decide.
  var knowsElements: Bool

  /// What mapping a node gives: the elements that take its place (none, itself, or its children when
  /// it is a plain view), and what its subtree says, for the rules that look inside.
  struct Mapped {
    var elements: [Element] = []
    /// Lowercased words of every label in the subtree.
    var words: Set<Substring> = []
    /// The text of labeled nodes in the subtree, with frames, for reading a cell as one element.
    var texts: [(text: String, frame: Frame?)] = []
    /// The controls in the subtree (for cells).
    var controls: [CaptureNode] = []
    var elementCount = 0
  }

  struct Context {
    var inNavigationBar = false
    var insideHidden = false
  }

  // MARK: - Nodes

  func map(_ node: CaptureNode, _ ctx: Context = Context()) -> Mapped {
    let role = self.role(of: node)
    switch role {
    case .statusBar:
      if UnverifiedMapping.skipsStatusBar {
        report.warn("statusBar", at: node.place, "the status bar is left out: VoiceOver reaches it by touching the top of the screen, not by swiping through the app")
        return Mapped()
      }
    case .scrollBar:
      return Mapped()
    default:
      if Self.isScrollIndicator(node) { return Mapped() }
    }

    var inner = ctx
    let covered = isCovered(node) && !ctx.insideHidden
    if covered { inner.insideHidden = true }
    if role == .navigationBar { inner.inNavigationBar = true }
    let children = node.children.map { map($0, inner) }

    var result = Mapped()
    for child in children {
      result.words.formUnion(child.words)
      result.texts += child.texts
      result.controls += child.controls
      result.elementCount += child.elementCount
    }
    let descendantWords = result.words
    let label = Self.clean(node.label)
    if let label { result.words.formUnion(Self.words(label)) }
    if case .control = role { result.controls.append(node) }

    if isElement(node, role: role, label: label, descendants: result, descendantWords: descendantWords) {
      var element = makeElement(node, role: role, label: label, inside: result, ctx)
      if covered { element.hidden = true }
      if let text = element.label ?? element.value { result.texts = [(text, node.frame)] }
      result.elements = [element]
      result.elementCount += 1
      if covered { warnCovered(node, count: 1) }
      return result
    }

    let elements = children.flatMap(\.elements)
    var container = Element(children: elements)
    container.frame = node.frame
    if case .container(let type?) = role {
      container.type = type
      container.label = label
      if type == .alert { container.children = Self.droppingTitle(label, from: elements) }
    } else if node.isSemanticGroup, let label {
      container.containerType = .semanticGroup
      container.label = label
    }
    if covered {
      container.hidden = true
      if result.elementCount > 0 { warnCovered(node, count: result.elementCount) }
    }
    if Self.isPlain(container) {
      result.elements = container.children
    } else if !container.children.isEmpty {
      result.elements = [container]
    }
    return result
  }

  private func role(of node: CaptureNode) -> CaptureRole {
    if let kind = node.kind { return kind.role }
    if let type = node.type {
      report.warn("unknownType", at: node.place, "unknown element type \"\(type)\"; read as a plain view", summary: "more nodes of unknown types read as plain views")
    }
    return .container(nil)
  }

  /// "Vertical scroll bar, 1 page": UIKit's scroll indicators, which VoiceOver does not stop at.
  static func isScrollIndicator(_ node: CaptureNode) -> Bool {
    guard let label = node.label, node.kind == nil || node.kind == .other else { return false }
    let isBar = label.hasPrefix("Vertical scroll bar, ") || label.hasPrefix("Horizontal scroll bar, ")
    return isBar && (label.hasSuffix(" page") || label.hasSuffix(" pages"))
  }

  private func isCovered(_ node: CaptureNode) -> Bool {
    guard UnverifiedMapping.coveredMeansHidden, node.visible == false, let frame = node.frame, let screen else { return false }
    return frame.intersection(with: screen) > 0
  }

  private func warnCovered(_ node: CaptureNode, count: Int) {
    let what = count == 1 ? "1 element" : "\(count) elements"
    report.warn("covered", at: node.place, "\(what) here \(count == 1 ? "is" : "are") covered by something on top (visible=\"false\" inside the screen) and not spoken; written with \"hidden\": true",
                summary: "more covered subtrees left unspoken")
  }

  // MARK: - Elements or containers

  private func isElement(_ node: CaptureNode, role: CaptureRole, label: String?, descendants: Mapped, descendantWords: Set<Substring>) -> Bool {
    switch role {
    case .application, .statusBar, .scrollBar: return false
    default: break
    }
    if knowsElements, let accessible = node.accessible { return accessible }
    switch role {
    case .control, .key: return true
    case .text, .heading: return label != nil || Self.clean(node.value) != nil
    case .image: return label != nil
    case .cell: return !isGroupCell(node, descendants)
    case .container(_?): return false
    case .container(nil), .navigationBar, .keyboard:
      guard let label, node.kind == nil || node.kind == .other || node.kind == .group else { return false }
      if descendantWords.isEmpty { return UnverifiedMapping.labeledLeafIsElement }
      if Self.words(label).isSubset(of: descendantWords) { return false }
      if UnverifiedMapping.containerLabelIsSilent {
        report.warn("silentLabel", at: node.place, "the container labeled \"\(Self.short(label))\" is read as a plain group: its label is not its children's text, and a capture cannot tell whether VoiceOver speaks it",
                    summary: "more labeled containers read as plain groups")
      }
      return false
    default: return false
    }
  }

  /// A cell with buttons or several controls is a group of stops, not one element.
  private func isGroupCell(_ node: CaptureNode, _ inside: Mapped) -> Bool {
    guard UnverifiedMapping.cellWithControlsIsGroup, !inside.controls.isEmpty else { return false }
    if inside.controls.count == 1, inside.controls[0].kind?.role == .control(.switch) { return false }
    report.warn("groupCell", at: node.place, "this cell holds \(inside.controls.count == 1 ? "a control" : "\(inside.controls.count) controls"), so its parts are read as separate stops; a capture cannot tell whether the cell is one element",
                summary: "more cells with controls read as separate stops")
    return true
  }

  private func makeElement(_ node: CaptureNode, role: CaptureRole, label: String?, inside: Mapped, _ ctx: Context) -> Element {
    var e = Element()
    var type: ElementType?
    var traits = TraitSet()
    var node = node
    switch role {
    case .control(let t): type = t
    case .key:
      type = .button
      traits.add(.keyboardKey)
    case .text:
      type = .label
      if ctx.inNavigationBar { traits.add(.header) }
    case .heading:
      type = .label
      traits.add(.header)
    case .image: type = .image
    case .cell:
      type = .cell
      // A cell with one switch reads as that switch (Settings rows), with the cell's text as its label.
      if inside.controls.count == 1, inside.controls[0].kind?.role == .control(.switch) {
        let control = inside.controls[0]
        type = .switch
        node.isOn = node.isOn ?? control.isOn ?? Self.switchState(control.value)
        node.disabled = node.disabled || control.disabled
      }
    default: break
    }
    var label = label
    if type == .switch, role == .cell, label == nil { label = Self.clean(inside.controls[0].label) }
    if label == nil, role == .cell || role == .control(.button) || type == .switch {
      var seen = Set<String>()
      let texts = readingOrder(inside.texts).map(\.text).filter { seen.insert($0).inserted }
      if !texts.isEmpty { label = texts.joined(separator: ", ") }
    }
    if type == .button, ctx.inNavigationBar, Self.isBackButton(node, label: label) { type = .backButton }

    var value = Self.clean(node.value)
    if type == .label, value == label { value = nil }
    switch type?.descriptor.value {
    case .onOff?:
      e.on = node.isOn ?? Self.switchState(value)
      if e.on != nil { value = nil }
    case .typedText?, .secureText?:
      if type?.descriptor.value == .secureText { value = nil }  // Dots, not the typed text.
      // The placeholder is the field's own: it is said while the field is empty.
      e.placeholder = Self.clean(node.placeholder)
      if value == e.placeholder { value = nil }
      if node.focused { traits.add(.isEditing) }
    default:
      break
    }
    if label == nil, type == .label { label = value; value = nil }

    if node.selected { traits.add(.selected) }
    if node.disabled { traits.add(.notEnabled) }

    // Traits the capture lists replace the type's public ones; the private ones (text entry, back
    // button) are not in such lists and come from the type.
    var all: TraitSet
    if let listed = node.traits {
      all = listed.union(traits)
      if let type { all.formUnion(type.descriptor.traits.intersection(Self.privateTraits)) }
      if let type, let identifying = type.descriptor.identifyingTrait, !all.has(identifying) {
        // The capture says the control lacks what makes it one: keep what it says, not the type.
        return finish(&e, node: node, type: nil, traits: all, label: label, value: value)
      }
    } else {
      all = (type?.descriptor.traits ?? []).union(traits)
    }
    if all.has(.backButton), all.has(.button), type == .button { type = .backButton }
    return finish(&e, node: node, type: type, traits: all, label: label, value: value)
  }

  private func finish(_ e: inout Element, node: CaptureNode, type: ElementType?, traits: TraitSet, label: String?, value: String?) -> Element {
    e.type = type
    e.label = label
    e.value = value
    e.hint = Self.clean(node.hint)
    e.frame = node.frame
    e.id = node.identifier
    e.customActions = node.customActions.map { CustomAction(name: $0) }
    if traits != (type?.descriptor.traits ?? []) { e.traits = traits }
    let byDefault = type?.descriptor.isElement(hasLabel: label != nil) ?? false
    if !byDefault { e.isAccessibilityElement = true }
    if type == .image, label == nil, let name = node.identifier {
      e.image = name
      report.warn("imageName", at: node.place, "this image has no label, so VoiceOver reads its image name; its identifier \"\(name)\" is taken as that name",
                  summary: "more unlabeled images read by their identifier")
    }
    return e
  }

  static let privateTraits: TraitSet = [.textEntry, .secureTextField, .textArea, .backButton, .tabBarItem, .isEditing]

  private static func isBackButton(_ node: CaptureNode, label: String?) -> Bool {
    node.identifier == "BackButton" || node.identifier == "Back" || label == "Back"
  }

  // MARK: - Helpers

  /// A view with nothing VoiceOver uses: its children take its place.
  static func isPlain(_ e: Element) -> Bool {
    e.type == nil && e.label == nil && !e.hidden && !e.modal && e.containerType == nil && !e.groupChildren
      && e.isAccessibilityElement == nil && e.accessibilityElements == nil && e.combine == nil
  }

  /// The alert's title is its label, spoken on entry; its first text is not read again.
  static func droppingTitle(_ title: String?, from elements: [Element]) -> [Element] {
    guard UnverifiedMapping.alertTitleIsItsLabel, let title else { return elements }
    var elements = elements
    func drop(_ list: inout [Element]) -> Bool {
      for i in list.indices {
        if list[i].type == .label, list[i].label == title {
          list.remove(at: i)
          return true
        }
        if list[i].isAccessibilityElement != true, drop(&list[i].children) { return true }
      }
      return false
    }
    _ = drop(&elements)
    return elements
  }

  /// 1/"1" on, 0/"0" off; anything else is not a switch state.
  static func switchState(_ value: String?) -> Bool? {
    switch value {
    case "1", "true", "on": return true
    case "0", "false", "off": return false
    default: return nil
    }
  }

  /// Text with its outer whitespace removed; nil when nothing is left (`null`, `""` and `" "` labels).
  static func clean(_ text: String?) -> String? {
    guard let text else { return nil }
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    return trimmed.isEmpty ? nil : trimmed
  }

  static func words(_ text: String) -> Set<Substring> {
    Set(text.lowercased().split { !$0.isLetter && !$0.isNumber })
  }

  static func short(_ text: String) -> String {
    text.count <= 40 ? text : String(text.prefix(37)) + "…"
  }

  /// The line rule of the screen's device (a capture does not say its layout direction).
  var lineOrder: LineOrder { LineOrder(device: CaptureScreen.device(for: screen), direction: .leftToRight) }

  /// Texts in reading order: line by line, then along the line, as VoiceOver reads a cell's
  /// subviews (WWDC21 10121; AccessibilitySnapshot's sort).
  func readingOrder(_ texts: [(text: String, frame: Frame?)]) -> [(text: String, frame: Frame?)] {
    // A cell's label is a few texts; past a hundred the rest add nothing a listener could follow
    // (and the insertion sort would grow with their square).
    var items = Array(texts.prefix(100))
    lineOrder.stableSort(&items) { $0.frame }
    return items
  }
}

extension Frame {
  /// The area two frames share.
  func intersection(with other: Frame) -> Double {
    let w = min(maxX, other.maxX) - max(x, other.x)
    let h = min(maxY, other.maxY) - max(y, other.y)
    return w > 0 && h > 0 ? w * h : 0
  }
}
