import EarshotImporters
import EarshotModel
import Foundation

/// One of N shares of the inputs (`--shard K/N`).
public struct Shard: ArgumentValue, Equatable {
  public let index: Int
  public let count: Int

  public init?(argument text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n >= 1, n <= 10_000, (1...n).contains(k) else { return nil }
    index = k
    count = n
  }

  public var argument: String { "\(index)/\(count)" }
  public static var expected: String? { "K/N with K from 1 to N, like 2/4" }

  /// Whether `input` falls in this share: by a hash of its path, so an input stays in its share
  /// whatever else is added or removed, on every machine.
  func contains(_ input: String) -> Bool {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a, stable across runs and machines
    for byte in input.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    return Int(hash % UInt64(count)) == index - 1
  }
}

/// The inputs of a command that takes many: files as given, and folders searched (in name order)
/// for what Earshot reads: `.json`, `.txt` and `.xml` files that a capture reader recognises (or
/// that are broken JSON, whose error the reading says), and `.vodesign` bundles.
///
/// A search visits each real folder and file once (by device and inode), so links that loop or
/// lead to the same file again cost nothing; it never opens a FIFO, socket or device, and each file
/// it leaves out is said with the reason (`skipped`).
struct InputList {
  /// The inputs, as paths, in a stable order.
  var files: [String]
  /// Where they were found, for naming outputs: each input's path relative to the folder given (or
  /// its file name when given directly).
  var names: [String: String]
  /// How many inputs share each name without its extension (lowercased, for folders that ignore case).
  var stems: [String: Int] = [:]
  /// What a search found and left out, with why, in the order found.
  var skipped: [(path: String, reason: String)] = []

  /// What a folder search reads, as the capture readers name it; they then leave out what they do not read.
  static let extensions = Set(CaptureReaders.fileExtensions)
  /// How deep a search goes below the folder given.
  static let depth = 64

  /// Expands `arguments` (files, folders, or `-`), then keeps `shard`'s share.
  static func expand(_ arguments: [String], shard: Shard?, command: String) throws(CLIError) -> InputList {
    var files: [String] = []
    var names: [String: String] = [:]
    var skipped: [(path: String, reason: String)] = []
    for argument in arguments {
      var info = stat()
      guard argument != "-", stat(argument, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, !isBundle(argument) else {
        files.append(argument)
        names[argument] = PathName.name(of: argument)
        continue
      }
      let search = Search(argument)
      skipped += search.skipped
      var found = search.found.map { relative in (path: PathName.joining(argument, relative), relative: relative) }
      // What is not a screen or a capture is left out, as the capture readers judge it.
      let reasons = Parallel.map(found.count, jobs: Parallel.cores) { [found] i in
        isBundle(found[i].path) ? nil : Importer.skipReason(forFileAt: found[i].path)
      }
      for (item, reason) in zip(found, reasons) { if let reason { skipped.append((item.path, reason)) } }
      found = zip(found, reasons).filter { $0.1 == nil }.map(\.0)
      if found.isEmpty {
        let why = search.found.isEmpty ? "" : " (every file in it was skipped: see the notes above)"
        throw .input(.init(file: argument, "this folder holds no screen documents or captures (\(CaptureReaders.fileExtensions.map { "." + $0 }.joined(separator: ", ")) files or .vodesign bundles)\(why)"))
      }
      for (path, relative) in found {
        files.append(path)
        names[path] = relative
      }
    }
    var seen = Set<String>()
    files = files.filter { seen.insert($0).inserted }
    if let shard { files = files.filter(shard.contains) }
    var list = InputList(files: files, names: names, skipped: skipped)
    for file in files { list.stems[stem(names[file] ?? file).lowercased(), default: 0] += 1 }
    return list
  }

  static func isBundle(_ path: String) -> Bool { PathName.extension(of: path).lowercased() == "vodesign" }

  /// A folder searched for inputs: every entry looked at with `lstat`/`stat` only, so nothing is
  /// opened that could block (a FIFO) or never end (a device). The folders themselves are searched
  /// first and links after them, so a file reached both ways keeps its own name.
  struct Search {
    /// The inputs, as paths relative to the folder, in name order; hidden entries are skipped and
    /// bundles are not entered.
    private(set) var found: [String] = []
    /// Entries left out, with why (paths under the folder as given), in name order.
    private(set) var skipped: [(path: String, reason: String)] = []
    private var folders: [FileID: String] = [:]
    private var files: [FileID: String] = [:]
    /// Links met in the folders themselves, followed once those are searched.
    private var links: [(child: String, depth: Int)] = []
    private let root: String

    /// A file's identity: the same device and inode is the same file, however it is reached.
    struct FileID: Hashable {
      var device: UInt64
      var inode: UInt64
      init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
      }
    }

    init(_ folder: String) {
      root = folder
      var info = stat()
      guard stat(folder, &info) == 0 else { return }
      folders[FileID(info)] = folder
      visit("", depth: 0, followingLinks: false)
      for (child, depth) in links { take(child, depth: depth, followingLinks: true) }
      func order(_ a: String, _ b: String) -> Bool { a.split(separator: "/").lexicographicallyPrecedes(b.split(separator: "/")) }
      found.sort(by: order)
      skipped.sort { order($0.path, $1.path) }
    }

    /// Looks at each entry of the folder `relative`; links are put off unless `followingLinks`.
    private mutating func visit(_ relative: String, depth: Int, followingLinks: Bool) {
      let folder = PathName.joining(root, relative)
      guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
        if !relative.isEmpty { skipped.append((folder, "the folder cannot be read")) }
        return
      }
      for entry in entries where !entry.hasPrefix(".") {
        let child = PathName.joining(relative, entry)
        var link = stat()
        guard lstat(PathName.joining(root, child), &link) == 0 else { continue }
        if link.st_mode & S_IFMT == S_IFLNK, !followingLinks {
          links.append((child, depth))
        } else {
          take(child, depth: depth, followingLinks: followingLinks)
        }
      }
    }

    /// Takes the entry `child` of a folder `depth` below the root: an input, a folder to search, or
    /// something to leave out.
    private mutating func take(_ child: String, depth: Int, followingLinks: Bool) {
      let path = PathName.joining(root, child)
      let entry = PathName.name(of: child)
      var info = stat()
      guard stat(path, &info) == 0 else {
        let code = errno
        skipped.append((path, code == ELOOP ? "a link that leads round in a loop" : "a link to nothing (\(String(cString: strerror(code))))"))
        return
      }
      let id = FileID(info)
      switch info.st_mode & S_IFMT {
      case S_IFDIR:
        if let earlier = folders[id] {
          // A link back to a folder already searched (its own folder, a parent): searched once.
          skipped.append((path, "the same folder as \(earlier), searched once"))
        } else if InputList.isBundle(entry) {
          folders[id] = path
          found.append(child)
        } else if depth + 1 >= InputList.depth {
          skipped.append((path, "more than \(InputList.depth) folders deep"))
        } else {
          folders[id] = path
          visit(child, depth: depth + 1, followingLinks: followingLinks)
        }
      case S_IFREG:
        guard InputList.extensions.contains(PathName.extension(of: entry).lowercased()) else { return }
        if let earlier = files[id] {
          skipped.append((path, "the same file as \(earlier), read once"))
        } else {
          files[id] = path
          found.append(child)
        }
      case S_IFIFO:
        skipped.append((path, "a named pipe (FIFO), which a search never opens; name it on its own to read it"))
      case S_IFSOCK:
        skipped.append((path, "a socket, not a file"))
      case S_IFCHR, S_IFBLK:
        skipped.append((path, "a device, which a search never opens; name it on its own to read it"))
      default:
        skipped.append((path, "not a file"))
      }
    }
  }

  /// The output path for `input` in `folder`, with `ext`: its name without its own extension,
  /// or with it when another input has the same name otherwise (`library.txt`, `library.xml`).
  func output(for input: String, in folder: String, extension ext: String) -> String {
    let name = names[input] ?? PathName.name(of: input)
    let stem = Self.stem(name)
    let shared = (stems[stem.lowercased()] ?? 0) > 1
    return PathName.joining(folder, (shared ? name : stem) + "." + ext)
  }

  static func stem(_ name: String) -> String { PathName.removingExtension(name) }
}
