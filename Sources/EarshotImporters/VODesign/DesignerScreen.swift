import EarshotModel
import Foundation

/// Turns one screen's VoiceOver Designer nodes into elements in points. The array order is the
/// focus order (VoiceOver Designer's presentation mode; docs/CAPTURE-FORMATS.md), so every level lists its children in
/// `accessibilityElements`.
struct DesignerScreen {
  let report: ImportReport
  let scale: DesignerScale
  /// The owning artboard frame's origin, subtracted first (artboard frames use absolute coordinates).
  let origin: (x: Double, y: Double)
  /// Old flat bundles may hold containers whose children were stored reversed.
  let restoresReversed: Bool
  private var used = Identifiers.Pool()
  /// How many accessibility elements were made.
  private(set) var elementCount = 0

  init(report: ImportReport, scale: DesignerScale, origin: (x: Double, y: Double), restoresReversed: Bool) {
    self.report = report
    self.scale = scale
    self.origin = origin
    self.restoresReversed = restoresReversed
  }

  /// "ru-RU" when the document's text is Cyrillic (the Russian samples); otherwise the profile's language.
  static func language(of nodes: [DesignerNode]) -> String? {
    let text = nodes.flatMap(\.elements).map { $0.label + $0.value }.joined()
    return text.unicodeScalars.contains { (0x0400...0x04FF).contains($0.value) } ? "ru-RU" : nil
  }

  mutating func root(_ nodes: [DesignerNode]) -> Element {
    let children = nodes.compactMap { element(for: $0) }
    return Element(children: children, accessibilityElements: children.compactMap(\.id))
  }

  private mutating func element(for node: DesignerNode) -> Element? {
    switch node {
    case .element(let e): return element(e)
    case .container(let c): return container(c)
    case .frame(let f):
      report.warn("nestedFrame", at: f.path, "a frame inside another node is not something VoiceOver Designer makes; ignored")
      return nil
    }
  }

  /// `f` in points, or nil (with a warning) when it falls outside `InputLimits` once scaled.
  private func point(_ f: Frame, at path: String) -> Frame? {
    let u = scale.unitsPerPoint
    func r(_ v: Double) -> Double { (v * 100).rounded() / 100 }
    let frame = Frame.checked(x: r((f.x - origin.x) / u), y: r((f.y - origin.y) / u), width: r(f.width / u), height: r(f.height / u))
    if frame == nil { report.warnBadFrame(at: path + ".frame") }
    return frame
  }

  private mutating func id(_ label: String, fallback: String) -> String {
    Identifiers.unique(Identifiers.slug(label, fallback: fallback), in: &used)
  }

  private mutating func element(_ d: DesignerElement) -> Element {
    var e = Element()
    e.id = id(d.label, fallback: "element")
    e.label = Self.nonEmpty(d.label)
    e.hint = Self.nonEmpty(d.hint)
    e.frame = point(d.frame, at: d.path)
    let (traits, unknown) = DesignerTraits.decode(d.trait)
    if unknown != 0 {
      report.warn("unknownBits", at: d.path + ".trait", "bits \(unknown) of trait \(d.trait) are not VoiceOver Designer traits; ignored, as VoiceOver Designer ignores them")
    }
    // Plain controls are written as their type, as a person would write them.
    if let type = Self.plainTypes.first(where: { $0.descriptor.traits == traits }) {
      e.type = type
      if type.descriptor.isElement(hasLabel: e.label != nil) != d.isAccessibilityElement { e.isAccessibilityElement = d.isAccessibilityElement }
    } else {
      e.traits = traits
      e.isAccessibilityElement = d.isAccessibilityElement
    }
    if d.isAccessibilityElement { elementCount += 1 }
    // VoiceOver Designer trims spaces and tabs from the value.
    let value = d.value.trimmingCharacters(in: .whitespaces)
    if traits.has(.adjustable), !d.options.isEmpty {
      // The options win over a stale `value`, as VoiceOver Designer's own text does; with no
      // `currentIndex` no option is current, so none is read and swiping moves nothing (its
      // `AdjustableOptions.swift`: `currentValue` is nil and increment needs a current index).
      let index = d.currentIndex.map { min(max($0, 0), d.options.count - 1) }
      if index == nil {
        report.warn("noCurrentOption", at: d.path + ".adjustableOptions", "no currentIndex: no option is current, so no value is read and swiping up or down changes nothing, as in VoiceOver Designer")
      }
      // "Enumerate" adds "i of n" in the app's language; Earshot says it in the voice's.
      e.adjustable = .values(d.options, index: index, enumerated: d.isEnumerated && d.options.count > 1)
      if let index, !value.isEmpty, value != d.options[index], !Self.isEnumeration(value, of: d.options[index]) {
        report.warn("staleValue", at: d.path + ".value", "the value \"\(value)\" is stale; the current option, \"\(d.options[index])\", is read, as VoiceOver Designer does")
      }
    } else if !value.isEmpty {
      e.value = value
    }
    e.customActions = d.actions.filter { !$0.isEmpty }.map { CustomAction(name: $0) }
    e.customContent = d.descriptions.filter { !$0.label.isEmpty || !$0.value.isEmpty }.map { CustomContent(label: $0.label, value: $0.value) }
    return e
  }

  /// Whether `value` is `option` followed by its place ("Small, 1 of 3", "Small, 1 из 3"): the text
  /// VoiceOver Designer writes into the value when the option is chosen in its previews.
  static func isEnumeration(_ value: String, of option: String) -> Bool {
    guard value.hasPrefix(option + ", ") else { return false }
    let words = value.dropFirst(option.count + 2).split(separator: " ")
    return words.count == 3 && Int(words[0]) != nil && Int(words[2]) != nil
  }

  private mutating func container(_ c: DesignerContainer) -> Element {
    if c.treatButtonsAsAdjustable {
      let buttons = c.children.flatMap(\.elements).filter { DesignerTraits.decode($0.trait).traits.has(.button) }
      if buttons.count >= 2 {
        // The iOS preview replaces the container with one adjustable element (VoiceOver Designer's
        // `A11yContainer.swift`).
        var proxy = DesignerElement(path: c.path, label: c.label, frame: c.frame)
        proxy.trait = 4
        proxy.options = buttons.map(\.label)
        proxy.currentIndex = 0
        proxy.isEnumerated = c.isEnumerated
        return element(proxy)
      }
    }
    var children = c.children
    if restoresReversed, UnverifiedMapping.restoresReversedContainers, Self.isReversed(children.map(\.rect), tolerance: 8 * scale.unitsPerPoint) {
      children.reverse()
      report.warn("reversed", at: c.path, "the container \"\(c.label)\" lists its elements right to left, the order VoiceOver Designer stored by mistake before February 2023; read left to right")
    }
    let mapped = children.compactMap { element(for: $0) }
    var e = Element(id: id(c.label, fallback: "container"), label: Self.nonEmpty(c.label), frame: point(c.frame, at: c.path), children: mapped,
                    accessibilityElements: mapped.compactMap(\.id))
    if c.isTabTrait {
      // "Tab Section" gives the container UIKit's tab bar trait: its elements read "tab, N of M".
      e.type = .tabBar
    } else {
      e.containerType = c.containerType
    }
    e.modal = c.isModal
    e.navigationStyle = c.navigationStyle
    return e
  }

  /// Every child after the first lies before the one listed ahead of it (right to left, or bottom up).
  static func isReversed(_ frames: [Frame], tolerance: Double) -> Bool {
    guard frames.count >= 2 else { return false }
    return zip(frames, frames.dropFirst()).allSatisfy { a, b in
      abs(a.y - b.y) >= tolerance ? b.y < a.y : b.x < a.x
    }
  }

  /// Types whose traits a designer's element is written as. A designer's switch is a custom view
  /// with the toggle and button traits, not a UISwitch (which would not read the value it carries).
  static let plainTypes: [ElementType] = [.button, .link, .image]

  static func nonEmpty(_ s: String) -> String? {
    let t = s.trimmingCharacters(in: .whitespacesAndNewlines)
    return t.isEmpty ? nil : t
  }
}
