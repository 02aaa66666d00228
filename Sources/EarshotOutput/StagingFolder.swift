import Foundation

/// A private folder in the system's temporary folder for files made before they become outputs of
/// a run (a batch renders each input into one, often in a worker process, and then takes the files
/// into its `OutputSet`).
///
/// Every file that may appear in it is named with `file(_:)` first, so a signal that ends the run
/// removes them and the folder with them (see `Cleanup`), as `remove()` does at the end.
public final class StagingFolder: @unchecked Sendable {
  public let path: String
  private var slots: [Int?] = []
  private var files: [String] = []
  private let lock = NSLock()

  public init() throws(OutputError) {
    var template = Array((NSTemporaryDirectory() as NSString).appendingPathComponent("earshot-\(getpid())-XXXXXX").utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    guard made != nil else {
      let code = errno
      throw OutputError(path: NSTemporaryDirectory(), reason: OutputError.reason(errno: code, doing: "making a private folder in it"))
    }
    path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    slots.append(Cleanup.register(path, folder: true))
  }

  deinit { remove() }

  /// The path of the file `name` in the folder, to be removed with it.
  public func file(_ name: String) -> String {
    let file = (path as NSString).appendingPathComponent(name)
    lock.withLock {
      files.append(file)
      slots.append(Cleanup.register(file))
    }
    return file
  }

  /// Removes the named files and the folder.
  public func remove() {
    lock.withLock {
      for file in files { unlink(file) }
      // Anything a failed worker left is removed too.
      if rmdir(path) != 0, errno != ENOENT { try? FileManager.default.removeItem(atPath: path) }
      for slot in slots { Cleanup.unregister(slot) }
      files = []
      slots = []
    }
  }
}
