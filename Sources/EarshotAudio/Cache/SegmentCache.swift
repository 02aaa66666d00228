/// Synthesized segments kept for reuse within a run, with bounded memory.
///
/// "button", "heading" and the default hints repeat on every screen, so each distinct text with
/// distinct settings is synthesized once. PCM stays in memory up to `memoryBudget` bytes; past
/// that the least recently used entries move to an unlinked temporary file and are read back on
/// the next hit, so a long render neither grows without bound nor synthesizes anything twice.
/// Speech synthesized in a worker process stays in the worker's results file (`keep(_:in:...)`).
final class SegmentCache {
  struct Key: Hashable {
    var text: String
    var spellOut: Bool
    var settings: VoiceSettings
  }

  private enum Storage {
    case memory([Int16])
    /// `count` samples at byte `offset` of a file: the cache's own spill file or a worker's results.
    case file(SpillFile, offset: Int, count: Int)
  }

  private struct Entry {
    var storage: Storage
    var words: [SynthesizedSpeech.WordEvent]
    var duration: Int
    var lastUse: Int
  }

  let memoryBudget: Int
  private var entries: [Key: Entry] = [:]
  private var clock = 0
  private(set) var memoryBytes = 0
  private(set) var spilledBytes = 0
  private var spill: SpillFile?

  init(memoryBudget: Int) { self.memoryBudget = memoryBudget }

  var count: Int { entries.count }

  func contains(_ key: Key) -> Bool { entries[key] != nil }

  /// The cached speech for `key`, read back from its file when it is kept in one.
  func speech(for key: Key) throws -> SynthesizedSpeech? {
    guard let entry = use(key) else { return nil }
    switch entry.storage {
    case .memory(let samples):
      return SynthesizedSpeech(samples: samples, words: entry.words, duration: entry.duration)
    case .file(let file, let offset, let count):
      return SynthesizedSpeech(samples: try file.read(offset: offset, count: count), words: entry.words, duration: entry.duration)
    }
  }

  /// The duration and word times of the cached speech for `key`, without its samples (a layout
  /// needs no more, and samples kept in a file are not read).
  func timing(for key: Key) -> (duration: Int, words: [SynthesizedSpeech.WordEvent])? {
    use(key).map { ($0.duration, $0.words) }
  }

  private func use(_ key: Key) -> Entry? {
    guard var entry = entries[key] else { return nil }
    clock += 1
    entry.lastUse = clock
    entries[key] = entry
    return entry
  }

  /// Keeps speech whose `count` samples lie at byte `offset` of `file` (a worker's results), where
  /// they stay: they take no memory.
  func keep(_ key: Key, in file: SpillFile, offset: Int, count: Int, words: [SynthesizedSpeech.WordEvent], duration: Int) {
    clock += 1
    entries[key] = Entry(storage: .file(file, offset: offset, count: count), words: words, duration: duration, lastUse: clock)
  }

  func store(_ speech: SynthesizedSpeech, for key: Key) throws {
    clock += 1
    entries[key] = Entry(storage: .memory(speech.samples), words: speech.words, duration: speech.duration, lastUse: clock)
    memoryBytes += speech.samples.count * MemoryLayout<Int16>.size
    if memoryBytes > memoryBudget { try spillOldest() }
  }

  /// Moves the least recently used entries to disk until memory is back to half the budget, so
  /// spilling happens in batches rather than on every store.
  private func spillOldest() throws {
    if spill == nil { spill = try SpillFile() }
    let oldest = entries.filter { if case .memory = $0.value.storage { return true } else { return false } }
      .sorted { $0.value.lastUse < $1.value.lastUse }
    for (key, var entry) in oldest {
      guard memoryBytes > memoryBudget / 2 else { break }
      guard case .memory(let samples) = entry.storage else { continue }
      let offset = try spill!.append(samples)
      entry.storage = .file(spill!, offset: offset, count: samples.count)
      entries[key] = entry
      let bytes = samples.count * MemoryLayout<Int16>.size
      memoryBytes -= bytes
      spilledBytes += bytes
    }
  }
}
