import EarshotModel
import Foundation
import Testing

/// Paths taken apart by their bytes: every shape a user may type (one-character names, `.`, `..`,
/// trailing and doubled slashes, absolute and relative, non-ASCII, very long) gives what POSIX
/// `dirname` gives, and nothing traps (Foundation's `deletingLastPathComponent` does, on Linux,
/// for a one-character path).
@Suite struct PathNameTests {
  static let long = String(repeating: "n", count: 300)
  static let shapes: [String] = [
    "", "a", "a/x.wav", "b/s.json", "q", "/", "//", "///a", "a/", "a//", "a//b", "./a", "../a", ".", "..", "./", "../",
    "a/.", "a/..", "/a", "/a/", "/a/b", "x.wav", ".hidden", "a/.hidden", "a.b/c", "a/b.c/", "é", "é/ü.json", "日本/語.json",
    "ñ/x", long, "\(long)/\(long).json", "/tmp/\(long)/x", "a b/c d.wav", "a\\b/c", String(repeating: "a/", count: 200) + "x",
  ]

  /// POSIX `dirname`, from the C library.
  static func cDirname(_ path: String) -> String {
    var bytes = Array(path.utf8CString)
    return bytes.withUnsafeMutableBufferPointer { String(cString: dirname($0.baseAddress!)) }
  }

  /// (POSIX leaves `//` to the system; glibc keeps it, and the table below says `/`.)
  @Test(arguments: shapes.filter { $0 != "//" })
  func theFolderIsWhatDirnameSays(_ path: String) {
    #expect(PathName.folder(of: path) == Self.cDirname(path), "\(path.prefix(80))")
  }

  @Test func namesExtensionsAndJoins() {
    let names: [(String, String)] = [("", ""), ("a", "a"), ("a/x.wav", "x.wav"), ("/", "/"), ("//", "/"), ("a/", "a"), ("a//b/", "b"),
                                     (".", "."), ("..", ".."), ("a/..", ".."), ("é/ü.json", "ü.json"), ("/a", "a")]
    for (path, name) in names { #expect(PathName.name(of: path) == name, "\(path)") }
    let extensions: [(String, String)] = [("x.wav", "wav"), ("a/x.wav", "wav"), ("a.b/c", ""), (".hidden", ""), ("a.", ""), ("a", ""),
                                          ("a/b.tar.gz", "gz"), ("a/b.c/", "c"), ("..", ""), ("é/ü.json", "json")]
    for (path, ext) in extensions { #expect(PathName.extension(of: path) == ext, "\(path)") }
    let stems: [(String, String)] = [("x.wav", "x"), ("out/x.wav", "out/x"), ("a.b/c", "a.b/c"), (".hidden", ".hidden"),
                                     ("a/b.tar.gz", "a/b.tar"), ("é/ü.json", "é/ü"), ("q", "q")]
    for (path, stem) in stems { #expect(PathName.removingExtension(path) == stem, "\(path)") }
    let joins: [(String, String, String)] = [("a", "b", "a/b"), ("a/", "b", "a/b"), ("/", "b", "/b"), ("", "b", "b"), ("a", "", "a"),
                                             (".", "x.wav", "./x.wav")]
    for (folder, name, path) in joins { #expect(PathName.joining(folder, name) == path, "\(folder) + \(name)") }
    #expect(PathName.folder(of: "//") == "/")
    #expect(PathName.beside("page.html", "page-s1.opus") == "page-s1.opus")
    #expect(PathName.beside("r/page.html", "page-s1.opus") == "r/page-s1.opus")
    #expect(PathName.beside("/page.html", "page-s1.opus") == "/page-s1.opus")
  }

  /// The folder of a folder, taken again and again, reaches `.` or `/` and stays there.
  @Test(arguments: shapes)
  func climbingEnds(_ path: String) {
    var folder = path
    for _ in 0..<300 { folder = PathName.folder(of: folder) }
    #expect(folder == "." || folder == "/", "\(path.prefix(80)) climbs to \(folder)")
  }
}
