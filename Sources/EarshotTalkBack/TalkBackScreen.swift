import EarshotEngine
import EarshotModel

/// One Android screen as TalkBack meets it: its nodes, which of them it focuses and in what order,
/// and what it says at each. Made for each screen state a transcript or session reads.
struct TalkBackScreen {
  var tree: NodeTree
  let words: TalkBackWords
  /// The collection entered at each node, once worked out: 0 not yet, -1 none, else its place in
  /// `places` plus one (a place held for every node took 128 bytes a node).
  var collections: [Int]
  var places: [CollectionPlace] = []
  /// Whether a flat collection lies below each collection, once worked out.
  var flatBelow: [Int: Bool] = [:]
  /// The usage hints made so far, by what they depend on.
  var usageHints: [HintKey: String?] = [:]
  /// Each role's word (`roleWord(of:in:)`) by the role's `caseIndex`, made once: it was made
  /// again for every description and every stop's facts, about 540 instructions each time.
  let roleWords: [Segment?]

  init(state: ScreenState, words: TalkBackWords, unverified: TalkBackUnverified = TalkBackUnverified()) {
    tree = NodeTree(state: state, language: words.language)
    self.words = words
    roleWords = TalkBackRole.allCases.map { Self.roleWord(of: $0, in: words) }
    collections = Array(repeating: 0, count: tree.nodes.count)
    if unverified.switchStatesFromAndroid {
      for i in tree.nodes.indices
      where (tree[i].role == .switch || tree[i].role == .toggleButton) && tree[i].checkable && tree[i].stateDescription == nil {
        let state = words.phrase(tree[i].androidState.checked == .true ? .valueOn : .valueOff)
        tree.nodes[i].change { $0.stateDescription = state }
        tree.nodes[i].androidState.stateDescription = state
      }
    }
  }

  /// The nodes swiping stops on, in order (`shouldFocusNode` over the traversal order).
  mutating func focusOrder() -> [Int] {
    tree.traversal().filter { tree.shouldFocus($0) }
  }

  /// Everything TalkBack says when focus lands on `i` coming from `previous`
  /// (`EventTypeViewAccessibilityFocusedFeedbackRule.viewAccessibilityFocusedDescription`,
  /// google/talkback@26a27dc `talkback/src/main/java/com/google/android/accessibility/talkback/compositor/rule/EventTypeViewAccessibilityFocusedFeedbackRule.java:167-269`):
  /// the node's description; its place in its collection, or else "Heading"; the collection
  /// entered or left; then, after the hint pause, the usage hint.
  mutating func utterance(_ i: Int, from previous: Int?, hints: Bool, description said: [Segment]? = nil, hint: String? = nil) -> Utterance {
    var segments = said ?? description(of: i)
    let transition = collectionTransition(from: previous, to: i)
    if !transition.item.isEmpty {
      segments += transition.item
    } else if tree[i].isHeading, tree[i].role != .webView {
      // :224-239: the node's role description, else "Heading".
      segments.append(tree[i].roleDescription.map { app($0, .type, i) } ?? words.word(.headingTemplate, .type))
    }
    segments += transition.collection
    if hints, let hint = hint ?? usageHint(i) { segments.append(Segment(role: .hint, text: hint, language: words.language, isPhrase: true)) }
    return Utterance(segments.trimmed())
  }

  /// The node as the rest of Earshot reads a stop: what it is (a control type and traits standing
  /// for its role), its name, its state, its hint.
  func resolved(_ i: Int, description: [Segment], hint: String?) -> ResolvedElement {
    let n = tree[i]
    // One part's text is used as it is, not copied into a string of its own.
    let joined = { (role: SegmentRole) -> String? in
      var out: String?
      for part in description where part.role == role {
        if out == nil { out = part.text } else { out! += Utterance.partSeparator + part.text }
      }
      return out
    }
    let source = n.element
    var state = source.state
    state.label = joined(.label)
    state.value = joined(.state)
    var traits: TraitSet = []
    let kind: ElementType
    switch n.role {
    case .button, .imageButton, .checkBox, .radioButton: kind = .button
    case .switch, .toggleButton: kind = .switch
    case .editText: kind = n.flags.contains(.password) ? .secureTextField : .textField
    case .image: kind = .image
    case .seekControl: kind = .slider
    case .progressBar: kind = .progressView
    case .dropDownList: kind = .popUpButton
    case .tabBar: kind = .tabBar
    // A checkable view of no class TalkBack knows that names its own role is a toggle to its user:
    // Compose's Switch is a View with the role description "Switch" and its on/off state (androidx
    // AndroidComposeViewAccessibilityDelegateCompat.android.kt at 0094ab03, populateAccessibilityNodeInfoProperties).
    case .none where n.checkable && n.roleDescription != nil, .viewGroup where n.checkable && n.roleDescription != nil: kind = .switch
    default: kind = n.text != nil && n.children.isEmpty && !n.actionable ? .label : .view
    }
    traits = kind.descriptor.traits
    if n.clickable || n.longClickable, !traits.has(.toggleButton), !traits.has(.adjustable), !traits.has(.textEntry) { traits.add(.button) }
    if n.isHeading { traits.add(.header) }
    if !n.enabled { traits.add(.notEnabled) }
    if n.androidState.selected == true || n.androidState.checked == .true, kind != .switch { traits.add(.selected) }
    state.traits = traits
    if kind == .switch { state.on = n.androidState.checked == .true }
    var element = ResolvedElement(source: source, kind: kind, state: state, language: n.language)
    element.hint = hint
    return element
  }
}
