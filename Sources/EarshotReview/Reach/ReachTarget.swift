import EarshotEngine
import EarshotModel

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
///
/// A screen holds one for every target and technology, so what few costs have (pointing, a
/// missed highlight's seconds, the stop a view is read at) is kept apart, and what a figure leaves
/// out as flags: laid out field by field, a cost took 208 bytes and an array for each limit.
public struct ReachCost: Hashable, Sendable {
  /// `how` as the technology's model made it: words, or a route through Switch Control's scan.
  private var words: Words
  public var reachable: Bool
  /// Whether the figure rests on an estimate (Switch Control's groups of loose items).
  public var estimated = false
  /// `notIncluded` when it is only the limits `ReachLimits` says.
  private var limits: Limits = []
  /// Voice Control's "Scroll down" commands before the route (`ReachLimits`), said only when `how`
  /// is read: nearly every element of a long screen needs them, and a copy of the words in each
  /// cost was megabytes.
  var scrollsDown = 0
  /// Actions the person performs (gestures, scan steps, keys, spoken commands); nil when unreachable.
  public var steps: Int?
  /// Switch presses the person makes (Switch Control only): the selections, and with manual
  /// scanning each Move To Next Item press too.
  public var presses: Int?
  /// Seconds, where the technology sets the pace; nil otherwise or when unreachable.
  public var seconds: Double?
  /// Which way the figure is for, in a few words ("swiping", "with the Headings rotor", "with
  /// Tab-F", "by number"), so the same figure names the same route wherever it is shown.
  public var route: String?
  /// What few costs have; nil when none of it is set.
  private var rare: Rare?

  /// The route in words, or, when unreachable, why and what would fix it.
  public var how: String {
    get {
      if let kept = howAsKept { return kept }
      let bytes = UTF8Bytes(capacity: 512)
      appendHow(to: bytes)
      return bytes.string
    }
    set {
      let missed = missedSeconds
      words = .text(newValue)
      scrollsDown = 0
      // Kept apart once the route that held it is gone.
      if missed != nil { missedSeconds = missed }
    }
  }
  /// `how` appended to `bytes`, a scan route written from where it goes: the JSON and the page
  /// write it straight on rather than making a string of it first.
  func appendHow(to bytes: UTF8Bytes) {
    if scrollsDown > 0 { ReachLimits.appendScrollingDown(scrollsDown, to: bytes) }
    switch words {
    case .text(let text): bytes.append(text)
    case .scan(let route): route.append(to: bytes)
    }
  }

  /// `how` when it is kept as written, so needs no making.
  var howAsKept: String? {
    if scrollsDown == 0, case .text(let text) = words { return text }
    return nil
  }

  /// Switch Control with auto scanning: the seconds one missed highlight adds (a whole loop of the
  /// longest level on the way).
  /// A scan route holds it already: kept apart only when it is not the route's (a box for each
  /// cost of a long screen only to hold it was megabytes). So nil cannot hide a route's seconds:
  /// to say none, replace the route (`how`) first.
  public var missedSeconds: Double? {
    get { rare?.missedSeconds ?? words.missedSeconds }
    set {
      let kept = newValue == words.missedSeconds ? nil : newValue
      change { $0.missedSeconds = kept }
    }
  }
  /// When the technology's own way cannot reach the target but a tap on it would work: Switch
  /// Control's point scanning, Voice Control's grid.
  public var pointing: Pointing? {
    get { rare?.pointing }
    set { change { $0.pointing = newValue } }
  }
  /// What the figure leaves out for this target ("typing the text", "scrolling to it").
  public var notIncluded: [String] {
    get {
      if let other = rare?.notIncluded, !other.isEmpty { return other }
      return limits.words
    }
    set {
      // Kept as flags when it is what `ReachLimits` says, in its order; anything else as given.
      var flags: Limits = []
      var rest = newValue[...]
      if rest.first == ReachLimits.typing {
        flags.insert(.typing)
        rest = rest.dropFirst()
      }
      if rest.first == ReachLimits.scrolling {
        flags.insert(.scrolling)
        rest = rest.dropFirst()
      }
      let asFlags = rest.isEmpty
      limits = asFlags ? flags : []
      change { $0.notIncluded = asFlags ? [] : newValue }
    }
  }
  /// Adds `limit`, one of `ReachLimits`' words, to `notIncluded`.
  mutating func leaveOut(_ limit: String) {
    if rare?.notIncluded.isEmpty ?? true {
      if limit == ReachLimits.typing, limits.isEmpty { limits.insert(.typing); return }
      if limit == ReachLimits.scrolling, !limits.contains(.scrolling) { limits.insert(.scrolling); return }
    }
    notIncluded.append(limit)
  }
  /// When a screen reader cannot activate a view that only a touch works but reads the text inside
  /// it: the stop (0-based) where it reads it. Such a view is read, not unreachable.
  public var readAtStop: Int? {
    get { rare?.readAtStop }
    set { change { $0.readAtStop = newValue } }
  }

  /// What cannot be done, when unreachable: the view's text is read but it cannot be activated, or
  /// it cannot be reached at all.
  public var failure: String { readAtStop == nil ? "cannot be reached" : "cannot be activated" }

  public init(reachable: Bool, steps: Int?, presses: Int? = nil, seconds: Double? = nil, how: String, route: String? = nil,
              pointing: Pointing? = nil) {
    words = .text(how)
    self.reachable = reachable
    self.steps = steps
    self.presses = presses
    self.seconds = seconds
    self.route = route
    if let pointing { self.pointing = pointing }
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

    /// A scan route's missed highlight's seconds.
    var missedSeconds: Double? {
      if case .scan(let route) = self { return route.missedSeconds }
      return nil
    }

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

  /// Equal, and hashed, by what it says, however it is kept.
  public static func == (a: ReachCost, b: ReachCost) -> Bool {
    a.reachable == b.reachable && a.steps == b.steps && a.presses == b.presses && a.seconds == b.seconds && a.words == b.words
      && a.scrollsDown == b.scrollsDown && a.route == b.route && a.missedSeconds == b.missedSeconds && a.estimated == b.estimated
      && a.pointing == b.pointing && a.notIncluded == b.notIncluded && a.readAtStop == b.readAtStop
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(reachable)
    hasher.combine(steps)
    hasher.combine(presses)
    hasher.combine(seconds)
    hasher.combine(words)
    hasher.combine(scrollsDown)
    hasher.combine(route)
    hasher.combine(missedSeconds)
    hasher.combine(estimated)
    hasher.combine(pointing)
    hasher.combine(notIncluded)
    hasher.combine(readAtStop)
  }

  private struct Limits: OptionSet, Sendable {
    let rawValue: UInt8
    static let typing = Limits(rawValue: 1)
    static let scrolling = Limits(rawValue: 2)

    /// The limits in words, in `ReachLimits`' order: one array made for each set of flags, as
    /// the JSON and the diff read `notIncluded` of every cost.
    var words: [String] { Self.allWords[Int(rawValue)] }
    private static let allWords: [[String]] = (0..<4).map { (raw: UInt8) in
      let flags = Limits(rawValue: raw)
      return (flags.contains(.typing) ? [ReachLimits.typing] : []) + (flags.contains(.scrolling) ? [ReachLimits.scrolling] : [])
    }
  }

  /// The fields few costs set, shared by copies of a cost and never changed in place.
  private final class Rare: Sendable {
    struct Fields {
      var missedSeconds: Double?
      var pointing: Pointing?
      var readAtStop: Int?
      /// `notIncluded` when it is not only `ReachLimits`' flags.
      var notIncluded: [String] = []

      var isEmpty: Bool { missedSeconds == nil && pointing == nil && readAtStop == nil && notIncluded.isEmpty }
    }

    let fields: Fields
    init(_ fields: Fields) { self.fields = fields }

    var missedSeconds: Double? { fields.missedSeconds }
    var pointing: Pointing? { fields.pointing }
    var readAtStop: Int? { fields.readAtStop }
    var notIncluded: [String] { fields.notIncluded }
  }

  /// Sets one of the rare fields: a new box, or none once they are all unset.
  private mutating func change(_ set: (inout Rare.Fields) -> Void) {
    var fields = rare?.fields ?? Rare.Fields()
    set(&fields)
    rare = fields.isEmpty ? nil : Rare(fields)
  }

  public static func unreachable(_ why: String) -> ReachCost {
    ReachCost(reachable: false, steps: nil, presses: nil, seconds: nil, how: why)
  }
}
