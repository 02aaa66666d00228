import Foundation

/// Golden files: expected output checked into `Snapshots/` beside the test file.
///
/// A missing golden, or `EARSHOT_RECORD=1`, writes the actual output as the new golden and fails
/// the test, so a recording is always looked at before it counts.
public enum Golden {
  /// Compares `actual` with `Snapshots/<name>` next to `testFile`. Returns nil when they match,
  /// otherwise a message describing the first difference (or the recording).
  public static func check(_ actual: String, named name: String, testFile: String = #filePath) -> String? {
    let directory = URL(fileURLWithPath: testFile).deletingLastPathComponent().appendingPathComponent("Snapshots")
    let url = directory.appendingPathComponent(name)
    let record = ProcessInfo.processInfo.environment["EARSHOT_RECORD"] == "1"
    if !record, let expected = try? String(contentsOf: url, encoding: .utf8) {
      if expected == actual { return nil }
      return "golden \(name) differs:\n" + firstDifference(expected, actual)
    }
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try? actual.write(to: url, atomically: true, encoding: .utf8)
    return "recorded golden \(name)\(record ? " (EARSHOT_RECORD=1 is set)" : ""); check it and run the tests again\(record ? " without EARSHOT_RECORD" : "")"
  }

  static func firstDifference(_ expected: String, _ actual: String) -> String {
    let e = expected.components(separatedBy: "\n"), a = actual.components(separatedBy: "\n")
    for i in 0..<max(e.count, a.count) {
      let el = i < e.count ? e[i] : "(end)", al = i < a.count ? a[i] : "(end)"
      if el != al { return "line \(i + 1):\n  expected: \(el)\n  actual:   \(al)" }
    }
    return "(whitespace differs)"
  }
}

/// Paths inside the repository and the shared folder beside it.
public enum Repository {
  /// The repository root (found from this file's location).
  public static let root: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  public static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

  /// The genuine captures beside the repository (`../shared/corpus`), read in place and never
  /// copied; tests that read them skip when the folder is absent.
  public static let corpus: URL = root.deletingLastPathComponent().appendingPathComponent("shared/corpus")
  /// The genuine Android captures (`../shared/android-corpus`), kept apart from the iOS ones.
  public static let androidCorpus: URL = root.deletingLastPathComponent().appendingPathComponent("shared/android-corpus")
  /// The genuine Flutter and React Native captures (`../shared/crossplatform-corpus`), read in place.
  public static let crossPlatformCorpus: URL = root.deletingLastPathComponent().appendingPathComponent("shared/crossplatform-corpus")

  /// The bundled samples' file names.
  public static func samples() -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: path("samples"))) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted()
  }

  public static func read(_ relative: String) -> [UInt8] {
    Array(FileManager.default.contents(atPath: path(relative)) ?? Data())
  }
}
