import EarshotTestSupport
import Foundation
import Testing

/// Warnings: each said once a run, none with `--quiet`, none that the known warnings accept, and
/// in JUnit where CI shows them.
@Suite struct WarningTests {
  static let android = Repository.path("samples/android")
  static let density = "the capture does not record the screen's density; 2.625 pixels per dp is assumed"

  func lines(_ text: String) -> [String] { text.split(separator: "\n").map(String.init) }

  func file(_ text: String) throws -> String {
    let path = NSTemporaryDirectory() + "earshot-\(UUID().uuidString).txt"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test func quietSilencesWarningsAndNotes() {
    let r = earshot("transcript", Self.android, "--quiet")
    #expect(r.status == 0 && !r.out.isEmpty)
    #expect(r.err.isEmpty, "\(r.err)")
  }

  /// Five captures that record no density: said in full once, then once more with the count.
  @Test func aRepeatedWarningIsSaidOnceWithACount() {
    let r = earshot("transcript", Self.android)
    let density = lines(r.err).filter { $0.contains(Self.density) }
    #expect(density.count == 1 && density[0].hasPrefix("warning: \(Self.android)/"), "\(r.err)")
    let repeats = lines(r.err).filter { $0.hasPrefix("warning: the same for ") }
    #expect(repeats.contains { $0.hasPrefix("warning: the same for 5 more inputs (") && $0.contains("): the capture does not record the screen's density") },
            "\(repeats)")
    // Every line still names its file, or says how many more it is true of.
    let warnings = lines(r.err).filter { $0.hasPrefix("warning: ") }
    #expect(warnings.allSatisfy { $0.hasPrefix("warning: \(Self.android)/") || $0.hasPrefix("warning: the same for ") })
    #expect(Set(warnings).count == warnings.count)
  }

  @Test func knownWarningsAreAcceptedForOneFileOrForEvery() throws {
    let xml = Repository.path("samples/android/checkout.xml")
    let all = lines(earshot("transcript", xml).err).filter { $0.hasPrefix("warning: ") }
    #expect(all.count == 4, "\(all)")
    // Two lines as printed, one without `warning: `, and the density for any file.
    let known = try file("# accepted in review\n\(all[0])\n\(all[1].dropFirst("warning: ".count))\n\(all[2])\n\(Self.density) (a screen 1080 pixels wide taken as a phone about 411 dp wide): give --density (`adb shell wm density` ÷ 160), or set \"density\" in the imported document\n")
    let r = earshot("transcript", xml, "--known-warnings", known)
    #expect(r.status == 0)
    #expect(r.err == "note: 4 known warnings not shown (--known-warnings)\n", "\(r.err)")
    let other = earshot("transcript", Repository.path("samples/android/checkout-legacy.xml"), "--known-warnings", known)
    #expect(lines(other.err).filter { $0.hasPrefix("warning: ") }.count == 3, "\(other.err)")
    #expect(!other.err.contains(Self.density))
    let missing = earshot("transcript", xml, "--known-warnings", "/nonexistent/known.txt")
    #expect(missing.status == 2 && missing.err.contains("/nonexistent/known.txt"))
  }

  /// Today's warnings written once, then accepted: the run is quiet about them, and a new one shows.
  @Test func writtenKnownWarningsAcceptEveryWarningOfTheRun() throws {
    let known = NSTemporaryDirectory() + "earshot-\(UUID().uuidString)/known.txt"
    let first = earshot("transcript", Self.android, "--write-known-warnings", known, "--quiet")
    #expect(first.status == 0 && first.err.isEmpty, "\(first.err)")
    let text = try String(contentsOfFile: known, encoding: .utf8)
    // Every warning of every file, repeats included, in a stable order.
    #expect(lines(text).filter { $0.contains(Self.density) }.count == 6)
    let listed = lines(text).dropFirst()
    #expect(lines(text)[0].hasPrefix("# ") && Array(listed) == listed.sorted() && listed.count == 19)
    let again = earshot("transcript", Self.android, "--known-warnings", known)
    #expect(!again.err.contains("warning: ") && again.err.contains("note: 19 known warnings not shown (--known-warnings)"), "\(again.err)")
    let ios = earshot("transcript", Repository.path("samples/captures/library.txt"), "--known-warnings", known)
    #expect(ios.err.hasPrefix("warning: \(Repository.path("samples/captures/library.txt")): "), "\(ios.err)")
  }

  @Test func junitCarriesWarningsAsSkippedTestCases() throws {
    let xml = Repository.path("samples/android/checkout.xml")
    let r = earshot("audit", xml, "--format", "junit", "--quiet")
    #expect(r.err.isEmpty)
    #expect(r.out.contains("<testsuite name=\"\(xml)\" tests=\"5\" failures=\"0\" errors=\"0\" skipped=\"4\">"), "\(r.out)")
    #expect(r.out.contains("<skipped message=\"warning: \(Self.density.replacingOccurrences(of: "'", with: "&apos;"))"))
    let known = try file(Self.density + " (a screen 1080 pixels wide taken as a phone about 411 dp wide): give --density (`adb shell wm density` ÷ 160), or set \"density\" in the imported document\n")
    let accepted = earshot("audit", xml, "--format", "junit", "--known-warnings", known)
    #expect(accepted.out.contains("skipped=\"3\">") && !accepted.out.contains("density"))
  }
}
