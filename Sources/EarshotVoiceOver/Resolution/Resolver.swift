import EarshotEngine
import EarshotModel
import Foundation

/// Applies type defaults and live state to elements. Phrases that UIKit itself produces as values
/// ("60%", "Page 2 of 11", "In progress") come from VoiceOver's reader profile, so they follow its language.
public struct Resolver: Sendable {
  public var profile: ReaderProfile<Phrase>
  let unverified: VoiceOverUnverified

  public init(reader: VoiceOver) {
    profile = reader.profile
    unverified = reader.unverified
  }

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
      let spoken = ImageName.spoken(name, plainNamesAreSymbols: unverified.plainNamesAreSymbols)
      state.label = spoken.text
      // An asset name is read character by character class, punctuation included (WWDC19 254).
      if spoken.isAssetName, source.speech == nil { source.speech = SpeechAttributes(punctuation: true) }
    }
    state.label = state.label ?? defaultLabel(element)
    // Source code is read with all its punctuation (Apple's TextualContextAttribute: in a source
    // coding context VoiceOver "could choose to speak all punctuation"); a console too
    // (`Unverified.consoleReadsPunctuation`). Speech attributes the document writes win.
    if let context = element.textualContext, source.speech?.punctuation == nil,
      context == .sourceCode || (context == .console && unverified.consoleReadsPunctuation)
    {
      var speech = source.speech ?? SpeechAttributes()
      speech.punctuation = true
      source.speech = speech
    }
    // A UISwitch reports on or off itself: an accessibilityValue set on it is not read
    // (AccessibilitySnapshot's switch reference images, on real UISwitch views).
    if kind.descriptor.value == .onOff { state.value = nil }
    state.adjustablePosition = state.adjustablePosition ?? element.adjustable.flatMap(Self.initialPosition)
    // Once a gesture has moved the position (and nothing set a value since), the value is the one the
    // position gives, whatever value was written before.
    let moved = change?.adjustablePosition != nil && change?.value == nil && element.adjustable != nil
    var valueIsPhrase = false
    if state.value == nil || moved {
      let made = defaultValue(element, position: state.adjustablePosition)
      state.value = made?.text
      valueIsPhrase = made?.isPhrase ?? false
    }
    // A UISwitch is off unless on; an element with the toggle trait alone and no value has no state
    // to say (`VoiceOverUnverified.toggleTraitAloneHasNoState`).
    if state.on == nil, state.value == nil,
      kind.descriptor.value == .onOff || (state.traits!.has(.toggleButton) && !unverified.toggleTraitAloneHasNoState)
    {
      state.on = false
    }
    return ResolvedElement(source: source, kind: kind, state: state, language: element.language ?? language, valueIsPhrase: valueIsPhrase)
  }

  /// The image name a label falls back to, when the type reads one and there is no text.
  private func defaultImageName(_ e: Element) -> String? {
    switch e.kind.descriptor.label {
    case .textOrImageName: return e.text == nil ? e.image : nil
    case .imageName: return e.image
    case .text, .textOrReaderWords, .none: return nil
    }
  }

  private func defaultLabel(_ e: Element) -> String? {
    switch e.kind.descriptor.label {
    case .text, .textOrImageName: return e.text
    case .imageName: return nil
    case .textOrReaderWords: return e.text ?? e.kind.voiceOverLabel.map { profile.phrase($0) }
    case .none: return nil
    }
  }

  /// The value UIKit gives the element when the document writes none, and whether it is in
  /// VoiceOver's words (a percentage, "Page 2 of 11", "3 items", a bare number), which follow the
  /// profile's language and number format, as AccessibilitySnapshot formats numbers for the locale
  /// (`UIAccessibility+SnapshotAdditions.swift` at 5b03db81, lines 15–17), rather than the document's.
  private func defaultValue(_ e: Element, position: Double?) -> (text: String, isPhrase: Bool)? {
    // A tab's badge: UIKit reads a number as a count of items, other text as written
    // (AccessibilitySnapshot's tab bar reference images: "Item B: 3 items").
    if let badge = e.badge, !badge.isEmpty {
      if unverified.numberBadgeIsItemCount, badge.allSatisfy(\.isASCIIDigit), let count = Int(badge) {
        return (profile.count(Phrase.badgeCounts, count), true)
      }
      return (badge, false)
    }
    switch e.kind.descriptor.value {
    // An empty field says its placeholder in place of its text (AccessibilitySnapshot's reference
    // image of a UITextField with a placeholder, iOS 18.5: "Some placeholder text. Text Field.").
    case .typedText: return (e.text ?? e.placeholder).map { ($0, false) }
    case .secureText:
      if e.text == nil { return e.placeholder.map { ($0, false) } }
      return unverified.secureTextIsSilent ? nil : e.text.map { ($0, false) }
    case .number, .percent, .page, .onOff: return e.adjustable.flatMap { adjustableValue($0, kind: e.kind, position: position) }
    }
  }

  /// Where an adjustable starts: its current value's index, or its range's value; nil when no value is current.
  static func initialPosition(_ adjustable: Adjustable) -> Double? {
    switch adjustable {
    case .values(_, let index, _): return index.map(Double.init)
    case .range(_, _, _, let value, _): return value
    }
  }

  /// The spoken value of an adjustable at `position` (its starting position when nil), and whether it
  /// is in VoiceOver's words; nil when no value is current.
  public func adjustableValue(_ adjustable: Adjustable, kind: ElementType, position: Double?) -> (text: String, isPhrase: Bool)? {
    switch adjustable {
    case .values(let values, let index, _):
      guard let i = position.map({ Int($0) }) ?? index else { return nil }
      return (values[min(max(i, 0), values.count - 1)], false)
    case .range(let min, let max, _, let start, let format):
      let v = position ?? start
      // The app's own format is its text, numbers as the app writes them.
      if let format { return (format.replacingOccurrences(of: "{}", with: Self.number(v)), false) }
      switch kind.descriptor.value {
      case .percent:
        return (profile.phrase(.percent, profile.number(((v - min) / (max - min) * 100).rounded())), true)
      case .page:
        return (profile.phrase(.page, profile.number(v), profile.number(max)), true)
      case .number, .typedText, .secureText, .onOff:
        return (profile.number(v), true)
      }
    }
  }

  /// The place of an enumerated adjustable's current value among its values, 1-based ("2 of 3").
  static func enumeratedPlace(_ e: ResolvedElement) -> (index: Int, count: Int)? {
    guard case .values(let values, _, true)? = e.adjustable, values.count > 1, let position = e.adjustablePosition else { return nil }
    return (min(max(Int(position), 0), values.count - 1) + 1, values.count)
  }

  /// Moves an adjustable one step; returns the new position, or nil at either end.
  public static func step(_ adjustable: Adjustable, from position: Double, by direction: Int) -> Double? {
    switch adjustable {
    case .values(let values, _, _):
      let next = Int(position) + direction
      return values.indices.contains(next) ? Double(next) : nil
    case .range(let min, let max, let step, _, _):
      let next = (position + Double(direction) * step).clamped(min, max)
      return next == position ? nil : next
    }
  }

  /// A number as an app's own format writes it, with a decimal point.
  static func number(_ v: Double) -> String { ReaderProfile<Phrase>.number(v, decimalSeparator: ".") }
}

extension Character {
  var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

extension Double {
  func clamped(_ low: Double, _ high: Double) -> Double { Swift.min(Swift.max(self, low), high) }
}
