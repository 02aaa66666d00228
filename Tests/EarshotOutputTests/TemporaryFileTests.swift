import EarshotOutput
import Foundation
import Testing

/// The speech engine's steady voice and the segment cache's spill file are files no one else
/// needs: they are unlinked as they are made (with ending signals held back between the two), so
/// no run, however it ends, leaves one in the temporary folder.
@Suite struct TemporaryFileTests {
  @Test func anUnlinkedTemporaryFileLeavesNoNameAndStillHoldsItsBytes() throws {
    let prefix = "earshot-test-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    let (fd, code) = Cleanup.unlinkedTemporaryFile(prefix: prefix)
    #expect(code == 0)
    try #require(fd >= 0)
    defer { close(fd) }
    let names = try FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory())
    #expect(!names.contains { $0.hasPrefix(prefix) })
    let bytes: [UInt8] = [1, 2, 3, 4]
    #expect(bytes.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) } == 4)
    var back = [UInt8](repeating: 0, count: 4)
    #expect(back.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, 0) } == 4)
    #expect(back == bytes)
  }
}
