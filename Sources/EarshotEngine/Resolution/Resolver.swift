import EarshotModel
import Foundation

/// Applies type defaults and live state to elements. Phrases that UIKit itself produces as values
/// ("60%", "Page 2 of 11", "In progress") come from the voice profile, so they follow its language.
public struct Resolver: Sendable {
  public var profile: VoiceProfile

  public init(profile: VoiceProfile) { self.profile = profile }

  /// Whether VoiceOver treats `element` as an element (a stop) rather than a container or plain view.
  func isElement(_ element: Element, series: SeriesKind?) -> Bool {
    if let explicit = element.isAccessibilityElement { return explicit }
    if element.combine == .combine || element.combine == .ignore { return true }
    if element.combine == .contain { return false }
    // Inside a segmented control or tab bar, an untyped child is a segment or a tab.
    if series != nil, element.type == nil { return element.text != nil || element.label != nil || element.image != nil }
    return element.kind.isElementByDefault(hasLabel: element.label != nil)
  }

  func isHidden(_ element: Element, in state: ScreenState) -> Bool {
    if state.overrides.isEmpty { return element.hidden }
    return state.overrides[element.key]?.hidden ?? element.hidden
  }

  /// The element as VoiceOver meets it.
  func resolve(_ element: Element, in state: ScreenState, language: String, series: SeriesKind?) -> ResolvedElement {
    let o = state.overrides.isEmpty ? nil : state.overrides[element.key]
    let kind = element.kind
    var traits = o?.traits ?? element.traits ?? kind.defaultTraits
    if series != nil, element.type == nil, element.traits == nil, o?.traits == nil { traits = [.button] }
    let position = o?.adjustablePosition
    var value = o?.value
    if value == nil {
      if position != nil, let adjustable = element.adjustable {
        value = adjustableValue(adjustable, kind: kind, position: position)
      } else {
        value = element.value ?? defaultValue(element)
      }
    }
    var on = o?.on ?? element.on
    if on == nil, traits.has(.toggleButton), value == nil { on = false }
    return ResolvedElement(
      key: element.key, id: element.id, path: element.path, kind: kind,
      label: o?.label ?? element.label ?? defaultLabel(element),
      value: value, hint: element.hint, traits: traits, on: on, frame: element.frame,
      language: element.language ?? language, customActions: element.customActions,
      customContent: element.customContent, rotors: element.rotors, speech: element.speech,
      adjustable: element.adjustable, adjustablePosition: position ?? element.adjustable.map(Self.initialPosition),
      inputLabels: element.inputLabels, headingLevel: element.headingLevel, onActivate: element.onActivate,
      onEscape: element.onEscape, onMagicTap: element.onMagicTap)
  }

  private func defaultLabel(_ e: Element) -> String? {
    switch e.kind {
    case .button, .backButton, .link, .cell, .view:
      return e.text ?? e.image.map(ImageName.humanized)
    case .image:
      // An unlabeled image made an element is read by its symbol or asset name.
      return e.image.map(ImageName.humanized)
    case .activityIndicator:
      return e.text ?? profile.phrase(.inProgress)
    case .textField, .secureTextField, .searchField, .textView:
      return nil  // The typed text is the value.
    default:
      return e.text
    }
  }

  private func defaultValue(_ e: Element) -> String? {
    switch e.kind {
    case .textField, .searchField, .textView: return e.text
    case .secureTextField: return Unverified.secureTextIsSilent ? nil : e.text
    default: return e.adjustable.map { adjustableValue($0, kind: e.kind, position: nil) }
    }
  }

  static func initialPosition(_ adjustable: Adjustable) -> Double {
    switch adjustable {
    case .values(_, let index): return Double(index)
    case .range(_, _, _, let value, _): return value
    }
  }

  /// The spoken value of an adjustable at `position` (its starting position when nil).
  public func adjustableValue(_ adjustable: Adjustable, kind: ElementType, position: Double?) -> String {
    switch adjustable {
    case .values(let values, let index):
      let i = position.map { Int($0) } ?? index
      return values[min(max(i, 0), values.count - 1)]
    case .range(let min, let max, _, let start, let format):
      let v = position ?? start
      if let format { return format.replacingOccurrences(of: "{}", with: Self.number(v)) }
      switch kind {
      case .slider, .progressView:
        return profile.phrase(.percent, Self.number(((v - min) / (max - min) * 100).rounded()))
      case .pageControl:
        return profile.phrase(.page, Self.number(v), Self.number(max))
      default:
        return Self.number(v)
      }
    }
  }

  /// Moves an adjustable one step; returns the new position, or nil at either end.
  public static func step(_ adjustable: Adjustable, from position: Double, by direction: Int) -> Double? {
    switch adjustable {
    case .values(let values, _):
      let next = Int(position) + direction
      return values.indices.contains(next) ? Double(next) : nil
    case .range(let min, let max, let step, _, _):
      let next = (position + Double(direction) * step).clamped(min, max)
      return next == position ? nil : next
    }
  }

  /// A number as VoiceOver reads it: whole numbers without decimals, others to two places.
  static func number(_ v: Double) -> String {
    if v == v.rounded() { return String(Int(v)) }
    var s = String(format: "%.2f", v)
    while s.hasSuffix("0") { s.removeLast() }
    return s
  }
}

extension Double {
  func clamped(_ low: Double, _ high: Double) -> Double { Swift.min(Swift.max(self, low), high) }
}
