import CPcaudio
import Foundation

// Every pcaudiolib call EarshotAudio makes, one forwarding function each (`earshot_` plus the C
// name); the audio_object pointer never leaves `AudioDevice`.

typealias PcaudioObject = OpaquePointer

/// What a forced failure returns: PulseAudio's "connection refused" code.
private let forcedFailure: Int32 = 6

func earshot_create_audio_device_object(device: String?, application: String, description: String) -> PcaudioObject? {
  if CallTrace.enter("create_audio_device_object") { return nil }
  return create_audio_device_object(device, application, description)
}

/// Opens 16-bit little-endian mono at `rate`; 0 on success, else a backend error code.
func earshot_audio_object_open(_ object: PcaudioObject, rate: UInt32) -> Int32 {
  if CallTrace.enter("audio_object_open") { return forcedFailure }
  return audio_object_open(object, AUDIO_OBJECT_FORMAT_S16LE, rate, 1)
}

/// Blocks until the backend has taken `samples`; 0 on success.
func earshot_audio_object_write(_ object: PcaudioObject, _ samples: UnsafeBufferPointer<Int16>) -> Int32 {
  if CallTrace.enter("audio_object_write") { return forcedFailure }
  return audio_object_write(object, samples.baseAddress, samples.count * MemoryLayout<Int16>.size)
}

/// Discards audio the backend has queued but not played.
func earshot_audio_object_flush(_ object: PcaudioObject) -> Int32 {
  _ = CallTrace.enter("audio_object_flush")
  return audio_object_flush(object)
}

/// Waits until everything written has been played.
func earshot_audio_object_drain(_ object: PcaudioObject) -> Int32 {
  _ = CallTrace.enter("audio_object_drain")
  return audio_object_drain(object)
}

func earshot_audio_object_close(_ object: PcaudioObject) {
  _ = CallTrace.enter("audio_object_close")
  audio_object_close(object)
}

func earshot_audio_object_destroy(_ object: PcaudioObject) {
  _ = CallTrace.enter("audio_object_destroy")
  audio_object_destroy(object)
}

func earshot_audio_object_strerror(_ object: PcaudioObject?, _ code: Int32) -> String {
  _ = CallTrace.enter("audio_object_strerror")
  guard let object, let text = audio_object_strerror(object, code) else { return "error \(code)" }
  return String(cString: text)
}
