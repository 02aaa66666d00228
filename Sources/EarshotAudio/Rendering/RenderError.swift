/// Why a render or a playback failed: the library that failed, with its own error.
public enum RenderError: Error, Sendable, CustomStringConvertible {
  case speech(SpeechError)
  case file(SoundFileError)
  case device(AudioDeviceError)

  public var description: String {
    switch self {
    case .speech(let e): return e.description
    case .file(let e): return e.path.isEmpty ? e.message : "cannot write \(e.description)"
    case .device(let e): return e.description
    }
  }
}
