import Foundation
import EarshotEngine
import EarshotModel

/// The reach model several rules read (unreachable-for-switch, unreachable-for-keyboard,
/// scan-cost, label-in-name), built the first time one asks and then shared. The rules ask each
/// technology only whether it reaches a target, which needs no routes, times or scan tree.
extension ScreenContext {
  /// What every technology's model reads about this screen.
  public var reach: ReachScreen {
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
  public var speech: [String] {
    derived.speech.value {
      let entries = entries
      return Concurrent.map(entries.count, slice: Concurrent.slice(for: entries.count)) { i in
        entries.withUnsafeBufferPointer { $0[i].utterance.speech }
      }
    }
  }

  /// The words of the label at each stop (`LabelText.words`; none without a label).
  public var labelWords: LabelWords {
    derived.labelWords.value {
      let facts = stopFacts
      let size = Concurrent.slice(for: facts.count)
      // A slice of stops at a time on each core, each slice's words in one array.
      let parts = Concurrent.map((facts.count + size - 1) / size) { s in
        var words: [String] = [], counts: [Int] = []
        let stops = s * size..<min(facts.count, (s + 1) * size)
        counts.reserveCapacity(stops.count)
        for i in stops {
          let before = words.count
          if let label = facts[i].label { LabelText.appendWords(of: label, to: &words) }
          counts.append(words.count - before)
        }
        return (words: words, counts: counts)
      }
      return LabelWords(parts)
    }
  }
}

/// The words of every stop's label, kept in one array: an array of words for each stop took
/// twice the memory on a screen of many stops, while every label rule ran.
public struct LabelWords: Sendable {
  // Read by the rules in other modules: inlinable, so a word read is an array read there, not a
  // call returning a copy.
  @usableFromInline let words: [String]
  /// Where stop `i`'s words end in `words` (they start where stop `i - 1`'s end).
  @usableFromInline let ends: [Int]

  /// Joins slices of stops, each with its words and how many each stop has.
  init(_ parts: [(words: [String], counts: [Int])]) {
    var words: [String] = [], ends: [Int] = []
    words.reserveCapacity(parts.reduce(0) { $0 + $1.words.count })
    ends.reserveCapacity(parts.reduce(0) { $0 + $1.counts.count })
    for part in parts {
      words.append(contentsOf: part.words)
      for count in part.counts { ends.append((ends.last ?? 0) + count) }
    }
    self.words = words
    self.ends = ends
  }

  /// Stop `i`'s words.
  @inlinable public subscript(i: Int) -> Words { Words(all: words, range: (i == 0 ? 0 : ends[i - 1])..<ends[i]) }

  /// One stop's words, indexed from 0.
  public struct Words: RandomAccessCollection, Sendable {
    @usableFromInline let all: [String]
    @usableFromInline let range: Range<Int>
    @inlinable init(all: [String], range: Range<Int>) {
      self.all = all
      self.range = range
    }
    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { range.count }
    @inlinable public subscript(k: Int) -> String { all[range.lowerBound + k] }
  }
}

/// The models of one screen, each worked out at most once.
final class DerivedModels: Sendable {
  let speech = Once<[String]>()
  let labelWords = Once<LabelWords>()
  let reach = Once<ReachScreen>()
  let byPath = Once<[String: Int]>()
  let byID = Once<[String: Int]>()
  /// What the reader worked out to order the screen (TalkBack's tree), set when the context is made:
  /// nothing reads it once the rules have run, and a large screen's tree is megabytes.
  let readerModel = Once<ReaderModel?>()
  /// The models the rules a screen reader brings share (TalkBack's nodes), one of each type.
  let readers = OncePerType()

  /// Takes every model made out (each is made again if asked for, but the reader's: a rule then
  /// works it out again), to be let go of elsewhere.
  func take() -> [any Sendable] {
    var taken: [any Sendable] = []
    if let speech = speech.take() { taken.append(speech) }
    if let words = labelWords.take() { taken.append(words) }
    if let reach = reach.take() { taken.append(reach) }
    if let byPath = byPath.take() { taken.append(byPath) }
    if let byID = byID.take() { taken.append(byID) }
    if let model = readerModel.take() { taken.append(model) }
    taken.append(contentsOf: readers.take())
    return taken
  }
}

/// One value of each type, each made on first use; callers on several threads get the same one.
final class OncePerType: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [ObjectIdentifier: any Sendable] = [:]

  func value<Value: Sendable>(_ make: () -> Value) -> Value {
    lock.lock()
    defer { lock.unlock() }
    // Stored under its own type's key, so the cast cannot fail.
    if let stored = stored[ObjectIdentifier(Value.self)] { return stored as! Value }
    let made = make()
    stored[ObjectIdentifier(Value.self)] = made
    return made
  }

  /// Every value made, no longer kept here.
  func take() -> [any Sendable] {
    lock.withLock {
      defer { stored = [:] }
      return Array(stored.values)
    }
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
