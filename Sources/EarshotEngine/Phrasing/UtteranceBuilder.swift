import EarshotModel

/// Builds what VoiceOver says for an element, as typed segments:
///
/// container label · "Selected" · label · high-importance custom content · value · "dimmed" ·
/// type words · position · "More content available" · "Actions available" · pause · hint
///
/// The order of the parts before the hint comes from the voice profile (`order`), and every word
/// VoiceOver adds comes from its phrase table. Evidence: docs/EVIDENCE.md (WWDC sessions,
/// recordings, AccessibilitySnapshot's `UIAccessibility+SnapshotAdditions.swift`).
public struct UtteranceBuilder: Sendable {
  public var profile: VoiceProfile
  /// Whether hints are spoken (the profile's `speakHints`, or `--no-hints`).
  public var speakHints: Bool

  /// Each role's place in the profile's order, by `SegmentRole.caseIndex`.
  private let rank: [Int]

  public init(profile: VoiceProfile, speakHints: Bool? = nil) {
    self.profile = profile
    self.speakHints = speakHints ?? profile.speakHints
    var rank = [Int](repeating: Int.max, count: SegmentRole.allCases.count)
    for (i, role) in profile.order.enumerated() { rank[role.caseIndex] = i }
    self.rank = rank
  }

  /// What VoiceOver says when focus lands on `stop`, having entered `entering` on the way.
  public func focus(_ stop: Stop, entering: [ContainerContext] = [], hints: Bool? = nil) -> Utterance {
    let e = stop.element
    // One buffer for every part, put in the profile's order at the end: this runs once per stop.
    var parts: [Segment] = []
    parts.reserveCapacity(8)
    func add(_ role: SegmentRole, _ text: String?, language: String? = nil, phrase: Bool = false, speech: SpeechAttributes? = nil) {
      guard let text, !text.isEmpty else { return }
      parts.append(Segment(role: role, text: text, language: language ?? (phrase ? profile.language : e.language), isPhrase: phrase, speech: speech))
    }

    for container in entering { parts += containerWords(container) }

    var label = e.label
    // A back button titled "Back" is read "Back button", not "Back, back button" (AccessibilitySnapshot).
    if e.traits.has(.backButton), let l = label, l.lowercased() == profile.phrase(.back).lowercased() { label = nil }
    var customHint = e.hint
    var promotedHint = false
    // An element with nothing to say but a hint speaks the hint as its label (AccessibilitySnapshot's hint promotion).
    if (label ?? "").isEmpty, (e.value ?? "").isEmpty, customHint != nil {
      label = customHint
      customHint = nil
      promotedHint = true
    }

    if e.traits.has(.selected) { add(.selected, profile.phrase(.selected), phrase: true) }
    add(.label, label, speech: e.speech)
    for content in e.customContent where content.importance == .high { add(.customContent, content.value) }

    // A switch's on/off (or its own value) follows "switch button" when it reads as one (iOS 17+,
    // WWDC23 10036); "switch button" needs the button trait too (Apple's `toggleButton` documentation).
    let readsAsSwitch = Self.readsAsSwitch(e)
    let state = stateText(e)
    add(readsAsSwitch ? .state : .value, state.text, phrase: state.isPhrase)
    if e.isDimmed { add(.dimmed, profile.phrase(.dimmed), phrase: true) }
    for word in typeWords(stop, readsAsSwitch: readsAsSwitch) {
      add(.type, word.text, language: word.isPhrase ? profile.language : e.language, phrase: word.isPhrase)
    }
    if let position = stop.position {
      add(.position, profile.phrase(.position, String(position.index), String(position.count)), phrase: true)
    }
    if !e.customContent.isEmpty,
      Unverified.moreContentWhenAllHigh || e.customContent.contains(where: { $0.importance == .default })
    {
      add(.moreContent, profile.phrase(.moreContent), phrase: true)
    }
    if !e.customActions.isEmpty { add(.actions, profile.phrase(.actionsAvailable), phrase: true) }

    var segments = ordered(parts)
    if hints ?? speakHints {
      for hint in self.hints(for: e, custom: customHint, promoted: promotedHint) {
        segments.append(Segment(role: .hint, text: hint.text, language: hint.isPhrase ? profile.language : e.language, isPhrase: hint.isPhrase))
      }
    }
    return Utterance(segments)
  }

  /// What VoiceOver says after an increment, decrement or toggle: only the new value (a
  /// switch's new state).
  public func valueChange(_ element: ResolvedElement) -> Utterance {
    let state = stateText(element)
    guard let text = state.text, !text.isEmpty else { return Utterance() }
    let role: SegmentRole = Self.readsAsSwitch(element) ? .state : .value
    return Utterance([Segment(role: role, text: text, language: state.isPhrase ? profile.language : element.language, isPhrase: state.isPhrase)])
  }

  /// Whether VoiceOver reads the element as a switch: "switch button", then its state (iOS 17+).
  /// "switch button" needs the button trait beside the toggle trait.
  static func readsAsSwitch(_ e: ResolvedElement) -> Bool { e.isToggle && e.traits.has(.button) }

  /// The element's value, or for an element with an on/off state and no value, "on" or "off".
  func stateText(_ e: ResolvedElement) -> (text: String?, isPhrase: Bool) {
    if let value = e.value { return (value, false) }
    return (e.on.map(stateWord), true)
  }

  /// One spoken line of VoiceOver's own (a rotor name, an action name).
  public func spoken(_ text: String, role: SegmentRole, language: String? = nil, isPhrase: Bool = true) -> Utterance {
    Utterance([Segment(role: role, text: text, language: language ?? profile.language, isPhrase: isPhrase)])
  }

  func stateWord(_ on: Bool) -> String { profile.phrase(on ? .on : .off) }

  /// The parts in the profile's order, keeping the order within a role (a stable insertion sort:
  /// an utterance has a handful of parts).
  private func ordered(_ parts: [Segment]) -> [Segment] {
    var result = parts
    for i in result.indices.dropFirst() {
      var j = i
      while j > 0, rank[result[j].role.caseIndex] < rank[result[j - 1].role.caseIndex] {
        result.swapAt(j, j - 1)
        j -= 1
      }
    }
    return result
  }

  /// What focus entering `container` adds: its label, with "alert" for alerts and "Tab bar" for
  /// an unlabeled tab bar (both in `Unverified`).
  func containerWords(_ container: ContainerContext) -> [Segment] {
    var words: [Segment] = []
    if let label = container.label, !label.isEmpty {
      if container.kind == .stepper, !Unverified.stepperLabelAsContainer { return [] }
      words.append(Segment(role: .containerLabel, text: label, language: container.language))
    } else if container.kind == .tabBar, Unverified.announcesUnlabeledTabBar {
      words.append(Segment(role: .containerLabel, text: profile.phrase(.tabBar), language: profile.language, isPhrase: true))
    }
    if container.kind == .alert {
      let word = Segment(role: .containerLabel, text: profile.phrase(.alert), language: profile.language, isPhrase: true)
      if Unverified.alertWordFollowsTitle { words.append(word) } else { words.insert(word, at: 0) }
    }
    return words
  }

  /// The type words in VoiceOver's fixed order (AccessibilitySnapshot's trait specifiers). "button" is
  /// dropped for keyboard keys, switches, tabs and back buttons.
  private func typeWords(_ stop: Stop, readsAsSwitch: Bool) -> [(text: String, isPhrase: Bool)] {
    let e = stop.element
    let t = e.traits
    let isTab = stop.series == .tab || t.has(.tabBarItem)
    var words: [(String, Bool)] = []
    if t.has(.button), !t.has(.keyboardKey), !t.has(.toggleButton), !isTab, !t.has(.backButton) {
      words.append((profile.phrase(.button), true))
    }
    if t.has(.backButton) { words.append((profile.phrase(.backButton), true)) }
    if readsAsSwitch { words.append((profile.phrase(.switchButton), true)) }
    if isTab { words.append((profile.phrase(.tab), true)) }
    if t.has(.textEntry), !t.has(.searchField) {
      words.append((profile.phrase(t.has(.secureTextField) ? .secureTextField : .textField), true))
    }
    if t.has(.textEntry) || t.has(.searchField), t.has(.isEditing) { words.append((profile.phrase(.isEditing), true)) }
    if t.has(.header) { words.append((profile.phrase(.heading), true)) }
    if t.has(.link) { words.append((profile.phrase(.link), true)) }
    if t.has(.adjustable) { words.append((profile.phrase(.adjustable), true)) }
    if t.has(.image) { words.append((profile.phrase(.image), true)) }
    if t.has(.searchField) { words.append((profile.phrase(.searchField), true)) }
    if let word = e.kind.descriptor.word { words.append((profile.phrase(word), true)) }
    return words
  }

  /// The hint: the element's own, then the ones VoiceOver generates (AccessibilitySnapshot's
  /// hint strings). A dimmed element gets no generated hint; text entry replaces the
  /// custom hint; buttons get none.
  private func hints(for e: ResolvedElement, custom: String?, promoted: Bool) -> [(text: String, isPhrase: Bool)] {
    var hints: [(String, Bool)] = []
    let t = e.traits
    if let custom, !custom.isEmpty, !(e.isTextEntry && !e.isDimmed) { hints.append((custom, false)) }
    guard !e.isDimmed else { return hints }
    if e.isTextEntry {
      hints.append((profile.phrase(t.has(.isEditing) ? .textEditingHint : .textEntryHint), true))
    } else if e.isToggle {
      hints.append((profile.phrase(.switchHint), true))
    } else if e.isAdjustable, !promoted {
      hints.append((profile.phrase(.adjustableHint), true))
    }
    if t.has(.allowsDirectInteraction) { hints.append((profile.phrase(.directInteractionHint), true)) }
    if !e.customActions.isEmpty {
      if !Unverified.customActionsHintFollowsCustomHint { hints.removeAll { !$0.1 } }
      hints.append((profile.phrase(.customActionsHint), true))
    }
    return hints
  }
}
