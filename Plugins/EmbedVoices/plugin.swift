import Foundation
import PackagePlugin

/// Builds the voice profiles in `Voices/`, and the reader profiles in its folders
/// (`Voices/<reader>/*.json`), into EarshotModel, so `earshot` finds them from any working directory
/// without a resource bundle beside the binary.
@main
struct EmbedVoices: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let voices = context.package.directoryURL.appending(path: "Voices")
    let top = try FileManager.default.contentsOfDirectory(at: voices, includingPropertiesForKeys: nil)
    let folders = top.filter { url in
      var isDirectory: ObjCBool = false
      return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
    let files = try (top + folders.flatMap { try FileManager.default.contentsOfDirectory(at: $0, includingPropertiesForKeys: nil) })
      .filter { $0.pathExtension == "json" }
      .sorted { $0.path < $1.path }
    let output = context.pluginWorkDirectoryURL.appending(path: "BuiltInVoices.swift")
    return [
      .buildCommand(
        displayName: "Embedding \(files.count) voice and reader profiles",
        executable: try context.tool(named: "EmbedVoicesTool").url,
        arguments: [output.path, voices.path] + files.map(\.path),
        inputFiles: files,
        outputFiles: [output])
    ]
  }
}
