import EarshotModel

/// The live state of every screen of a document a session shows (changes persist when a flow
/// comes back to a screen), and each state's order by the session's reader, worked out once
/// (`StopsCache`). Every reader's session keeps its screens this way; copies of a session share
/// the orders worked out.
public struct LiveScreens: Sendable {
  public let document: Document
  private var states: [Int: ScreenState] = [:]
  /// Identifies each screen's live state: renewed at every change, unique among the copies that
  /// share the cache, 0 before any change.
  private var versions: [Int: Int] = [:]
  private let cache = StopsCache()
  /// The reader's visiting order of a screen in a state.
  private let order: @Sendable (ScreenState) -> ScreenOrder

  public init(document: Document, order: @escaping @Sendable (ScreenState) -> ScreenOrder) {
    self.document = document
    self.order = order
  }

  /// Screen `screen` as it is now.
  public func state(_ screen: Int) -> ScreenState { states[screen] ?? ScreenState(screen: document.screens[screen]) }

  /// The version of screen `screen`'s live state: the same version, the same state.
  public func version(_ screen: Int) -> Int { versions[screen] ?? 0 }

  /// Screen `screen` in visiting order now, with where each stop is by key and by id.
  public func ordered(_ screen: Int) -> StopsCache.Entry {
    // The closures hold what they need, not a copy of these screens; the state is made only when
    // this version of it is not the one cached.
    let states = self.states, document = self.document, order = self.order
    func state() -> ScreenState { states[screen] ?? ScreenState(screen: document.screens[screen]) }
    return cache.entry(screen: screen, version: version(screen), overrides: { state().overrides }) { order(state()) }
  }

  /// Takes `order`, the reader's order of screen `screen` as it is now, which the caller worked out
  /// already, so the session does not order the screen again.
  public func know(_ order: ScreenOrder, of screen: Int) {
    _ = cache.entry(screen: screen, version: version(screen), overrides: { state(screen).overrides }) { order }
  }

  /// Changes screen `screen`'s live state; a change that changes nothing keeps its version.
  public mutating func update(_ screen: Int, _ body: (inout ScreenState) -> Void) {
    var s = state(screen)
    body(&s)
    guard s.overrides != state(screen).overrides else { return }
    states[screen] = s
    versions[screen] = cache.newVersion()
  }
}
