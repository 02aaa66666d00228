import Foundation

/// The outputs `--device` can name, to list when a name is unknown: PulseAudio's sinks (as
/// `pactl list short sinks` gives them), else ALSA's cards. pcaudiolib opens a device by name but
/// cannot list them.
public enum AudioOutputs {
  /// The names, or an empty list when there is no way to tell.
  public static func names() -> [String] {
    let sinks = pulseSinks()
    return sinks.isEmpty ? alsaCards() : sinks
  }

  static func pulseSinks() -> [String] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["pactl", "list", "short", "sinks"]
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return [] }
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return [] }
    // "0\tearshot\tmodule-null-sink.c\ts16le 2ch 44100Hz\tIDLE": the name is the second column.
    return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line in
      let columns = line.split(separator: "\t")
      return columns.count > 1 ? String(columns[1]) : nil
    }
  }

  /// `hw:N` for each card in /proc/asound/cards (" 0 [PCH            ]: HDA-Intel - HDA Intel PCH").
  static func alsaCards() -> [String] {
    guard let text = try? String(contentsOfFile: "/proc/asound/cards", encoding: .utf8) else { return [] }
    return text.split(separator: "\n").compactMap { line in
      let trimmed = line.drop { $0 == " " }
      guard let number = Int(trimmed.prefix { $0.isNumber }), trimmed.dropFirst(String(number).count).hasPrefix(" [") else { return nil }
      return "hw:\(number)"
    }
  }
}
