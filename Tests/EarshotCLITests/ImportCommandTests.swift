import EarshotCLI
import EarshotImporters
import EarshotTestSupport
import Foundation
import Testing

/// `earshot import` and reading captures wherever a screen document is accepted (docs/CAPTURE-FORMATS.md).
@Suite struct ImportCommandTests {
  let corpus = Repository.corpus.path
  var settings: String { corpus + "/idb-describe-json/quern-settings-root-describe-all.json" }

  func temporary(_ name: String) -> String {
    let directory = NSTemporaryDirectory() + "earshot-import-\(UUID().uuidString)"
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    return directory + "/" + name
  }

  @Test(.needsCorpus) func writesAScreenDocumentToStdout() {
    let r = earshot("import", settings)
    #expect(r.status == 0, "\(r.err)")
    #expect(r.out.hasPrefix("{\n  \"earshot\": 1,\n  \"title\": \"Settings\","))
    #expect(r.err.isEmpty)
  }

  @Test(.needsCorpus) func writesTheFileAndItTranscribesLikeTheCapture() throws {
    let output = temporary("settings.json")
    let r = earshot("import", settings, "-o", output)
    #expect(r.status == 0 && r.out.isEmpty, "\(r.err)")
    #expect(r.err == "Wrote \(output) from the idb/AXe describe JSON.\n")
    let fromFile = earshot("transcript", output)
    let fromCapture = earshot("transcript", settings)
    #expect(fromFile.status == 0 && fromFile.out == fromCapture.out)
    #expect(fromFile.out.hasPrefix("Settings: 15 stops\n1. Settings, heading\n"))
  }

  @Test(.needsCorpus) func aBundleIsReadWhereADocumentIs() {
    let r = earshot("transcript", corpus + "/vodesign/Cart.vodesign", "--no-hints")
    #expect(r.status == 0)
    #expect(r.out.contains("14. Selected, Basket, 3, tab, 4 of 4\n"))
    #expect(r.err.contains("warning: ") && r.err.contains("Frame/screen.png"))
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

  @Test(.needsCorpus) func emptyCaptureSaysSo() {
    let r = earshot("import", corpus + "/idb-describe-json/quern-wedged-empty-app-describe-all.json")
    #expect(r.status == 2)
    #expect(r.err.contains("the capture is empty"))
  }

  @Test(.needsCorpus) func forcedFormatThatDoesNotFitIsAnInputError() {
    let r = earshot("import", settings, "--format", "appium")
    #expect(r.status == 2)
    #expect(r.err.contains("not an Appium XCUITest page source") || r.err.contains("XML"))
  }

  @Test(.needsCorpus) func unknownFormatIsAUsageError() {
    let r = earshot("import", settings, "--format", "espresso")
    #expect(r.status == 2 && r.err.contains("--format accepts earshot, xcuitest, appium, wda-json, idb, maestro, vodesign, not 'espresso'"))
  }

  @Test(.needsCorpus) func missingOutputFolderIsAnError() {
    let r = earshot("import", settings, "-o", "/nonexistent-earshot-folder/out.json")
    #expect(r.status == 2 && r.err.contains("does not exist"))
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
    let r = earshot("transcript", folder)
    #expect(r.status == 2 && r.err.contains("is a directory; give a screen document (.json), a capture file, or a .vodesign bundle"))
  }

  @Test(.needsCorpus) func inputFormatForcesTheReaderForTranscripts() {
    let r = earshot("transcript", settings, "--input-format", "maestro")
    #expect(r.status == 2 && r.err.contains("expected a Maestro hierarchy object"))
  }

  @Test(.needsCorpus) func theBinaryKeepsResultsAndWarningsApart() throws {
    let r = try BinaryRunner.run(["import", corpus + "/maestro-hierarchy-json/testingmaestro-rn081-home.json"])
    #expect(r.status == 0)
    #expect(r.stdout.hasPrefix("{"))
    #expect(r.stderr.contains("warning: ") && r.stderr.contains("no element types"))
  }
}
