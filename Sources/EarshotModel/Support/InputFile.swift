import Foundation

/// Reads an input whole: a regular file, a FIFO or pipe, a device such as `/dev/stdin`, or `-` for
/// standard input. Reading stops at `InputLimits.inputBytes`, and a stream that starts with binary
/// data (`/dev/zero`, an image) is refused after its first block instead of being read to the end.
public enum InputFile {
  /// What a path names, without reading it.
  public enum Kind: Sendable, Equatable {
    case missing, directory, file
  }

  /// Why an input cannot be read.
  public struct Failure: Error, Sendable, Equatable {
    public enum Reason: Sendable, Equatable {
      case missing
      case directory
      case denied
      /// Another system error, with its text (`strerror`).
      case system(String)
      case tooLarge
      /// The input holds NUL bytes near its start: an image, an archive, a device of zeros.
      case binary(prefix: [UInt8])
      /// Not UTF-8: the first bad byte and where it is.
      case notUTF8(byte: UInt8, line: Int, column: Int)
      /// UTF-16 text (it starts with a UTF-16 byte-order mark).
      case utf16
    }

    public var path: String
    public var reason: Reason

    public init(path: String, reason: Reason) {
      self.path = path
      self.reason = reason
    }

    /// The one-line diagnostic: `what` names the input ("script", "key file"), `option` the
    /// command-line option that gave it (`--script`), for "check the path given to --script".
    public func inputError(what: String = "file", option: String? = nil) -> InputError {
      let file = InputFile.displayName(path)
      switch reason {
      case .missing:
        let given = option.map { " given to \($0)" } ?? ""
        return InputError(file: file, "no such \(what) (check the path\(given))")
      case .directory:
        return InputError(file: file, "is a directory; give the \(what) itself")
      case .denied:
        return InputError(file: file, "cannot be read: permission denied (check the file's permissions)")
      case .system(let text):
        return InputError(file: file, "cannot be read: \(text)")
      case .tooLarge:
        return InputError(file: file, "is larger than \(InputLimits.inputBytes >> 30) GiB, the most Earshot reads; split it, or check it is the file you meant")
      case .binary(let prefix):
        let kind = prefix.starts(with: [0x89, 0x50, 0x4E, 0x47]) ? "a PNG image" : "binary data (it holds NUL bytes)"
        return InputError(file: file, "is \(kind), not a \(what) Earshot reads; \(what == "file" ? "give a text file" : "give the \(what), a UTF-8 text file")")
      case .notUTF8(let byte, let line, let column):
        let hex = String(byte, radix: 16, uppercase: true)
        return InputError(file: file, place: "line \(line), column \(column)", "byte 0x\(hex) is not UTF-8; save the \(what) as UTF-8 text")
      case .utf16:
        return InputError(file: file, "is UTF-16 text; save the \(what) as UTF-8")
      }
    }
  }

  /// The name messages use for `path`: "stdin" for `-`.
  public static func displayName(_ path: String) -> String { path == "-" ? "stdin" : path }

  /// What `path` names (following symbolic links); `-` is a file.
  public static func kind(of path: String) -> Kind {
    if path == "-" { return .file }
    var info = stat()
    guard stat(path, &info) == 0 else { return .missing }
    return (info.st_mode & S_IFMT) == S_IFDIR ? .directory : .file
  }

  /// The bytes of `path` (`-` reads standard input); binary data is refused unless `allowingBinary`
  /// (an image).
  public static func read(_ path: String, limit: Int = InputLimits.inputBytes, allowingBinary: Bool = false) throws(Failure) -> [UInt8] {
    let fd: Int32
    if path == "-" {
      fd = 0
    } else {
      fd = open(path, O_RDONLY | O_CLOEXEC)
      guard fd >= 0 else { throw Failure(path: path, reason: reason(errno)) }
    }
    defer { if fd != 0 { close(fd) } }
    var info = stat()
    if fstat(fd, &info) == 0 {
      if (info.st_mode & S_IFMT) == S_IFDIR { throw Failure(path: path, reason: .directory) }
      if (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) > limit { throw Failure(path: path, reason: .tooLarge) }
    }
    var bytes: [UInt8] = []
    // A regular file is read in calls of the size still to come (zero-filling a megabyte to read a
    // small file costs more than reading it); the first call stops at 64 KiB for the binary check.
    let isRegular = (info.st_mode & S_IFMT) == S_IFREG
    if isRegular, info.st_size > 0 { bytes.reserveCapacity(Int(info.st_size) + 1) }
    var chunk = isRegular ? min(max(Int(info.st_size), 0) + 1, 1 << 16) : 1 << 16
    var checkedStart = false
    while true {
      let before = bytes.count
      bytes.append(contentsOf: repeatElement(0, count: chunk))
      let n = bytes.withUnsafeMutableBytes { raw in readBytes(fd, raw.baseAddress! + before, chunk) }
      if n < 0, errno == EINTR {
        bytes.removeLast(chunk)
        continue
      }
      guard n >= 0 else {
        let reason = reason(errno)
        throw Failure(path: path, reason: reason)
      }
      bytes.removeLast(chunk - n)
      if n == 0 { break }
      // What is left and one byte more, so the end is found within the room reserved (a call of
      // 4 KiB there doubled the array: 26 MB held for a 13 MB document).
      chunk = isRegular ? (bytes.count <= Int(info.st_size) ? Int(info.st_size) - bytes.count + 1 : 1 << 12) : 1 << 20
      if bytes.count > limit { throw Failure(path: path, reason: .tooLarge) }
      // A stream of zeros or an image is refused at once, not read to the size limit.
      if !checkedStart, bytes.count >= 1024 {
        checkedStart = true
        if !allowingBinary { try rejectBinary(bytes, path: path) }
      }
    }
    if !checkedStart, !allowingBinary { try rejectBinary(bytes, path: path) }
    return bytes
  }

  /// Refuses `bytes` that are not text (a NUL in the first kilobyte), as `read` does.
  public static func rejectBinary(_ bytes: [UInt8], path: String) throws(Failure) {
    guard bytes.prefix(1024).contains(0) else { return }
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) { throw Failure(path: path, reason: .utf16) }
    throw Failure(path: path, reason: .binary(prefix: Array(bytes.prefix(1024))))
  }

  /// `bytes` as text, when they are UTF-8 (a UTF-8 byte-order mark is dropped).
  public static func text(of bytes: [UInt8], path: String) throws(Failure) -> String {
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) { throw Failure(path: path, reason: .utf16) }
    let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    if let bad = UTF8Check.firstInvalidByte(bytes, from: start) {
      let (line, column) = UTF8Check.position(of: bad, in: bytes)
      throw Failure(path: path, reason: .notUTF8(byte: bytes[bad], line: line, column: column))
    }
    return String(decoding: bytes[start...], as: UTF8.self)
  }

  private static func reason(_ code: Int32) -> Failure.Reason {
    switch code {
    case ENOENT, ENOTDIR: return .missing
    case EISDIR: return .directory
    case EACCES, EPERM: return .denied
    default: return .system(String(cString: strerror(code)))
    }
  }
}

private func readBytes(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int { read(fd, buffer, count) }

/// Finding bytes that are not UTF-8, for readers that must refuse them rather than guess.
public enum UTF8Check {
  /// The index of the first byte at or after `start` that does not begin or continue a well-formed
  /// UTF-8 sequence (overlong forms, surrogates and code points past U+10FFFF are refused).
  public static func firstInvalidByte(_ bytes: [UInt8], from start: Int = 0) -> Int? {
    bytes.withUnsafeBufferPointer { firstInvalidByte($0, from: start) }
  }

  public static func firstInvalidByte(_ b: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int? {
    var i = start
    while i < b.count {
      if b[i] < 0x80 {
        i += 1
        continue
      }
      guard let length = sequenceLength(b, at: i) else { return i }
      i += length
    }
    return nil
  }

  /// The length of the well-formed multi-byte sequence starting at `i`, or nil when there is none.
  @inline(__always)
  public static func sequenceLength(_ b: UnsafeBufferPointer<UInt8>, at i: Int) -> Int? {
    let length: Int
    var low: UInt8 = 0x80, high: UInt8 = 0xBF
    switch b[i] {
    case 0xC2...0xDF: length = 2
    case 0xE0: length = 3; low = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED: length = 3; high = 0x9F
    case 0xF0: length = 4; low = 0x90
    case 0xF1...0xF3: length = 4
    case 0xF4: length = 4; high = 0x8F
    default: return nil
    }
    guard i + length <= b.count, b[i + 1] >= low, b[i + 1] <= high else { return nil }
    for k in 2..<length where b[i + k] & 0xC0 != 0x80 { return nil }
    return length
  }

  /// The 1-based line and column (in characters) of byte `index`.
  public static func position(of index: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
    var line = 1, column = 1
    for i in 0..<min(index, bytes.count) {
      if bytes[i] == 0x0A {
        line += 1
        column = 1
      } else if bytes[i] & 0xC0 != 0x80 {
        column += 1
      }
    }
    return (line, column)
  }
}
