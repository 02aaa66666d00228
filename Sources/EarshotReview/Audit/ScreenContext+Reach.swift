import Foundation
import EarshotEngine

/// The reach models several rules read (unreachable-for-switch, unreachable-for-keyboard,
/// scan-cost, label-in-name), built the first time one asks and then shared: on a large screen
/// each costs about as much as the rest of the audit.
extension ScreenContext {
  /// What every technology's model reads about this screen.
  var reach: ReachScreen {
    derived.reach.value {
      // The model keeps a copy of the context; a copy with models of its own keeps this one's out
      // of a reference cycle.
      var plain = self
      plain.derived = DerivedModels()
      return ReachScreen(context: plain)
    }
  }

  /// Switch Control's item scanning with the default settings.
  var switchScan: SwitchControlReach {
    derived.switchScan.value { SwitchControlReach(reach, settings: .default) }
  }
}

/// The models of one screen, each worked out at most once.
final class DerivedModels: Sendable {
  let reach = Once<ReachScreen>()
  let switchScan = Once<SwitchControlReach>()
}

/// A value made on first use; callers on several threads get the same one.
final class Once<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value?

  func value(_ make: () -> Value) -> Value {
    lock.lock()
    defer { lock.unlock() }
    if let stored { return stored }
    let made = make()
    stored = made
    return made
  }
}
