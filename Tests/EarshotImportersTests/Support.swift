import EarshotEngine
import EarshotImporters
import EarshotModel
import EarshotTalkBack
import EarshotTestSupport
import EarshotVoiceOver
import Foundation

/// A corpus capture's path (read in place; see `Repository.corpus`).
func corpus(_ relative: String) -> String {
  Repository.corpus.appendingPathComponent(relative).path
}

/// Every capture file and bundle in the corpus, relative to it.
func corpusInputs() -> [String] {
  let fm = FileManager.default
  var inputs: [String] = []
  for folder in (try? fm.contentsOfDirectory(atPath: Repository.corpus.path)) ?? [] {
    let path = Repository.corpus.appendingPathComponent(folder).path
    var isDirectory: ObjCBool = false
    guard fm.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
    for entry in (try? fm.contentsOfDirectory(atPath: path)) ?? [] where entry != "SOURCES.md" {
      inputs.append("\(folder)/\(entry)")
    }
  }
  return inputs.sorted()
}

/// The transcript lines ("speech (hint: …)") of every screen, in order.
func lines(_ document: Document, voice: String = "en-US", hints: Bool? = nil) -> [[String]] {
  let transcript = Transcript(document: document, reader: Fixture.reader(voice), speakHints: hints)
  return transcript.screens.map { $0.entries.map { Transcript.line($0.utterance) } }
}

/// Reads text as a capture of `format` (detected when nil).
func read(_ text: String, file: String = "capture.txt", format: CaptureFormat? = nil) throws -> ImportResult {
  try Importer.read(bytes: Array(text.utf8), file: file, format: format)
}

/// The one-screen transcript of a capture given as text.
func spoken(_ text: String, file: String = "capture.txt", voice: String = "en-US", hints: Bool? = false) throws -> [String] {
  lines(try read(text, file: file).document, voice: voice, hints: hints)[0]
}

/// The error message lines reading `text` gives, or nil when it reads.
func failure(_ text: String, file: String = "capture.txt", format: CaptureFormat? = nil) -> String? {
  do {
    _ = try read(text, file: file, format: format)
    return nil
  } catch let error as InputError {
    return error.description
  } catch {
    return "\(error)"
  }
}

/// A temporary directory, removed when the test's scope ends.
final class TemporaryDirectory {
  let path: String
  init() {
    path = NSTemporaryDirectory() + "earshot-\(UUID().uuidString)"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }
  deinit { try? FileManager.default.removeItem(atPath: path) }

  @discardableResult
  func write(_ relative: String, _ text: String) -> String {
    write(relative, Data(text.utf8))
  }

  @discardableResult
  func write(_ relative: String, _ data: Data) -> String {
    let full = path + "/" + relative
    try? FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    precondition(FileManager.default.createFile(atPath: full, contents: data), "could not write \(full)")
    return full
  }
}

/// The warnings about particular places, without the one every trait-less capture gets.
func specific(_ warnings: [Diagnostic]) -> [Diagnostic] {
  warnings.filter { !$0.message.contains("lists no traits") }
}
