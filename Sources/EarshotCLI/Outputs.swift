import EarshotModel
import EarshotOutput
import Foundation

/// Where results go: one `OutputSet` per run. Every output is declared (and so checked) before any
/// work starts, so a run that cannot write its results fails at once with the path as it was
/// given; each is written whole to a temporary beside it, and all are renamed into place together
/// once every one is complete. Missing folders are made when the outputs are written; `-` sends a
/// text output to stdout, after the files; no output may be an input of the run.
enum Outputs {
  static let standardOutput = "-"

  /// The outputs of a run of the command given `arguments`; its inputs are protected.
  static func set<Options>(_ arguments: Arguments<Options>, console: Console) -> OutputSet {
    let set = OutputSet(standardOutput: { console.write($0) }, makingFolders: true)
    for input in arguments.inputPaths { set.protect(input: input) }
    return set
  }

  /// Declares `path` in `set`, as an error a user can act on.
  @discardableResult
  static func add(_ path: String, to set: OutputSet) throws(CLIError) -> Output {
    do {
      return try set.add(path)
    } catch {
      throw .output(error)
    }
  }

  /// Writes `text` as `output`'s whole content.
  static func write(_ text: String, to output: Output) throws(CLIError) {
    do {
      try output.write(text)
    } catch {
      throw .output(error)
    }
  }

  /// Writes the parts `make` hands on, one after another, as `output`'s whole content.
  static func write(to output: Output, streaming make: (_ part: (UnsafeRawBufferPointer) -> Void) -> Void) throws(CLIError) {
    do {
      try output.write(streaming: make)
    } catch {
      throw .output(error)
    }
  }

  /// Writes `bytes` as `output`'s whole content.
  static func write(_ bytes: [UInt8], to output: Output) throws(CLIError) {
    do {
      try output.write(bytes)
    } catch {
      throw .output(error)
    }
  }

  /// Refuses an output whose name says it is another kind of file than the one written
  /// (`import -o out/lib.txt` writes JSON): `option` names it in the message, `kind` says what is
  /// written, `extensions` are that kind's own (lowercase, the first suggested). A name without an
  /// extension, and `-`, are taken as given.
  static func checkExtension(_ path: String, option: String, kind: String, extensions: [String], command: String) throws(CLIError) {
    guard path != standardOutput else { return }
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let stem = name.drop { $0 == "." }
    guard let dot = stem.lastIndex(of: "."), stem.index(after: dot) != stem.endIndex else { return }
    let ext = stem[stem.index(after: dot)...].lowercased()
    guard !extensions.contains(ext) else { return }
    let fixed = String(path.dropLast(ext.count)) + extensions[0]
    throw .usage("\(option) \(UserText.oneLine(path)): \(kind), and .\(UserText.oneLine(ext)) names another kind of file; write \(UserText.oneLine(fixed))", command: command)
  }

  /// Puts every output of `set` in place.
  static func commit(_ set: OutputSet) throws(CLIError) {
    do {
      try set.commit()
    } catch {
      throw .output(error)
    }
  }
}

extension CLIError {
  /// An output that cannot be written: the path as given and why, exit code 2.
  static func output(_ error: OutputError) -> CLIError { .environment(error.description) }
}
