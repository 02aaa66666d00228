import Foundation
import Testing

extension Repository {
  /// Whether the genuine captures are beside the repository; a clone elsewhere has none.
  public static var corpusIsPresent: Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: corpus.path, isDirectory: &isDirectory) && isDirectory.boolValue
  }
}

extension Repository {
  /// Whether the genuine Android captures are beside the repository.
  public static var androidCorpusIsPresent: Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: androidCorpus.path, isDirectory: &isDirectory) && isDirectory.boolValue
  }

  /// Every capture file of the Android corpus, relative to it (`compose-semantics-txt/…`).
  public static func androidCorpusInputs() -> [String] {
    let fm = FileManager.default
    var inputs: [String] = []
    for folder in (try? fm.contentsOfDirectory(atPath: androidCorpus.path)) ?? [] {
      let path = androidCorpus.appendingPathComponent(folder).path
      var isDirectory: ObjCBool = false
      guard fm.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
      for entry in (try? fm.contentsOfDirectory(atPath: path)) ?? [] where !entry.hasSuffix(".md") { inputs.append("\(folder)/\(entry)") }
    }
    return inputs.sorted()
  }
}

extension Repository {
  /// Whether the genuine Flutter and React Native captures are beside the repository.
  public static var crossPlatformCorpusIsPresent: Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: crossPlatformCorpus.path, isDirectory: &isDirectory) && isDirectory.boolValue
  }

  /// The files of one folder of the cross-platform corpus (`flutter`, `react-native`), relative to it.
  public static func crossPlatformCorpusInputs(_ folder: String) -> [String] {
    let path = crossPlatformCorpus.appendingPathComponent(folder).path
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    return entries.filter { !$0.hasSuffix(".md") }.sorted().map { "\(folder)/\($0)" }
  }
}

extension Trait where Self == ConditionTrait {
  /// Runs a test only where the genuine Flutter and React Native captures are; elsewhere it is skipped, saying why.
  public static var needsCrossPlatformCorpus: Self {
    .enabled(if: Repository.crossPlatformCorpusIsPresent, "skipped: the genuine Flutter and React Native captures (../shared/crossplatform-corpus) are not beside this repository")
  }

  /// Runs a test only where the genuine Android captures are; elsewhere it is skipped, saying why.
  public static var needsAndroidCorpus: Self {
    .enabled(if: Repository.androidCorpusIsPresent, "skipped: the genuine Android captures (../shared/android-corpus) are not beside this repository")
  }

  /// Runs a test only where the genuine captures are; elsewhere it is skipped, saying why.
  public static var needsCorpus: Self {
    .enabled(if: Repository.corpusIsPresent, "skipped: the genuine captures (../shared/corpus) are not beside this repository")
  }
}
