import EarshotImporters
import EarshotModel
import EarshotReview
import EarshotTestSupport
import Foundation
import Testing

/// Fixes that fit: a suggested frame that breaks no layout, texts in the terms of the element and of
/// the input, and findings that quote the element they are about.
@Suite struct FixFitsTests {
  /// The frame a small-target fix suggests, if any.
  static func suggested(_ fix: String) -> Frame? {
    guard let start = fix.range(of: "e.g. frame [")?.upperBound, let end = fix[start...].firstIndex(of: "]") else { return nil }
    let n = fix[start..<end].split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
    return n.count == 4 ? Frame(x: n[0], y: n[1], width: n[2], height: n[3]) : nil
  }

  static func overlap(_ a: Frame, _ b: Frame) -> Bool { a.x < b.maxX && b.x < a.maxX && a.y < b.maxY && b.y < a.maxY }

  // Apple HIG (44 × 44 pt): a suggested frame never overlaps a sibling and stays on the screen, or the
  // fix says what is in the way. samples/inbox-buttons.json once got Reply, Flag and Delete frames that
  // overlapped by 12 pt, Delete ending at x 396 on a 390 pt screen.
  @Test func suggestedFramesFitOrSayWhatIsInTheWay() throws {
    let document = Fixture.document(String(decoding: Repository.read("samples/inbox-buttons.json"), as: UTF8.self), file: "inbox-buttons.json")
    let small = Auditor(reader: Fixture.reader(), catalog: catalog).audit(document, file: "inbox-buttons.json").screens[0].findings.filter { $0.rule == "small-target" }
    #expect(small.count == 30)
    let screen = Frame(x: 0, y: 0, width: 390, height: 844)
    var suggestions: [Frame] = []
    for f in small {
      guard let frame = Self.suggested(f.fix) else {
        #expect(f.fix.contains("cannot fit without overlapping"), "\(f.fix)")
        continue
      }
      #expect(frame.x >= screen.x && frame.maxX <= screen.maxX && frame.y >= screen.y && frame.maxY <= screen.maxY)
      suggestions.append(frame)
    }
    // Three 44 pt buttons need 132 pt beside a cell that leaves them 100: none fits, and each fix names its neighbours.
    let flag = try #require(small.first { $0.elementID == "flag-anna" })
    #expect(flag.fix.contains(#"overlapping "Reply" and "Delete""#))
    let delete = try #require(small.first { $0.elementID == "delete-anna" })
    #expect(delete.fix.contains(#""Flag""#) && delete.fix.contains("leaving the screen"))
    #expect(small.first { $0.elementID == "reply-anna" }?.fix.contains(#""Anna Kowalski"#) == true)
    for (i, a) in suggestions.enumerated() { for b in suggestions[(i + 1)...] { #expect(!Self.overlap(a, b)) } }
  }

  @Test func aFrameIsMovedToStayOnTheScreenAndClearOfItsNeighbours() throws {
    // At the right edge: grown to the left instead of past the edge.
    let edge = findings("small-target", #"{"type": "button", "label": "Close", "frame": [360, 60, 30, 30]}"#)
    #expect(edge.first.flatMap { Self.suggested($0.fix) } == Frame(x: 346, y: 53, width: 44, height: 44))
    // Two small buttons side by side with room outside: each grows away from the other.
    let pair = findings("small-target", #"""
      {"type": "button", "label": "Bold", "frame": [100, 100, 30, 30]}, {"type": "button", "label": "Italic", "frame": [134, 100, 30, 30]},
      {"type": "label", "text": "Body", "frame": [0, 200, 390, 400]}
      """#)
    let frames = pair.compactMap { Self.suggested($0.fix) }
    #expect(frames.count == 2)
    #expect(frames.count == 2 && !Self.overlap(frames[0], frames[1]))
    #expect(frames.allSatisfy { $0.width == 44 && $0.height == 44 })
  }

  // Fix texts follow the element: a text field is not told "e.g. Volume", nor shown page-control evidence.
  @Test func fixTextsFollowTheElementsType() throws {
    let field = findings("missing-label", #"{"type": "textField", "frame": [16, 100, 300, 44]}"#)
    #expect(field.count == 1 && field[0].fix.contains("what to type in it") && !field[0].fix.contains("Volume"))
    #expect(!field[0].evidence.contains { $0.url.contains("pagination") })
    let valued = findings("missing-label", #"{"isAccessibilityElement": true, "value": "Medium", "traits": ["button"], "frame": [16, 100, 300, 44]}"#)
    #expect(valued.count == 1 && !valued[0].fix.contains("Volume") && !valued[0].evidence.contains { $0.url.contains("pagination") })
    let slider = findings("missing-label", #"{"isAccessibilityElement": true, "value": "40%", "traits": ["adjustable"], "frame": [16, 100, 300, 44]}"#)
    #expect(slider.count == 1 && slider[0].fix.contains("Volume") && slider[0].evidence.contains { $0.url.contains("pagination") })
    let toggle = findings("missing-label", #"{"isAccessibilityElement": true, "traits": ["button", "toggleButton"], "on": true, "frame": [16, 100, 300, 44]}"#)
    #expect(toggle.count == 1 && toggle[0].fix.contains("turns on or off"))
  }

  // A spoken placeholder is a name (AccessibilitySnapshot's text field reference image), with a warning
  // that it goes once text is typed (WCAG 3.3.2). The Maestro capture of the library screen once got a
  // missing-label error on its search field, whose placeholder is what VoiceOver says.
  @Test func aSpokenPlaceholderIsANameThatGoes() throws {
    for file in ["library.txt", "library.xml", "library-wda.json", "library-idb.json", "library-maestro.json"] {
      let imported = try Importer.read(bytes: Repository.read("samples/captures/\(file)"), file: file)
      let found = Auditor(reader: Fixture.reader(), catalog: catalog).audit(imported.document, file: file, gaps: imported.gaps, audience: .app).screens[0].findings
      #expect(!found.contains { $0.rule == "missing-label" }, "\(file)")
      // Only Maestro cannot tell it is a search field, which says "search field" whatever is typed.
      let warned = found.filter { $0.rule == "placeholder-as-label" }
      #expect(warned.count == (file == "library-maestro.json" ? 1 : 0), "\(file)")
      if let w = warned.first {
        #expect(w.severity == .warning && w.message.contains("\"Search your library\"") && w.fix.hasPrefix("Set its accessibilityLabel to what to type in it"))
      }
    }
    let document = findings("placeholder-as-label", #"{"type": "textField", "placeholder": "name@example.com", "frame": [16, 100, 300, 44]}"#)
    #expect(document.count == 1 && document[0].fix.hasPrefix(#"Set "label" (accessibilityLabel)"#))
    #expect(findings("placeholder-as-label", #"{"type": "textField", "label": "Email", "placeholder": "name@example.com", "frame": [16, 100, 300, 44]}"#).isEmpty)
    #expect(findings("missing-label", #"{"type": "textField", "placeholder": "name@example.com", "frame": [16, 100, 300, 44]}"#).isEmpty)
  }

  // Fix texts follow the input: a VoiceOver Designer bundle has no screen-document "adjustable" member.
  @Test func fixTextsFollowTheInputsFormat() throws {
    let path = Repository.root.appendingPathComponent("samples/captures/Library.vodesign").path
    let imported = try Importer.read(path: path)
    let found = Auditor(reader: Fixture.reader(), catalog: catalog).audit(imported.document, file: path, gaps: imported.gaps, audience: .voiceOverDesigner)
      .screens.flatMap(\.findings)
    let adjustable = try #require(found.first { $0.rule == "adjustable-without-values" })
    #expect(adjustable.fix.contains("VoiceOver Designer") && adjustable.fix.contains("Add Value") && !adjustable.fix.contains(#""adjustable""#))
    let app = findings("adjustable-without-values", #"{"isAccessibilityElement": true, "label": "Speed", "traits": ["adjustable"], "frame": [0, 0, 300, 44]}"#)
    #expect(app.count == 1 && app[0].fix.contains(#""adjustable": {"#))
  }

  // A GitHub annotation quotes what the element it is about says: order-splits-group at an Add button
  // once quoted "Jasmine tea", the text above it.
  @Test func annotationsQuoteTheElementsOwnSpeech() throws {
    let document = Fixture.document(String(decoding: Repository.read("samples/checkout-legacy.json"), as: UTF8.self), file: "checkout-legacy.json")
    let audit = Auditor(reader: Fixture.reader(), catalog: catalog).audit(document, file: "checkout-legacy.json")
    let split = try #require(audit.screens[0].findings.first { $0.rule == "order-splits-group" })
    #expect(split.spoken.count == 3 && split.ownSpeech == split.spoken[1])
    let line = try #require(AuditReport(documents: [audit]).github().split(separator: "\n").first { $0.contains("order-splits-group") })
    #expect(line.contains("VoiceOver says \"\(split.spoken[1])\""))
    #expect(!line.contains("VoiceOver says \"\(split.spoken[0])\""))
  }
}
