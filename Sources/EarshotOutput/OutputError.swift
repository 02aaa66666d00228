/// Why an output cannot be written: the path as it was given and the reason, in words.
public struct OutputError: Error, Hashable, Sendable, CustomStringConvertible {
  public var path: String
  public var reason: String

  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// "cannot write out/a.wav: the disk is full".
  public var description: String { "cannot write \(path): \(reason)" }

  /// The reason for a failed system call, said for someone choosing where to write: never a bare
  /// "check permissions" when the cause is a full disk or a name too long.
  static func reason(errno code: Int32, doing: String) -> String {
    switch code {
    case ENOSPC: return "the disk is full (\(doing))"
    case EDQUOT: return "the disk quota is used up (\(doing))"
    case EROFS: return "it is on a read-only file system"
    case EACCES, EPERM: return "permission denied (\(doing)); check the folder's permissions, or choose another place"
    case ENAMETOOLONG: return "the name is too long for the file system; choose a shorter one"
    case ENOENT: return "the folder it goes in does not exist"
    case ENOTDIR: return "a part of the path is a file, not a folder"
    case EISDIR: return "it is a folder; name a file inside it"
    case EFBIG: return "the file would be larger than the file system allows"
    case EIO: return "the disk reported an input/output error (\(doing))"
    case EEXIST: return "a file appeared in its place while it was being written; run again"
    default: return "\(String(cString: strerror(code))) (\(doing))"
    }
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
