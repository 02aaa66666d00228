import CEspeakNG
import Foundation

// Every espeak-ng call EarshotAudio makes, one forwarding function each (named `earshot_` plus the
// C name), so nothing else touches the C symbols and each call can be traced or made to fail.
// espeak-ng keeps all of its state in globals: only `SpeechEngine` calls these, under its lock.

typealias ESpeakStatus = espeak_ng_STATUS
typealias ESpeakEvent = espeak_EVENT
typealias ESpeakCallback = @convention(c) (UnsafeMutablePointer<Int16>?, Int32, UnsafeMutablePointer<espeak_EVENT>?) -> Int32

let espeakStatusOK = ENS_OK
let espeakStatusVoiceNotFound = ENS_VOICE_NOT_FOUND
/// What a forced failure returns: espeak-ng's "not initialized" status.
let espeakForcedFailure = ENS_NOT_INITIALIZED

/// `espeakCHARS_UTF8 | espeakSSML`: UTF-8 text with SSML tags. `espeakPHONEMES` is never set, so
/// `[[…]]` in a label is read as text; `espeakENDPAUSE` is never set, so Earshot inserts every
/// pause itself.
let espeakSynthesisFlags = UInt32(espeakCHARS_UTF8) | UInt32(espeakSSML)

func earshot_espeak_ng_InitializePath(_ path: UnsafePointer<CChar>?) {
  _ = CallTrace.enter("espeak_ng_InitializePath")
  espeak_ng_InitializePath(path)
}

func earshot_espeak_ng_Initialize() -> ESpeakStatus {
  if CallTrace.enter("espeak_ng_Initialize") { return espeakForcedFailure }
  var context: espeak_ng_ERROR_CONTEXT? = nil
  let status = espeak_ng_Initialize(&context)
  espeak_ng_ClearErrorContext(&context)
  return status
}

/// Synchronous output (`ENOUTPUT_MODE_SYNCHRONOUS`, the new API's `AUDIO_OUTPUT_SYNCHRONOUS`): audio
/// comes back through the synth callback and synthesis returns when it is complete.
func earshot_espeak_ng_InitializeOutputSynchronous(bufferMilliseconds: Int32) -> ESpeakStatus {
  if CallTrace.enter("espeak_ng_InitializeOutput") { return espeakForcedFailure }
  return espeak_ng_InitializeOutput(ENOUTPUT_MODE_SYNCHRONOUS, bufferMilliseconds, nil)
}

func earshot_espeak_ng_GetSampleRate() -> Int32 {
  _ = CallTrace.enter("espeak_ng_GetSampleRate")
  return espeak_ng_GetSampleRate()
}

func earshot_espeak_SetSynthCallback(_ callback: ESpeakCallback) {
  _ = CallTrace.enter("espeak_SetSynthCallback")
  espeak_SetSynthCallback(callback)
}

func earshot_espeak_ng_SetVoiceByName(_ name: String) -> ESpeakStatus {
  if CallTrace.enter("espeak_ng_SetVoiceByName") { return espeakForcedFailure }
  return espeak_ng_SetVoiceByName(name)
}

func earshot_espeak_ng_SetVoiceByFile(_ path: String) -> ESpeakStatus {
  if CallTrace.enter("espeak_ng_SetVoiceByFile") { return espeakForcedFailure }
  return espeak_ng_SetVoiceByFile(path)
}

/// The identifier of the voice espeak-ng has loaded: its file under the data folder's `lang/` or
/// `voices/` (`gmw/en-US`), with `+variant` after it when a variant was loaded too.
func earshot_espeak_GetCurrentVoiceIdentifier() -> String? {
  _ = CallTrace.enter("espeak_GetCurrentVoice")
  return espeak_GetCurrentVoice()?.pointee.identifier.map { String(cString: $0) }
}

/// Translates the first clause of `text` (UTF-8) into phonemes, synthesizing nothing.
func earshot_espeak_TextToPhonemes(_ text: String) {
  _ = CallTrace.enter("espeak_TextToPhonemes")
  text.withCString { start in
    var pointer: UnsafeRawPointer? = UnsafeRawPointer(start)
    _ = espeak_TextToPhonemes(&pointer, Int32(espeakCHARS_UTF8), 0)
  }
}

/// The espeak-ng parameters Earshot sets, by their C names.
enum ESpeakParameter {
  case rate, pitch, range, volume, punctuation

  var raw: espeak_PARAMETER {
    switch self {
    case .rate: return espeakRATE
    case .pitch: return espeakPITCH
    case .range: return espeakRANGE
    case .volume: return espeakVOLUME
    case .punctuation: return espeakPUNCTUATION
    }
  }

  /// `espeakPUNCT_ALL` and `espeakPUNCT_NONE`.
  static let punctuationAll = Int32(espeakPUNCT_ALL.rawValue)
  static let punctuationNone = Int32(espeakPUNCT_NONE.rawValue)
}

func earshot_espeak_ng_SetParameter(_ parameter: ESpeakParameter, _ value: Int32) -> ESpeakStatus {
  if CallTrace.enter("espeak_ng_SetParameter") { return espeakForcedFailure }
  return espeak_ng_SetParameter(parameter.raw, value, 0)
}

/// Synthesizes `text` (UTF-8, NUL-terminated by the caller's buffer) from its start.
func earshot_espeak_ng_Synthesize(_ text: UnsafeBufferPointer<CChar>) -> ESpeakStatus {
  if CallTrace.enter("espeak_ng_Synthesize") { return espeakForcedFailure }
  return espeak_ng_Synthesize(text.baseAddress, text.count, 0, POS_CHARACTER, 0, espeakSynthesisFlags, nil, nil)
}

func earshot_espeak_ng_Cancel() -> ESpeakStatus {
  _ = CallTrace.enter("espeak_ng_Cancel")
  return espeak_ng_Cancel()
}

func earshot_espeak_ng_GetStatusCodeMessage(_ status: ESpeakStatus) -> String {
  _ = CallTrace.enter("espeak_ng_GetStatusCodeMessage")
  var buffer = [CChar](repeating: 0, count: 256)
  espeak_ng_GetStatusCodeMessage(status, &buffer, buffer.count - 1)
  return buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
}

func earshot_espeak_Info() -> (version: String, dataPath: String) {
  _ = CallTrace.enter("espeak_Info")
  var path: UnsafePointer<CChar>? = nil
  let version = espeak_Info(&path).map { String(cString: $0) } ?? "unknown"
  return (version, path.map { String(cString: $0) } ?? "")
}

/// One installed espeak-ng voice, read out of `espeak_ListVoices`.
struct ESpeakVoiceEntry {
  var name: String
  var identifier: String
  /// The languages the voice speaks, with espeak-ng's priority for each (lower is preferred).
  var languages: [(priority: Int, language: String)]
}

/// The installed voices (`espeak_ListVoices(NULL)`, which leaves out variants and MBROLA voices),
/// or with `variants` the voice variants (`+f3`, `+klatt`), listed under the language "variant".
func earshot_espeak_ListVoices(variants: Bool = false) -> [ESpeakVoiceEntry] {
  _ = CallTrace.enter("espeak_ListVoices")
  let found: UnsafeMutablePointer<UnsafePointer<espeak_VOICE>?>?
  if variants {
    found = "variant".withCString { language in
      var spec = espeak_VOICE()
      spec.languages = language
      return espeak_ListVoices(&spec)
    }
  } else {
    found = espeak_ListVoices(nil)
  }
  guard let list = found else { return [] }
  var entries: [ESpeakVoiceEntry] = []
  var i = 0
  while let voice = list[i] {
    i += 1
    let v = voice.pointee
    // `languages` is a run of (priority byte, NUL-terminated name) pairs ending in an empty name.
    var languages: [(priority: Int, language: String)] = []
    if var p = v.languages {
      while p.pointee != 0 {
        let priority = Int(UInt8(bitPattern: p.pointee))
        p += 1
        languages.append((priority, String(cString: p)))
        p += strlen(p) + 1
      }
    }
    entries.append(ESpeakVoiceEntry(name: v.name.map { String(cString: $0) } ?? "",
                                    identifier: v.identifier.map { String(cString: $0) } ?? "",
                                    languages: languages))
  }
  return entries
}

/// A word event of the synth callback: where the word starts in the text (1-based characters),
/// how many characters it has, and when it starts (milliseconds from the start of the synthesis).
struct ESpeakWordEvent {
  var position: Int
  var length: Int
  var milliseconds: Int
}

/// The word events in one callback's event list (which ends with `espeakEVENT_LIST_TERMINATED`).
func earshot_wordEvents(_ events: UnsafeMutablePointer<espeak_EVENT>?) -> [ESpeakWordEvent] {
  var words: [ESpeakWordEvent] = []
  var event = events
  while let e = event, e.pointee.type != espeakEVENT_LIST_TERMINATED {
    if e.pointee.type == espeakEVENT_WORD {
      words.append(ESpeakWordEvent(position: Int(e.pointee.text_position), length: Int(e.pointee.length),
                                   milliseconds: Int(e.pointee.audio_position)))
    }
    event = e + 1
  }
  return words
}
