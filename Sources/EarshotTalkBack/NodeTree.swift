import EarshotEngine
import EarshotModel

/// An Android screen's nodes as TalkBack's accessibility service is given them, with the live
/// changes of a session applied, and TalkBack's rules of which nodes take accessibility focus.
///
/// TalkBack never sees a view that is not important for accessibility: it does not ask for them
/// (`flagIncludeNotImportantViews` is not among the flags of google/talkback@26a27dc
/// `talkback/src/main/res/xml-v33/accessibilityservice.xml:5`), and the framework reports such a
/// view's children as its parent's (developer.android.com, `View.setImportantForAccessibility`).
/// A hidden node (gone, or not visible to the user) is left out with its subtree.
struct NodeTree {
  /// A class: rules read a node dozens of times each, and copying a struct of its size costs a
  /// retain of every field. Nodes change only while the tree is built (and a switch's state is
  /// filled in), before anything reads them concurrently.
  final class Node: @unchecked Sendable {
    /// The element, read where the document holds it (a copy in every node was a third of the
    /// tree's memory).
    private(set) var source: ElementRef
    /// Where the element is in the document, for the stop's origin.
    let path: ElementPath
    let role: TalkBackRole
    /// The Android fields the rules read at nearly every node, and which of its text, hint and
    /// role description it has, as bits; the rest are read from the element (`props`). A copy of
    /// all of them in every node was half of a node's memory, and copies of its text, hint, frame
    /// and role description over half of the rest.
    let flags: Flags
    /// `parent` and `window` in four bytes each (-1: none).
    private let parentIndex: Int32
    private let windowIndex: Int32
    var children: [Int] = []
    /// The language of its text: its own, else its parent's, else the screen's.
    let language: String
    var androidState: AndroidState

    var parent: Int? { parentIndex < 0 ? nil : Int(parentIndex) }
    /// The window it is in: the top-level node above it.
    var window: Int { Int(windowIndex) }

    /// The element's text, hint and role description, nil when empty, read from the element.
    var text: String? { flags.contains(.text) ? source.read { $0.text } : nil }
    var hintText: String? { flags.contains(.hint) ? source.read { $0.hint } : nil }
    var roleDescription: String? { flags.contains(.roleDescription) ? source.read { $0.extras.android.roleDescription } : nil }
    var frame: Frame? { source.read { $0.frame } }

    /// The element's Android fields that do not change, with the range's value as the session
    /// moved it (the element's adjustable position): a copy, for the fields few nodes have (`flags`
    /// says which a node has).
    var props: AndroidProperties {
      var props = source.read { $0.extras.android }
      if props.rangeInfo != nil, let position = source.read({ $0.state.adjustablePosition }) { props.rangeInfo?.current = position }
      return props
    }

    struct Flags: OptionSet {
      let rawValue: UInt32
      static let clickable = Flags(rawValue: 1 << 0)
      static let longClickable = Flags(rawValue: 1 << 1)
      static let focusable = Flags(rawValue: 1 << 2)
      static let checkable = Flags(rawValue: 1 << 3)
      static let heading = Flags(rawValue: 1 << 4)
      static let screenReaderFocusable = Flags(rawValue: 1 << 5)
      static let scrollable = Flags(rawValue: 1 << 6)
      static let password = Flags(rawValue: 1 << 7)
      /// A range TalkBack takes as one (`TalkBackRole.isValid`), at its moved value.
      static let validRange = Flags(rawValue: 1 << 8)
      static let collectionInfo = Flags(rawValue: 1 << 9)
      static let collectionItemInfo = Flags(rawValue: 1 << 10)
      static let labeledBy = Flags(rawValue: 1 << 11)
      static let error = Flags(rawValue: 1 << 12)
      /// `traversalBefore` or `traversalAfter`.
      static let traversal = Flags(rawValue: 1 << 13)
      static let paneTitle = Flags(rawValue: 1 << 14)
      /// A live region of either kind (`LiveRegion.isLive`).
      static let live = Flags(rawValue: 1 << 15)
      static let resourceId = Flags(rawValue: 1 << 16)
      /// A text, hint or role description that is not empty.
      static let text = Flags(rawValue: 1 << 17)
      static let hint = Flags(rawValue: 1 << 18)
      static let roleDescription = Flags(rawValue: 1 << 19)

      init(rawValue: UInt32) { self.rawValue = rawValue }

      init(_ p: AndroidProperties) {
        var f: Flags = []
        if p.clickable == true { f.insert(.clickable) }
        if p.longClickable == true { f.insert(.longClickable) }
        if p.focusable == true { f.insert(.focusable) }
        if p.checkable == true { f.insert(.checkable) }
        if p.heading == true { f.insert(.heading) }
        if p.screenReaderFocusable == true { f.insert(.screenReaderFocusable) }
        if p.scrollable == true { f.insert(.scrollable) }
        if p.password == true { f.insert(.password) }
        if p.rangeInfo.map(TalkBackRole.isValid) == true { f.insert(.validRange) }
        if p.collectionInfo != nil { f.insert(.collectionInfo) }
        if p.collectionItemInfo != nil { f.insert(.collectionItemInfo) }
        if p.labeledBy != nil { f.insert(.labeledBy) }
        if p.error != nil { f.insert(.error) }
        if p.traversalBefore != nil || p.traversalAfter != nil { f.insert(.traversal) }
        if p.paneTitle != nil { f.insert(.paneTitle) }
        if p.liveRegion.isLive { f.insert(.live) }
        if p.resourceId != nil { f.insert(.resourceId) }
        if p.roleDescription?.isEmpty == false { f.insert(.roleDescription) }
        self = f
      }
    }

    var clickable: Bool { flags.contains(.clickable) }
    var longClickable: Bool { flags.contains(.longClickable) }
    var focusable: Bool { flags.contains(.focusable) }
    var enabled: Bool { androidState.enabled ?? true }
    var checkable: Bool { flags.contains(.checkable) }
    var contentDescription: String? { nonEmpty(androidState.contentDescription) }
    var stateDescription: String? { nonEmpty(androidState.stateDescription) }
    var isHeading: Bool { flags.contains(.heading) }
    /// Whether it offers `ACTION_EXPAND` (collapsed, false) or `ACTION_COLLAPSE` (expanded, true);
    /// nil for neither.
    var expanded: Bool? { source.read { $0.state.expanded } }

    /// The element with the session's changes applied; its children are the tree's, not its own.
    var element: Element { source.element }
    var id: String? { source.read { $0.id } }
    var key: String { source.read { $0.key } }

    /// Changes the element (the session's state of a switch filled in), while the tree is built.
    func change(_ body: (inout Element) -> Void) {
      var e = element
      body(&e)
      source.changed = [e]
    }

    /// `isActionableForAccessibility` (AccessibilityNodeInfoUtils.java:1100-1123): clickable,
    /// long-clickable or focusable. Documents do not list actions, so the flags stand for them.
    var actionable: Bool { clickable || longClickable || focusable }
    /// `isFocusableOrClickable` (AccessibilityNodeInfoUtils.java:1696-1700).
    var focusableOrClickable: Bool { flags.contains(.screenReaderFocusable) || actionable }
    /// `hasText` (AccessibilityNodeInfoUtils.java:1667-1673): a collection's own text never counts.
    var hasText: Bool { !flags.contains(.collectionInfo) && (text != nil || contentDescription != nil || hintText != nil) }
    /// `hasStateDescription` (AccessibilityNodeInfoUtils.java:1681-1686).
    var hasStateDescription: Bool { stateDescription != nil || checkable || flags.contains(.validRange) }
    /// Whether its children are the items of a scrolling container (`isScrollItem`,
    /// AccessibilityNodeInfoUtils.java:1724-1750): a scrollable node, a list, grid or scroll view,
    /// never a drop-down list.
    var holdsScrollItems: Bool {
      switch role {
      case .dropDownList: return false
      case .list, .grid, .scrollView, .horizontalScrollView: return true
      default: return flags.contains(.scrollable)
      }
    }

    /// A list, grid or pager: the roles of `FILTER_COLLECTION` (AccessibilityNodeInfoUtils.java:452-460).
    var hasCollectionRole: Bool {
      switch role {
      case .list, .grid, .pager: return true
      default: return false
      }
    }

    private func nonEmpty(_ s: String?) -> String? {
      guard let s, !s.isEmpty else { return nil }
      return s
    }

    /// The element `siblings[index]`, or `changed` when the session changed it.
    init(siblings: [Element], index: Int, changed: Element?, props: AndroidProperties, state: AndroidState,
         path: ElementPath, parent: Int?, role: TalkBackRole, window: Int, language: String) {
      let source = ElementRef(siblings: siblings, index: index, changed: changed.map { [$0] } ?? [])
      self.source = source
      self.path = path
      parentIndex = Int32(parent ?? -1)
      self.role = role
      windowIndex = Int32(window)
      self.language = language
      var flags = Flags(props)
      if source.read({ $0.text?.isEmpty == false }) { flags.insert(.text) }
      if source.read({ $0.hint?.isEmpty == false }) { flags.insert(.hint) }
      self.flags = flags
      androidState = state
    }
  }

  var nodes: [Node] = []
  /// The top-level nodes, one per window, in order.
  var roots: [Int] = []
  /// The first node with each id, which `labeledBy` and the traversal attributes name.
  private(set) var byID: [String: Int] = [:]
  /// Memos of the rules below, by node index.
  private var speaking: [Bool?]
  private var focus: [Bool?]
  /// The bounds TalkBack judges a container it does not focus by (`Traversal.swift`), once worked
  /// out: the other nodes are judged by their own frame, so only these are kept (a place for every
  /// node took 40 bytes a node).
  var judgedBounds: [Int: Frame] = [:]

  /// The tree of `state`'s screen; text without a language of its own is in `language` unless
  /// the screen names one.
  init(state: ScreenState, language: String) {
    speaking = []
    focus = []
    let language = state.screen.root.language ?? state.screen.language ?? language
    var path: [Int] = []
    let top = state.screen.root.children
    for i in top.indices {
      path.append(i)
      add(top, i, path: &path, parent: nil, window: nil, language: language, overrides: state.overrides)
      path.removeLast()
    }
    speaking = Array(repeating: nil, count: nodes.count)
    focus = Array(repeating: nil, count: nodes.count)
    for i in nodes.indices { if let id = nodes[i].id, byID[id] == nil { byID[id] = i } }
  }

  /// Adds `siblings[k]` (at `path`, which it leaves as it found) and its subtree.
  private mutating func add(_ siblings: [Element], _ k: Int, path: inout [Int], parent: Int?, window: Int?, language: String,
                            overrides: [String: ElementState]) {
    // The element is read where the document holds it, and copied only when the session changed it:
    // a copy retains and releases every field.
    var changed: Element?
    if !overrides.isEmpty, let change = overrides[siblings[k].key] {
      var e = siblings[k]
      e.state.apply(change)
      changed = e
    }
    func read<T>(_ field: (Element) -> T) -> T {
      if let changed { return field(changed) }
      return field(siblings[k])
    }
    if read(\.hidden) { return }
    // A closure, not `\.language`: the language is among the extras, and a key path through the
    // element's lookup of them is made anew at every call.
    let language = read { $0.language } ?? language
    // The Android fields read once: each read through the element copies its extras.
    var props = read { $0.extras.android }
    // A session keeps a range's moved value as the element's adjustable position.
    if let position = read(\.state.adjustablePosition), props.rangeInfo != nil {
      props.rangeInfo?.current = position
    }
    let children = read(\.children)
    if props.importantForAccessibility == false {
      // Not important: its children are reported as its parent's.
      for i in children.indices {
        path.append(i)
        add(children, i, path: &path, parent: parent, window: window, language: language, overrides: overrides)
        path.removeLast()
      }
      return
    }
    changed?.children = []
    let state = read(\.state.android) ?? AndroidState()
    let role = TalkBackRole.of(className: props.className, clickable: props.clickable == true, enabled: state.enabled ?? true,
                               editable: props.editable == true, rangeInfo: props.rangeInfo, collectionInfo: props.collectionInfo)
    let index = nodes.count
    nodes.append(Node(siblings: siblings, index: k, changed: changed, props: props, state: state,
                      path: ElementPath(path),
                      parent: parent, role: role, window: window ?? index, language: language))
    if let parent { nodes[parent].children.append(index) } else { roots.append(index) }
    for i in children.indices {
      path.append(i)
      add(children, i, path: &path, parent: index, window: window ?? index, language: language, overrides: overrides)
      path.removeLast()
    }
  }

  subscript(i: Int) -> Node {
    _read { yield nodes[i] }
  }

  // MARK: - Which nodes take focus (google/talkback@26a27dc AccessibilityNodeInfoUtils.java)

  /// `isTopLevelScrollItem` (:1708-1722): an item straight inside a scrolling container.
  func isTopLevelScrollItem(_ i: Int) -> Bool {
    nodes[i].parent.map { nodes[$0].holdsScrollItems } ?? false
  }

  /// `isSpeakingNode` (:942-972): text, a state, checkable, or children that speak but are not
  /// focused themselves.
  mutating func isSpeaking(_ i: Int) -> Bool {
    if let known = speaking[i] { return known }
    let n = nodes[i]
    // Memoized before the children are read, so a loop in a broken tree ends.
    speaking[i] = false
    let result = n.hasText || n.hasStateDescription || n.checkable || hasNonActionableSpeakingChildren(i)
    speaking[i] = result
    return result
  }

  /// `hasNonActionableSpeakingChildren` (:986-1036): a child that is not focusable or clickable and
  /// speaks; a speaking item of a scrolling container counts only when this node is clickable.
  private mutating func hasNonActionableSpeakingChildren(_ i: Int) -> Bool {
    let clickable = nodes[i].clickable || nodes[i].longClickable
    for c in nodes[i].children {
      if nodes[c].focusableOrClickable { continue }
      if isTopLevelScrollItem(c), isSpeaking(c), !clickable { continue }
      if isSpeaking(c) { return true }
    }
    return false
  }

  /// `isAccessibilityFocusable` (:755-758).
  mutating func isAccessibilityFocusable(_ i: Int) -> Bool {
    nodes[i].focusableOrClickable || (isTopLevelScrollItem(i) && isSpeaking(i))
  }

  /// `shouldFocusNode` (:779-890): whether swiping stops on the node.
  mutating func shouldFocus(_ i: Int) -> Bool {
    if let known = focus[i] { return known }
    let result = decideFocus(i)
    focus[i] = result
    return result
  }

  private mutating func decideFocus(_ i: Int) -> Bool {
    if fillsItsWindow(i) { return false }
    if isAccessibilityFocusable(i) {
      // A focusable leaf takes focus with nothing to say (so an unlabelled button is reached);
      // a focusable container only when it has something to say (:850-865).
      return nodes[i].children.isEmpty || isSpeaking(i)
    }
    // Text with no focusable ancestor to speak it takes focus itself (:871-882).
    guard nodes[i].hasText || nodes[i].hasStateDescription else { return false }
    var ancestor = nodes[i].parent
    while let a = ancestor {
      if !fillsItsWindow(a), isAccessibilityFocusable(a) { return false }
      ancestor = nodes[a].parent
    }
    return true
  }

  /// A container neither focusable nor clickable whose bounds are its window's (:811-821):
  /// the layouts that fill the screen.
  private func fillsItsWindow(_ i: Int) -> Bool {
    let n = nodes[i]
    guard !n.children.isEmpty, !n.focusableOrClickable, let frame = n.frame else { return false }
    return frame == nodes[n.window].frame
  }
}

/// An element of the document as a node of the tree holds it: in place, as `siblings[index]` (the
/// array holding it is shared with the document, not copied), or the copy the session changed.
struct ElementRef: Sendable {
  let siblings: [Element]
  let index: Int
  /// The changed element, when there is one.
  var changed: [Element]

  /// The element, its own children left out (a node's children are the tree's).
  var element: Element {
    var e = changed.first ?? siblings[index]
    e.children = []
    return e
  }

  /// A field of the element, read in place: through the buffer, as an array's subscript hands the
  /// closure a copy of the whole element.
  func read<T>(_ field: (Element) -> T) -> T {
    changed.isEmpty ? siblings.withUnsafeBufferPointer { field($0[index]) } : field(changed[0])
  }
}
