import Foundation

/// Where results go. Every output path is checked before any work starts, so a run that cannot
/// write its results fails at once with the path as it was given; missing folders are made when
/// the output is written; `-` sends a text output to stdout.
enum Outputs {
  static let standardOutput = "-"

  /// Fails when `path` could not be written: it is a folder, or the nearest folder that exists on
  /// its way is a file or not writable. Folders that do not exist yet are fine: they are made.
  static func check(_ path: String) throws(CLIError) {
    if path == standardOutput { return }
    let fm = FileManager.default
    var isDirectory: ObjCBool = false
    if fm.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
      throw .environment("cannot write \(path): it is a folder; name a file inside it")
    }
    var folder = (path as NSString).deletingLastPathComponent
    while !folder.isEmpty, !fm.fileExists(atPath: folder, isDirectory: &isDirectory) {
      folder = (folder as NSString).deletingLastPathComponent
    }
    let existing = folder.isEmpty ? "." : folder
    fm.fileExists(atPath: existing, isDirectory: &isDirectory)
    guard isDirectory.boolValue else {
      throw .environment("cannot write \(path): \(existing) is a file, not a folder")
    }
    guard fm.isWritableFile(atPath: existing) else {
      throw .environment("cannot write \(path): the folder \(existing) is not writable (check its permissions, or choose another place)")
    }
  }

  /// Makes the folders `path` lies in.
  static func makeFolders(for path: String) throws(CLIError) {
    let folder = (path as NSString).deletingLastPathComponent
    guard !folder.isEmpty, !FileManager.default.fileExists(atPath: folder) else { return }
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw .environment("cannot write \(path): the folder \(folder) cannot be made (\(error.localizedDescription))")
    }
  }

  /// Writes `text` to `path` (stdout for `-`) through a temporary file beside it, renamed into
  /// place once complete, so an interrupted or failed run never leaves a half file or replaces a
  /// good one.
  static func write(_ text: String, to path: String, console: Console) throws(CLIError) {
    if path == standardOutput {
      console.write(text)
      return
    }
    try makeFolders(for: path)
    let url = URL(fileURLWithPath: path)
    let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    guard FileManager.default.createFile(atPath: temporary.path, contents: Data(text.utf8)) else {
      throw .environment("cannot write \(path): the folder is not writable (check its permissions)")
    }
    guard rename(temporary.path, url.path) == 0 else {
      try? FileManager.default.removeItem(at: temporary)
      throw .environment("cannot write \(path): it cannot be replaced (is it a folder, or read-only?)")
    }
  }
}
