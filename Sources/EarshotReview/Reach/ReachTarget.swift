import EarshotEngine

/// Something a person might want to reach and use on a screen.
public struct ReachTarget: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    /// An element VoiceOver visits (`stop` is its index into the screen's entries).
    case element(stop: Int)
    /// A custom action of the element at `stop`; `index` is its place among the element's actions (0-based).
    case action(stop: Int, index: Int, name: String)
    /// A view that does something when touched but is not an accessibility element: no assistive
    /// technology's cursor can land on it.
    case touchOnly
  }

  public var kind: Kind
  public var id: String?
  public var path: String
  /// What identifies the target to a reader: what VoiceOver says at the element ("Pay, button"),
  /// or the action's name with its element ("Delete, on Anna Kowalski").
  public var spoken: String

  /// The element's key (its id, else its document path), as `Element.key`.
  public var key: String { id ?? path }

  public var stop: Int? {
    switch kind {
    case .element(let stop), .action(let stop, _, _): return stop
    case .touchOnly: return nil
    }
  }

  public var actionName: String? {
    if case .action(_, _, let name) = kind { return name }
    return nil
  }

  /// A key that stays the same across versions of a screen, for comparing them: the element's key,
  /// and the action's name.
  public var identity: String { actionName.map { "\(key)#\($0)" } ?? key }
}

/// What reaching and using one target costs with one technology.
public struct ReachCost: Hashable, Sendable {
  public var reachable: Bool
  /// Actions the person performs (gestures, scan steps, keys, spoken commands); nil when unreachable.
  public var steps: Int?
  /// Switch presses the person makes (Switch Control only): the selections, and with manual
  /// scanning each Move To Next Item press too.
  public var presses: Int?
  /// Seconds, where the technology sets the pace; nil otherwise or when unreachable.
  public var seconds: Double?
  /// The route in words, or, when unreachable, why and what would fix it.
  public var how: String {
    get { scrollsDown == 0 ? words.text : ReachLimits.scrollingDown(scrollsDown) + words.text }
    set {
      words = .text(newValue)
      scrollsDown = 0
    }
  }
  /// `how` as the technology's model made it: words, or a route through Switch Control's scan.
  private var words: Words
  /// Voice Control's "Scroll down" commands before the route (`ReachLimits`), said only when `how`
  /// is read: nearly every element of a long screen needs them, and a copy of the words in each
  /// cost was megabytes.
  var scrollsDown = 0
  /// Which way the figure is for, in a few words ("swiping", "with the Headings rotor", "with
  /// Tab-F", "by number"), so the same figure names the same route wherever it is shown.
  public var route: String?
  /// Switch Control with auto scanning: the seconds one missed highlight adds (a whole loop of the
  /// longest level on the way).
  public var missedSeconds: Double?
  /// Whether the figure rests on an estimate (Switch Control's groups of loose items).
  public var estimated = false
  /// When the technology's own way cannot reach the target but a tap on it would work: Switch
  /// Control's point scanning, Voice Control's grid.
  public var pointing: Pointing?
  /// What the figure leaves out for this target ("typing the text", "scrolling to it").
  public var notIncluded: [String] = []
  /// When a screen reader cannot activate a view that only a touch works but reads the text inside
  /// it: the stop (0-based) where it reads it. Such a view is read, not unreachable.
  public var readAtStop: Int?

  /// What cannot be done, when unreachable: the view's text is read but it cannot be activated, or
  /// it cannot be reached at all.
  public var failure: String { readAtStop == nil ? "cannot be reached" : "cannot be activated" }

  public init(reachable: Bool, steps: Int?, presses: Int? = nil, seconds: Double? = nil, how: String, route: String? = nil,
              pointing: Pointing? = nil) {
    self.reachable = reachable
    self.steps = steps
    self.presses = presses
    self.seconds = seconds
    words = .text(how)
    self.route = route
    self.pointing = pointing
  }

  /// A Switch Control cost whose route is put in words when read; `named` is `route`.
  init(reachable: Bool, steps: Int, presses: Int, seconds: Double, route: ScanRoute, named: String) {
    self.init(reachable: reachable, steps: steps, presses: presses, seconds: seconds, how: "", route: named)
    words = .scan(route)
  }

  /// `how` as made: equal when the words are, which two routes that go alike are without writing them.
  private enum Words: Hashable, Sendable {
    case text(String)
    indirect case scan(ScanRoute)

    var text: String {
      switch self {
      case .text(let text): return text
      case .scan(let route): return route.words
      }
    }

    static func == (a: Words, b: Words) -> Bool {
      switch (a, b) {
      case (.text(let x), .text(let y)): return x == y
      case (.scan(let x), .scan(let y)) where x.goesAlike(y): return true
      default: return a.text == b.text
      }
    }

    func hash(into hasher: inout Hasher) { hasher.combine(text) }
  }

  public static func unreachable(_ why: String) -> ReachCost {
    ReachCost(reachable: false, steps: nil, presses: nil, seconds: nil, how: why)
  }
}
