import EarshotCLI
import EarshotEngine
import EarshotTalkBack
import EarshotVoiceOver
import Testing

/// The command line's list of readers: `--reader` and the default by platform follow it.
@Suite struct ScreenReadersTests {
  @Test func theRegistryDefaultsFromThePlatform() {
    #expect(ScreenReaders.reader(forPlatform: .ios) == .voiceOver)
    #expect(ScreenReaders.reader(forPlatform: nil) == .voiceOver)
    #expect(ScreenReaders.reader(forPlatform: .android) == .talkBack)
  }

  @Test func readersAreFoundByTheirCommandLineID() {
    #expect(ScreenReaders.reader(id: "voiceover") == .voiceOver && ScreenReaders.reader(id: "talkback") == .talkBack)
    #expect(ScreenReaders.reader(id: "parrot") == nil)
  }
}
