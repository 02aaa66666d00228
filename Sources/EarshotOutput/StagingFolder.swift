import EarshotModel
import Foundation

/// A private folder in the system's temporary folder for files made before they become outputs of
/// a run (a batch renders each input into one, often in a worker process, and then takes the files
/// into its `OutputSet`).
///
/// Every file that may appear in it is named with `file(_:)` first, so a signal that ends the run
/// removes them and the folder with them (see `Cleanup`), as `remove()` does at the end. Only
/// SIGKILL can leave one behind: the folder is named `earshot-PID-XXXXXX` and locked (`flock`) while
/// its process lives, so a later run can tell a stale one and clear it (`removeStale`).
public final class StagingFolder: @unchecked Sendable {
  public let path: String
  private var slots: [Int?] = []
  private var files: [String] = []
  private let lock = NSLock()
  /// The folder, open and locked while it is in use.
  private var descriptor: Int32 = -1

  static let prefix = "earshot-"

  public init() throws(OutputError) {
    var template = Array(PathName.joining(NSTemporaryDirectory(), "\(Self.prefix)\(getpid())-XXXXXX").utf8CString)
    // Made and registered with ending signals held back: a signal between the two would leave it.
    let (made, slot, code) = Cleanup.holdingSignals { () -> (String?, Int?, Int32) in
      guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else { return (nil, nil, errno) }
      let made = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
      return (made, Cleanup.register(made, folder: true), 0)
    }
    guard let made else {
      throw OutputError(path: NSTemporaryDirectory(), reason: OutputError.reason(errno: code, doing: "making a private folder in it"))
    }
    path = made
    slots.append(slot)
    descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if descriptor >= 0 { flock(descriptor, LOCK_EX | LOCK_NB) }
  }

  /// Removes the private folders in the temporary folder that earlier runs of this user left
  /// (a run ended by SIGKILL): only folders named as ours, owned by this user, whose process is
  /// gone and whose lock no process holds.
  public static func removeStale(in temporary: String = NSTemporaryDirectory()) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: temporary) else { return }
    for name in names where name.hasPrefix(prefix) {
      // earshot-PID-XXXXXX
      let parts = name.dropFirst(prefix.count).split(separator: "-", omittingEmptySubsequences: false)
      guard parts.count == 2, parts[1].utf8.count == 6, let pid = pid_t(parts[0]), pid > 0, pid != getpid() else { continue }
      let folder = PathName.joining(temporary, name)
      var info = stat()
      guard lstat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == geteuid() else { continue }
      // A process of that number still running (perhaps another that took the number) keeps it.
      guard kill(pid, 0) != 0, errno == ESRCH else { continue }
      let fd = open(folder, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
      guard fd >= 0 else { continue }
      defer { close(fd) }
      // Held by a live process another process-number space calls by another number.
      guard flock(fd, LOCK_EX | LOCK_NB) == 0 else { continue }
      try? FileManager.default.removeItem(atPath: folder)
    }
  }

  deinit { remove() }

  /// The path of the file `name` in the folder, to be removed with it.
  public func file(_ name: String) -> String {
    let file = PathName.joining(path, name)
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
      if descriptor >= 0 { close(descriptor) }
      descriptor = -1
      for slot in slots { Cleanup.unregister(slot) }
      files = []
      slots = []
    }
  }
}
