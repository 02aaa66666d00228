import Foundation
import EarshotEngine
import EarshotModel

/// The reach model several rules read (unreachable-for-switch, unreachable-for-keyboard,
/// scan-cost, label-in-name), built the first time one asks and then shared. The rules ask each
/// technology only whether it reaches a target, which needs no routes, times or scan tree.
extension ScreenContext {
  /// What every technology's model reads about this screen.
  var reach: ReachScreen {
    derived.reach.value {
      // The model keeps a copy of the context; a copy with models of its own keeps this one's out
      // of a reference cycle.
      var plain = self
      plain.derived = DerivedModels()
      return ReachScreen(context: plain, speech: speech)
    }
  }

}

/// What the rules read at every stop that only some screens need, worked out once and shared.
extension ScreenContext {
  /// What VoiceOver says at each stop, hint aside (`Utterance.speech`).
  var speech: [String] {
    derived.speech.value {
      let entries = entries
      return Concurrent.map(entries.count, slice: Concurrent.slice(for: entries.count)) { i in
        entries.withUnsafeBufferPointer { $0[i].utterance.speech }
      }
    }
  }

  /// The words of the label at each stop (`LabelText.words`; none without a label).
  var labelWords: [[String]] {
    derived.labelWords.value {
      let facts = stopFacts
      return Concurrent.map(facts.count, slice: Concurrent.slice(for: facts.count)) { facts[$0].label.map(LabelText.words) ?? [] }
    }
  }
}

/// The models of one screen, each worked out at most once.
final class DerivedModels: Sendable {
  let speech = Once<[String]>()
  let labelWords = Once<[[String]]>()
  let reach = Once<ReachScreen>()
  let byPath = Once<[String: Int]>()
  let android = Once<AndroidNodes>()

  /// Takes every model made out (each is made again if asked for), to be let go of elsewhere.
  func take() -> [any Sendable] {
    var taken: [any Sendable] = []
    if let speech = speech.take() { taken.append(speech) }
    if let words = labelWords.take() { taken.append(words) }
    if let reach = reach.take() { taken.append(reach) }
    if let byPath = byPath.take() { taken.append(byPath) }
    if let android = android.take() { taken.append(android) }
    return taken
  }
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

  /// The value made, if any, no longer kept here.
  func take() -> Value? {
    lock.withLock {
      defer { stored = nil }
      return stored
    }
  }
}
