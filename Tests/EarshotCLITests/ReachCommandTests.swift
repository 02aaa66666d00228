import EarshotCLI
import EarshotModel
import EarshotTestSupport
import Testing

@Suite("earshot reach")
struct ReachCommandTests {
  @Test("JSON in the shape the contract gives: title, with, and one target per control with its cost")
  func json() throws {
    let r = earshot("reach", Repository.path("samples/checkout-legacy.json"), "--with", "switch-control", "--format", "json")
    #expect(r.status == 0, "\(r.err)")
    let json = try JSONParser.parse(r.out)
    #expect(json["title"]?.stringValue == "Checkout" && json["with"]?.stringValue == "switch-control")
    let targets = json["targets"]?.arrayValue ?? []
    let pay = targets.first { $0["id"]?.stringValue == "pay" }
    #expect(pay?["reachable"]?.boolValue == true && pay?["steps"]?.numberValue == 5 && pay?["seconds"]?.numberValue == 3)
    #expect(pay?["how"]?.stringValue?.contains("Tap in the scanner menu") == true)
    let row = targets.first { $0["id"]?.stringValue == "notifications" }
    #expect(row?["reachable"]?.boolValue == false && row?["why"]?.stringValue?.contains("point scanning") == true)
  }

  @Test("all four technologies in text, one line each under every control")
  func text() {
    let r = earshot("reach", Repository.path("samples/checkout.json"))
    #expect(r.status == 0)
    #expect(r.out.contains("5. Pay, button\n   VoiceOver: 9 gestures"))
    #expect(r.out.contains("   Switch Control: 4 steps (2 presses), 2 s: "))
    #expect(r.out.contains("   Voice Control: 1 command: \u{201C}Tap Pay\u{201D}\n"))
  }

  @Test("a Switch Control setting out of range is a usage error naming the range")
  func badSetting() {
    let r = earshot("reach", Repository.path("samples/checkout.json"), "--pause-on-first-item", "900")
    #expect(r.status == 2 && r.err.contains("pause on first item 900.0 s is out of range; use 0.05 to 60 seconds"))
  }
}
