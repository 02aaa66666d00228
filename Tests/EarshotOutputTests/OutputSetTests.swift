import EarshotOutput
import Foundation
import Testing

/// The outputs of a run appear together, complete, or not at all; none is ever an input.
@Suite struct OutputSetTests {
  final class Folder {
    let path: String
    init() {
      path = NSTemporaryDirectory() + "earshot-output-\(UUID().uuidString)"
      try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(atPath: path) }
    func file(_ name: String) -> String { path + "/" + name }
    func write(_ name: String, _ text: String) { _ = FileManager.default.createFile(atPath: file(name), contents: Data(text.utf8)) }
    func read(_ name: String) -> String? { try? String(contentsOfFile: file(name), encoding: .utf8) }
    /// Everything in the folder, hidden temporaries included.
    var entries: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() }
  }

  func reason(_ body: () throws -> Void) -> String? {
    do {
      try body()
      return nil
    } catch {
      return (error as? OutputError)?.reason ?? "\(error)"
    }
  }

  @Test func everyOutputAppearsAtCommitAndNotBefore() throws {
    let folder = Folder()
    folder.write("b.txt", "old b")
    let set = OutputSet()
    let a = try set.add(folder.file("a.txt")), b = try set.add(folder.file("b.txt"))
    try a.write("new a")
    try b.write(Array("new b".utf8))
    #expect(folder.read("a.txt") == nil && folder.read("b.txt") == "old b")
    try set.commit()
    #expect(folder.read("a.txt") == "new a" && folder.read("b.txt") == "new b")
    #expect(folder.entries == ["a.txt", "b.txt"])
  }

  @Test func anOutputNotWrittenLeavesEveryDestinationAsItWas() throws {
    let folder = Folder()
    folder.write("b.txt", "old b")
    let set = OutputSet()
    try set.add(folder.file("a.txt")).write("new a")
    _ = try set.add(folder.file("b.txt"))
    #expect(reason { try set.commit() } == "it was not written completely")
    #expect(folder.entries == ["b.txt"] && folder.read("b.txt") == "old b")
  }

  @Test func aRenameFailingHalfWayPutsTheEarlierOutputsBack() throws {
    let folder = Folder()
    folder.write("a.txt", "old a")
    let set = OutputSet()
    try set.add(folder.file("a.txt")).write("new a")
    try set.add(folder.file("b.txt")).write("new b")
    // A folder appears where the second output goes, after the check and before the commit.
    try FileManager.default.createDirectory(atPath: folder.file("b.txt"), withIntermediateDirectories: false)
    #expect(reason { try set.commit() } != nil)
    #expect(folder.read("a.txt") == "old a")
    #expect(folder.entries == ["a.txt", "b.txt"])
  }

  @Test func anAbandonedSetRemovesItsTemporariesAndTheFoldersItMade() throws {
    let folder = Folder()
    let set = OutputSet(makingFolders: true)
    try set.add(folder.file("new/deeper/a.txt")).write("a")
    #expect(folder.entries == ["new"])
    set.abandon()
    #expect(folder.entries.isEmpty)
  }

  @Test func missingFoldersAreMadeOnlyWhenAsked() throws {
    let folder = Folder()
    #expect(reason { _ = try OutputSet().add(folder.file("missing/a.txt")) }?.contains("does not exist") == true)
    let set = OutputSet(makingFolders: true)
    try set.add(folder.file("made/a.txt")).write("a")
    try set.commit()
    #expect(folder.read("made/a.txt") == "a")
  }

  @Test func anInputIsNeverAnOutputByPathOrByLink() throws {
    let folder = Folder()
    folder.write("screen.json", "{}")
    try FileManager.default.createSymbolicLink(atPath: folder.file("link.json"), withDestinationPath: folder.file("screen.json"))
    let set = OutputSet()
    set.protect(input: folder.file("screen.json"))
    #expect(reason { _ = try set.add(folder.file("screen.json")) }?.contains("it is an input of this run") == true)
    #expect(reason { _ = try set.add(folder.file("./link.json")) }?.contains("it is an input of this run") == true)
    #expect(reason { _ = try set.add(folder.path + "/../" + (folder.path as NSString).lastPathComponent + "/screen.json") } != nil)
    #expect(folder.read("screen.json") == "{}")
  }

  @Test func anOutputInsideAnInputFolderIsRefused() throws {
    let folder = Folder()
    try FileManager.default.createDirectory(atPath: folder.file("Cart.vodesign"), withIntermediateDirectories: false)
    folder.write("Cart.vodesign/controls.json", "[]")
    let set = OutputSet()
    set.protect(input: folder.file("Cart.vodesign"))
    #expect(reason { _ = try set.add(folder.file("Cart.vodesign/controls.json")) }?.contains("inside") == true)
    #expect(reason { _ = try set.add(folder.file("Cart.vodesign/new.json")) } == nil)
  }

  @Test func theSameOutputTwiceIsRefused() throws {
    let folder = Folder()
    let set = OutputSet()
    _ = try set.add(folder.file("a.wav"))
    #expect(reason { _ = try set.add(folder.file("a.wav")) }?.contains("already an output of this run") == true)
  }

  @Test func aFolderInTheWayIsRefusedBeforeAnyWork() throws {
    let folder = Folder()
    try FileManager.default.createDirectory(atPath: folder.file("out.wav"), withIntermediateDirectories: false)
    folder.write("file", "x")
    #expect(reason { _ = try OutputSet().add(folder.file("out.wav")) } == "it is a folder; name a file inside it")
    #expect(reason { _ = try OutputSet(makingFolders: true).add(folder.file("file/out.wav")) }?.contains("is a file, not a folder") == true)
    #expect(reason { _ = try OutputSet().add(folder.file(String(repeating: "n", count: 300))) }?.contains("longer than the 255 bytes") == true)
  }

  @Test func standardOutputIsWrittenAfterTheFiles() throws {
    let folder = Folder()
    var written: [String] = []
    let set = OutputSet(standardOutput: { text in written.append(text) })
    try set.add("-").write("to stdout")
    try set.add(folder.file("a.txt")).write("a")
    #expect(written.isEmpty)
    try set.commit()
    #expect(written == ["to stdout"] && folder.read("a.txt") == "a")
    #expect(reason { _ = try OutputSet().add("-") } != nil)
  }

  @Test func aDeviceIsWrittenInPlace() throws {
    let set = OutputSet()
    try set.add("/dev/null").write("nothing")
    try set.commit()
    var info = stat()
    #expect(stat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
  }

  @Test func aReplacedFileKeepsItsPermissions() throws {
    let folder = Folder()
    folder.write("script.sh", "old")
    chmod(folder.file("script.sh"), 0o750)
    let set = OutputSet()
    try set.add(folder.file("script.sh")).write("new")
    try set.commit()
    var info = stat()
    stat(folder.file("script.sh"), &info)
    #expect(info.st_mode & 0o777 == 0o750)
  }

  @Test func aWriterThatMakesItsOwnFileIsCommittedWhenFinished() throws {
    let folder = Folder()
    let set = OutputSet()
    let audio = try set.add(folder.file("a.wav"))
    let temporary = try audio.temporaryPath()
    #expect(temporary.hasPrefix(folder.path + "/.") && temporary.hasSuffix(".partial"))
    _ = FileManager.default.createFile(atPath: temporary, contents: Data("RIFF".utf8))
    try audio.finished()
    try set.commit()
    #expect(folder.read("a.wav") == "RIFF" && folder.entries == ["a.wav"])
  }
}
