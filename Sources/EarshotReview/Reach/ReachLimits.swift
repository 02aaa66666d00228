import EarshotEngine
import EarshotModel

/// What a reach figure leaves out, said per target rather than silently: typing into a text field
/// (Switch Control's scanned keyboard, Voice Control's dictation, the keyboard's keys: the text
/// is not known), and scrolling to something off the screen where the technology does not scroll
/// by itself. VoiceOver's swipes and the keyboard's focus scroll to the next element on their own
/// (their figures include it); Switch Control's item scanning highlights only what is on screen
/// (scrolling through the scanner menu is not costed); Voice Control's "Scroll down" is costed,
/// one command per screen height (ReachUnverified.voiceControlScrollsAScreen).
enum ReachLimits {
  static let typing = "typing the text"
  static let scrolling = "scrolling to it"

  /// `cost` of `target` with `technology`, with what it leaves out said and Voice Control's scrolling added.
  static func apply(_ cost: ReachCost, _ target: ReachTarget, _ technology: ReachTechnology, in screen: ReachScreen) -> ReachCost {
    guard cost.reachable, case .element(let stop) = target.kind else { return cost }
    var cost = cost
    if takesText(stop, in: screen) { cost.leaveOut(typing) }
    // The frame the context keeps per stop: taking the entry out of its array copies all of it.
    guard let frame = screen.context.frame(stop), !frame.isEmpty else { return cost }
    let bounds = PointingReach.screenBounds(screen)
    let below = frame.y + frame.height / 2 - bounds.maxY, aside = frame.x + frame.width / 2 - bounds.maxX
    guard below > 0 || aside > 0 || frame.maxY < 0 || frame.maxX < 0 else { return cost }
    switch technology {
    case .screenReader, .keyboard:
      break
    case .switchControl:
      cost.leaveOut(scrolling)
    case .voiceControl:
      if below > 0, aside <= 0 {
        let screens = Int((below / bounds.height).rounded(.up))
        cost.steps = (cost.steps ?? 0) + screens
        cost.scrollsDown = screens
      } else {
        cost.leaveOut(scrolling)
      }
    }
    return cost
  }

  /// What Voice Control's route says before the rest when the target is `screens` screens below,
  /// appended to `bytes`: written before nearly every Voice Control route of a long screen, where
  /// joining strings cost thousands of instructions a route.
  static func appendScrollingDown(_ screens: Int, to bytes: UTF8Bytes) {
    // The fixed words straight from the binary's bytes (a literal given to `append` is a string).
    func add(_ literal: StaticString) { bytes.append(literal) }
    add("\u{201C}Scroll down\u{201D} ")
    appendTimes(screens, to: bytes)
    add(" (it is below the screen), then ")
  }

  /// Whether the element at `stop` takes typed text: a text field, search field or text view.
  static func takesText(_ stop: Int, in screen: ReachScreen) -> Bool {
    // Read in place: taking the entry out of its array copies all of it.
    let kind = screen.entries.withUnsafeBufferPointer { $0[stop].stop.element.kind }
    switch kind {
    case .textField, .secureTextField, .searchField, .textView: return true
    default:
      let traits = screen.context.traits(stop)
      return traits.has(.textEntry) || traits.has(.searchField)
    }
  }
}
