import EarshotCLI
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

  @Test func aScriptIsRequired() {
    let r = earshot("run", Self.messages)
    #expect(r.status == 2 && r.err.contains("give the gestures with --script SCRIPT or -e"))
    let missing = earshot("run", Self.messages, "--script", "nowhere.script")
    #expect(missing.status == 2 && missing.err.contains("nowhere.script: no such script file"))
  }
}
