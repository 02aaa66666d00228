import Foundation

/// The system's audio output through pcaudiolib: PulseAudio if a server answers, else ALSA or
/// OSS (CoreAudio on macOS). One owner at a time: `LivePlayer` calls it from its own thread only.
public final class AudioDevice: @unchecked Sendable {
  /// How much audio PulseAudio is asked to buffer. pcaudiolib opens its stream with the server's
  /// default buffering (about two seconds, all of it prebuffered before playback starts), which
  /// would delay every start and every restart after a flush by that much; libpulse reads
  /// `PULSE_LATENCY_MSEC` for streams that set no buffer sizes, so Earshot sets it (unless the user
  /// already has) before opening the device.
  public static let targetLatencyMilliseconds = 20

  /// Sets `PULSE_LATENCY_MSEC` (unless the user has) while the process has one thread: changing
  /// the environment while another thread reads it can crash that thread. The executable calls it
  /// first; `init` sets it too, a no-op once it is set.
  public static func prepareEnvironment() {
    setenv("PULSE_LATENCY_MSEC", "\(targetLatencyMilliseconds)", 0)
  }

  public let sampleRate: Int
  private let object: PcaudioObject
  private var isOpen = false

  /// Opens 16-bit mono output at `sampleRate`.
  ///
  /// - Parameter device: a PulseAudio sink or ALSA device name; nil for the default.
  public init(sampleRate: Int, device: String? = nil) throws(AudioDeviceError) {
    self.sampleRate = sampleRate
    Self.prepareEnvironment()
    // ALSA writes its own complaints to stderr when no device exists; they say nothing the error
    // below does not, so stderr is quiet while the backends are probed.
    let created = Self.quietly {
      earshot_create_audio_device_object(device: device, application: "earshot", description: "Earshot speech")
    }
    guard let object = created else {
      throw AudioDeviceError(code: 0, message: "no audio server or sound device was found", context: "looking for an audio output")
    }
    self.object = object
    let status = Self.quietly { earshot_audio_object_open(object, rate: UInt32(sampleRate)) }
    guard status == 0 else {
      let message = earshot_audio_object_strerror(object, status)
      // The object is fully initialized here, so deinit destroys it.
      throw AudioDeviceError(code: status, message: message, context: "opening the audio output")
    }
    isOpen = true
  }

  deinit {
    if isOpen { earshot_audio_object_close(object) }
    earshot_audio_object_destroy(object)
  }

  /// Blocks until the backend accepts `samples`.
  public func write(_ samples: ArraySlice<Int16>) throws(AudioDeviceError) {
    guard !samples.isEmpty else { return }
    let status = samples.withUnsafeBufferPointer { earshot_audio_object_write(object, $0) }
    guard status == 0 else {
      throw AudioDeviceError(code: status, message: earshot_audio_object_strerror(object, status), context: "playing audio")
    }
  }

  /// Plays 50 ms of silence and waits until it has been heard.
  ///
  /// A PulseAudio sink that was idle keeps its old (long) latency until its next wake-up, and until
  /// then the first write blocks, for up to two seconds on a null sink. Priming absorbs that wait
  /// when the device is opened, so the first utterance and the first interruption start at once.
  public func prime() throws(AudioDeviceError) {
    try write(ArraySlice(repeating: 0, count: sampleRate / 20))
    drain()
  }

  /// Throws away what is queued and not yet played.
  public func flush() {
    _ = earshot_audio_object_flush(object)
  }

  /// Waits until everything written has played.
  public func drain() {
    _ = earshot_audio_object_drain(object)
  }

  /// Serializes `quietly`: two overlapping redirections would restore each other's /dev/null and
  /// silence stderr for good.
  private static let quietLock = NSLock()

  /// Runs `body` with file descriptor 2 pointed at /dev/null (anything another thread writes to
  /// stderr meanwhile is lost too, so this wraps only the short backend probe and open).
  private static func quietly<T>(_ body: () -> T) -> T {
    quietLock.lock()
    defer { quietLock.unlock() }
    fflush(nil)
    let saved = dup(2)
    let null = open("/dev/null", O_WRONLY)
    if saved >= 0, null >= 0 { dup2(null, 2) }
    defer {
      if saved >= 0 {
        dup2(saved, 2)
        close(saved)
      }
      if null >= 0 { close(null) }
    }
    return body()
  }
}
