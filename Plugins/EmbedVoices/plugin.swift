import Foundation
import PackagePlugin

/// Builds the voice profiles in `Voices/` into EarshotModel, so `earshot` finds them from any
/// working directory without a resource bundle beside the binary.
@main
struct EmbedVoices: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let voices = context.package.directoryURL.appending(path: "Voices")
    let files = try FileManager.default.contentsOfDirectory(at: voices, includingPropertiesForKeys: nil)
      .filter { $0.pathExtension == "json" }
      .sorted { $0.lastPathComponent < $1.lastPathComponent }
    let output = context.pluginWorkDirectoryURL.appending(path: "BuiltInVoices.swift")
    return [
      .buildCommand(
        displayName: "Embedding \(files.count) voice profiles",
        executable: try context.tool(named: "EmbedVoicesTool").url,
        arguments: [output.path] + files.map(\.path),
        inputFiles: files,
        outputFiles: [output])
    ]
  }
}
