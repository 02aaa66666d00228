import EarshotCLI
import EarshotImporters
import EarshotTestSupport
import Foundation
import Testing

/// `earshot import` and reading captures wherever a screen document is accepted (docs/CAPTURE-FORMATS.md),
/// on the repository's own sample captures.
@Suite struct ImportCommandTests {
  let captures = Repository.path("samples/captures")
  var settings: String { captures + "/library-idb.json" }

  func temporary(_ name: String) -> String {
    let directory = NSTemporaryDirectory() + "earshot-import-\(UUID().uuidString)"
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    return directory + "/" + name
  }

  @Test func writesAScreenDocumentToStdout() {
    let r = earshot("import", settings)
    #expect(r.status == 0, "\(r.err)")
    #expect(r.out.hasPrefix("{\n  \"earshot\": 1,\n  \"title\": \"Podcasts\","))
    #expect(r.err.split(separator: "\n").allSatisfy { $0.hasPrefix("warning: ") })
  }

  @Test func writesTheFileAndItTranscribesLikeTheCapture() throws {
    let output = temporary("library.json")
    let r = earshot("import", settings, "-o", output)
    #expect(r.status == 0 && r.out.isEmpty, "\(r.err)")
    #expect(r.err.hasSuffix("Wrote \(output), a screen document (JSON), from the idb/AXe describe JSON.\n"))
    let fromFile = earshot("transcript", output)
    let fromCapture = earshot("transcript", settings)
    #expect(fromFile.status == 0 && fromFile.out == fromCapture.out)
    #expect(fromFile.out.hasPrefix("Podcasts: 10 stops\n1. Edit, button\n"))
  }

  @Test func anOutputNamedAsAnotherKindOfFileIsRefused() {
    // JSON written into a .txt file without a word: refused before anything is read or written.
    let output = temporary("lib.txt")
    let r = earshot("import", settings, "-o", output)
    #expect(r.status == 2 && !FileManager.default.fileExists(atPath: output))
    #expect(r.err.hasPrefix("Error: -o \(output): import writes a screen document, which is JSON, and .txt names another kind of file; write \(output.dropLast(3))json\n"))
    // The other JSON outputs name theirs the same way; .JSON and a name without an extension are taken.
    let log = earshot("listen", settings, "--keys", "-", "--log", temporary("session.log.txt"))
    #expect(log.status == 2 && log.err.contains("--log ") && log.err.contains("the session log is JSON, and .txt names another kind of file"))
    let baseline = earshot("audit", settings, "--write-baseline", temporary("baseline.yaml"))
    #expect(baseline.status == 2 && baseline.err.contains("a baseline is JSON, and .yaml names another kind of file"))
    let timeline = earshot("render", settings, "-o", temporary("a.wav"), "--timeline", temporary("a.vtt"))
    #expect(timeline.status == 2 && timeline.err.contains("the timeline is JSON, and .vtt names another kind of file"))
    #expect(earshot("import", settings, "-o", temporary("lib.JSON")).status == 0)
    #expect(earshot("import", settings, "-o", temporary("library")).status == 0)
  }

  @Test func aBundleIsReadWhereADocumentIs() {
    let r = earshot("transcript", captures + "/Library.vodesign", "--no-hints")
    #expect(r.status == 0)
    #expect(r.out.contains("9. Selected, Library, tab, 2 of 3\n"))
  }

  @Test func aFailedImportWritesNothingAndKeepsTheOldFile() throws {
    let broken = temporary("broken.json")
    try #"[{"AXFrame": "{{0, 0}, {10, 10}}", "AXLabel": "Cut"#.write(toFile: broken, atomically: true, encoding: .utf8)
    let output = temporary("out.json")
    let r = earshot("import", broken, "-o", output)
    #expect(r.status == 2 && r.out.isEmpty)
    #expect(r.err.hasPrefix("Error: \(broken): line 1, column "))
    #expect(r.err.contains("truncated"))
    #expect(!FileManager.default.fileExists(atPath: output))

    try "keep me".write(toFile: output, atomically: true, encoding: .utf8)
    #expect(earshot("import", broken, "-o", output).status == 2)
    #expect(try String(contentsOfFile: output, encoding: .utf8) == "keep me")
    let folder = (output as NSString).deletingLastPathComponent
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["out.json"])
  }

  @Test func emptyCaptureSaysSo() throws {
    let empty = temporary("empty.json")
    try "[]".write(toFile: empty, atomically: true, encoding: .utf8)
    let r = earshot("import", empty, "--input-format", "idb")
    #expect(r.status == 2)
    #expect(r.err.contains("the capture is empty"))
  }

  @Test func forcedFormatThatDoesNotFitIsAnInputError() {
    let r = earshot("import", settings, "--format", "appium")
    #expect(r.status == 2)
    #expect(r.err.contains("not an Appium XCUITest page source") || r.err.contains("XML"))
  }

  @Test func unknownFormatIsAUsageError() {
    let r = earshot("import", settings, "--format", "espresso")
    #expect(r.status == 2 && r.err.contains("--format accepts earshot, xcuitest, appium, wda-json, idb, maestro, vodesign, uiautomator, uiautomator2, compose, flutter, jest, not 'espresso'"))
  }

  @Test func aMissingOutputFolderIsMade() throws {
    let output = temporary("new/deeper/library.json")
    let r = earshot("import", Repository.path("samples/captures/library-idb.json"), "-o", output)
    #expect(r.status == 0, "\(r.err)")
    #expect(FileManager.default.fileExists(atPath: output))
  }

  @Test func aForeignFileNamesWhatIsAccepted() throws {
    let path = temporary("notes.txt")
    try "hello there\n".write(toFile: path, atomically: true, encoding: .utf8)
    let r = earshot("transcript", path)
    #expect(r.status == 2)
    #expect(r.err == "Error: \(path): not a format Earshot reads; expected \(Importer.accepted)\n")
  }

  @Test func aFolderThatIsNoBundleIsAnError() {
    let folder = (temporary("x") as NSString).deletingLastPathComponent
    // transcript searches a folder for screens; import reads one input.
    let transcript = earshot("transcript", folder)
    #expect(transcript.status == 2 && transcript.err.contains("this folder holds no screen documents or captures"))
    let r = earshot("import", folder)
    #expect(r.status == 2 && r.err.contains("is a directory; give a screen document (.json), a capture file, or a .vodesign bundle"))
  }

  @Test func inputFormatForcesTheReaderForTranscripts() {
    let r = earshot("transcript", settings, "--input-format", "maestro")
    #expect(r.status == 2 && r.err.contains("expected a Maestro hierarchy object"))
  }

  @Test func theBinaryKeepsResultsAndWarningsApart() throws {
    let r = try BinaryRunner.run(["import", captures + "/library-maestro.json"])
    #expect(r.status == 0)
    #expect(r.stdout.hasPrefix("{"))
    #expect(r.stderr.contains("warning: ") && r.stderr.contains("no element types"))
  }
}
