import EarshotTestSupport
import Foundation
import Testing

/// docs/ARCHITECTURE.md, "Adding a screen reader": a reader is a target of its own, and nothing
/// outside it names it but the command line's registry. These checks read the sources and the
/// package, so a reader named anywhere else fails here, not in a review.
@Suite struct ReaderSeamTests {
  /// Every reader's target, by its folder under Sources/.
  static let readerTargets = ["EarshotVoiceOver", "EarshotTalkBack"]

  /// The Swift files under `folder`, relative to the repository.
  static func swiftFiles(under folder: String) -> [String] {
    let root = Repository.path(folder)
    let found = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
    return found.filter { $0.hasSuffix(".swift") }.map { "\(folder)/\($0)" }.sorted()
  }

  @Test func onlyTheCommandLinesRegistryImportsAReader() {
    let importers = Self.swiftFiles(under: "Sources").filter { file in
      guard !Self.readerTargets.contains(where: { file.hasPrefix("Sources/\($0)/") }) else { return false }
      let text = String(decoding: Repository.read(file), as: UTF8.self)
      return Self.readerTargets.contains { text.contains("import \($0)\n") }
    }
    // The test support builds the readers the tests hear.
    #expect(importers == ["Sources/EarshotCLI/ScreenReaders.swift", "Sources/EarshotTestSupport/Fixtures.swift"])
  }

  @Test func noTargetBelowTheCommandLineDependsOnAReader() {
    let package = String(decoding: Repository.read("Package.swift"), as: UTF8.self)
    let targets = package.split(separator: "\n").filter { $0.contains(".target(name: ") }
    #expect(targets.count >= 8)
    for line in targets {
      let name = line.split(separator: "\"")[1]
      guard !["EarshotCLI", "EarshotTestSupport"].contains(name), !Self.readerTargets.contains(String(name)) else { continue }
      #expect(!Self.readerTargets.contains { line.contains("\"\($0)\"") }, "\(name) depends on a reader")
    }
  }

  /// docs/ARCHITECTURE.md, "Adding a screen reader": the audit rules about a platform are its
  /// reader's, in its target's `Audit/`, and reach the auditor through the command line's catalog;
  /// the review holds the mechanism, no rule, and casts no reader to find what it brings.
  @Test func everyAuditRuleIsAReadersAndNoneIsReachedByACast() {
    let outside = Self.swiftFiles(under: "Sources").filter { file in !Self.readerTargets.contains { file.hasPrefix("Sources/\($0)/") } }
    let texts = outside.map { String(decoding: Repository.read($0), as: UTF8.self) }
    let rules = zip(outside, texts).filter { $1.contains(": AuditRule {") }.map(\.0)
    #expect(rules == [])
    let casts = zip(outside, texts).filter { _, text in
      text.contains("as? any AuditingScreenReader") || Self.readerTargets.contains { text.contains("as? \($0.dropFirst("Earshot".count))") }
    }.map(\.0)
    #expect(casts == [])
    // The readers' rules are there to be found: each reader's Audit/ folder holds some.
    for reader in Self.readerTargets {
      #expect(Self.swiftFiles(under: "Sources/\(reader)/Audit").count > 1, "\(reader) brings no audit rules")
    }
  }

  /// docs/ARCHITECTURE.md, "Adding a language": the model holds what a document and a voice
  /// profile say, not a reader's vocabulary. A voice profile's words are a table keyed by the
  /// strings its file writes (`ReaderWords`), checked against the built-in en-US profile's keys;
  /// VoiceOver's vocabulary, `Phrase`, is named only in its target, which makes the table typed.
  @Test func onlyVoiceOverNamesItsVocabulary() throws {
    let name = try Regex(#"\bPhrase\b"#)
    let naming = Self.swiftFiles(under: "Sources").filter { file in
      guard !file.hasPrefix("Sources/EarshotVoiceOver/") else { return false }
      return String(decoding: Repository.read(file), as: UTF8.self).contains(name)
    }
    #expect(naming == [])
    #expect(Self.swiftFiles(under: "Sources/EarshotModel").count > 50)
  }

  /// docs/ARCHITECTURE.md, "Adding a platform": outside the readers and the capture readers (a
  /// capture format is written by one platform's tools, or is mapped onto each platform as its
  /// framework's engine does), what differs per platform is asked of its description
  /// (`Platform.swift`), never which platform a screen is. The other files that still compare are
  /// the description itself, `ElementField` (whose rows are marked as a platform's) and `capture`,
  /// whose own PLATFORM argument picks a device tool (adb, idb).
  @Test func noSourceOutsideTheReadersAsksWhichPlatformAScreenIs() {
    let asks = [#"== .ios"#, #"== .android"#, #"!= .ios"#, #"!= .android"#, "case .ios", "case .android", "? .ios", "? .android"]
    let allowed = ["Sources/EarshotModel/Document/Platform.swift", "Sources/EarshotModel/Document/ElementField.swift",
                   "Sources/EarshotCLI/Commands/CaptureCommand.swift"]
    let asking = Self.swiftFiles(under: "Sources").filter { file in
      guard !(Self.readerTargets + ["EarshotImporters"]).contains(where: { file.hasPrefix("Sources/\($0)/") }), !allowed.contains(file) else { return false }
      let text = String(decoding: Repository.read(file), as: UTF8.self)
      return asks.contains { text.contains($0) }
    }
    #expect(asking == [])
  }
}
