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
    return element.kind.descriptor.isElement(hasLabel: element.label != nil)
  }

  func isHidden(_ element: Element, in state: ScreenState) -> Bool {
    if state.overrides.isEmpty { return element.hidden }
    return state.overrides[element.key]?.hidden ?? element.hidden
  }

  /// The element as VoiceOver meets it: its own state with the live changes applied, and what
  /// the document leaves out taken from its type.
  func resolve(_ element: Element, in screenState: ScreenState, language: String, series: SeriesKind?) -> ResolvedElement {
    let change = screenState.overrides.isEmpty ? nil : screenState.overrides[element.key]
    let kind = element.kind
    var state = element.state.applying(change)
    if state.traits == nil {
      // An untyped child of a segmented control or tab bar is a segment or tab: a button.
      state.traits = series != nil && element.type == nil ? [.button] : kind.descriptor.traits
    }
    var source = element
    if state.label == nil, let name = defaultImageName(element) {
      let spoken = ImageName.spoken(name)
      state.label = spoken.text
      // An asset name is read character by character class, punctuation included (WWDC19 254).
      if spoken.isAssetName, source.speech == nil { source.speech = SpeechAttributes(punctuation: true) }
    }
    state.label = state.label ?? defaultLabel(element)
    // A UISwitch reports on or off itself: an accessibilityValue set on it is not read
    // (AccessibilitySnapshot's switch reference images, on real UISwitch views).
    if kind.descriptor.value == .onOff { state.value = nil }
    state.value = state.value ?? defaultValue(element)
    // A UISwitch is off unless on; an element with the toggle trait alone and no value has no state
    // to say (`Unverified.toggleTraitAloneHasNoState`).
    if state.on == nil, state.value == nil,
      kind.descriptor.value == .onOff || (state.traits!.has(.toggleButton) && !Unverified.toggleTraitAloneHasNoState)
    {
      state.on = false
    }
    state.adjustablePosition = state.adjustablePosition ?? element.adjustable.map(Self.initialPosition)
    return ResolvedElement(source: source, kind: kind, state: state, language: element.language ?? language)
  }

  /// The image name a label falls back to, when the type reads one and there is no text.
  private func defaultImageName(_ e: Element) -> String? {
    switch e.kind.descriptor.label {
    case .textOrImageName: return e.text == nil ? e.image : nil
    case .imageName: return e.image
    case .text, .textOrPhrase, .none: return nil
    }
  }

  private func defaultLabel(_ e: Element) -> String? {
    switch e.kind.descriptor.label {
    case .text, .textOrImageName: return e.text
    case .imageName: return nil
    case .textOrPhrase(let phrase): return e.text ?? profile.phrase(phrase)
    case .none: return nil
    }
  }

  private func defaultValue(_ e: Element) -> String? {
    // A tab's badge: UIKit reads a number as a count of items, other text as written
    // (AccessibilitySnapshot's tab bar reference images: "Item B: 3 items").
    if let badge = e.badge, !badge.isEmpty {
      return Unverified.numberBadgeIsItemCount && badge.allSatisfy(\.isASCIIDigit) ? profile.phrase(.badgeCount, badge) : badge
    }
    switch e.kind.descriptor.value {
    case .typedText: return e.text
    case .secureText: return Unverified.secureTextIsSilent ? nil : e.text
    case .number, .percent, .page, .onOff: return e.adjustable.map { adjustableValue($0, kind: e.kind, position: nil) }
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
      switch kind.descriptor.value {
      case .percent:
        return profile.phrase(.percent, Self.number(((v - min) / (max - min) * 100).rounded()))
      case .page:
        return profile.phrase(.page, Self.number(v), Self.number(max))
      case .number, .typedText, .secureText, .onOff:
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

extension Character {
  var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

extension Double {
  func clamped(_ low: Double, _ high: Double) -> Double { Swift.min(Swift.max(self, low), high) }
}
