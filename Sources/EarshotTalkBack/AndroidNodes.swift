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
  /// Whether any node names another to come before or after it (`traversalBefore`, `traversalAfter`).
  let hasTraversalLinks: Bool
  /// Pixels per dp: the screen's density, 1 when the document writes frames in dp.
  public let density: Double
  /// The window holding each node (its top-level node's frame), for the screen-edge allowances.
  public let windowFrames: [Frame?]

  public init(screen: Screen, reader: TalkBack) {
    var talkBack = reader.screen(ScreenState(screen: screen))
    self.init(screen: screen, talkBack: &talkBack, reader: reader, stops: [])
  }

  /// The nodes of `context`'s screen: from the tree its order worked out, with the descriptions its
  /// stops were given, when `reader` made that order.
  init(context: ScreenContext, reader: TalkBack) {
    guard var talkBack = TalkBackModel.of(context.readerModel, by: reader)?.screen else {
      self.init(screen: context.screen, reader: reader)
      return
    }
    self.init(screen: context.screen, talkBack: &talkBack, reader: reader, stops: context.entries)
  }

  /// `stops`: the stops of `talkBack`'s order, whose descriptions are not worked out again.
  private init(screen: Screen, talkBack: inout TalkBackScreen, reader: TalkBack, stops: [Transcript.Entry]) {
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
      if n.flags.contains(.traversal) { links = true }
    }
    self.nodes = nodes
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
