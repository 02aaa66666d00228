import EarshotEngine
import EarshotModel
import EarshotReview

/// An Android screen's nodes as TalkBack is given them, with what the audit's Android rules read of
/// each: whether TalkBack stops on it, what it says there, and its role. The rules follow the
/// Accessibility Test Framework for Android, which asks the same of a view hierarchy.
public struct AndroidNodes: Sendable {
  public struct Node: Sendable {
    /// The element (its own children left out), with its place in the document.
    public var element: Element { source.element }
    /// A field of the element, read in place: `element` copies all of its fields (and lets them go).
    func read<T>(_ field: (Element) -> T) -> T { source.read(field) }
    /// Where the element is held (a copy of it in every node was most of a node's memory).
    let source: ElementRef
    public let parent: Int?
    public let children: [Int]
    /// Whether swiping stops on it (`shouldFocusNode`).
    public let isStop: Bool
    /// Whether TalkBack could focus it (`isAccessibilityFocusable`): focusable, clickable, or a
    /// speaking item of a scrolling container.
    public let isFocusable: Bool
    /// TalkBack's role word for it, in the reader's language ("Button"); nil for none.
    public let roleWord: String?
    public let isEditText: Bool
    /// A list, grid or other collection (its items are judged apart from it).
    public let isCollection: Bool
    /// What TalkBack says of it without role words: the name, state, its children's words; empty
    /// when it has nothing to say but a role ("Unlabelled, Button"), and for a node no rule names
    /// (see `init`).
    public let speakable: String
    /// What TalkBack says when focus lands on it, as the transcript writes it; empty for a node no
    /// rule names.
    public let description: String

    /// Clickable or long-clickable.
    public var clickable: Bool { isClickable || isLongClickable }
    /// The element's own `clickable` and `longClickable`, kept apart: a touch target's clickable
    /// ancestor counts only for the same kind of touch.
    let isClickable: Bool
    let isLongClickable: Bool
  }

  public let nodes: [Node]
  /// Each node's element as an index into the audit's `ScreenContext.elements` (-1 where the nodes
  /// were made without the context), so a finding finds its element's stop without hashing paths.
  let elementIndices: [Int32]
  /// Whether any node names another to come before or after it (`traversalBefore`, `traversalAfter`).
  let hasTraversalLinks: Bool
  /// Pixels per dp: the screen's density, 1 when the document writes frames in dp.
  public let density: Double
  /// The window holding each node (its top-level node's frame), for the screen-edge allowances.
  public let windowFrames: [Frame?]

  public init(screen: Screen, reader: TalkBack) {
    var talkBack = reader.screen(ScreenState(screen: screen))
    self.init(screen: screen, talkBack: &talkBack, reader: reader, stops: [], context: nil)
  }

  /// The nodes of `context`'s screen: from the tree its order worked out, with the descriptions its
  /// stops were given, when `reader` made that order.
  init(context: ScreenContext, reader: TalkBack) {
    guard var talkBack = TalkBackModel.of(context.readerModelForRules(), by: reader)?.screen else {
      self.init(screen: context.screen, reader: reader)
      return
    }
    self.init(screen: context.screen, talkBack: &talkBack, reader: reader, stops: context.entries, context: context)
  }

  /// `stops`: the stops of `talkBack`'s order, whose descriptions are not worked out again.
  private init(screen: Screen, talkBack: inout TalkBackScreen, reader: TalkBack, stops: [Transcript.Entry], context: ScreenContext?) {
    // What each stop's node says, worked out from the stop's own description, read in place (the
    // stop's facts are found by a cast, once).
    var wordsAt = [Words?](repeating: nil, count: talkBack.tree.nodes.count)
    let unlabelled = reader.words.phrase(.valueUnlabelled)
    for k in stops.indices {
      guard let facts = stops[k].stop.readerFacts(TalkBackStop.self) else { continue }
      wordsAt[facts.node] = facts.spoken.segments.withUnsafeBufferPointer {
        Words(UnsafeBufferPointer(rebasing: $0.prefix(facts.described)), unlabelled: unlabelled)
      }
    }
    var nodes: [Node] = []
    var windows: [Frame?] = []
    // Each node's element found from its parent's (an ancestor's in the document), and the
    // length of its path, so only the levels between them are walked.
    var elementIndices: [Int32] = [], depths: [Int32] = []
    nodes.reserveCapacity(talkBack.tree.nodes.count)
    windows.reserveCapacity(talkBack.tree.nodes.count)
    // Taken out once: unwrapping the context for every node copied all of it.
    let children = context?.children
    if children != nil { elementIndices.reserveCapacity(talkBack.tree.nodes.count) }
    var links = false
    for i in talkBack.tree.nodes.indices {
      let n = talkBack.tree[i]
      // Worked out only where a rule reads it: a stop, a node that can be clicked, one with a
      // content description or a traversal link. A layout TalkBack does not stop on says all the
      // text below it, so keeping that for every such layout of a deep tree repeats the text at
      // every level (190 levels: 190 copies of the screen's text).
      let named = talkBack.tree.shouldFocus(i) || n.clickable || n.longClickable || n.contentDescription != nil
        || n.flags.contains(.traversal)
      let said = !named ? Words() : wordsAt[i]
        ?? talkBack.description(of: i).withUnsafeBufferPointer { Words($0, unlabelled: unlabelled) }
      nodes.append(Node(source: n.source, parent: n.parent, children: n.children, isStop: talkBack.tree.shouldFocus(i),
                        isFocusable: talkBack.tree.isAccessibilityFocusable(i), roleWord: talkBack.roleWord(i)?.text,
                        isEditText: n.role == .editText, isCollection: n.hasCollectionRole || n.flags.contains(.collectionInfo),
                        speakable: said.speakable, description: said.description, isClickable: n.clickable, isLongClickable: n.longClickable))
      windows.append(talkBack.tree[n.window].frame)
      if let children {
        let parent = n.parent.flatMap { elementIndices[$0] >= 0 ? $0 : nil }
        let k = children.elementIndex(path: n.path, from: parent.map { Int(depths[$0]) } ?? 0, below: parent.map { Int(elementIndices[$0]) } ?? 0)
        elementIndices.append(Int32(k ?? -1))
        depths.append(Int32(n.path.reduce(0) { count, _ in count + 1 }))
      }
      if n.flags.contains(.traversal) { links = true }
    }
    self.nodes = nodes
    self.elementIndices = elementIndices
    hasTraversalLinks = links
    windowFrames = windows
    density = screen.density ?? 1
  }

  /// A node's description as the rules read it: `speakable` and `description`.
  private struct Words {
    var speakable = "", description = ""

    init() {}

    /// The words of `said`: its parts but the role's, state's and "Unlabelled", joined; and all
    /// but its hints, as `Utterance.speech` writes them. In one pass, without copying a segment.
    init(_ said: UnsafeBufferPointer<Segment>, unlabelled: String) {
      var spoken = 0, parts = 0
      for i in said.indices {
        let role = said[i].role
        if role != .type, role != .dimmed, role != .selected, !(said[i].isPhrase && said[i].text == unlabelled) {
          if spoken > 0 { speakable += Utterance.partSeparator }
          speakable += said[i].text
          spoken += 1
        }
        if role != .hint {
          if parts > 0, !said[i].joinsPrevious { description += Utterance.partSeparator }
          description += said[i].text
          parts += 1
        }
      }
    }
  }
}
