/// One screen: its metadata and its element tree.
public struct Screen: Hashable, Sendable {
  public var id: String?
  public var title: String?
  public var language: String?
  public var layoutDirection: LayoutDirection
  public var device: Device
  public var size: [Double]?
  /// Whose accessibility API the elements are written in (`"platform": "android"`); iOS when not written.
  public var platform: Platform
  /// On an Android screen, pixels per dp (`DisplayMetrics.density`): frames and the size are in
  /// the screen's pixels, as captures give them, and a length in dp is a length divided by this.
  /// Nil reads as 1: frames written in dp.
  public var density: Double?
  public var root: Element

  public init(id: String? = nil, title: String? = nil, language: String? = nil,
              layoutDirection: LayoutDirection = .leftToRight, device: Device = .iPhone,
              size: [Double]? = nil, platform: Platform = .unnamed, density: Double? = nil, root: Element) {
    self.id = id
    self.title = title
    self.language = language
    self.layoutDirection = layoutDirection
    self.device = device
    self.size = size
    self.platform = platform
    self.density = density
    self.root = root
  }

  /// Every element with an id, by id.
  public func elementsByID() -> [String: Element] {
    var result: [String: Element] = [:]
    root.forEachDescendant { element in
      if let id = element.id, result[id] == nil { result[id] = element }
    }
    return result
  }
}

/// A screen document: one screen, or a flow of screens with a start screen.
public struct Document: Hashable, Sendable {
  /// The format version (`"earshot": 1`).
  public var version: Int
  public var title: String?
  public var screens: [Screen]
  /// The id of the first screen of a flow (the only screen of a single-screen document).
  public var start: String?
  /// True when the document was written as a flow (`"screens": [...]`).
  public var isFlow: Bool

  public init(version: Int = 1, title: String? = nil, screens: [Screen], start: String? = nil, isFlow: Bool = false) {
    self.version = version
    self.title = title
    self.screens = screens
    self.start = start
    self.isFlow = isFlow
  }

  /// A single-screen document.
  public init(screen: Screen) {
    self.init(title: screen.title, screens: [screen], start: screen.id, isFlow: false)
  }

  /// The screen a session starts on.
  public var startScreen: Screen {
    if let start, let screen = screens.first(where: { $0.id == start }) { return screen }
    return screens[0]
  }

  public func screen(id: String) -> Screen? { screens.first { $0.id == id } }
}
