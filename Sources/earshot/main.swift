import EarshotCLI
import Foundation

#if os(Linux)
// Large arrays (a long screen's elements and stops) always get pages of their own, returned when
// freed: left to adjust itself, glibc would carve later ones out of the heap, where what was freed
// stays resident (a 100,000-stop transcript then takes a fifth more memory). `mallopt` is not in
// Swift's Glibc module, so it is looked up; M_MMAP_THRESHOLD is -3 in glibc's malloc.h.
if let mallopt = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") {
  typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
  _ = unsafeBitCast(mallopt, to: Mallopt.self)(-3, 128 * 1024)
  // One heap for all threads (M_ARENA_MAX, -8): a worker thread's own heap would not reuse what
  // the main thread freed, such as a large document's JSON, taken apart while its elements are
  // read on every core (a 100,000-element transcript then takes 5% more memory). Audit's rules
  // run on every core at once and allocate as they go, and what they make lives until the report
  // is written: they get a heap per core, as with one they wait for each other (a 1,000,000-element
  // audit takes 6% more CPU) and save no memory.
  let audits = CommandLine.arguments.dropFirst().first == "audit"
  _ = unsafeBitCast(mallopt, to: Mallopt.self)(-8, audits ? Int32(max(1, ProcessInfo.processInfo.activeProcessorCount)) : 1)
}
#endif

Earshot.prepareProcess()
exit(Earshot.main(Array(CommandLine.arguments.dropFirst())))
