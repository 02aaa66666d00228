import EarshotEngine
import EarshotModel

/// Builds what VoiceOver says for an element, as typed segments:
///
/// container label · "Selected" · a table cell's headers · label · "collapsed"/"expanded" ·
/// high-importance custom content · value · "row header", "row 2", "column 3" · "dimmed" ·
/// type words (a switch's state right after "switch button") · position ("2 of 4", "list start") ·
/// "More content available" · "Actions available" · pause · hint
///
/// The order of the parts before the hint comes from VoiceOver's reader profile (`order`), and every word
/// VoiceOver adds comes from its phrase table. Evidence: docs/EVIDENCE.md (WWDC sessions,
/// recordings, AccessibilitySnapshot's `UIAccessibility+SnapshotAdditions.swift`).
public struct UtteranceBuilder: ReaderPhrasing {
  /// VoiceOver's words and order in the profile's language.
  public let profile: ReaderProfile<Phrase>
  let unverified: VoiceOverUnverified
  /// Whether hints are spoken (the profile's `speakHints`, or `--no-hints`).
  public var speakHints: Bool

  /// Each role's place in the profile's order, by `SegmentRole.caseIndex`.
  private let rank: [Int]
  /// Whether the order puts the state right after the type words: then a switch's state is said
  /// right after "switch button", before any later type word ("switch button, off, heading"), as
  /// in AccessibilitySnapshot's trait specifiers.
  private let stateJoinsType: Bool

  public init(reader: VoiceOver, speakHints: Bool? = nil) {
    profile = reader.profile
    unverified = reader.unverified
    self.speakHints = speakHints ?? reader.speakHints
    var rank = [Int](repeating: Int.max, count: SegmentRole.allCases.count)
    for (i, role) in reader.profile.order.enumerated() { rank[role.caseIndex] = i }
    self.rank = rank
    stateJoinsType = rank[SegmentRole.state.caseIndex] == rank[SegmentRole.type.caseIndex] + 1
  }

  /// What VoiceOver says when focus lands on `stop`, having entered `entering` on the way.
  public func focus(_ stop: Stop, entering: [ContainerContext] = [], hints: Bool? = nil) -> Utterance {
    let e = stop.element
    // One buffer for every part, put in the profile's order at the end: this runs once per stop.
    // Each part sorts as its role, or as the role it is spoken beside (`placedAs`).
    var parts: [(segment: Segment, placedAs: SegmentRole)] = []
    parts.reserveCapacity(8)
    func add(_ role: SegmentRole, _ text: String?, language: String? = nil, phrase: Bool = false, speech: SpeechAttributes? = nil,
             placedAs: SegmentRole? = nil) {
      guard let text, !text.isEmpty else { return }
      let segment = Segment(role: role, text: text, language: language ?? (phrase ? profile.language : e.language), isPhrase: phrase, speech: speech)
      parts.append((segment, placedAs ?? role))
    }

    for container in entering { for word in containerWords(container) { parts.append((word, word.role)) } }

    var label = e.label
    // A back button titled "Back" is read "Back button", not "Back, back button" (AccessibilitySnapshot).
    if e.traits.has(.backButton), let l = label, l.lowercased() == profile.phrase(.back).lowercased() { label = nil }
    var customHint = e.hint
    var promotedHint = false
    // An element with nothing to say but a hint speaks the hint as its label (AccessibilitySnapshot's hint
    // promotion). "Selected" and a data-table cell's place are said before that, so an element that has
    // them keeps its hint as a hint (`UIAccessibility+SnapshotAdditions.swift` at 5b03db81, lines 75–81 and 160).
    if (label ?? "").isEmpty, (e.value ?? "").isEmpty, customHint != nil, !e.traits.has(.selected), stop.tableCell == nil {
      label = customHint
      customHint = nil
      promotedHint = true
    }

    if e.traits.has(.selected) { add(.selected, profile.phrase(.selected), phrase: true) }
    // A data-table cell reads its headers first, each header's label and value (AccessibilitySnapshot
    // issue #7, on real VoiceOver).
    for header in stop.tableCell?.headers ?? [] {
      add(.tableHeaders, header.label, language: header.language)
      add(.tableHeaders, header.value, language: header.language)
    }
    if let label, !label.isEmpty, !e.labelSpans.isEmpty {
      // An attributed label's runs, each in its own language and speech (accessibilitySpeechLanguage,
      // an attributed string's languageIdentifier, accessibilitySpeechSpellOut and …Pitch), said
      // on with no pause (`Unverified.labelRunsJoin`): the voice switches mid-label. Runs said
      // apart, with a pause, lose the spaces between them.
      let joins = unverified.labelRunsJoin
      for run in LabelSpan.runs(of: label, e.labelSpans) {
        let text = joins ? String(run.text) : String(run.text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        guard !text.isEmpty else { continue }
        var segment = Segment(role: .label, text: text, language: run.span?.language ?? e.language,
                              speech: run.span?.speech.map { $0.over(e.speech) } ?? e.speech)
        segment.joinsPrevious = joins && run.text.startIndex > label.startIndex
        parts.append((segment, .label))
      }
    } else {
      add(.label, label, speech: e.speech)
    }
    // A direct-touch area with nothing to say is named for what it is (Unity's
    // AccessibilityNode.allowsDirectInteraction documentation: "direct touch area"; one source).
    if (label ?? "").isEmpty, (e.value ?? "").isEmpty, e.traits.has(.allowsDirectInteraction) {
      add(.label, profile.phrase(.directTouchArea), phrase: true)
    }
    // "collapsed" or "expanded" right after the label (the MagentaA11y expandable recording:
    // "Amenities collapsed … button").
    if let expanded = e.expanded { add(.state, profile.phrase(expanded ? .expanded : .collapsed), phrase: true, placedAs: .label) }
    for content in e.customContent where content.importance == .high { add(.customContent, content.value) }

    // A toggle's state (or its own value) follows "switch button" (iOS 17+, WWDC23 10036).
    let readsAsSwitch = self.readsAsSwitch(e)
    let state = stateText(e)
    if !readsAsSwitch || !stateJoinsType { add(readsAsSwitch ? .state : .value, state.text, phrase: state.isPhrase) }
    if let place = enumeratedPlace(e) { add(.value, place, phrase: true) }
    if let cell = stop.tableCell {
      // After the cell's value: whether it heads its row or column, then its row (first cell of a
      // row only) and column, 1-based (AccessibilitySnapshot issue #7 and its data-table context).
      // A cell heading both says both, row first (AccessibilitySnapshot issue #7, real VoiceOver:
      // "A1: A1 Value. Row Header. Column Header. Row 1. Column 1.").
      if cell.header?.headsRow == true { add(.tableCell, profile.phrase(.rowHeader), phrase: true) }
      if cell.header?.headsColumn == true { add(.tableCell, profile.phrase(.columnHeader), phrase: true) }
      // A cell over several rows or columns says so before its place (AccessibilitySnapshot's
      // data-table context, `UIAccessibility+SnapshotAdditions.swift` at 5b03db81: "Spans 2 rows.").
      if cell.rowSpan > 1 { add(.tableCell, profile.count(Phrase.rowSpans, cell.rowSpan), phrase: true) }
      if cell.columnSpan > 1 { add(.tableCell, profile.count(Phrase.columnSpans, cell.columnSpan), phrase: true) }
      if cell.isFirstInRow { add(.tableCell, profile.phrase(.row, profile.number(cell.row + 1)), phrase: true) }
      add(.tableCell, profile.phrase(.column, profile.number(cell.column + 1)), phrase: true)
    }
    if e.isDimmed { add(.dimmed, profile.phrase(.dimmed), phrase: true) }
    for word in typeWords(stop, readsAsSwitch: readsAsSwitch) {
      add(.type, word.text, phrase: true)
      if word.phrase == .switchButton, stateJoinsType { add(.state, state.text, phrase: state.isPhrase, placedAs: .type) }
    }
    if let caret = insertionPointPhrase(e) { add(.state, profile.phrase(caret), phrase: true, placedAs: .type) }
    if let position = stop.position {
      add(.position, profile.phrase(.position, profile.number(position.index), profile.number(position.count)), phrase: true)
    } else if let boundary = stop.boundary {
      add(.position, profile.phrase(Self.phrase(boundary)), phrase: true)
    }
    // Custom content that is all high importance is read inline with no "More content available"
    // (CVS Health's custom content technique: "12A, Window seat, Switch button, off").
    if e.customContent.contains(where: { $0.importance == .default }) {
      add(.moreContent, profile.phrase(.moreContent), phrase: true)
    }
    if !e.customActions.isEmpty { add(.actions, profile.phrase(.actionsAvailable), phrase: true) }

    let spokenHints = hints ?? speakHints ? self.hints(for: e, custom: customHint, promoted: promotedHint) : []
    // Sized at once: an utterance lives as long as its transcript, and appending the hints to a
    // full array would double its size.
    var segments = ordered(&parts, reserving: spokenHints.count)
    for hint in spokenHints {
      segments.append(Segment(role: .hint, text: hint.text, language: hint.isPhrase ? profile.language : e.language, isPhrase: hint.isPhrase))
    }
    return Utterance(segments)
  }

  /// What VoiceOver says when the Links rotor lands on a link inside `stop`'s label: the link's
  /// text, in its run's language and speech, then "link", as a link element says it.
  public func link(_ run: (text: Substring, span: LabelSpan), in stop: Stop) -> Utterance {
    let e = stop.element
    return Utterance([Segment(role: .label, text: String(run.text), language: run.span.language ?? e.language, speech: run.span.speech.map { $0.over(e.speech) } ?? e.speech),
                      Segment(role: .type, text: profile.phrase(.link), language: profile.language, isPhrase: true)])
  }

  /// Where a text field being edited has its insertion point, said after "is editing" (the
  /// MagentaA11y text-input and time-picker recordings: "text field is editing insertion point at
  /// start"; "E-mail … text field insertion point at end"): at start when the field is empty or the
  /// point is at its start, at end otherwise (`Unverified.insertionPointInsideTextSaysEnd`).
  /// UIKit puts the point at the end of the text when editing begins, so that is where it is when
  /// the document does not say.
  public func insertionPointPhrase(_ e: ResolvedElement) -> Phrase? {
    guard e.isTextEntry, e.traits.has(.isEditing) else { return nil }
    let length = Self.typedText(e).count
    let point = min(e.insertionPoint ?? length, length)
    if length == 0 || point == 0 { return .insertionPointStart }
    if point < length, !unverified.insertionPointInsideTextSaysEnd { return nil }
    return .insertionPointEnd
  }

  /// The text typed in a text field: its value, unless that is the placeholder an empty field shows.
  public static func typedText(_ e: ResolvedElement) -> String {
    guard let value = e.value, value != e.placeholder else { return "" }
    return value
  }

  /// What VoiceOver says after an increment, decrement or toggle: only the new value (a
  /// switch's new state).
  public func valueChange(_ element: ResolvedElement) -> Utterance {
    let state = stateText(element)
    guard let text = state.text, !text.isEmpty else { return Utterance() }
    let role: SegmentRole = readsAsSwitch(element) ? .state : .value
    var segments = [Segment(role: role, text: text, language: state.isPhrase ? profile.language : element.language, isPhrase: state.isPhrase)]
    if let place = enumeratedPlace(element) { segments.append(Segment(role: .value, text: place, language: profile.language, isPhrase: true)) }
    return Utterance(segments)
  }

  /// An enumerated adjustable's place among its values, in the profile's words ("2 of 3"; VoiceOver
  /// Designer's `AdjustableOptions.swift` adds it to the current option).
  func enumeratedPlace(_ e: ResolvedElement) -> String? {
    Resolver.enumeratedPlace(e).map { profile.phrase(.position, profile.number($0.index), profile.number($0.count)) }
  }

  /// What VoiceOver says after an element expands or collapses: only its new state
  /// (`VoiceOverUnverified.expansionSpeaksOnlyTheState`).
  public func expansionChange(_ element: ResolvedElement) -> Utterance {
    guard let expanded = element.expanded else { return Utterance() }
    return spoken(profile.phrase(expanded ? .expanded : .collapsed), role: .state)
  }

  /// Whether VoiceOver reads the element as a switch: "switch button", then its state. On iOS 17
  /// the toggle trait alone does (AccessibilitySnapshot issue #199, on real VoiceOver), though
  /// Apple's documentation pairs it with the button trait (`VoiceOverUnverified.switchButtonNeedsButtonTrait`).
  func readsAsSwitch(_ e: ResolvedElement) -> Bool {
    e.isToggle && (e.traits.has(.button) || !unverified.switchButtonNeedsButtonTrait)
  }

  /// A toggle's state: its value "1", "0" or "2" read as "on", "off" or "mixed", any other value as
  /// written, and without a value its `on` (AccessibilitySnapshot's switch-button states). Other
  /// elements: the value.
  func stateText(_ e: ResolvedElement) -> (text: String?, isPhrase: Bool) {
    if e.isToggle, let value = e.value, let word = Self.toggleStates[value] { return (profile.phrase(word), true) }
    if let value = e.value { return (value, e.valueIsPhrase) }
    return (e.on.map(stateWord), true)
  }

  /// The values a toggle reads as its state.
  static let toggleStates: [String: Phrase] = ["1": .on, "0": .off, "2": .mixed]

  static func phrase(_ boundary: ContainerBoundary) -> Phrase {
    switch boundary {
    case .listStart: return .listStart
    case .listEnd: return .listEnd
    case .landmarkStart: return .landmarkStart
    case .landmarkEnd: return .landmarkEnd
    }
  }

  /// One spoken line of VoiceOver's own (a rotor name, an action name).
  public func spoken(_ text: String, role: SegmentRole, language: String? = nil, isPhrase: Bool = true) -> Utterance {
    Utterance([Segment(role: role, text: text, language: language ?? profile.language, isPhrase: isPhrase)])
  }

  func stateWord(_ on: Bool) -> String { profile.phrase(on ? .on : .off) }

  /// The parts in the profile's order, keeping the order of parts placed alike (a stable
  /// insertion sort: an utterance has a handful of parts). Sorted where they are: a sorted copy
  /// would copy the buffer, and every segment's strings with it, at the first swap.
  private func ordered(_ result: inout [(segment: Segment, placedAs: SegmentRole)], reserving extra: Int) -> [Segment] {
    for i in result.indices.dropFirst() {
      var j = i
      while j > 0, rank[result[j].placedAs.caseIndex] < rank[result[j - 1].placedAs.caseIndex] {
        result.swapAt(j, j - 1)
        j -= 1
      }
    }
    var segments: [Segment] = []
    segments.reserveCapacity(result.count + extra)
    for part in result { segments.append(part.segment) }
    return segments
  }

  /// What focus entering `container` adds: its label, with "alert" for alerts and "Tab bar" for
  /// an unlabeled tab bar (both in `VoiceOverUnverified`).
  func containerWords(_ container: ContainerContext) -> [Segment] {
    var words: [Segment] = []
    if let label = container.label, !label.isEmpty {
      if container.kind == .stepper, !unverified.stepperLabelAsContainer { return [] }
      words.append(Segment(role: .containerLabel, text: label, language: container.language))
    } else if container.kind == .tabBar, unverified.announcesUnlabeledTabBar {
      words.append(Segment(role: .containerLabel, text: profile.phrase(.tabBar), language: profile.language, isPhrase: true))
    }
    if container.kind == .alert {
      let word = Segment(role: .containerLabel, text: profile.phrase(.alert), language: profile.language, isPhrase: true)
      if unverified.alertWordFollowsTitle { words.append(word) } else { words.insert(word, at: 0) }
    }
    return words
  }

  /// The type words in VoiceOver's fixed order (AccessibilitySnapshot's trait specifiers). "button" is
  /// dropped for keyboard keys, switches, tabs, back buttons and controls with words of their own
  /// ("pop up button"), which are said in its place.
  private func typeWords(_ stop: Stop, readsAsSwitch: Bool) -> [(text: String, phrase: Phrase)] {
    let e = stop.element
    let t = e.traits
    let own = e.kind.voiceOverWord
    let isTab = stop.series == .tab || t.has(.tabBarItem)
    var phrases: [Phrase] = []
    var heading: String?
    if t.has(.button), !t.has(.keyboardKey), !t.has(.toggleButton), !isTab, !t.has(.backButton),
      own == nil || !unverified.popUpButtonDropsButton
    {
      phrases.append(.button)
    }
    if let own, own != .progress || unverified.progressViewSaysProgress { phrases.append(own) }
    if t.has(.backButton) { phrases.append(.backButton) }
    if readsAsSwitch { phrases.append(.switchButton) }
    if isTab { phrases.append(.tab) }
    if t.has(.textEntry), !t.has(.searchField) { phrases.append(t.has(.secureTextField) ? .secureTextField : .textField) }
    if t.has(.textEntry), t.has(.isEditing) { phrases.append(.isEditing) }
    if t.has(.header) {
      // A heading level is said as in web content ("heading level 1"; `VoiceOverUnverified.headingLevelSpoken`).
      if let level = e.headingLevel, unverified.headingLevelSpoken {
        phrases.append(.headingLevel)
        heading = profile.phrase(.headingLevel, String(level))
      } else {
        phrases.append(.heading)
      }
    }
    // A label holding links says "link" once, as the link trait does (`Unverified.labelLinksSayLink`).
    if t.has(.link) || (unverified.labelLinksSayLink && !LabelSpan.links(in: e.label ?? "", e.labelSpans).isEmpty) { phrases.append(.link) }
    if t.has(.adjustable) { phrases.append(.adjustable) }
    if t.has(.image) { phrases.append(.image) }
    if t.has(.searchField) { phrases.append(.searchField) }
    return phrases.map { ($0 == .headingLevel ? heading ?? "" : profile.phrase($0), $0) }
  }

  /// The hint: the element's own, then the ones VoiceOver generates (AccessibilitySnapshot's
  /// hint strings and the recordings in docs/EVIDENCE.md). A dimmed element gets no generated
  /// hint; text entry replaces the custom hint; buttons get none; the search-field trait alone
  /// gives none (it is a word, not text entry).
  private func hints(for e: ResolvedElement, custom: String?, promoted: Bool) -> [(text: String, isPhrase: Bool)] {
    // Typed as returned: an array of unlabelled pairs is cast to the labelled type element by element.
    var hints: [(text: String, isPhrase: Bool)] = []
    let t = e.traits
    if let custom, !custom.isEmpty, !(e.isTextEntry && !e.isDimmed) { hints.append((custom, false)) }
    guard !e.isDimmed else { return hints }
    if e.isTextEntry {
      let hint: Phrase = t.has(.isEditing) ? .textEditingHint : t.has(.textArea) ? .textAreaHint : .textEntryHint
      hints.append((profile.phrase(hint), true))
    } else if e.isToggle {
      hints.append((profile.phrase(.switchHint), true))
    } else if e.isAdjustable, !promoted {
      hints.append((profile.phrase(.adjustableHint), true))
    }
    if let hint = e.kind.voiceOverHint { hints.append((profile.phrase(hint), true)) }
    // An expandable element says what a double tap will do (the MagentaA11y expandable recording).
    if let expanded = e.expanded { hints.append((profile.phrase(expanded ? .collapseHint : .expandHint), true)) }
    // Which hint depends on the Direct Touch Apps setting (`Unverified.directTouchAllowedForApp`).
    if t.has(.allowsDirectInteraction) {
      hints.append((profile.phrase(unverified.directTouchAllowedForApp ? .directInteractionHint : .directTouchRotorHint), true))
    }
    if !e.customActions.isEmpty {
      if !unverified.customActionsHintFollowsCustomHint { hints.removeAll { !$0.isPhrase } }
      hints.append((profile.phrase(.customActionsHint), true))
    }
    return hints
  }
}
