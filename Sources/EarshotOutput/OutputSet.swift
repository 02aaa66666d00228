import EarshotModel
import Foundation

/// The files one run writes, committed together: every output appears, complete, or none does,
/// and no output is ever written over an input of the run.
///
/// A command declares its outputs with `add` before any work, so a path that cannot be written
/// (a folder, a read-only place, an input of the run, the same path twice) fails at once. Each
/// output is then written whole into a temporary file beside its destination (`write`, or
/// `temporaryPath` for a writer that makes the file itself, such as libsndfile). `commit` renames
/// them all into place only when every one is complete, keeping a link to each file it replaces so
/// that a rename failing half-way puts the earlier ones back. Until then a failure, `abandon`, or a
/// signal (see `Cleanup`) removes the temporaries and any folders made for them, and leaves every
/// destination as it was.
///
/// `-` is standard output: its text is kept and written after the files, when the run is complete.
/// A destination that is a device or a FIFO (`/dev/null`, a named pipe) is written in place at commit.
public final class OutputSet {
  /// Where `-` goes, when the command has text for stdout.
  private let standardOutput: ((String) -> Void)?
  /// Whether folders missing on the way to an output are made (when it is written).
  private let makesFolders: Bool
  private var inputs: [Place] = []
  private var outputs: [Output] = []
  private var madeFolders: [(path: String, slot: Int?)] = []
  /// Where the text for devices and FIFOs waits for the commit.
  private var streamStaging: StagingFolder?
  private var serial = 0

  public init(standardOutput: ((String) -> Void)? = nil, makingFolders: Bool = false) {
    self.standardOutput = standardOutput
    self.makesFolders = makingFolders
  }

  deinit { abandon() }

  /// Names an input of the run (`-`, stdin, needs no protecting); no output may be the same path or,
  /// through a link, the same file. Call it before adding outputs.
  public func protect(input path: String) {
    guard path != "-", !path.isEmpty else { return }
    inputs.append(Place(path))
  }

  /// Declares the output `path` and checks now, before any work, that it can be written.
  @discardableResult
  public func add(_ path: String) throws(OutputError) -> Output {
    if path.isEmpty { throw OutputError(path: path, reason: "the name is empty") }
    if path == "-" {
      guard standardOutput != nil else { throw OutputError(path: path, reason: "this output is a file; '-' (stdout) takes only text") }
      guard !outputs.contains(where: { $0.kind == .standardOutput }) else {
        throw OutputError(path: path, reason: "only one output can go to stdout ('-')")
      }
      let output = Output(path: path, kind: .standardOutput, set: self)
      outputs.append(output)
      return output
    }
    let place = Place(path)
    if let input = inputs.first(where: { $0.isSame(as: place) }) {
      let how = input.path == path ? "" : " (\(input.path))"
      throw OutputError(path: path, reason: "it is an input of this run\(how); writing it would destroy it, so choose another name")
    }
    if place.file != nil, let folder = inputs.first(where: { $0.isFolder && place.absolute.hasPrefix($0.absolute + "/") }) {
      throw OutputError(path: path, reason: "it is a file inside \(folder.path), an input of this run; writing it would change that input, so write it somewhere else")
    }
    if let earlier = outputs.first(where: { $0.kind != .standardOutput && Place($0.path).isSame(as: place) }) {
      let how = earlier.path == path ? "" : " (as \(earlier.path))"
      throw OutputError(path: path, reason: "it is already an output of this run\(how); give each output its own name")
    }
    let kind = try check(path)
    serial += 1
    let output = Output(path: path, kind: kind, set: self)
    outputs.append(output)
    return output
  }

  /// Takes back a declared output the run turned out not to write.
  public func withdraw(_ output: Output) {
    output.discard()
    outputs.removeAll { $0 === output }
  }

  /// Renames every output into place (and writes stdout and devices), all or nothing.
  public func commit() throws(OutputError) {
    if let unfinished = outputs.first(where: { !$0.isComplete }) {
      abandon()
      throw OutputError(path: unfinished.path, reason: "it was not written completely")
    }
    Faults.stop("commit_stop")
    do {
      try Cleanup.holdingSignals { () throws(OutputError) in try replaceAll() }
    } catch {
      abandon()
      throw error
    }
    for output in outputs { output.settle() }
    for folder in madeFolders { Cleanup.unregister(folder.slot) }
    madeFolders = []
    let text = outputs.filter { $0.kind == .standardOutput }.compactMap(\.text)
    outputs = []
    for t in text { standardOutput?(t) }
  }

  /// Removes every temporary and every folder made for them; the destinations stay as they were.
  public func abandon() {
    for output in outputs { output.discard() }
    outputs = []
    for folder in madeFolders.reversed() {
      rmdir(folder.path)
      Cleanup.unregister(folder.slot)
    }
    madeFolders = []
  }

  // MARK: - Checking

  /// What `path` is to be written as; throws when it cannot be written at all.
  private func check(_ path: String) throws(OutputError) -> Output.Kind {
    let name = PathName.name(of: path)
    if path.hasSuffix("/") {
      throw OutputError(path: path, reason: "a name ending in / is a folder; name a file (\(PathName.joining(path, "NAME")))")
    }
    if name.utf8.count > 255 { throw OutputError(path: path, reason: "the file name is longer than the 255 bytes a file system allows") }
    var info = stat()
    if stat(path, &info) == 0 {
      switch info.st_mode & S_IFMT {
      case S_IFDIR: throw OutputError(path: path, reason: "it is a folder; name a file inside it")
      case S_IFREG: break
      case S_IFCHR, S_IFIFO: return .stream
      default: throw OutputError(path: path, reason: "it is neither a file nor a device Earshot can write to")
      }
    }
    // The nearest folder that exists on the way must be a folder Earshot can write in.
    var folder = Self.folder(of: path)
    var missing: [String] = []
    while stat(folder, &info) != 0 {
      guard errno == ENOENT || errno == ENOTDIR else { throw OutputError(path: path, reason: OutputError.reason(errno: errno, doing: "looking at \(folder)")) }
      missing.append(folder)
      let up = Self.folder(of: folder)
      if up == folder { break }
      folder = up
    }
    guard info.st_mode & S_IFMT == S_IFDIR else {
      throw OutputError(path: path, reason: "\(folder) is a file, not a folder")
    }
    if !missing.isEmpty, !makesFolders {
      throw OutputError(path: path, reason: "the folder \(missing.last!) does not exist (make it first)")
    }
    if access(folder, W_OK | X_OK) != 0 {
      let code = errno
      let which = missing.isEmpty ? "the folder \(folder)" : "\(folder), where its folders would be made,"
      if code == EROFS { throw OutputError(path: path, reason: "\(which) is on a read-only file system") }
      throw OutputError(path: path, reason: "\(which) is not writable (check its permissions, or choose another place)")
    }
    // Missing folders are made now, before the work, so a place they cannot be made fails at once;
    // a run that fails removes them again.
    if !missing.isEmpty { try makeFolders(Self.folder(of: path), for: path) }
    try probe(Self.folder(of: path), for: path)
    return .file
  }

  /// Makes and removes an empty file in `folder`: permission bits do not tell everything (root may
  /// write anywhere by them, /proc and /sys make no files, a quota may be used up), and a place
  /// that takes no file must fail before the work, not after it.
  private func probe(_ folder: String, for path: String) throws(OutputError) {
    let probe = PathName.joining(folder, ".earshot-check.\(getpid()).\(serial)")
    let slot = Cleanup.register(probe)
    defer { Cleanup.unregister(slot) }
    let fd = open(probe, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard fd >= 0 else {
      let code = errno
      if code == EEXIST { return }
      let reason = code == ENOENT ? "no file can be made in \(folder); choose another place" : OutputError.reason(errno: code, doing: "making a file in \(folder)")
      throw OutputError(path: path, reason: reason)
    }
    close(fd)
    unlink(probe)
  }

  static func folder(of path: String) -> String {
    PathName.folder(of: path)
  }

  // MARK: - Staging

  /// A new temporary path beside `output`'s destination, made empty and registered for cleanup.
  fileprivate func stage(_ output: Output) throws(OutputError) -> (path: String, slot: Int?) {
    let folder: String
    switch output.kind {
    case .file:
      folder = Self.folder(of: output.path)
      try makeFolders(folder, for: output.path)
    default:
      if streamStaging == nil {
        do { streamStaging = try StagingFolder() } catch { throw OutputError(path: output.path, reason: "\(error.path): \(error.reason)") }
      }
      folder = streamStaging!.path
    }
    serial += 1
    // Short, whatever the destination's name: a temporary must not fail for a name near the limit.
    let base = String(PathName.name(of: output.path).prefix(40))
    let temporary = PathName.joining(folder, ".\(base).\(getpid()).\(serial).partial")
    let slot = Cleanup.register(temporary)
    let fd = FileCalls.open(temporary, flags: O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode: 0o666)
    guard fd >= 0 else {
      let code = errno
      Cleanup.unregister(slot)
      throw OutputError(path: output.path, reason: OutputError.reason(errno: code, doing: "making its temporary file"))
    }
    // A file that is replaced keeps its permissions.
    var info = stat()
    if output.kind == .file, stat(output.path, &info) == 0 { fchmod(fd, info.st_mode & 0o7777) }
    _ = FileCalls.close(fd)
    return (temporary, slot)
  }

  private func makeFolders(_ folder: String, for path: String) throws(OutputError) {
    var info = stat()
    guard stat(folder, &info) != 0 else { return }
    try makeFolders(Self.folder(of: folder), for: path)
    if FileCalls.mkdir(folder) != 0, errno != EEXIST {
      let code = errno
      let why = code == ENOENT ? "nothing can be made there" : OutputError.reason(errno: code, doing: "making it")
      throw OutputError(path: path, reason: "the folder \(folder) cannot be made: \(why)")
    }
    madeFolders.append((folder, Cleanup.register(folder, folder: true)))
  }

  // MARK: - Committing

  private func replaceAll() throws(OutputError) {
    var replaced: [(output: Output, backup: String?)] = []
    func rollBack() {
      for (output, backup) in replaced.reversed() {
        if let backup { _ = FileCalls.rename(backup, output.path) } else { unlink(output.path) }
      }
    }
    /// Puts back a file kept as `backup` whose replacement failed: a link is dropped (the file is
    /// still in place), a file moved aside is moved back.
    func restore(_ backup: String, to path: String) {
      var kept = stat(), current = stat()
      if lstat(path, &current) == 0, stat(backup, &kept) == 0, kept.st_ino == current.st_ino, kept.st_dev == current.st_dev {
        unlink(backup)
      } else {
        _ = FileCalls.rename(backup, path)
      }
    }
    for output in outputs where output.kind == .file {
      guard let temporary = output.temporary else { continue }
      // Keep the file being replaced until every output is in place.
      var backup: String? = nil
      var info = stat()
      if lstat(output.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG {
        serial += 1
        let name = PathName.joining(Self.folder(of: output.path), ".earshot.\(getpid()).\(serial).previous")
        if FileCalls.link(output.path, name) == 0 {
          backup = name
        } else if FileCalls.rename(output.path, name) == 0 {
          // A file system without hard links: the file is moved aside instead (for a moment the
          // destination is missing, but the file is never lost).
          backup = name
        } else {
          let code = errno
          rollBack()
          for (_, backup) in replaced { if let backup { unlink(backup) } }
          throw OutputError(path: output.path, reason: OutputError.reason(errno: code, doing: "keeping the file it replaces until all are in place"))
        }
      }
      if FileCalls.rename(temporary, output.path) != 0 {
        let code = errno
        if let backup { restore(backup, to: output.path) }
        rollBack()
        for (_, backup) in replaced { if let backup { unlink(backup) } }
        throw OutputError(path: output.path, reason: OutputError.reason(errno: code, doing: "moving the finished file into place"))
      }
      output.temporaryWasMoved()
      replaced.append((output, backup))
    }
    for output in outputs where output.kind == .stream {
      guard let temporary = output.temporary else { continue }
      if let reason = Self.copy(temporary, into: output.path) {
        rollBack()
        for (_, backup) in replaced { if let backup { unlink(backup) } }
        throw OutputError(path: output.path, reason: reason)
      }
    }
    for (_, backup) in replaced { if let backup { unlink(backup) } }
  }

  /// Copies a finished temporary into a device or FIFO; the reason when it fails.
  private static func copy(_ source: String, into destination: String) -> String? {
    guard let bytes = try? Data(contentsOf: URL(fileURLWithPath: source)) else { return "its temporary file cannot be read back" }
    let fd = FileCalls.open(destination, flags: O_WRONLY | O_CLOEXEC)
    guard fd >= 0 else { return OutputError.reason(errno: errno, doing: "opening it") }
    defer { _ = FileCalls.close(fd) }
    let ok = bytes.withUnsafeBytes { FileCalls.writeAll(fd, $0) }
    return ok ? nil : OutputError.reason(errno: errno, doing: "writing to it")
  }
}

/// One output of an `OutputSet`.
public final class Output {
  enum Kind: Equatable { case file, stream, standardOutput }

  /// The destination, as it was given.
  public let path: String
  let kind: Kind
  private unowned let set: OutputSet
  fileprivate var temporary: String?
  private var slot: Int?
  fileprivate var text: String?
  fileprivate private(set) var isComplete = false

  fileprivate init(path: String, kind: Kind, set: OutputSet) {
    self.path = path
    self.kind = kind
    self.set = set
  }

  /// Writes `text` (UTF-8) as the whole content of the output.
  public func write(_ text: String) throws(OutputError) {
    if kind == .standardOutput {
      self.text = text
      isComplete = true
      return
    }
    // Its bytes in place: a copy of a large page would double the memory it takes.
    var text = text
    let result: Result<Void, OutputError> = text.withUTF8 { utf8 in Result { () throws(OutputError) in try write(UnsafeRawBufferPointer(utf8)) } }
    try result.get()
  }

  /// Writes the parts (UTF-8) `make` hands on, one after another, as the whole content of the
  /// output: each is written as it is made, so a large page is never held whole. After a failed
  /// write the rest are let go unwritten.
  public func write(streaming make: (_ part: (UnsafeRawBufferPointer) -> Void) -> Void) throws(OutputError) {
    if kind == .standardOutput {
      var bytes: [UInt8] = []
      make { bytes.append(contentsOf: $0) }
      return try write(bytes)
    }
    let path = try temporaryPath()
    let fd = FileCalls.open(path, flags: O_WRONLY | O_TRUNC | O_CLOEXEC)
    guard fd >= 0 else { throw failure(errno, "writing it") }
    var failed: Int32?
    make { part in
      guard failed == nil else { return }
      if !FileCalls.writeAll(fd, part) { failed = errno }
    }
    if let failed {
      _ = FileCalls.close(fd)
      throw failure(failed, "writing it")
    }
    try finish(fd)
  }

  /// Writes `bytes` as the whole content of the output.
  public func write(_ bytes: [UInt8]) throws(OutputError) {
    if kind == .standardOutput {
      text = String(decoding: bytes, as: UTF8.self)
      isComplete = true
      return
    }
    let result: Result<Void, OutputError> = bytes.withUnsafeBytes { raw in Result { () throws(OutputError) in try write(raw) } }
    try result.get()
  }

  private func write(_ bytes: UnsafeRawBufferPointer) throws(OutputError) {
    let path = try temporaryPath()
    let fd = FileCalls.open(path, flags: O_WRONLY | O_TRUNC | O_CLOEXEC)
    guard fd >= 0 else { throw failure(errno, "writing it") }
    guard FileCalls.writeAll(fd, bytes) else {
      let code = errno
      _ = FileCalls.close(fd)
      throw failure(code, "writing it")
    }
    try finish(fd)
  }

  /// The temporary file to make the output in, for a writer that writes the file itself; call
  /// `finished()` once it is complete and closed.
  public func temporaryPath() throws(OutputError) -> String {
    if let temporary { return temporary }
    guard kind != .standardOutput else { throw OutputError(path: path, reason: "stdout ('-') takes only text") }
    let (path, slot) = try set.stage(self)
    temporary = path
    self.slot = slot
    return path
  }

  /// Marks the file made at `temporaryPath()` complete, flushing it to the disk first unless
  /// `flushed` says its content already is (a file renamed there after its own flush).
  public func finished(flushed: Bool = false) throws(OutputError) {
    guard let temporary else { throw OutputError(path: path, reason: "nothing was written") }
    if flushed {
      isComplete = true
      return
    }
    let fd = FileCalls.open(temporary, flags: O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw failure(errno, "finishing it") }
    try finish(fd)
  }

  private func finish(_ fd: Int32) throws(OutputError) {
    if FileCalls.fsync(fd) != 0, errno != EINVAL, errno != EROFS {
      let code = errno
      _ = FileCalls.close(fd)
      throw failure(code, "flushing it to the disk")
    }
    guard FileCalls.close(fd) == 0 else { throw failure(errno, "closing it") }
    isComplete = true
  }

  private func failure(_ code: Int32, _ doing: String) -> OutputError {
    discard()
    return OutputError(path: path, reason: OutputError.reason(errno: code, doing: doing))
  }

  fileprivate func temporaryWasMoved() {
    temporary = nil
  }

  /// After a commit: nothing of this output is temporary any more.
  fileprivate func settle() {
    if let temporary { unlink(temporary) }
    temporary = nil
    Cleanup.unregister(slot)
    slot = nil
  }

  /// Removes the temporary, if any.
  fileprivate func discard() {
    if let temporary { unlink(temporary) }
    temporary = nil
    Cleanup.unregister(slot)
    slot = nil
    isComplete = false
  }
}

/// A path, and the file it names when there is one, to tell whether two paths are one file.
private struct Place {
  let path: String
  let absolute: String
  let file: (device: UInt64, inode: UInt64)?
  let isFolder: Bool

  init(_ path: String) {
    self.path = path
    var info = stat()
    let exists = stat(path, &info) == 0
    file = exists ? (UInt64(info.st_dev), UInt64(info.st_ino)) : nil
    isFolder = exists && info.st_mode & S_IFMT == S_IFDIR
    // Links resolved, so a folder reached two ways is one folder.
    let resolved = URL(fileURLWithPath: path).standardizedFileURL
    absolute = (exists ? resolved.resolvingSymlinksInPath() : resolved).path
  }

  func isSame(as other: Place) -> Bool {
    if absolute == other.absolute { return true }
    if let a = file, let b = other.file { return a.device == b.device && a.inode == b.inode }
    return false
  }
}
