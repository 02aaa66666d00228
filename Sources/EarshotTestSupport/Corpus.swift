import Foundation
import Testing

extension Repository {
  /// Whether the genuine captures are beside the repository; a clone elsewhere has none.
  public static var corpusIsPresent: Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: corpus.path, isDirectory: &isDirectory) && isDirectory.boolValue
  }
}

extension Trait where Self == ConditionTrait {
  /// Runs a test only where the genuine captures are; elsewhere it is skipped, saying why.
  public static var needsCorpus: Self {
    .enabled(if: Repository.corpusIsPresent, "skipped: the genuine captures (../shared/corpus) are not beside this repository")
  }
}
