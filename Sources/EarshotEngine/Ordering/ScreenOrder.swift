import EarshotModel

/// A screen in visiting order: the stops, and the groups VoiceOver keeps together around them (a
/// container, a segmented control or tab bar, `groupChildren`, an explicit `accessibilityElements`
/// order), as a tree whose leaves are the stops. Switch Control's group scanning and the
/// Containers rotor read the same tree the order was made from.
public struct ScreenOrder: Hashable, Sendable {
  public var stops: [Stop]
  /// Every group that holds a stop, outer groups before the groups inside them, in visiting order.
  public var groups: [StopGroup]
  /// The screen's top level, in visiting order.
  public var top: [Node]
  /// What the reader worked out on the way (TalkBack's tree of nodes), for its session and audit
  /// rules over the same screen; nil for none. Not part of what the order is.
  public var model: ReaderModel?

  /// A member of a level: a stop or a group (indices into `stops` and `groups`).
  public enum Node: Hashable, Sendable {
    case stop(Int)
    case group(Int)
  }

  public init(stops: [Stop] = [], groups: [StopGroup] = [], top: [Node] = [], model: ReaderModel? = nil) {
    self.stops = stops
    self.groups = groups
    self.top = top
    self.model = model
  }

  /// The groups around stop `i`, outermost first.
  public func groups(around i: Int) -> [StopGroup] {
    var chain: [StopGroup] = []
    var current = stops[i].group
    while let g = current {
      chain.append(groups[g])
      current = groups[g].parent
    }
    return chain.reversed()
  }
}

/// What a screen reader worked out about a screen to order it, kept with the order so that what
/// reads the same screen with the same reader next does not work it out again. Two models are
/// always equal: orders compare by their stops and groups.
public struct ReaderModel: Hashable, Sendable {
  public let value: any Sendable

  public init(_ value: any Sendable) { self.value = value }

  public static func == (a: ReaderModel, b: ReaderModel) -> Bool { true }
  public func hash(into hasher: inout Hasher) {}
}

/// A group of stops VoiceOver keeps together, formed by one element of the document.
public struct StopGroup: Hashable, Sendable {
  /// The key of the element that forms the group (its id, else its path).
  public var key: String
  public var path: ElementPath
  /// The container VoiceOver knows it as, or `.group` for a group it does not announce.
  public var kind: ContainerKind
  public var label: String?
  public var navigationStyle: NavigationStyle
  /// Whether the members keep the order `accessibilityElements` gives them.
  public var isExplicit: Bool
  /// The group this one is in.
  public var parent: Int?
  public var members: [ScreenOrder.Node]

  public init(key: String, path: ElementPath, kind: ContainerKind, label: String?, navigationStyle: NavigationStyle, isExplicit: Bool,
              parent: Int?, members: [ScreenOrder.Node]) {
    self.key = key
    self.path = path
    self.kind = kind
    self.label = label
    self.navigationStyle = navigationStyle
    self.isExplicit = isExplicit
    self.parent = parent
    self.members = members
  }
}
