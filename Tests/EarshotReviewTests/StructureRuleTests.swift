import EarshotReview
import EarshotTestSupport
import Testing

/// The rules about controls, grouping, geometry and headings: a case each must find and one it must leave alone.
@Suite struct StructureRuleTests {
  // Seed 000: the adjustable trait without increment/decrement "claims an interaction it silently fails to deliver".
  @Test func adjustableWithoutValues() {
    let f = findings("adjustable-without-values", #"{"isAccessibilityElement": true, "label": "Rating", "traits": ["adjustable"], "frame": [0, 0, 200, 44]}"#)
    #expect(f.count == 1 && f[0].spoken == ["Rating, adjustable (hint: Swipe up or down with one finger to adjust the value.)"])
    #expect(findings("adjustable-without-values", #"{"isAccessibilityElement": true, "label": "Rating", "traits": ["adjustable"], "adjustable": {"values": ["3 stars"]}, "frame": [0, 0, 200, 44]}"#).count == 1)
    #expect(findings("adjustable-without-values", #"{"isAccessibilityElement": true, "label": "Rating", "traits": ["adjustable"], "adjustable": {"values": ["1 star", "2 stars"], "index": 0}, "frame": [0, 0, 200, 44]}"#).isEmpty)
    // UISlider implements increment and decrement itself.
    #expect(findings("adjustable-without-values", #"{"type": "slider", "label": "Volume", "frame": [0, 0, 200, 44]}"#).isEmpty)
  }

  // Seed 001 Decision 2: "VoiceOver reads 'Notifications', and it can't be activated as a control."
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

  // Seed 004 Day 8: with isAccessibilityElement on a view, the buttons inside it are out of reach.
  @Test func controlsInsideElement() {
    let cell = #"{"isAccessibilityElement": true, "label": "Message from Dana", "frame": [0, 0, 390, 80], "children": [{"type": "button", "text": "Reply", "frame": [300, 20, 60, 44]}]"#
    #expect(findings("controls-inside-element", cell + "}").count == 1)
    #expect(findings("controls-inside-element", cell + #", "customActions": [{"name": "Reply"}]}"#).isEmpty)
  }

  // Seed 001 Decision 3: a CAShapeLayer chart "doesn't exist for VoiceOver".
  @Test func silentDrawing() {
    let f = findings("silent-drawing", #"{"id": "chart", "frame": [16, 408, 358, 220]}"#)
    #expect(f.count == 1 && f[0].spoken.isEmpty && f[0].stop == nil)
    #expect(findings("silent-drawing", #"{"id": "background", "frame": [0, 0, 390, 844]}"#).isEmpty)
    #expect(findings("silent-drawing", #"{"id": "chart", "isAccessibilityElement": true, "label": "Spending", "value": "Groceries 35 percent", "frame": [16, 408, 358, 220]}"#).isEmpty)
  }

  // Seed 001 Decision 3: "Without it, the element has no position: touch exploration can't find it".
  @Test func missingFrame() {
    let f = findings("missing-frame", #"{"type": "label", "text": "Title", "frame": [0, 0, 100, 30]}, {"isAccessibilityElement": true, "label": "Groceries"}"#)
    #expect(f.count == 1 && f[0].stop == 2)
    let none = findings("missing-frame", #"{"type": "label", "text": "A"}, {"type": "label", "text": "B"}"#)
    #expect(none.count == 1 && none[0].path == "root")
    #expect(findings("missing-frame", #"{"type": "label", "text": "Title", "frame": [0, 0, 100, 30]}"#).isEmpty)
  }

  /// Seed 001's legacy cell: three labels and a button, four stops.
  static let fragmentRow = #"""
    {"type": "label", "text": "Jasmine tea", "frame": [16, 110, 200, 22]}, {"type": "label", "text": "$2.50", "frame": [16, 134, 80, 20]},
    {"type": "label", "text": "In stock", "frame": [100, 134, 100, 20]}, {"type": "button", "text": "Add jasmine tea", "frame": [300, 112, 74, 44]}
    """#

  // Seed 001 Decision 1: "two VoiceOver stops per cell"; seed 002: a row "can take four or five swipes".
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

  // Seed 003 (WWDC19 250): "3 accessory buttons per cell is 30 extra swipe stops before row 10".
  @Test func accessoryButtons() {
    let row = #"""
      {"type": "label", "text": "Message from Dana", "frame": [16, 10, 200, 22]},
      {"type": "button", "text": "Reply", "frame": [230, 0, 60, 44]}, {"type": "button", "text": "Delete", "frame": [300, 0, 60, 44]}
      """#
    let f = findings("accessory-buttons", row)
    #expect(f.count == 1 && f[0].fix.contains(#""Reply", "Delete""#))
    #expect(findings("accessory-buttons", #"{"type": "label", "text": "Jasmine tea", "frame": [16, 10, 200, 22]}, {"type": "button", "text": "Add", "frame": [300, 0, 60, 44]}"#).isEmpty)
  }

  // Seed 001 Decision 4: frame order can differ from the task ("Pay" read between "Total" and its amount).
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

  // Seed 002 and seed 004 Day 15: touch targets of at least 44 × 44 points.
  @Test func smallTarget() {
    let f = findings("small-target", #"{"type": "button", "text": "Add", "frame": [300, 116, 74, 36]}"#)
    #expect(f.count == 1 && f[0].message.contains("74 × 36 pt") && f[0].fix.contains("[300, 112, 74, 44]"))
    #expect(findings("small-target", #"{"type": "button", "text": "Add", "frame": [300, 112, 74, 44]}"#).isEmpty)
    #expect(findings("small-target", #"{"type": "label", "text": "Small print", "frame": [0, 0, 60, 12]}"#).isEmpty)
  }

  // Seed 004 Day 3: "Screens should also start with a header."
  @Test func noHeadingFirst() {
    let f = findings("no-heading-first", #"{"type": "label", "text": "Checkout", "frame": [16, 56, 358, 34]}, {"type": "button", "text": "Pay", "frame": [16, 100, 100, 44]}"#)
    #expect(f.count == 1 && f[0].message.contains("no heading at all"))
    #expect(findings("no-heading-first", #"""
      {"type": "backButton", "text": "Shop", "frame": [8, 50, 80, 44]},
      {"type": "label", "text": "Checkout", "traits": ["header"], "frame": [16, 100, 358, 34]}
      """#).isEmpty)
  }

  // Seed 004 (traits guide, Header): without headers, reaching "Artists" takes twelve flicks.
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
  }
}
