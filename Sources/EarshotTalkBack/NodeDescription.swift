import EarshotEngine
import EarshotModel

/// What TalkBack says of a node itself when focus lands on it: its node tree description
/// (google/talkback@26a27dc `talkback/src/main/java/com/google/android/accessibility/talkback/compositor/`,
/// `roledescription/TreeNodesDescription.java`, `roledescription/RoleDescriptionExtractor.java` and
/// the describers beside it, `AccessibilityNodeFeedbackUtils.java`). With the default order:
/// "selected", then the node's own state, name and role with repeats dropped, then what each child
/// TalkBack does not focus says, then its error and hint text, and "disabled" last.
extension TalkBackScreen {
  /// `aggregateNodeTreeDescription` (TreeNodesDescription.java:82-112), or "Unlabelled" for a
  /// control with nothing to say (EventTypeViewAccessibilityFocusedFeedbackRule.java:181-193); the
  /// node's own text when the description is empty (:200-203).
  mutating func description(of i: Int, liveRegion: Bool = false) -> [Segment] {
    if let unlabelled = unlabelled(i) { return [unlabelled] }
    // Worked out before `labelled` is called: a method's `self` is taken before its arguments, so
    // that copy would share the tree's memos and this mutation would copy them whole every time.
    let appended = appendedTree(i, focused: i, liveRegion: liveRegion)
    let said = labelled(appended, by: labelText(i))
    let n = tree[i]
    // TreeNodesDescription.java:102-108: "disabled" always last; "selected" first in the default order.
    // Added to the description in place: joining arrays, most of them empty, made new ones.
    var out = said
    if n.androidState.selected == true {
      let selected = words.word(.valueSelected, .selected)
      if words.order == .stateNameRole { out.insert(selected, at: 0) } else { out.append(selected) }
    }
    if announcesDisabled(i) { out.append(words.word(.valueDisabled, .dimmed)) }
    if out.isEmpty, let text = n.contentDescription ?? n.text { out = [name(text, i)] }
    return out
  }

  /// `treeDescriptionWithLabel` (TreeNodesDescription.java:117-139): a node another labels is
  /// "<its description> for <the label>" (`template_labeled_item`), the template's words around the
  /// description joined to its first and last parts so the parts keep their roles.
  private func labelled(_ said: [Segment], by label: String?) -> [Segment] {
    guard let label else { return said }
    // The template with the label filled in and the description's place kept: "{1} for Email".
    let template = words.phrase(.templateLabeledItem, "{1}", label)
    let chars = Array(template), mark = Array("{1}")
    let at = chars.indices.first { chars[$0...].starts(with: mark) }
    guard let at, !said.isEmpty else {
      let text = TalkBackWords.fill(template, [""]).split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
      return said + [Segment(role: .label, text: text, language: words.language, isPhrase: true)]
    }
    var out = said
    out[0].text = String(chars[..<at]) + out[0].text
    out[out.count - 1].text += String(chars[(at + mark.count)...])
    return out
  }

  /// `getDescriptionFromLabelNode` (AccessibilityNodeFeedbackUtils.java:391-402): the description,
  /// else the text, of the node `labeledBy` names.
  func labelText(_ i: Int) -> String? {
    guard tree[i].flags.contains(.labeledBy), let id = tree[i].props.labeledBy else { return nil }
    guard let at = tree.byID[id], at != i else { return nil }
    let label = tree[at]
    return label.contentDescription ?? label.text
  }

  /// `getDisabledStateText` (AccessibilityNodeFeedbackUtils.java:405-426): every node that is not
  /// enabled (Android 12 and later), never a heading.
  func announcesDisabled(_ i: Int) -> Bool { !tree[i].isHeading && !tree[i].enabled }

  /// `getAppendedTreeDescription` (TreeNodesDescription.java:155-196): the status and the nodes'
  /// descriptions, then the error and the hint text.
  private mutating func appendedTree(_ i: Int, focused: Int, liveRegion: Bool) -> [Segment] {
    let status = self.status(i)
    let nodes = treeNodes(i, focused: focused, liveRegion: liveRegion)
    var out: [Segment]
    // CompositorUtils.java:111-140: the status goes with the nodes only when they say something.
    if nodes.isEmpty {
      out = []
    } else if status.isEmpty {
      out = nodes
    } else if words.order == .stateNameRole {
      out = status + nodes
    } else {
      out = nodes + status
    }
    let n = tree[i]
    if n.flags.contains(.error), let error = n.props.error, !error.isEmpty {
      // AccessibilityNodeFeedbackUtils.java:578-587 ("Error: " is not translated).
      out.append(Segment(role: .value, text: words.phrase(.templateNodeErrorWithErrorMessage, error), language: n.language))
    }
    // AccessibilityNodeFeedbackUtils.java:474-481: a text field showing its hint does not repeat it.
    if let hint = n.hintText, !(n.role == .editText && showsHint(i)) { out.append(app(hint, .value, i)) }
    return out
  }

  /// A text field with no text shows its hint as its text (`AccessibilityNodeInfo.isShowingHintText`).
  /// A capture that does not record that flag writes the hint as the field's text (a TextView
  /// showing its hint reports it as its text, developer.android.com
  /// `AccessibilityNodeInfo#isShowingHintText()`), so text equal to the hint is the hint shown.
  func showsHint(_ i: Int) -> Bool {
    let n = tree[i]
    guard n.role == .editText, let hint = n.hintText else { return false }
    return n.text == nil || n.text == hint
  }

  /// `nodeStatusDescription` (TreeNodesDescription.java:204-241): "collapsed" for a node offering
  /// to expand, "expanded" for one offering to collapse (`getCollapsedOrExpandedStateText`,
  /// AccessibilityNodeFeedbackUtils.java:435-443); then "checked" or "not checked" for a checkable
  /// node without a state description that is not a switch (a CheckedTextView only when checked).
  private func status(_ i: Int) -> [Segment] {
    let n = tree[i]
    var out: [Segment] = []
    if let expanded = n.expanded { out.append(words.word(expanded ? .valueExpanded : .valueCollapsed, .state)) }
    let checked = n.androidState.checked == .true
    guard n.stateDescription == nil, n.checkable, n.role != .switch, n.role != .toggleButton,
      n.role != .checkedTextView || checked
    else { return out }
    return out + [words.word(checked ? .valueChecked : .valueNotChecked, .state)]
  }

  /// `treeNodesDescription` (TreeNodesDescription.java:252-311): the node's role description, then,
  /// unless its content description speaks for it (a list, grid or pager always goes on), each
  /// visible child TalkBack does not focus, in order (for a live region's change, every child).
  private mutating func treeNodes(_ i: Int, focused: Int, liveRegion: Bool) -> [Segment] {
    var out = roleDescription(i, focused: focused == i, liveRegion: liveRegion)
    let n = tree[i]
    guard n.role != .webView, n.hasCollectionRole || n.contentDescription == nil else { return out }
    for c in tree.orderedChildren(of: i) where liveRegion || !tree.isAccessibilityFocusable(c) {
      out += appendedTree(c, focused: focused, liveRegion: liveRegion)
    }
    return out
  }

  /// What a focused slider says when its value changes: its role description alone
  /// (EventTypeViewSelectedFeedbackRule.java:114-117).
  mutating func selectionDescription(of i: Int) -> [Segment] { roleDescription(i, focused: true, liveRegion: false) }

  /// `nodeRoleDescriptionText` (RoleDescriptionExtractor.java:92-126): the describer of the node's
  /// role gives its state, name and role, joined in the description order with empty parts and
  /// repeats (ignoring case) dropped (`CompositorUtils.dedupJoin`, CompositorUtils.java:83-109).
  private mutating func roleDescription(_ i: Int, focused: Bool, liveRegion: Bool) -> [Segment] {
    if let unlabelled = unlabelled(i) { return [unlabelled] }
    let n = tree[i]
    // SeekBarDescription.java:45-66: a range is described only when focused or live.
    if n.role == .seekControl || n.role == .progressBar, !focused, !liveRegion, !n.flags.contains(.live) {
      return []
    }
    let (state, name, role) = parts(i)
    // Room for the three parts made once, and the parts taken in order without an array of them.
    var out: [Segment] = []
    out.reserveCapacity(3)
    func add(_ part: Segment?) {
      guard let part, !part.text.isEmpty, !out.contains(where: { Self.sameIgnoringCase($0.text, part.text) }) else { return }
      out.append(part)
    }
    switch words.order {
    case .stateNameRole: add(state); add(name); add(role)
    case .nameRoleState: add(name); add(role); add(state)
    case .roleNameState: add(role); add(name); add(state)
    }
    return out
  }

  /// Whether the two texts are one when lowercased; ASCII is compared byte by byte, with no
  /// lowercased copies made.
  static func sameIgnoringCase(_ a: String, _ b: String) -> Bool {
    // The bytes read where they are (nil: not both ASCII, or not held contiguously).
    let ascii = a.utf8.withContiguousStorageIfAvailable { x in
      b.utf8.withContiguousStorageIfAvailable { y -> Bool? in
        guard x.allSatisfy({ $0 < 0x80 }), y.allSatisfy({ $0 < 0x80 }) else { return nil }
        guard x.count == y.count else { return false }
        let lower = { (c: UInt8) in c >= 65 && c <= 90 ? c + 32 : c }
        for k in x.indices where lower(x[k]) != lower(y[k]) { return false }
        return true
      } ?? nil
    } ?? nil
    return ascii ?? (a.lowercased() == b.lowercased())
  }

  /// The state, name and role of a node, by its role's describer.
  private func parts(_ i: Int) -> (state: Segment?, name: Segment?, role: Segment?) {
    let n = tree[i]
    let stateDescription = n.stateDescription.map { said($0, .state, i) }
    let role = roleWord(i)
    switch n.role {
    case .switch, .toggleButton:
      // SwitchDescription.java:62-110: the text is the state when no state description is set,
      // else the name; last of all, on or off.
      // (Its name is the description or text cleaned up, without "capital": SwitchDescription.java:61-86.)
      let name = n.contentDescription.map { said($0, .label, i) } ?? (stateDescription != nil ? n.text.map { said($0, .label, i) } : nil)
      let state = stateDescription ?? n.text.map { said($0, .state, i) }
        ?? words.word(n.androidState.checked == .true ? .valueOn : .valueOff, .state)
      return (state, name, role)
    case .editText:
      // EditTextDescription.java:63-143: a password's description (or "password") and its length,
      // or the hint it shows (an empty field offers no ACTION_SET_SELECTION, :88-98, so TalkBack says
      // its text, the hint, not a count of characters); otherwise the text, else the description (a
      // field showing its hint speaks the hint).
      var name: Segment?
      if n.flags.contains(.password) {
        let kind = n.contentDescription.map { app($0, .label, i) } ?? words.word(.valuePassword, .label)
        let length = showsHint(i) ? n.hintText : n.text.map { words.count(TalkBackWords.characters, $0.count) }
        name = Segment(role: .label, text: [kind.text, length].compactMap { $0 }.joined(separator: Utterance.partSeparator),
                       language: kind.language, isPhrase: kind.isPhrase)
      } else {
        name = (n.text ?? n.contentDescription ?? (showsHint(i) ? n.hintText : nil)).map { said($0, .label, i) }
      }
      return (stateDescription, name, role)
    case .image, .imageButton:
      // NonTextViewsDescription.java:45-90: an image with nothing to say is "Unlabelled".
      let name = (n.contentDescription ?? n.text).map { self.name($0, i) }
      return (stateDescription ?? (name == nil ? words.word(.valueUnlabelled, .state) : nil), name, role)
    case .seekControl, .progressBar:
      // SeekBarDescription.java:68-127: the state description, else the range's current value.
      let name = (n.contentDescription ?? n.text).map { self.name($0, i) }
      return (stateDescription ?? rangeValue(i), name, role)
    default:
      // DefaultDescription.java:48-73.
      return (stateDescription, (n.contentDescription ?? n.text).map { name($0, i) }, role)
    }
  }

  /// `defaultRoleDescription` (AccessibilityNodeFeedbackUtils.java:175-258): the role description
  /// the app set, else the role's word; a pager speaks its page (PagerPageDescription.java).
  func roleWord(_ i: Int) -> Segment? {
    if let described = tree[i].roleDescription { return said(described, .type, i) }
    return roleWords[tree[i].role.caseIndex]
  }

  /// The word TalkBack says for `role`, nil for none.
  static func roleWord(of role: TalkBackRole, in words: TalkBackWords) -> Segment? {
    let key: TalkBackWord
    switch role {
    case .button, .imageButton: key = .valueButton
    case .checkBox: key = .valueCheckbox
    case .dropDownList: key = .valueSpinner
    case .editText: key = .valueEditBox
    case .grid: key = .valueGridview
    case .image: key = .valueImage
    case .list: key = .valueListview
    case .pager: key = .valuePagerPage
    case .progressBar: key = .valueProgressBar
    case .radioButton: key = .valueRadioButton
    case .seekControl: key = .valueSeekBar
    case .switch, .toggleButton: key = .valueSwitch
    case .tabBar: key = .valueTabwidget
    case .webView: key = .valueWebview
    case .none, .viewGroup, .checkedTextView, .scrollView, .horizontalScrollView, .numberPicker: return nil
    }
    return words.word(key, .type)
  }

  /// `seekBarPercentText` (SeekBarDescription.java:99-127): a percentage range says "50.0 percent",
  /// a whole-number range its value, a decimal range its value as Java writes a float.
  private func rangeValue(_ i: Int) -> Segment? {
    guard let range = tree[i].props.rangeInfo else { return nil }
    switch range.type {
    case .percent: return words.word(.templatePercent, .state, Self.javaFloat(range.current))
    case .int: return Segment(role: .state, text: String(Int(range.current)), language: words.language, isPhrase: true)
    case .float: return Segment(role: .state, text: Self.javaFloat(range.current), language: words.language, isPhrase: true)
    case .indeterminate: return nil
    }
  }

  /// `String.valueOf(float)`: at least one decimal ("50.0").
  static func javaFloat(_ value: Double) -> String {
    let f = Float(value)
    if f == f.rounded(), abs(f) < 1e7 { return String(Int(f)) + ".0" }
    return "\(f)"
  }

  /// "Unlabelled" for a control TalkBack would offer to label and that has nothing to say
  /// (`getUnlabelledNodeDescription`, AccessibilityNodeFeedbackUtils.java:264-309, with
  /// `TalkBackLabelManager.needsLabel`, TalkBackLabelManager.java:56-79): enabled, clickable (or
  /// focusable with a resource id), without children or text, not checkable, no range, no role word,
  /// state description or hint.
  private func unlabelled(_ i: Int) -> Segment? {
    let n = tree[i]
    guard n.enabled, n.clickable || n.longClickable || (n.focusable && n.flags.contains(.resourceId)), n.children.isEmpty,
      n.contentDescription == nil, n.text == nil, !n.checkable, n.role != .seekControl, n.role != .progressBar,
      roleWord(i) == nil, n.stateDescription == nil, n.hintText == nil, labelText(i) == nil
    else { return nil }
    return words.word(.valueUnlabelled, .label)
  }

  /// The app's own text, in the node's language.
  func app(_ text: String, _ role: SegmentRole, _ i: Int) -> Segment {
    Segment(role: role, text: text, language: tree[i].language)
  }

  /// A node's text or description as TalkBack speaks it: cleaned up (TalkBackTextCleanup.swift),
  /// except a password field's (`prepareSpans`, AccessibilityNodeFeedbackUtils.java:618-622).
  func said(_ text: String, _ role: SegmentRole, _ i: Int) -> Segment {
    app(tree[i].flags.contains(.password) ? text : words.cleanedUp(text), role, i)
  }

  /// A node's name (`getNodeTextDescription`, AccessibilityNodeFeedbackUtils.java:71-92): cleaned
  /// up, with "capital" before a name of one capital letter.
  func name(_ text: String, _ i: Int) -> Segment {
    var segment = said(text, .label, i)
    segment.text = words.capitalized(segment.text)
    return segment
  }
}
