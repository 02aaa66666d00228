import Foundation

// Writes a Swift file holding each profile's text, base64-encoded so no profile text can break the
// Swift literal, named by its path under ROOT without ".json" ("en-US", "<reader>/en-US").
// Usage: EmbedVoicesTool OUTPUT.swift ROOT PROFILE.json...
let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2 else {
  FileHandle.standardError.write(Data("usage: EmbedVoicesTool OUTPUT.swift ROOT PROFILE.json...\n".utf8))
  exit(2)
}
let output = arguments[0]
let root = URL(fileURLWithPath: arguments[1]).standardizedFileURL.path + "/"
var source = """
  // Generated from Voices/*.json at build time. Do not edit.
  import Foundation

  enum BuiltInVoices {
    static let files: [(name: String, text: String)] = encoded.map { entry in
      (entry.0, String(decoding: Data(base64Encoded: entry.1) ?? Data(), as: UTF8.self))
    }

    private static let encoded: [(String, String)] = [

  """
for path in arguments.dropFirst(2) {
  let url = URL(fileURLWithPath: path).standardizedFileURL
  guard let data = FileManager.default.contents(atPath: path) else {
    FileHandle.standardError.write(Data("EmbedVoicesTool: cannot read \(path)\n".utf8))
    exit(1)
  }
  let full = url.deletingPathExtension().path
  let name = full.hasPrefix(root) ? String(full.dropFirst(root.count)) : url.deletingPathExtension().lastPathComponent
  source += "    (\"\(name)\", \"\(data.base64EncodedString())\"),\n"
}
source += "  ]\n}\n"
do {
  try source.write(toFile: output, atomically: true, encoding: .utf8)
} catch {
  FileHandle.standardError.write(Data("EmbedVoicesTool: cannot write \(output): \(error)\n".utf8))
  exit(1)
}
