/// The file formats `render` writes, chosen by the output's extension.
public enum AudioFileFormat: String, CaseIterable, Sendable {
  /// 16-bit PCM WAV (`SF_FORMAT_WAV | SF_FORMAT_PCM_16`).
  case wav
  /// Lossless FLAC, 16-bit (`SF_FORMAT_FLAC | SF_FORMAT_PCM_16`).
  case flac
  /// Ogg Vorbis (`SF_FORMAT_OGG | SF_FORMAT_VORBIS`).
  case ogg
  /// Opus in Ogg (`SF_FORMAT_OGG | SF_FORMAT_OPUS`) at 16 kHz and a speech bitrate, about 18 kbit/s.
  case opus
  /// MPEG Layer III (`SF_FORMAT_MPEG | SF_FORMAT_MPEG_LAYER_III`, through LAME) at LAME's
  /// variable bitrate for speech, about 29 kbit/s.
  case mp3

  /// The format for `path`'s extension (case-insensitive), nil for any other.
  public init?(path: String) {
    guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
    let ext = path[path.index(after: dot)...].lowercased()
    switch ext {
    case "wav", "wave": self = .wav
    case "flac": self = .flac
    case "ogg", "oga": self = .ogg
    case "opus": self = .opus
    case "mp3": self = .mp3
    default: return nil
    }
  }

  /// The extensions, as a usage message lists them: ".wav, .flac, .ogg, .opus or .mp3".
  public static var extensionList: String {
    let names = allCases.map { "." + $0.rawValue }
    return names.dropLast().joined(separator: ", ") + " or " + names.last!
  }

  /// The media type a browser is told (`<audio>`'s `type`, a `data:` URI).
  public var mediaType: String {
    switch self {
    case .wav: return "audio/wav"
    case .flac: return "audio/flac"
    case .ogg: return "audio/ogg; codecs=vorbis"
    case .opus: return "audio/ogg; codecs=opus"
    case .mp3: return "audio/mpeg"
    }
  }

  /// The sample rate the file is written at for audio made at `rate`: Opus takes only 8, 12, 16,
  /// 24 or 48 kHz, and speech is written at 16 kHz (wideband, Opus's speech coder alone), so
  /// espeak-ng's 22.05 kHz is resampled; the others keep the rate. At 16 kHz Opus scores as
  /// `opusenc`'s defaults do on speech at two thirds of their bitrate and less CPU, where at 24 kHz
  /// (its speech and music coders together) it scored 0.3 lower (PESQ wideband, which hears up to
  /// 8 kHz: benchmarks/speech-codecs.py, benchmarks/README.md).
  public func fileSampleRate(forInput rate: Int) -> Int {
    guard self == .opus else { return rate }
    return [8000, 12000, 16000].first { $0 >= rate } ?? 16000
  }

  /// libsndfile's major|minor format word.
  var sndfileFormat: Int32 {
    switch self {
    case .wav: return sndfileFormatWAV | sndfileEncodingPCM16
    case .flac: return sndfileFormatFLAC | sndfileEncodingPCM16
    case .ogg: return sndfileFormatOGG | sndfileEncodingVorbis
    case .opus: return sndfileFormatOGG | sndfileEncodingOpus
    case .mp3: return sndfileFormatMPEG | sndfileEncodingMPEGLayer3
    }
  }

  /// The format of an opened file, from libsndfile's format word (nil for one Earshot does not write).
  init?(sndfileFormat format: Int32) {
    let major = format & sndfileFormatTypeMask, minor = format & sndfileEncodingMask
    switch major {
    case sndfileFormatWAV: self = .wav
    case sndfileFormatFLAC: self = .flac
    case sndfileFormatOGG: self = minor == sndfileEncodingOpus ? .opus : .ogg
    case sndfileFormatMPEG: self = .mp3
    default: return nil
    }
  }

  /// Sets the encoder up on a file just opened for writing, before any sample. The compression
  /// levels give speech bitrates: for Opus libsndfile maps the level linearly onto the codec's
  /// bitrate range (mono 0.925 comes to a 24 kbit/s target, which speech at 16 kHz meets with about
  /// 18); for MP3 in variable bitrate it is LAME's VBR quality over 10 (0.9 is `lame -V 9`). On
  /// speech, MP3 so scores 0.26 higher than `lame`'s defaults (a constant 32 kbit/s at 22.05 kHz)
  /// at 1.8× less CPU and a tenth less size (PESQ wideband: benchmarks/speech-codecs.py,
  /// benchmarks/README.md). libsndfile offers no other encoder setting: it fixes Opus's complexity
  /// at 10 and leaves LAME's quality at its default.
  func configure(_ handle: SndfileHandle) {
    switch self {
    case .wav, .flac: break
    case .ogg: earshot_sf_set_vbr_quality(handle, 0.6)
    case .opus: earshot_sf_set_compression_level(handle, 0.925)
    case .mp3:
      earshot_sf_set_variable_bitrate(handle)
      earshot_sf_set_compression_level(handle, 0.9)
    }
  }
}
