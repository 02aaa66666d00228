import EarshotCLI
import EarshotModel
import EarshotTestSupport
import Foundation
import Testing

@Suite struct RunCommandTests {
  static let messages = Repository.path("samples/messages.json")

  @Test func runsAnInlineScriptAndShowsCutOffSpeech() {
    let r = earshot("run", Self.messages, "-e", "next; next; wait 0.5; action Delete")
    #expect(r.status == 0, "\(r.err)")
    #expect(r.out.contains("CUT OFF after \"Anna Kowalski"))
    #expect(r.out.contains("announcement (default priority) Message deleted"))
    #expect(r.out.contains("Total: "))
  }

  /// Times are the synthesized speech's unless --estimate asks for the quick estimate, and the
  /// output says which.
  @Test func timesSayWhereTheyComeFrom() throws {
    let synthesized = earshot("run", Self.messages, "-e", "next; next")
    let estimated = earshot("run", Self.messages, "-e", "next; next", "--estimate")
    #expect(synthesized.status == 0 && estimated.status == 0)
    #expect(synthesized.out.hasSuffix("Times are from the synthesized speech (espeak-ng, en-US).\n"))
    #expect(estimated.out.hasSuffix("Times are estimated from the speaking rate (190 words per minute), not synthesized.\n"))
    let json = try JSONParser.parse(earshot("run", Self.messages, "-e", "next", "--format", "json", "--estimate").out)
    #expect(json["timing"] == "estimated")
    let both = earshot("run", Self.messages, "-e", "next", "--estimate", "-o", "x.wav")
    #expect(both.status == 2 && both.err.contains("--estimate and -o do not go together"))
  }

  @Test func jsonHasTheEventFieldsOfTheSpec() throws {
    let r = earshot("run", Self.messages, "-e", "next", "--format", "json")
    let json = try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as! [String: Any]
    let events = json["events"] as! [[String: Any]]
    for key in ["start", "end", "kind", "id", "text", "heard", "priority", "interrupted"] { #expect(events[0][key] != nil, "\(key)") }
    #expect(events.last?["text"] as? String == "New message, button")
  }

  @Test func scriptFileErrorsNameTheFileAndLineAndExitTwo() throws {
    let path = NSTemporaryDirectory() + "earshot-\(UUID().uuidString).script"
    try "next\nnxt\n".write(toFile: path, atomically: true, encoding: .utf8)
    let r = earshot("run", Self.messages, "--script", path)
    #expect(r.status == 2)
    #expect(r.err == "Error: \(path): line 2: unknown gesture \"nxt\"; did you mean \"next\"?\n")
  }

  @Test func unknownActionAndIdAreInputErrorsWithTheGesture() {
    let action = earshot("run", Self.messages, "-e", "next; next; action Archive")
    #expect(action.status == 2 && action.err.contains("-e: gesture 3: unknown action \"Archive\""))
    let id = earshot("run", Self.messages, "-e", "focus msg-zoe")
    #expect(id.status == 2 && id.err.contains("-e: gesture 1: unknown element id \"msg-zoe\""))
  }

  /// The whole script is checked before any synthesis: a gesture it cannot do is the one line of
  /// stderr, with no "Synthesizing N gestures…" before it (with and without -o).
  @Test func aScriptIsCheckedWholeBeforeAnythingIsSynthesized() {
    let out = NSTemporaryDirectory() + "earshot-\(UUID().uuidString).wav"
    for extra in [[], ["-o", out]] {
      let r = earshot(["run", Self.messages, "-e", "next; action Archive; next"] + extra)
      #expect(r.status == 2 && r.err.hasPrefix("Error: -e: gesture 2: ") && r.err.contains("\"action Archive\""), "\(r.err)")
      #expect(!r.err.contains("Synthesizing") && r.err.split(separator: "\n").count == 1, "\(r.err)")
      #expect(!FileManager.default.fileExists(atPath: out))
    }
  }

  @Test func aScriptIsRequired() {
    let r = earshot("run", Self.messages)
    #expect(r.status == 2 && r.err.contains("give the gestures with --script SCRIPT or -e"))
    let missing = earshot("run", Self.messages, "--script", "nowhere.script")
    #expect(missing.status == 2 && missing.err.contains("nowhere.script: no such script (check the path given to --script)"))
  }
}

import EarshotAudio
import EarshotModel

@Suite struct RunAudioTests {
  @Test func aCutOffUtteranceStopsInTheAudioWhereTheTimelineSays() throws {
    let dir = NSTemporaryDirectory() + "earshot-run-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    let wav = dir + "/cut.wav"
    // Anna's row is cut 0.6 s in by a tap on empty space, which says nothing; without earcons the
    // second that follows, before the next swipe, is silence.
    let r = earshot("run", RunCommandTests.messages, "-e", "next; next; wait 0.6; touch 500 800; wait 1.0; next", "-o", wav, "--captions", "vtt",
                    "--no-earcons", "--format", "json")
    #expect(r.status == 0, "\(r.err)")
    let json = try JSONParser.parse(r.out)
    let cut = try #require(json["events"]?.arrayValue?.first { $0["interrupted"] == true && $0["kind"] == "focus" })
    let end = Int(cut["end"]!.numberValue!), start = Int(cut["start"]!.numberValue!)
    #expect(cut["heard"]?.stringValue?.isEmpty == false)
    let audio = try DecodedAudio.read(wav)
    #expect(audio.samples.count * 1000 / audio.sampleRate > end + 900)
    func peak(_ from: Int, _ to: Int) -> Int {
      let a = from * audio.sampleRate / 1000, b = min(audio.samples.count, to * audio.sampleRate / 1000)
      return a < b ? audio.samples[a..<b].map { abs(Int($0)) }.max() ?? 0 : 0
    }
    #expect(peak(start, end - 20) > 2000, "the speech before the cut is heard")
    #expect(peak(end + 15, end + 400) < 300, "the speech really stops at the cut")
    #expect(FileManager.default.fileExists(atPath: dir + "/cut.vtt"))
  }
}
