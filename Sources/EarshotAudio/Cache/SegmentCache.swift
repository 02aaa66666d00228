/// Synthesized segments kept for reuse within a run, with bounded memory.
///
/// "button", "heading" and the default hints repeat on every screen, so each distinct text with
/// distinct settings is synthesized once. PCM stays in memory up to `memoryBudget` bytes; past
/// that the least recently used entries move to an unlinked temporary file and are read back on
/// the next hit, so a long render neither grows without bound nor synthesizes anything twice.
/// Speech synthesized in a worker process stays in the worker's results file (`keep(_:in:...)`).
final class SegmentCache {
  /// A segment's sound as the cache gives it.
  struct CachedSound {
    var samples: ClipSamples
    var words: [SynthesizedSpeech.WordEvent]
    var duration: Int
  }

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

  /// The cached sound for `key`: its samples (none without `samples`: a layout needs only the
  /// duration and word times; those kept in a file are mapped, not read), words and duration.
  func sound(for key: Key, samples: Bool) throws -> CachedSound? {
    guard let entry = use(key) else { return nil }
    let sound: ClipSamples
    switch entry.storage {
    case _ where !samples: sound = ClipSamples([])
    case .memory(let kept): sound = ClipSamples(kept)
    case .file(let file, let offset, let count): sound = try file.samples(offset: offset, count: count)
    }
    return CachedSound(samples: sound, words: entry.words, duration: entry.duration)
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
