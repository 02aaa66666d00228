import EarshotReview
import EarshotTestSupport
import Testing

/// The rules about controls, grouping, geometry and headings: a case each must find and one it must leave alone.
@Suite struct StructureRuleTests {
  // Apple, UIAccessibilityTraits.adjustable: the trait needs accessibilityIncrement() and accessibilityDecrement().
  @Test func adjustableWithoutValues() {
    let f = findings("adjustable-without-values", #"{"isAccessibilityElement": true, "label": "Rating", "traits": ["adjustable"], "frame": [0, 0, 200, 44]}"#)
    #expect(f.count == 1 && f[0].spoken == ["Rating, adjustable (hint: Swipe up or down with one finger to adjust the value.)"])
    #expect(findings("adjustable-without-values", #"{"isAccessibilityElement": true, "label": "Rating", "traits": ["adjustable"], "adjustable": {"values": ["3 stars"]}, "frame": [0, 0, 200, 44]}"#).count == 1)
    #expect(findings("adjustable-without-values", #"{"isAccessibilityElement": true, "label": "Rating", "traits": ["adjustable"], "adjustable": {"values": ["1 star", "2 stars"], "index": 0}, "frame": [0, 0, 200, 44]}"#).isEmpty)
    // UISlider implements increment and decrement itself.
    #expect(findings("adjustable-without-values", #"{"type": "slider", "label": "Volume", "frame": [0, 0, 200, 44]}"#).isEmpty)
  }

  // WCAG 4.1.2: a tappable custom view without a role is read as text and cannot be activated.
  @Test func customControlWithoutTrait() {
    let container = findings("custom-control-without-trait", #"""
      {"id": "row", "frame": [0, 300, 390, 52], "onActivate": [{"toggle": "row"}],
       "children": [{"type": "label", "text": "Notifications", "frame": [16, 314, 200, 22]}]}
      """#)
    #expect(container.count == 1 && container[0].path == "root.children[0]" && container[0].spoken == ["Notifications"])
    #expect(container[0].fix.contains("toggleButton"))
    let element = findings("custom-control-without-trait", #"{"id": "card", "isAccessibilityElement": true, "label": "Order 42", "frame": [0, 0, 390, 80], "onActivate": [{"announce": "Opened"}]}"#)
    #expect(element.count == 1 && element[0].stop == 1)
    #expect(findings("custom-control-without-trait", #"{"id": "card", "isAccessibilityElement": true, "label": "Order 42", "traits": ["button"], "frame": [0, 0, 390, 80], "onActivate": [{"announce": "Opened"}]}"#).isEmpty)
    #expect(findings("custom-control-without-trait", #"{"id": "pay", "type": "button", "text": "Pay", "frame": [0, 0, 90, 44], "onActivate": [{"announce": "Paid"}]}"#).isEmpty)
  }

  // Apple, isAccessibilityElement: with it on a view, the buttons inside it are out of reach.
  @Test func controlsInsideElement() {
    let cell = #"{"isAccessibilityElement": true, "label": "Message from Dana", "frame": [0, 0, 390, 80], "children": [{"type": "button", "text": "Reply", "frame": [300, 20, 60, 44]}]"#
    #expect(findings("controls-inside-element", cell + "}").count == 1)
    #expect(findings("controls-inside-element", cell + #", "customActions": [{"name": "Reply"}]}"#).isEmpty)
    // Actions the cell around it lends count as its own (AccessibilitySnapshot pull request #323).
    #expect(findings("controls-inside-element", #"{"frame": [0, 0, 390, 80], "customActions": [{"name": "Reply"}], "children": ["# + cell + "}]}").isEmpty)
  }

  // WCAG 1.1.1; Apple's Accessibility Programming Guide: a drawn chart without elements says nothing.
  @Test func silentDrawing() {
    let f = findings("silent-drawing", #"{"id": "chart", "frame": [16, 408, 358, 220]}"#)
    #expect(f.count == 1 && f[0].spoken.isEmpty && f[0].stop == nil)
    #expect(findings("silent-drawing", #"{"id": "background", "frame": [0, 0, 390, 844]}"#).isEmpty)
    #expect(findings("silent-drawing", #"{"id": "chart", "isAccessibilityElement": true, "label": "Spending", "value": "Groceries 35 percent", "frame": [16, 408, 358, 220]}"#).isEmpty)
  }

  // Apple, accessibilityFrame: without it touch exploration cannot find the element.
  @Test func missingFrame() {
    let f = findings("missing-frame", #"{"type": "label", "text": "Title", "frame": [0, 0, 100, 30]}, {"isAccessibilityElement": true, "label": "Groceries"}"#)
    #expect(f.count == 1 && f[0].stop == 2)
    let none = findings("missing-frame", #"{"type": "label", "text": "A"}, {"type": "label", "text": "B"}"#)
    #expect(none.count == 1 && none[0].path == "root")
    #expect(findings("missing-frame", #"{"type": "label", "text": "Title", "frame": [0, 0, 100, 30]}"#).isEmpty)
  }

  /// A legacy cell: three labels and a button, four stops.
  static let fragmentRow = #"""
    {"type": "label", "text": "Jasmine tea", "frame": [16, 110, 200, 22]}, {"type": "label", "text": "$2.50", "frame": [16, 134, 80, 20]},
    {"type": "label", "text": "In stock", "frame": [100, 134, 100, 20]}, {"type": "button", "text": "Add jasmine tea", "frame": [300, 112, 74, 44]}
    """#

  // WWDC18 230: a cell is one element plus its button, two stops rather than four.
  @Test func rowTooManyStops() {
    let f = findings("row-too-many-stops", Self.fragmentRow)
    #expect(f.count == 1 && f[0].spoken.count == 4 && f[0].message.contains("4 stops"))
    #expect(findings("row-too-many-stops", Self.fragmentRow, options: AuditOptions(maxRowStops: 4)).isEmpty)
    // The fixed cell: one element for the description, one for the button.
    #expect(findings("row-too-many-stops", #"""
      {"isAccessibilityElement": true, "label": "Jasmine tea", "value": "$2.50, in stock", "frame": [16, 110, 260, 44]},
      {"type": "button", "text": "Add jasmine tea", "frame": [300, 112, 74, 44]}
      """#).isEmpty)
    // A toolbar of buttons is one stop per control already.
    #expect(findings("row-too-many-stops", (0..<5).map { #"{"type": "button", "text": "B\#($0)", "frame": [\#($0 * 70), 0, 60, 44]}"# }.joined(separator: ",")).isEmpty)
  }

  // A row of many stops is quoted in part: the first ten lines, the rest counted, in every format.
  @Test func longRowIsQuotedInPart() {
    let row = (0..<25).map { #"{"type": "label", "text": "Cell \#($0)", "frame": [\#($0 * 30), 0, 28, 20]}"# }.joined(separator: ",")
    let f = findings("row-too-many-stops", row)
    #expect(f.count == 1 && f[0].message.contains("25 stops"))
    #expect(f[0].spoken == (0..<10).map { "Cell \($0)" } && f[0].unquotedStops == 15)
    var report = AuditReport(documents: [Auditor(reader: Fixture.reader(), catalog: catalog).audit(Fixture.screen(row), file: "row.json")], failOn: .warning)
    report.documents[0].screens[0].findings.removeAll { $0.rule != "row-too-many-stops" }
    #expect(report.text().contains(#"then "Cell 9", then 15 more stops."#))
    #expect(AuditReport.json(f[0]).objectValue?["unquotedStops"] == .number(15))
    #expect(report.junit().contains("then &quot;Cell 9&quot;, then 15 more stops"))
    // A short row is quoted whole, and JSON has no count.
    let short = findings("row-too-many-stops", Self.fragmentRow)
    #expect(short[0].unquotedStops == 0 && AuditReport.json(short[0]).objectValue?["unquotedStops"] == nil)
  }

  // WWDC19 250: accessory buttons in every row multiply the swipes; custom actions replace them.
  @Test func accessoryButtons() {
    let row = #"""
      {"type": "label", "text": "Message from Dana", "frame": [16, 10, 200, 22]},
      {"type": "button", "text": "Reply", "frame": [230, 0, 60, 44]}, {"type": "button", "text": "Delete", "frame": [300, 0, 60, 44]}
      """#
    let f = findings("accessory-buttons", row)
    #expect(f.count == 1 && f[0].fix.contains(#""Reply", "Delete""#))
    #expect(findings("accessory-buttons", #"{"type": "label", "text": "Jasmine tea", "frame": [16, 10, 200, 22]}, {"type": "button", "text": "Add", "frame": [300, 0, 60, 44]}"#).isEmpty)
  }

  // WCAG 1.3.2: frame order can split what belongs together ("Pay" read between "Total" and its amount).
  @Test func orderSplitsGroup() {
    let f = findings("order-splits-group", #"""
      {"type": "label", "text": "Total", "frame": [16, 774, 120, 20]}, {"type": "label", "text": "$17.70", "frame": [16, 796, 120, 24]},
      {"type": "button", "text": "Pay", "frame": [230, 770, 144, 50]}
      """#)
    #expect(f.count == 1 && f[0].spoken == ["Total", "Pay, button", "$17.70"])
    #expect(findings("order-splits-group", #"""
      {"id": "c", "accessibilityElements": ["t", "a", "pay"], "children": [
        {"id": "t", "type": "label", "text": "Total", "frame": [16, 774, 120, 20]}, {"id": "a", "type": "label", "text": "$17.70", "frame": [16, 796, 120, 24]},
        {"id": "pay", "type": "button", "text": "Pay", "frame": [230, 770, 144, 50]}]}
      """#).isEmpty)
  }

  // Apple HIG, Accessibility (44 × 44 pt) and WCAG 2.5.8 (24 pt): a 36 pt icon button is small, a
  // 74 × 36 pt button is not, nor is a control at its standard size.
  @Test func smallTarget() {
    let f = findings("small-target", #"{"type": "button", "image": "plus", "label": "Add", "frame": [300, 116, 36, 36]}"#)
    #expect(f.count == 1 && f[0].message.contains("36 × 36 pt") && f[0].fix.contains("[296, 112, 44, 44]"))
    #expect(findings("small-target", #"{"type": "button", "text": "Add", "frame": [300, 116, 74, 36]}"#).isEmpty)
    #expect(findings("small-target", #"{"type": "button", "text": "Add", "frame": [300, 112, 74, 44]}"#).isEmpty)
    let thin = findings("small-target", #"{"type": "link", "text": "Terms", "frame": [16, 700, 120, 18]}"#)
    #expect(thin.count == 1 && thin[0].message.contains("under 24 pt across"))
    #expect(findings("small-target", #"{"type": "label", "text": "Small print", "frame": [0, 0, 60, 12]}"#).isEmpty)
  }

  // Apple, UIAccessibilityTraits.header; WCAG 2.4.2: a screen starts with its title as a heading.
  @Test func noHeadingFirst() {
    let f = findings("no-heading-first", #"{"type": "label", "text": "Checkout", "frame": [16, 56, 358, 34]}, {"type": "button", "text": "Pay", "frame": [16, 100, 100, 44]}"#)
    #expect(f.count == 1 && f[0].message.contains("no heading at all"))
    #expect(findings("no-heading-first", #"""
      {"type": "backButton", "text": "Shop", "frame": [8, 50, 80, 44]},
      {"type": "label", "text": "Checkout", "traits": ["header"], "frame": [16, 100, 358, 34]}
      """#).isEmpty)
  }

  // Apple, header trait; WCAG 2.4.10: without headings, reaching "Artists" takes twelve swipes.
  @Test func sectionTitleNotHeading() {
    let chips = (0..<4).map { #"{"type": "button", "text": "Topic \#($0)", "frame": [\#(16 + $0 * 90), 140, 80, 44]}"# }.joined(separator: ",")
    let plain = #"{"type": "label", "text": "Podcasts", "frame": [16, 100, 200, 24]}, "# + chips
    let f = findings("section-title-not-heading", plain)
    #expect(f.count == 1 && f[0].message.contains("4 controls"))
    let heading = #"{"type": "label", "text": "Podcasts", "traits": ["header"], "frame": [16, 100, 200, 24]}, "# + chips
    #expect(findings("section-title-not-heading", heading).isEmpty)
    let action = #"{"type": "label", "text": "See more", "frame": [16, 100, 200, 24]}, "# + chips
    #expect(findings("section-title-not-heading", action).isEmpty)
    let price = #"{"type": "label", "text": "34 dollars", "frame": [16, 100, 200, 24]}, "# + chips
    #expect(findings("section-title-not-heading", price).isEmpty)
    // A text field's visible label is not a section title, though controls follow it.
    let email = #"{"type": "label", "text": "Email", "frame": [16, 100, 200, 24]}, {"type": "textField", "label": "Email", "frame": [16, 130, 358, 44]}, "# + chips
    #expect(findings("section-title-not-heading", email).isEmpty)
    let unnamed = #"{"type": "label", "text": "Email", "frame": [16, 100, 200, 24]}, {"type": "textField", "frame": [16, 130, 358, 44]}, "# + chips
    #expect(findings("section-title-not-heading", unnamed).isEmpty)
  }

  // WCAG 1.3.1, 2.5.3; Apple's accessibilityLabeledPair; MagentaA11y's native text input: a visible
  // label read as a stop of its own beside the control it names is heard twice.
  static let login = #"""
    {"type": "label", "text": "Sign in", "traits": ["header"], "frame": [16, 60, 358, 34]},
    {"type": "label", "text": "Email", "frame": [16, 110, 358, 20]},
    {"type": "textField", "label": "Email", "frame": [16, 134, 358, 44]},
    {"type": "label", "text": "Password", "frame": [16, 190, 358, 20]},
    {"type": "secureTextField", "label": "Password", "frame": [16, 214, 358, 44]},
    {"type": "switch", "label": "Remember me", "on": false, "frame": [16, 270, 60, 32]},
    {"type": "label", "text": "Remember me", "frame": [90, 276, 200, 20]},
    {"type": "button", "text": "Sign in", "frame": [16, 320, 358, 44]}
    """#

  @Test func visibleLabelOwnStop() {
    let f = findings("visible-label-own-stop", Self.login)
    #expect(f.map(\.stop) == [2, 4, 7])
    #expect(f.first?.message == "\"Email\" is a stop of its own before the control it names (\"Email, text field\"): a VoiceOver user hears \"Email\" twice, on two stops, for one control.")
    #expect(f.first?.fix.contains("hide \"Email\" from VoiceOver") == true && f.first?.fix.contains(".accessibilityElement(children: .combine)") == true)
    #expect(f.last?.message.contains("after the control it names (\"Remember me, switch button, off\")") == true)
    // The label hidden, or the field named otherwise, is one stop: nothing to say. A heading is not a label.
    let hidden = Self.login.replacingOccurrences(of: #"{"type": "label", "text": "Email", "frame": [16, 110, 358, 20]},"#,
                                                 with: #"{"type": "label", "text": "Email", "hidden": true, "frame": [16, 110, 358, 20]},"#)
    #expect(findings("visible-label-own-stop", hidden).map(\.stop) == [3, 6])
    #expect(findings("visible-label-own-stop", #"{"type": "label", "text": "Email", "frame": [16, 110, 358, 20]}, {"type": "textField", "label": "Work address", "frame": [16, 134, 358, 44]}"#).isEmpty)
    #expect(findings("section-title-not-heading", Self.login).isEmpty)
  }
}
