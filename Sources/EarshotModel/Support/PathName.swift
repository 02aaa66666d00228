/// Paths as text: split and joined by their bytes the way POSIX `dirname` and `basename` do,
/// without touching the file system.
///
/// Every path Earshot takes apart or puts together goes through here, not through Foundation's
/// `NSString` path helpers: on Linux those trap on ordinary paths (`deletingLastPathComponent` of a
/// one-character path such as `a/x.wav`'s folder `a` crashes the process).
public enum PathName {
  private static let slash = UInt8(ascii: "/")
  private static let dot = UInt8(ascii: ".")

  /// The folder `path` is in, as `dirname` gives it: `.` for a bare name, `/` at the root;
  /// trailing slashes are not a component (`a/b/` is in `a`).
  public static func folder(of path: String) -> String {
    let bytes = Array(path.utf8)
    let end = endWithoutTrailingSlashes(bytes)
    if end == 0 { return bytes.isEmpty ? "." : "/" }
    guard let cut = bytes[..<end].lastIndex(of: slash) else { return "." }
    var stop = cut
    while stop > 0, bytes[stop - 1] == slash { stop -= 1 }
    if stop == 0 { return "/" }
    return String(decoding: bytes[..<stop], as: UTF8.self)
  }

  /// The last component of `path`, as `basename` gives it (without trailing slashes); `/` for the
  /// root and an empty name for an empty path.
  public static func name(of path: String) -> String {
    let bytes = Array(path.utf8)
    let end = endWithoutTrailingSlashes(bytes)
    if end == 0 { return bytes.isEmpty ? "" : "/" }
    let start = bytes[..<end].lastIndex(of: slash).map { $0 + 1 } ?? 0
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// `name` inside `folder` (`folder` alone when `name` is empty, `name` alone when `folder` is).
  public static func joining(_ folder: String, _ name: String) -> String {
    if folder.isEmpty { return name }
    if name.isEmpty { return folder }
    return folder.utf8.last == slash ? folder + name : folder + "/" + name
  }

  /// The file `name` in the folder `path` is in, as relative as `path` was: a bare name stays bare
  /// (`page-s1.opus` beside `page.html`, `out/page-s1.opus` beside `out/page.html`).
  public static func beside(_ path: String, _ name: String) -> String {
    path.utf8.contains(slash) ? joining(folder(of: path), name) : name
  }

  /// The extension of the last component, without its dot (`wav` of `out/x.wav`); empty when the
  /// name has none, ends in a dot or only starts with one (`.profile`).
  public static func `extension`(of path: String) -> String {
    let name = Array(self.name(of: path).utf8)
    guard let dot = name.lastIndex(of: dot), dot > 0, dot < name.count - 1 else { return "" }
    return String(decoding: name[(dot + 1)...], as: UTF8.self)
  }

  /// `path` without the extension of its last component (`out/x` of `out/x.wav`); unchanged when
  /// there is none. Trailing slashes are dropped with it.
  public static func removingExtension(_ path: String) -> String {
    let ext = `extension`(of: path)
    guard !ext.isEmpty else { return path }
    let bytes = Array(path.utf8)
    let end = endWithoutTrailingSlashes(bytes)
    return String(decoding: bytes[..<(end - ext.utf8.count - 1)], as: UTF8.self)
  }

  /// Where `bytes` ends once trailing slashes are dropped: 0 for an empty path or only slashes.
  private static func endWithoutTrailingSlashes(_ bytes: [UInt8]) -> Int {
    var end = bytes.count
    while end > 0, bytes[end - 1] == slash { end -= 1 }
    return end
  }
}
