import CSndfile
import Foundation

// Every libsndfile call EarshotAudio makes, one forwarding function each (`earshot_` plus the C
// name); the SNDFILE handle never leaves `SoundFile`.

typealias SndfileHandle = OpaquePointer

let sndfileFormatWAV = Int32(SF_FORMAT_WAV)
let sndfileFormatFLAC = Int32(SF_FORMAT_FLAC)
let sndfileFormatOGG = Int32(SF_FORMAT_OGG)
let sndfileEncodingPCM16 = Int32(SF_FORMAT_PCM_16)
let sndfileEncodingVorbis = Int32(SF_FORMAT_VORBIS)
let sndfileEncodingOpus = Int32(SF_FORMAT_OPUS)
let sndfileFormatMPEG = Int32(SF_FORMAT_MPEG)
let sndfileEncodingMPEGLayer3 = Int32(SF_FORMAT_MPEG_LAYER_III)
let sndfileEncodingMask = Int32(SF_FORMAT_SUBMASK)
let sndfileFormatTypeMask = Int32(SF_FORMAT_TYPEMASK)

/// The fields of `SF_INFO` Earshot uses.
struct SndfileInfo {
  var sampleRate: Int32
  var channels: Int32
  var format: Int32
  var frames: Int64
}

/// libsndfile reports a failed open through one process-wide error slot, so opens are serialized
/// to read each failure's own text.
private let openLock = NSLock()

/// `sf_open`; on failure returns libsndfile's error text (`sf_strerror(NULL)`).
func earshot_sf_open(_ path: String, write: Bool, info: inout SndfileInfo) -> Result<SndfileHandle, SoundFileError> {
  if CallTrace.enter("sf_open") { return .failure(SoundFileError(code: 1, message: "forced failure", path: path)) }
  var raw = SF_INFO()
  raw.samplerate = info.sampleRate
  raw.channels = info.channels
  raw.format = info.format
  let opened = openLock.withLock { () -> Result<SndfileHandle, SoundFileError> in
    guard let handle = sf_open(path, write ? Int32(SFM_WRITE) : Int32(SFM_READ), &raw) else {
      return .failure(SoundFileError(code: sf_error(nil), message: String(cString: sf_strerror(nil)), path: path))
    }
    return .success(handle)
  }
  guard case .success(let handle) = opened else { return opened }
  info = SndfileInfo(sampleRate: raw.samplerate, channels: raw.channels, format: raw.format, frames: raw.frames)
  return .success(handle)
}

/// Where a virtual file's bytes go: libsndfile calls back into it to write, seek and read.
final class SndfileMemory {
  var bytes: [UInt8] = []
  var position = 0
}

/// `sf_open_virtual` for writing into `memory`; on failure returns libsndfile's error text.
func earshot_sf_open_virtual(_ memory: SndfileMemory, info: inout SndfileInfo) -> Result<SndfileHandle, SoundFileError> {
  if CallTrace.enter("sf_open_virtual") { return .failure(SoundFileError(code: 1, message: "forced failure", path: "(memory)")) }
  var raw = SF_INFO()
  raw.samplerate = info.sampleRate
  raw.channels = info.channels
  raw.format = info.format
  var io = SF_VIRTUAL_IO(
    get_filelen: { user in Unmanaged<SndfileMemory>.fromOpaque(user!).takeUnretainedValue().bytes.count.sfCount },
    seek: { offset, whence, user in
      let m = Unmanaged<SndfileMemory>.fromOpaque(user!).takeUnretainedValue()
      let base = whence == SEEK_CUR ? m.position : whence == SEEK_END ? m.bytes.count : 0
      m.position = max(0, base + Int(offset))
      return m.position.sfCount
    },
    read: { pointer, count, user in
      let m = Unmanaged<SndfileMemory>.fromOpaque(user!).takeUnretainedValue()
      let n = max(0, min(Int(count), m.bytes.count - m.position))
      if n > 0 { m.bytes.withUnsafeBytes { pointer!.copyMemory(from: $0.baseAddress! + m.position, byteCount: n) } }
      m.position += n
      return n.sfCount
    },
    write: { pointer, count, user in
      let m = Unmanaged<SndfileMemory>.fromOpaque(user!).takeUnretainedValue()
      let n = Int(count)
      if m.position > m.bytes.count { m.bytes += [UInt8](repeating: 0, count: m.position - m.bytes.count) }
      let source = UnsafeRawBufferPointer(start: pointer, count: n)
      let overlap = min(n, m.bytes.count - m.position)
      if overlap > 0 { m.bytes.replaceSubrange(m.position..<m.position + overlap, with: source[0..<overlap]) }
      if n > overlap { m.bytes.append(contentsOf: source[overlap...]) }
      m.position += n
      return count
    },
    tell: { user in Unmanaged<SndfileMemory>.fromOpaque(user!).takeUnretainedValue().position.sfCount })
  let user = Unmanaged.passUnretained(memory).toOpaque()
  let opened = openLock.withLock { () -> Result<SndfileHandle, SoundFileError> in
    guard let handle = sf_open_virtual(&io, Int32(SFM_WRITE), &raw, user) else {
      return .failure(SoundFileError(code: sf_error(nil), message: String(cString: sf_strerror(nil)), path: "(memory)"))
    }
    return .success(handle)
  }
  guard case .success(let handle) = opened else { return opened }
  info = SndfileInfo(sampleRate: raw.samplerate, channels: raw.channels, format: raw.format, frames: raw.frames)
  return .success(handle)
}

private extension Int {
  var sfCount: sf_count_t { sf_count_t(self) }
}

func earshot_sf_format_check(_ info: SndfileInfo) -> Bool {
  _ = CallTrace.enter("sf_format_check")
  var raw = SF_INFO()
  raw.samplerate = info.sampleRate
  raw.channels = info.channels
  raw.format = info.format
  return sf_format_check(&raw) != 0
}

/// `sf_writef_short`: returns the frames written.
func earshot_sf_writef_short(_ handle: SndfileHandle, _ samples: UnsafeBufferPointer<Int16>) -> Int {
  if CallTrace.enter("sf_writef_short") { return 0 }
  return Int(sf_writef_short(handle, samples.baseAddress, sf_count_t(samples.count)))
}

/// `sf_readf_short`: returns the frames read.
func earshot_sf_readf_short(_ handle: SndfileHandle, _ buffer: UnsafeMutableBufferPointer<Int16>, frames: Int) -> Int {
  _ = CallTrace.enter("sf_readf_short")
  return Int(sf_readf_short(handle, buffer.baseAddress, sf_count_t(frames)))
}

/// `sf_close`: returns libsndfile's status (0 when the file was finished cleanly).
func earshot_sf_close(_ handle: SndfileHandle) -> Int32 {
  if CallTrace.enter("sf_close") {
    sf_close(handle)
    return 1
  }
  return sf_close(handle)
}

/// The current error of `handle` as (code, `sf_strerror` text).
func earshot_sf_error(_ handle: SndfileHandle?) -> (Int32, String) {
  _ = CallTrace.enter("sf_error")
  return (sf_error(handle), String(cString: sf_strerror(handle)))
}

/// `sf_command(SFC_SET_COMPRESSION_LEVEL)`, 0 (largest) … 1 (smallest); for Opus and MP3 it picks the bitrate.
func earshot_sf_set_compression_level(_ handle: SndfileHandle, _ level: Double) {
  _ = CallTrace.enter("sf_command")
  var value = level
  _ = sf_command(handle, Int32(SFC_SET_COMPRESSION_LEVEL), &value, Int32(MemoryLayout<Double>.size))
}

/// `sf_command(SFC_SET_BITRATE_MODE, SF_BITRATE_MODE_VARIABLE)`: the bitrate follows the sound
/// (MP3: LAME's VBR, whose quality the compression level then sets).
func earshot_sf_set_variable_bitrate(_ handle: SndfileHandle) {
  _ = CallTrace.enter("sf_command")
  var mode = Int32(SF_BITRATE_MODE_VARIABLE)
  _ = sf_command(handle, Int32(SFC_SET_BITRATE_MODE), &mode, Int32(MemoryLayout<Int32>.size))
}

/// `sf_command(SFC_SET_VBR_ENCODING_QUALITY)`, 0…1.
func earshot_sf_set_vbr_quality(_ handle: SndfileHandle, _ quality: Double) {
  _ = CallTrace.enter("sf_command")
  var value = quality
  _ = sf_command(handle, Int32(SFC_SET_VBR_ENCODING_QUALITY), &value, Int32(MemoryLayout<Double>.size))
}
