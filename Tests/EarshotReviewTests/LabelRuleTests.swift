import EarshotModel
import EarshotReview
import EarshotTestSupport
import Testing

/// The label and hint rules, each with a case it must find and a case it must leave alone.
@Suite struct LabelRuleTests {
  // WCAG 1.1.1, 4.1.2; WWDC26 220: unlabeled, VoiceOver reads the symbol name ("Cat fill").
  @Test func missingLabel() {
    let icon = findings("missing-label", #"{"type": "button", "image": "trash.fill", "frame": [0, 0, 44, 44]}"#)
    #expect(icon.count == 1 && icon[0].message.contains(#"reads the image name "trash.fill" as "Trash fill""#))
    #expect(icon[0].spoken == ["Trash fill, button"])
    let bare = findings("missing-label", #"{"isAccessibilityElement": true, "traits": ["button"], "frame": [0, 0, 44, 44]}"#)
    #expect(bare.count == 1 && bare[0].message.contains(#"says only "button""#))
    let image = findings("missing-label", #"{"type": "image", "image": "hero_banner", "isAccessibilityElement": true, "frame": [0, 0, 300, 200]}"#)
    #expect(image.count == 1)
    #expect(findings("missing-label", #"{"type": "button", "image": "trash.fill", "label": "Delete", "frame": [0, 0, 44, 44]}"#).isEmpty)
    #expect(findings("missing-label", #"{"type": "button", "text": "Pay", "frame": [0, 0, 80, 44]}"#).isEmpty)
    // A search field's placeholder and "search field" say what it is (iOS Settings' own search).
    #expect(findings("missing-label", #"{"type": "searchField", "text": "Search", "frame": [0, 0, 300, 44]}"#).isEmpty)
    // A decorative image is not an element, so it is not a missing label.
    #expect(findings("missing-label", #"{"type": "image", "image": "wave", "frame": [0, 0, 300, 20]}"#).isEmpty)
  }

  // Apple, accessibilityLabel ("Save", not "Save button"); WWDC19 254 ("Add button, button").
  @Test func labelContainsType() {
    let f = findings("label-contains-type", #"{"type": "button", "label": "Delete button", "frame": [0, 0, 80, 44]}"#)
    #expect(f.count == 1 && f[0].spoken == ["Delete button, button"])
    #expect(f[0].fix.contains(#""Delete""#))
    // The type word is taken out as a whole word, in any case and with its punctuation, in any script.
    for (label, shorter) in [("Close Button, now", "Close now"), ("Café BUTTON", "Café"), ("Button-like button", "Button-like")] {
      let found = findings("label-contains-type", #"{"type": "button", "label": "\#(label)", "frame": [0, 0, 80, 44]}"#)
      #expect(found.count == 1 && found[0].fix.contains("\"\(shorter)\""), "\(label)")
    }
    #expect(findings("label-contains-type", #"{"type": "label", "text": "Orders heading", "traits": ["header"], "frame": [0, 0, 80, 44]}"#).count == 1)
    #expect(findings("label-contains-type", #"{"type": "button", "label": "Delete", "frame": [0, 0, 80, 44]}"#).isEmpty)
    // A switch's "on" is its state, not a type word: "Turn on location" says nothing twice.
    #expect(findings("label-contains-type", #"{"type": "switch", "label": "Turn on location", "on": true, "frame": [0, 0, 300, 44]}"#).isEmpty)
    // "Buttons" is another word; only the type word VoiceOver adds counts.
    #expect(findings("label-contains-type", #"{"type": "label", "text": "Buttons and switches", "frame": [0, 0, 80, 44]}"#).isEmpty)
  }

  // WWDC19 254: a label says what the control does ("Add"), not what its icon shows ("Plus").
  @Test func labelDescribesImage() {
    let f = findings("label-describes-image", #"{"type": "button", "image": "trash", "label": "Trash can icon", "frame": [0, 0, 44, 44]}"#)
    #expect(f.count == 1 && f[0].fix.contains(#""Delete""#))
    #expect(findings("label-describes-image", #"{"type": "button", "image": "plus", "label": "Plus", "frame": [0, 0, 44, 44]}"#).count == 1)
    #expect(findings("label-describes-image", #"{"type": "button", "image": "trash", "label": "Delete", "frame": [0, 0, 44, 44]}"#).isEmpty)
    // An image's label describes the picture; that is its job.
    #expect(findings("label-describes-image", #"{"type": "image", "image": "photo", "label": "Picture of a beach", "frame": [0, 0, 300, 200]}"#).isEmpty)
  }

  // Apple's Accessibility Programming Guide: the label names the element; its state is the value.
  @Test func stateInLabel() {
    #expect(findings("state-in-label", #"{"type": "button", "label": "Wi-Fi on", "frame": [0, 0, 80, 44]}"#).count == 1)
    let progress = findings("state-in-label", #"{"type": "progressView", "label": "Download progress 45 percent", "frame": [0, 0, 300, 44]}"#)
    #expect(progress.count == 1 && progress[0].fix.contains(#""Download progress""#))
    let flip = findings("state-in-label", #"{"id": "mute", "type": "button", "label": "Mute", "frame": [0, 0, 80, 80], "onActivate": [{"set": "mute", "label": "Unmute"}]}"#)
    #expect(flip.count == 1 && flip[0].message.contains(#"to "Unmute""#))
    #expect(findings("state-in-label", #"{"id": "mute", "type": "button", "label": "Mute", "on": false, "traits": ["button", "toggleButton"], "frame": [0, 0, 80, 80], "onActivate": [{"toggle": "mute"}]}"#).isEmpty)
    #expect(findings("state-in-label", #"{"type": "button", "label": "Turn off", "frame": [0, 0, 80, 44]}"#).isEmpty)
    // Body text may state a state; it is not the name of a control.
    #expect(findings("state-in-label", #"{"type": "label", "text": "Status: active", "frame": [0, 0, 200, 22]}"#).isEmpty)
  }

  // WWDC19 254: an asset name is read with its separators; Apple, accessibilityLabel: labels are localized words.
  @Test func identifierLabel() {
    let f = findings("identifier-label", #"{"type": "button", "label": "btn_add_to_cart", "frame": [0, 0, 80, 44]}"#)
    #expect(f.count == 1 && f[0].message.contains("underscore") && f[0].fix.contains(#""Add to cart""#))
    #expect(findings("identifier-label", #"{"type": "label", "text": "PaymentStatus.declined", "frame": [0, 0, 200, 22]}"#).count == 1)
    #expect(findings("identifier-label", #"{"type": "button", "label": "payButton", "frame": [0, 0, 80, 44]}"#).count == 1)
    #expect(findings("identifier-label", #"{"type": "button", "label": "Add to cart", "frame": [0, 0, 80, 44]}"#).isEmpty)
    #expect(findings("identifier-label", #"{"type": "label", "text": "iPhone", "frame": [0, 0, 80, 22]}"#).isEmpty)
    #expect(findings("identifier-label", #"{"type": "label", "text": "Wi-Fi", "frame": [0, 0, 80, 22]}"#).isEmpty)
    #expect(findings("identifier-label", #"{"type": "label", "text": "$2.50", "frame": [0, 0, 80, 22]}"#).isEmpty)
  }

  // Apple's Accessibility Programming Guide; Rob Whitaker: start with a capital, no final period.
  @Test func labelFormat() {
    let f = findings("label-format", #"{"type": "button", "label": "add to cart.", "frame": [0, 0, 80, 44]}"#)
    #expect(f.count == 1 && f[0].fix.contains(#""Add to cart""#))
    #expect(findings("label-format", #"{"type": "button", "label": "Add to cart", "frame": [0, 0, 80, 44]}"#).isEmpty)
    // Code and commands are written as typed (Apple's UIAccessibilityTextualContext).
    #expect(findings("label-format", #"{"isAccessibilityElement": true, "label": "ls -la.", "textualContext": "console", "frame": [0, 0, 80, 44]}"#).isEmpty)
    #expect(findings("label-format", #"{"type": "button", "label": "iPhone cases", "frame": [0, 0, 80, 44]}"#).isEmpty)
    // A visible sentence in a plain label is body text.
    #expect(findings("label-format", #"{"type": "label", "text": "Card declined. Try another card.", "frame": [0, 0, 300, 40]}"#).isEmpty)
  }

  // WWDC19 254: three rows each with "Add, button" cannot be told apart.
  @Test func duplicateLabel() {
    let rows = #"""
      {"type": "label", "text": "Jasmine tea", "frame": [16, 110, 200, 22]}, {"type": "button", "text": "Add", "frame": [300, 104, 74, 44]},
      {"type": "label", "text": "Oolong tea", "frame": [16, 170, 200, 22]}, {"type": "button", "text": "Add", "frame": [300, 164, 74, 44]}
      """#
    let f = findings("duplicate-label", rows)
    #expect(f.count == 2 && f[0].fix.contains(#""Add jasmine tea""#) && f[1].fix.contains(#""Add oolong tea""#))
    #expect(findings("duplicate-label", #"""
      {"type": "button", "label": "Add jasmine tea to cart", "frame": [300, 104, 74, 44]},
      {"type": "button", "label": "Add oolong tea to cart", "frame": [300, 164, 74, 44]}
      """#).isEmpty)
  }

  /// What a listener hears does not show a label's capitals: lines that differ only in case are
  /// one group, ASCII or not ("Café" and "CAFÉ"); lines that differ otherwise, or controls in
  /// differently labeled containers, are not.
  @Test func duplicateLabelReadsCapitalsAsTheListenerHearsThem() {
    let f = findings("duplicate-label", #"""
      {"type": "button", "label": "Add", "frame": [0, 0, 80, 44]}, {"type": "button", "label": "ADD", "frame": [0, 50, 80, 44]},
      {"type": "button", "label": "Café", "frame": [0, 100, 80, 44]}, {"type": "button", "label": "CAFÉ", "frame": [0, 150, 80, 44]},
      {"type": "button", "label": "Adds", "frame": [0, 200, 80, 44]}
      """#)
    #expect(f.compactMap(\.stop) == [1, 2, 3, 4])
    #expect(f[0].message.hasPrefix("2 controls say") && f[0].message.contains("(stops 1, 2)") && f[2].message.contains("(stops 3, 4)"))
    #expect(findings("duplicate-label", #"""
      {"type": "view", "label": "Tea", "containerType": "semanticGroup", "children": [{"type": "button", "label": "Add", "frame": [0, 0, 80, 44]}]},
      {"type": "view", "label": "Coffee", "containerType": "semanticGroup", "children": [{"type": "button", "label": "Add", "frame": [0, 50, 80, 44]}]}
      """#).isEmpty)
    #expect(findings("duplicate-label", #"""
      {"type": "view", "label": "Tea", "containerType": "semanticGroup", "children": [{"type": "button", "label": "Add", "frame": [0, 0, 80, 44]}]},
      {"type": "view", "label": "Tea", "containerType": "semanticGroup", "children": [{"type": "button", "label": "Add", "frame": [0, 50, 80, 44]}]}
      """#).count == 2)
  }

  /// Groups that interleave each name their own stops, in visiting order; an ASCII line and one
  /// that lowercases to it (the Kelvin sign's "K" lowercases to "k") are one group.
  @Test func duplicateLabelGroupsThatInterleave() {
    let f = findings("duplicate-label", #"""
      {"type": "button", "label": "Save", "frame": [0, 0, 80, 44]}, {"type": "button", "label": "Ok", "frame": [0, 50, 80, 44]},
      {"type": "button", "label": "SAVE", "frame": [0, 100, 80, 44]}, {"type": "button", "label": "Cancel", "frame": [0, 150, 80, 44]},
      {"type": "button", "label": "O\#u{212A}", "frame": [0, 200, 80, 44]}, {"type": "button", "label": "save", "frame": [0, 250, 80, 44]}
      """#)
    #expect(f.compactMap(\.stop) == [1, 2, 3, 5, 6])
    for i in [0, 2, 4] { #expect(f[i].message.hasPrefix("3 controls say") && f[i].message.contains("(stops 1, 3, 6)")) }
    for i in [1, 3] { #expect(f[i].message.hasPrefix("2 controls say") && f[i].message.contains("(stops 2, 5)")) }
  }

  // Apple, accessibilityHint; CVS Health: "Delete, button. Delete." adds only listening time.
  @Test func hintRestatesLabel() {
    #expect(findings("hint-restates-label", #"{"type": "button", "label": "Submit", "hint": "Taps the Submit button", "frame": [0, 0, 80, 44]}"#).count == 1)
    #expect(findings("hint-restates-label", #"{"type": "button", "label": "Delete", "hint": "Delete", "frame": [0, 0, 80, 44]}"#).count == 1)
    #expect(findings("hint-restates-label", #"{"type": "button", "label": "Favorite", "hint": "Adds this item to your favorites.", "frame": [0, 0, 80, 44]}"#).isEmpty)
  }

  // Apple, accessibilityHint: "Selects the message", not "Tap this row to select the message".
  @Test func hintDescribesGesture() {
    let f = findings("hint-describes-gesture", #"{"type": "button", "label": "Song", "hint": "Double tap to play the song.", "frame": [0, 0, 80, 44]}"#)
    #expect(f.count == 1 && f[0].fix.contains(#""Plays the song.""#))
    #expect(findings("hint-describes-gesture", #"{"type": "button", "label": "Order", "hint": "Tap to view details", "frame": [0, 0, 80, 44]}"#).count == 1)
    #expect(findings("hint-describes-gesture", #"{"type": "button", "label": "Song", "hint": "Plays the song.", "frame": [0, 0, 80, 44]}"#).isEmpty)
    // A gesture other than plain activation is worth teaching (the system's dictation hint).
    #expect(findings("hint-describes-gesture", #"{"type": "button", "label": "Dictate", "hint": "Double-tap to start dictation. Double-tap with two fingers when finished.", "frame": [0, 0, 80, 44]}"#).isEmpty)
    // VoiceOver's own hints ("Double tap to toggle setting.") are not the app's.
    #expect(findings("hint-describes-gesture", #"{"type": "switch", "label": "Wi-Fi", "frame": [0, 0, 80, 44]}"#).isEmpty)
  }

  /// A label of a megabyte is quoted by its first `Finding.quotedCharacters` characters wherever a
  /// finding quotes it (what is heard, the problem, the fix), so the report stays a page, not four
  /// copies of the label (and the audit's memory a small multiple of its input:
  /// benchmarks/audit-label.sh).
  @Test func aHugeLabelIsQuotedByItsStart() {
    let label = String(repeating: "word ", count: 200_000) + "button"
    let document = Fixture.screen(#"{"type": "button", "label": "\#(label)", "frame": [0, 0, 100, 44]}"#)
    let audit = Auditor(reader: Fixture.reader(), catalog: catalog).audit(document, file: "big.json")
    let all = audit.screens.flatMap(\.findings)
    #expect(!all.isEmpty)
    for finding in all {
      for text in [finding.message, finding.fix] + finding.spoken {
        #expect(text.utf8.count < 1_000, "\(finding.rule): \(text.prefix(80))… (\(text.utf8.count) bytes)")
      }
    }
    let report = AuditReport(documents: [audit]).text()
    #expect(report.utf8.count < 20_000 && report.contains("word word…"), "\(report.utf8.count) bytes")
  }
}
