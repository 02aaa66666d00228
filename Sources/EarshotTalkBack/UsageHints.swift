import EarshotEngine
import EarshotModel

/// The usage hint TalkBack speaks after a pause when focus rests on an enabled node
/// (google/talkback@26a27dc `talkback/src/main/java/com/google/android/accessibility/talkback/compositor/hint/AccessibilityFocusHint.java:61-96`):
/// what double-tapping does by the node's role, the long press, then the actions in the TalkBack menu,
/// joined with ", ".
extension TalkBackScreen {
  mutating func usageHint(_ i: Int) -> String? {
    let n = tree[i]
    guard n.enabled else { return nil }
    // The hint depends on these alone, so nodes alike share one string, made once.
    let menu = n.expanded != nil || n.source.read { !$0.customActions.isEmpty }
    let key = HintKey(role: n.role, clickable: n.clickable, checkable: n.checkable, longClickable: n.longClickable, menu: menu)
    if let known = usageHints[key] { return known }
    let hint = makeHint(key)
    usageHints[key] = hint
    return hint
  }

  /// What a node's usage hint depends on: its role (those with hints of their own), whether it can
  /// be clicked, toggled and long-clicked, and whether the TalkBack menu has its Actions.
  struct HintKey: Hashable {
    var role: TalkBackRole
    var clickable: Bool
    var checkable: Bool
    var longClickable: Bool
    var menu: Bool

    init(role: TalkBackRole, clickable: Bool, checkable: Bool, longClickable: Bool, menu: Bool) {
      switch role {
      case .dropDownList, .editText, .seekControl: self.role = role
      default: self.role = .none
      }
      self.clickable = clickable
      self.checkable = checkable
      self.longClickable = longClickable
      self.menu = menu
    }
  }

  private func makeHint(_ n: HintKey) -> String? {
    var parts: [String] = []
    let tap = words.phrase(.valueDoubleTap)
    // NodeRoleHint.java:52-125. Every tap hint is given only to a node that can be clicked
    // (`getClickHint`, ClickableHint.java:160-185, asks `isClickable`), so a checkable switch, a
    // drop-down or a field that is not clickable gets none.
    switch n.role {
    case .dropDownList:
      if n.clickable { parts.append(words.phrase(.templateHintSpinner, tap)) }
    case .editText:
      // Only while the field is not being edited; documents start with no field focused.
      if n.clickable { parts.append(words.phrase(.templateHintEditText, tap)) }
      if let long = longClickHint(n, tap) { parts.append(long) }
    case .seekControl:
      // A SeekBar offers scrolling forward and backward (AbsSeekBar), so the adjustable hint
      // names the gestures that adjust (GlobalVariables.java:611-632).
      parts.append(words.phrase(.templateHintAdjustable2gesture, words.phrase(.titlePrefShortcutUp), words.phrase(.titlePrefShortcutDown)))
    default:
      if let click = clickHint(n, tap) { parts.append(click) }
      if let long = longClickHint(n, tap) { parts.append(long) }
    }
    // AccessibilityNodeFeedbackUtils.java:503-556 with CustomActionMenu.java:61-145: a node with
    // custom actions, or one that expands or collapses, has the Actions item in the TalkBack menu,
    // opened with a three-finger tap on a device that takes multi-finger gestures
    // (GestureShortcutMapping.java:1137-1168).
    if n.menu {
      parts.append(words.phrase(.templateHintMenuTypeHighVerbosity, words.phrase(.titleCustomAction), words.phrase(.titlePrefShortcut3finger1tap)))
    }
    return parts.isEmpty ? nil : parts.joined(separator: Utterance.partSeparator)
  }

  /// ClickableHint.java:58-185: a clickable node that is checkable toggles, another activates; a
  /// node that cannot be clicked gets neither (:160-185). (A single-selection list's "to select"
  /// needs its selection mode, which documents do not record.)
  private func clickHint(_ n: HintKey, _ tap: String) -> String? {
    guard n.clickable else { return nil }
    return words.phrase(n.checkable ? .templateHintCheckable : .templateHintClickable, tap)
  }

  /// LongClickableHint.java:52-124: only a long-clickable node (:100-124).
  private func longClickHint(_ n: HintKey, _ tap: String) -> String? {
    n.longClickable ? words.phrase(.templateHintLongClickable, tap) : nil
  }
}
