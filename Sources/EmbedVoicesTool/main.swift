import Foundation

// Writes a Swift file holding each voice profile's text, base64-encoded so no profile text can
// break the Swift literal. Usage: EmbedVoicesTool OUTPUT.swift PROFILE.json...
let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first else {
  FileHandle.standardError.write(Data("usage: EmbedVoicesTool OUTPUT.swift PROFILE.json...\n".utf8))
  exit(2)
}
var source = """
  // Generated from Voices/*.json at build time. Do not edit.
  import Foundation

  enum BuiltInVoices {
    static let files: [(name: String, text: String)] = encoded.map { entry in
      (entry.0, String(decoding: Data(base64Encoded: entry.1) ?? Data(), as: UTF8.self))
    }

    private static let encoded: [(String, String)] = [

  """
for path in arguments.dropFirst() {
  let url = URL(fileURLWithPath: path)
  guard let data = FileManager.default.contents(atPath: path) else {
    FileHandle.standardError.write(Data("EmbedVoicesTool: cannot read \(path)\n".utf8))
    exit(1)
  }
  let name = url.deletingPathExtension().lastPathComponent
  source += "    (\"\(name)\", \"\(data.base64EncodedString())\"),\n"
}
source += "  ]\n}\n"
do {
  try source.write(toFile: output, atomically: true, encoding: .utf8)
} catch {
  FileHandle.standardError.write(Data("EmbedVoicesTool: cannot write \(output): \(error)\n".utf8))
  exit(1)
}
