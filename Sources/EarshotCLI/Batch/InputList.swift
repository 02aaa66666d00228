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
/// for what Earshot reads: `.json`, `.txt` and `.xml` files and `.vodesign` bundles.
struct InputList {
  /// The inputs, as paths, in a stable order.
  var files: [String]
  /// Where they were found, for naming outputs: each input's path relative to the folder given (or
  /// its file name when given directly).
  var names: [String: String]
  /// How many inputs share each name without its extension (lowercased, for folders that ignore case).
  var stems: [String: Int] = [:]

  static let extensions: Set<String> = ["json", "txt", "xml"]

  /// Expands `arguments` (files, folders, or `-`), then keeps `shard`'s share.
  static func expand(_ arguments: [String], shard: Shard?, command: String) throws(CLIError) -> InputList {
    var files: [String] = []
    var names: [String: String] = [:]
    let fm = FileManager.default
    for argument in arguments {
      var isDirectory: ObjCBool = false
      guard argument != "-", fm.fileExists(atPath: argument, isDirectory: &isDirectory), isDirectory.boolValue,
            !isBundle(argument) else {
        files.append(argument)
        names[argument] = PathName.name(of: argument)
        continue
      }
      let found = search(argument)
      if found.isEmpty {
        throw .input(.init(file: argument, "this folder holds no screen documents or captures (.json, .txt, .xml files or .vodesign bundles)"))
      }
      for relative in found {
        let path = PathName.joining(argument, relative)
        files.append(path)
        names[path] = relative
      }
    }
    var seen = Set<String>()
    files = files.filter { seen.insert($0).inserted }
    if let shard { files = files.filter(shard.contains) }
    var list = InputList(files: files, names: names)
    for file in files { list.stems[stem(names[file] ?? file).lowercased(), default: 0] += 1 }
    return list
  }

  static func isBundle(_ path: String) -> Bool { PathName.extension(of: path).lowercased() == "vodesign" }

  /// The inputs inside `folder`, as paths relative to it, sorted; hidden entries are skipped and
  /// bundles are not entered.
  static func search(_ folder: String) -> [String] {
    let fm = FileManager.default
    var found: [String] = []
    func visit(_ relative: String) {
      let path = PathName.joining(folder, relative)
      let entries = ((try? fm.contentsOfDirectory(atPath: path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
      for entry in entries {
        let child = PathName.joining(relative, entry)
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: PathName.joining(folder, child), isDirectory: &isDirectory) else { continue }
        if isDirectory.boolValue {
          if isBundle(entry) { found.append(child) } else { visit(child) }
        } else if extensions.contains(PathName.extension(of: entry).lowercased()) {
          found.append(child)
        }
      }
    }
    visit("")
    return found
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
