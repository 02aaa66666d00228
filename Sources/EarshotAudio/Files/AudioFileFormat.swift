/// The file formats `render` writes, chosen by the output's extension.
public enum AudioFileFormat: String, CaseIterable, Sendable {
  /// 16-bit PCM WAV (`SF_FORMAT_WAV | SF_FORMAT_PCM_16`).
  case wav
  /// Lossless FLAC, 16-bit (`SF_FORMAT_FLAC | SF_FORMAT_PCM_16`).
  case flac
  /// Ogg Vorbis (`SF_FORMAT_OGG | SF_FORMAT_VORBIS`).
  case ogg

  /// The format for `path`'s extension (case-insensitive), nil for any other.
  public init?(path: String) {
    guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
    let ext = path[path.index(after: dot)...].lowercased()
    switch ext {
    case "wav", "wave": self = .wav
    case "flac": self = .flac
    case "ogg", "oga": self = .ogg
    default: return nil
    }
  }

  /// libsndfile's major|minor format word.
  var sndfileFormat: Int32 {
    switch self {
    case .wav: return sndfileFormatWAV | sndfileEncodingPCM16
    case .flac: return sndfileFormatFLAC | sndfileEncodingPCM16
    case .ogg: return sndfileFormatOGG | sndfileEncodingVorbis
    }
  }
}
