import EarshotModel

/// A session that carries out a document's effects (on activation, custom actions, escape, magic
/// tap) through `perform(_:)`, the one place every reader's effects run: in order; `screenChanged`
/// covers the current screen, keeping what the session keeps of it, and shows the new one;
/// `dismiss` shows the last covered screen again with what it kept; `set` changes the current
/// screen's live state; `layoutChanged` finds its stop on the current screen. What each sounds
/// like and where focus goes are the reader's, through the requirements below.
public protocol EffectfulSession: ReaderSession {
  /// What the session keeps of a screen another covers, to show it again as it was (its focus).
  associatedtype Kept
  /// What a change of state left for the session to settle once every effect has run (TalkBack:
  /// the focused node it removed).
  associatedtype Unsettled

  /// Each screen's live state and its order.
  var live: LiveScreens { get set }
  /// The screens under the current one, oldest first, with what each kept.
  var covered: [(screen: Int, kept: Kept)] { get set }
  /// What the current screen keeps while another covers it.
  var kept: Kept { get }

  /// An `announce` effect, heard in the reader's way (its priorities, or its own).
  mutating func announce(_ text: String, priority: AnnouncementPriority, queued: Bool) -> [SessionOutput]
  /// A `layoutChanged` effect: focus moves to `stop`.
  mutating func layoutChanged(to stop: Stop) -> [SessionOutput]
  /// A `screenChanged` effect: screen `index` is shown, focus on the element with id `focus`, or
  /// where the reader puts it.
  mutating func show(_ index: Int, focus: String?) -> [SessionOutput]
  /// A `dismiss`: screen `index` is shown again, with what it kept when it was covered.
  mutating func showAgain(_ index: Int, _ kept: Kept) -> [SessionOutput]
  /// A `toggle` effect on the element with `id`.
  mutating func toggle(id: String) -> [SessionOutput]
  /// A `set` effect changed the current screen, whose order was `before`: what is left to settle
  /// once every effect has run, if anything.
  mutating func changed(before: [Stop]) -> Unsettled?
  /// Settles what the first change left, once every effect has run.
  mutating func settle(_ unsettled: Unsettled) -> [SessionOutput]
}

extension EffectfulSession {
  /// Carries out `effects` in order.
  public mutating func perform(_ effects: [Effect]) -> [SessionOutput] {
    var out: [SessionOutput] = []
    var unsettled: Unsettled?
    for effect in effects {
      switch effect {
      case .announce(let text, let priority, let queue):
        out += announce(text, priority: priority, queued: queue)
      case .layoutChanged(let id):
        // Without an element, or one not on screen, focus stays, as if nothing happened.
        guard let id, let target = live.ordered(screenIndex).stop(id: id) else { continue }
        out += layoutChanged(to: target)
      case .screenChanged(let screenID, let focus):
        guard let index = document.screens.firstIndex(where: { $0.id == screenID }) else { continue }
        covered.append((screenIndex, kept))
        out += show(index, focus: focus)
      case .set(let change):
        let before = screenOrder.stops
        live.update(screenIndex) { $0.apply(change) }
        if let left = changed(before: before), unsettled == nil { unsettled = left }
      case .toggle(let id):
        out += toggle(id: id)
      case .dismiss:
        guard let (previous, kept) = covered.popLast() else { continue }
        out += showAgain(previous, kept)
      }
    }
    if let unsettled { out += settle(unsettled) }
    return out
  }
}
