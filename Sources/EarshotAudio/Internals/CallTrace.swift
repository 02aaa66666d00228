import EarshotOutput
import Foundation

/// The debug switch on the C seam: every call into espeak-ng, libsndfile and pcaudiolib passes
/// through a forwarding function that reports here first.
///
/// In debug builds `EARSHOT_TRACE_C=1` prints each call on stderr, and
/// `EARSHOT_FAIL_C=sf_writef_short,audio_object_open` makes the named calls fail as the library
/// would (`sf_writef_short@3` only the third), so error paths (a disk filling up mid-write, an
/// audio server that refuses a stream) can be exercised without breaking the machine; the
/// variable is read in one place, `Faults`. Release builds compile both away.
enum CallTrace {
  #if DEBUG
  private static let tracing = ProcessInfo.processInfo.environment["EARSHOT_TRACE_C"] == "1"
  #endif

  /// Records a call to `name`; returns true when the call must fail instead of running.
  @inline(__always)
  static func enter(_ name: StaticString) -> Bool {
    #if DEBUG
    let text = "\(name)"
    if tracing { FileHandle.standardError.write(Data("c: \(text)\n".utf8)) }
    return Faults.fails(text)
    #else
    return false
    #endif
  }
}
