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
}
#endif

exit(Earshot.main(Array(CommandLine.arguments.dropFirst())))
