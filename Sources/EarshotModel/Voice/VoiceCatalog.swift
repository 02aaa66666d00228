import Foundation

/// The voice profiles Earshot can use: those built into the binary, overridden by `Voices/*.json`
/// in the working directory, overridden in turn by a directory given with `--voices`.
public struct VoiceCatalog: Sendable {
  /// Raw profile JSON by profile name, with the file each came from.
  public private(set) var sources: [String: (json: JSONValue, file: String)] = [:]

  /// An empty catalog.
  public init() {}

  /// The built-in profiles only.
  public static func builtIn() -> VoiceCatalog {
    var catalog = VoiceCatalog()
    for (name, json) in builtInFiles where !name.contains("/") {
      catalog.sources[name] = (json, VoiceProfileReader.builtInPrefix + "\(name).json")
    }
    return catalog
  }

  /// Every built-in profile file, parsed once; built-in profiles are checked by the test suite, and
  /// one that fails to parse is skipped.
  private static let builtInFiles: [(name: String, json: JSONValue)] = BuiltInVoices.files.compactMap { name, text in
    (try? JSONParser.parse(text)).map { (name, $0) }
  }

  /// The spoken-form patterns the built-in profiles hold (`spokenForms.rules[].match`), fixed when
  /// Earshot is built and each checked by the test suite, so reading them need not compile them.
  public static let builtInPatterns: Set<String> = Set(builtInFiles.flatMap { _, json in
    (json["spokenForms"]?["rules"]?.arrayValue ?? []).compactMap { $0["match"]?.stringValue }
  })

  /// Built-in profiles, then `./Voices`, then `directory` (each later one wins by name).
  public static func standard(directory: String? = nil, workingDirectory: String = FileManager.default.currentDirectoryPath) throws(InputError) -> VoiceCatalog {
    var catalog = builtIn()
    let local = PathName.joining(workingDirectory, "Voices")
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: local, isDirectory: &isDirectory), isDirectory.boolValue {
      try catalog.add(directory: local)
    }
    if let directory { try catalog.add(directory: directory) }
    return catalog
  }

  /// The built-in reader profiles of one screen reader (`Voices/<folder>/*.json`), by name, parsed;
  /// a reader that keeps its words apart from the voice profiles reads them from here.
  public static func builtInReaderProfiles(folder: String) -> [(name: String, json: JSONValue, file: String)] {
    builtInFiles.compactMap { name, json in
      guard name.hasPrefix(folder + "/") else { return nil }
      return (String(name.dropFirst(folder.count + 1)), json, VoiceProfileReader.builtInPrefix + "\(name).json")
    }
  }

  /// Adds every `*.json` profile in `directory`.
  public mutating func add(directory: String) throws(InputError) {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: directory)
    } catch {
      throw InputError(file: directory, "cannot read the voices directory (check the path given to --voices)")
    }
    for name in names.sorted() where name.hasSuffix(".json") {
      var path = PathName.joining(directory, name)
      // A file's name is how the reader tells the built-in profiles apart (they need no base), so
      // a folder whose relative path starts as theirs do is named from "./".
      if path.hasPrefix(VoiceProfileReader.builtInPrefix) { path = "./" + path }
      // Read as every input is (bounded, binary data refused at once, a FIFO read as a stream).
      let data: [UInt8]
      do {
        data = try InputFile.read(path)
      } catch {
        throw error.inputError(what: "voice profile")
      }
      do {
        sources[String(name.dropLast(5))] = (try JSONParser.parse(bytes: data), path)
      } catch {
        throw InputError(file: path, place: "line \(error.line), column \(error.column)", error.message)
      }
    }
  }

  public var names: [String] { sources.keys.sorted() }

  /// The profile named `name`, with `extends` resolved.
  public func profile(named name: String) throws(InputError) -> VoiceProfile {
    try VoiceProfileReader.profile(named: name, sources: sources)
  }

  /// Like `profile(named:)`, with the warnings reading it gave (what it took from its base).
  public func read(named name: String) throws(InputError) -> VoiceProfileReader.Result {
    try VoiceProfileReader.read(named: name, sources: sources)
  }
}
