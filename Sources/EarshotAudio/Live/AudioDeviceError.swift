/// A pcaudiolib failure: no audio server or device, or one that refused the stream.
public struct AudioDeviceError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The backend's return code (PulseAudio or ALSA), 0 when there was no device at all.
  public var code: Int32
  /// The backend's own text for the code (`audio_object_strerror`), or Earshot's.
  public var message: String
  /// What was being done ("opening the audio device").
  public var context: String

  public init(code: Int32, message: String, context: String) {
    self.code = code
    self.message = message
    self.context = context
  }

  public var description: String { "no audio server or sound device to play on (\(context): \(message))" }
}
