@testable import EarshotModel
import EarshotTestSupport
import Testing

/// The screen document (README, `schema/`): every field decodes; bad input gets a message naming the file, the JSON path,
/// what is wrong and what is accepted.
@Suite struct DocumentReaderTests {
  @Test func decodesEveryElementField() {
    let document = Fixture.document(Fixture.everyField)
    let screen = document.screens[0]
    #expect(screen.language == "de-DE" && screen.layoutDirection == .rightToLeft && screen.device == .iPad)
    let a = screen.root.children[0]
    #expect(a.kind == .slider && a.label == "L" && a.traits == [.adjustable, .selected] && a.hidden)
    #expect(a.frame == Frame(x: 1.5, y: 2, width: 3, height: 4))
    #expect(a.customActions[0].effects == [.announce(text: "Deleted", priority: .high, queue: true)])
    #expect(a.customContent[0].importance == .high)
    #expect(a.speech?.pitch == 1.5 && a.headingLevel == 2 && a.navigationStyle == .combined)
    #expect(a.respondsToUserInteraction == false && a.children[0].respondsToUserInteraction == nil)
    #expect(a.adjustable == .range(min: 0, max: 10, step: 2, value: 4, format: "{} points"))
    #expect(a.onEscape == [.dismiss] && a.onMagicTap == [.toggle("a")])
    #expect(a.children[0].path == "root.children[0].children[0]")
    #expect(a.badge == "3" && a.tableRow == 0 && a.tableColumn == 1 && a.tableHeader == .column && a.expanded == false)
    #expect(a.state.insertionPoint == 1)
    #expect(a.onActivate[2] == .set(ElementChange(id: "b", state: ElementState(label: "y", value: "x", traits: [], hidden: false, on: true, expanded: true,
                                                                             insertionPoint: 0))))
  }

  @Test func unknownTraitNamesFilePathAndSuggestion() {
    let diagnostics = Fixture.diagnostics(#"{"root": {"children": [{}, {}, {}, {"traits": ["header", "buton"]}]}}"#, file: "checkout.json")
    #expect(diagnostics.map(\.description) == [#"checkout.json: root.children[3].traits[1]: unknown trait "buton"; did you mean "button"?"#])
    #expect(diagnostics[0].severity == .error)
  }

  @Test func unknownTypeSuggestsClosest() {
    let d = Fixture.diagnostics(#"{"root": {"children": [{"type": "swich"}]}}"#)
    #expect(d.first?.description.contains(#"unknown type "swich"; did you mean "switch"?"#) == true)
  }

  @Test func unknownFieldIsAWarningNotAnError() {
    let d = Fixture.diagnostics(#"{"root": {"children": [{"lable": "Pay", "type": "button"}]}}"#)
    #expect(d.count == 1 && d[0].severity == .warning)
    #expect(d[0].description.contains(#"root.children[0]: unknown field "lable"; did you mean "label"?"#))
  }

  /// Members are found by their keys' bytes; a key written with escapes is still the member it
  /// names, and an unknown key is named, its escapes decoded.
  @Test func keysWithEscapesAreTheNamedMembers() {
    let document = Fixture.document(
      #"{"root": {"children": [{"l\u0061bel": "Pay", "type": "slider", "adjustable": {"m\u0069n": 0, "max": 9, "value": 3}}]}}"#)
    let a = document.screens[0].root.children[0]
    #expect(a.label == "Pay" && a.kind == .slider)
    guard case .range(let min, let max, _, let value, _) = a.adjustable else {
      Issue.record("not read as a range: \(String(describing: a.adjustable))")
      return
    }
    #expect(min == 0 && max == 9 && value == 3)
    #expect(Fixture.diagnostics(#"{"root": {"children": [{"label": "Pay", "adjustable": {"min": 0, "max": 9, "value": 3}}]}}"#).isEmpty)
    let unknown = Fixture.diagnostics(#"{"root": {"children": [{"lab\u00e9l": "Pay", "adjustable": {"min": 0, "max": 9, "valu": 3, "v\u0061lue": 3}}]}}"#)
    #expect(unknown.map(\.description).contains { $0.contains(#"root.children[0]: unknown field "labél"; did you mean "label"?"#) })
    #expect(unknown.map(\.description).contains { $0.contains(#"root.children[0].adjustable: unknown field "valu"; did you mean "value"?"#) })
    #expect(unknown.count == 2)
  }

  /// A long list of children is read a slice per core: the elements and the messages come out in
  /// document order all the same, and the count of problems past the listed ones is exact.
  @Test func aLongListReadsInDocumentOrder() throws {
    let count = DocumentReader.parallelChildren + 3000
    let warned: Set<Int> = [3, 2500, count - 1]
    let children = (0..<count).map { i in warned.contains(i) ? #"{"lable": "\#(i)"}"# : #"{"label": "\#(i)"}"# }
    let result = try DocumentReader.read(bytes: Array(#"{"root": {"children": [\#(children.joined(separator: ","))]}}"#.utf8), file: "long.json")
    let read = result.document.screens[0].root.children
    #expect(read.count == count)
    #expect(read.indices.allSatisfy { i in read[i].path == "root.children[\(i)]" && (warned.contains(i) || read[i].label == String(i)) })
    #expect(result.warnings.map(\.place) == warned.sorted().map { "root.children[\($0)]" })

    // Every 40th child is not an object: more problems than are listed, spread over every slice.
    let broken = (0..<count).map { i in i % 40 == 0 ? "7" : #"{"label": "\#(i)"}"# }
    let d = Fixture.diagnostics(#"{"root": {"children": [\#(broken.joined(separator: ","))]}}"#)
    let errors = (count + 39) / 40
    #expect(d.count == InputLimits.errorsListed + 1)
    #expect(d.prefix(InputLimits.errorsListed).map(\.place) == (0..<InputLimits.errorsListed).map { "root.children[\($0 * 40)]" })
    #expect(d.last?.message.hasPrefix("\(errors - InputLimits.errorsListed) more problems") == true)
  }

  @Test func danglingExplicitOrderIsAnError() {
    let d = Fixture.diagnostics(#"{"root": {"accessibilityElements": ["pay", "totl"], "children": [{"id": "pay"}, {"id": "total"}]}}"#)
    #expect(d.map(\.place) == ["root.accessibilityElements[1]"])
    #expect(d[0].message.contains(#"did you mean "total"?"#))
  }

  @Test func explicitOrderListingAnAncestorIsACycle() {
    let d = Fixture.diagnostics(#"{"root": {"children": [{"id": "outer", "children": [{"id": "inner", "accessibilityElements": ["outer"], "children": [{"id": "x"}]}]}]}}"#)
    #expect(d.count == 1 && d[0].message.contains("cycle"))
  }

  @Test func danglingEffectAndRotorTargetsAreErrors() {
    let d = Fixture.diagnostics(#"""
      {"root": {"children": [{"id": "a", "rotors": [{"name": "R", "targets": ["nope"]}],
        "onActivate": [{"layoutChanged": "gone"}, {"screenChanged": "payment"}]}]}}
      """#)
    #expect(d.map(\.place) == ["root.children[0].rotors[0].targets[0]", "root.children[0].onActivate[0]", "root.children[0].onActivate[1]"])
    #expect(d[2].message.contains("single-screen document"))
  }

  @Test func duplicateIdsAreErrors() {
    let d = Fixture.diagnostics(#"{"root": {"children": [{"id": "a"}, {"id": "a"}]}}"#)
    #expect(d.count == 1 && d[0].place == "root.children[1].id")
  }

  @Test func badFrameSaysWhatIsAccepted() {
    let d = Fixture.diagnostics(#"{"root": {"frame": [0, 0, 10]}}"#)
    #expect(d[0].description == "fixture.json: root.frame: expected 4 numbers, found 3 numbers")
  }

  @Test func newerFormatVersionIsRefused() {
    let d = Fixture.diagnostics(#"{"earshot": 2, "root": {}}"#)
    #expect(d[0].message.contains("version 2"))
  }

  @Test func syntaxErrorsGiveLineAndColumn() {
    let d = Fixture.diagnostics("{\n  \"root\": {\"children\": [}\n}", file: "bad.json")
    #expect(d[0].description.hasPrefix("bad.json: line 2, column "))
  }

  @Test func flowsInheritScreenDefaultsAndCheckScreenReferences() {
    let document = Fixture.document(#"""
      {"earshot": 1, "title": "Shop", "language": "en-GB", "start": "cart", "screens": [
        {"id": "cart", "root": {"children": [{"id": "go", "type": "button", "text": "Checkout", "onActivate": [{"screenChanged": "pay", "focus": "card"}]}]}},
        {"id": "pay", "device": "iPad", "root": {"children": [{"id": "card", "type": "textField"}]}}
      ]}
      """#)
    #expect(document.isFlow && document.startScreen.id == "cart")
    #expect(document.screens[1].language == "en-GB" && document.screens[1].device == .iPad)
    let d = Fixture.diagnostics(#"{"screens": [{"id": "a", "root": {"children": [{"id": "x", "onActivate": [{"screenChanged": "b", "focus": "y"}]}]}}, {"id": "b", "root": {}}]}"#)
    #expect(d.map(\.place) == ["screens[0].root.children[0].onActivate[0].focus"])
  }

  @Test func adjustableRangeIsChecked() {
    let d = Fixture.diagnostics(#"{"root": {"adjustable": {"values": ["a"], "index": 3}}}"#)
    #expect(d[0].place == "root.adjustable.index")
    let f = Fixture.diagnostics(#"{"root": {"adjustable": {"min": 0, "max": 10, "format": "%d"}}}"#)
    #expect(f[0].message.contains("{}"))
  }
}

@Suite struct TypeDefaultTests {
  @Test func explicitTraitsThatDropTheTypesOwnTraitWarn() {
    let d = Fixture.diagnostics(#"{"root": {"children": [{"type": "button", "text": "Favorite", "traits": ["selected"]}]}}"#)
    #expect(d.count == 1 && d[0].severity == .warning)
    #expect(d[0].description.contains(#"root.children[0].traits: these traits replace the button's own (button); add "button""#))
    #expect(Fixture.diagnostics(#"{"root": {"children": [{"type": "button", "traits": ["button", "selected"]}]}}"#).isEmpty)
  }

  @Test func standardControlsCarryUIKitTraits() {
    #expect(ElementType.switch.descriptor.traits == [.button, .toggleButton])
    #expect(ElementType.slider.descriptor.traits == [.adjustable])
    #expect(ElementType.backButton.descriptor.traits == [.button, .backButton])
    #expect(ElementType.view.descriptor.traits == [])
    #expect(!ElementType.view.descriptor.isElement(hasLabel: true))
    #expect(!ElementType.image.descriptor.isElement(hasLabel: false) && ElementType.image.descriptor.isElement(hasLabel: true))
  }

  @Test func everyDescriptorCarriesTheTraitItsIdentityRestsOn() {
    for type in ElementType.allCases {
      let d = type.descriptor
      if let trait = d.identifyingTrait { #expect(d.traits.has(trait), "\(type)") }
      // A control that numbers its children or forms a container is not one stop itself.
      if d.series != nil || d.container != nil { #expect(!d.isElement(hasLabel: true), "\(type)") }
    }
  }
}

@Suite struct TraitSetTests {
  @Test func everyTraitHasItsOwnBitInDeclarationOrder() {
    let all = TraitSet(Trait.allCases)
    #expect(all.traits == Trait.allCases)
    #expect(Set(Trait.allCases.map { TraitSet.of($0).rawValue }).count == Trait.allCases.count)
    #expect(Trait.allCases.sorted() == Trait.allCases)
  }
}

/// One state type serves the document, the `set` effect and a session's changes.
@Suite struct ElementStateTests {
  @Test func applyTakesOnlyTheFieldsAChangeSets() {
    var state = ElementState(label: "Wi-Fi", value: "Home", traits: [.button], on: false)
    state.apply(ElementState(value: "Office", on: true))
    #expect(state == ElementState(label: "Wi-Fi", value: "Office", traits: [.button], on: true))
  }

  @Test func aSetEffectKeepsHiddenFalseAnElementLeavesItOut() throws {
    let document = Fixture.document(#"{"root": {"children": [{"id": "a", "hidden": false, "onActivate": [{"set": "a", "hidden": false}]}]}}"#)
    let a = document.screens[0].root.children[0]
    #expect(a.state.hidden == nil)
    #expect(a.onActivate == [.set(ElementChange(id: "a", state: ElementState(hidden: false)))])
  }
}

/// Tables indexed by case (trait bits, role ranks, phrase slots) find each case at its place.
@Suite struct CaseIndexTests {
  func check<E: CaseIndexed>(_ type: E.Type) {
    #expect(MemoryLayout<E>.size == 1)
    for (i, value) in E.allCases.enumerated() { #expect(value.caseIndex == i, "\(value)") }
  }

  @Test func everyCaseIndexedEnumIndexesInDeclarationOrder() {
    check(Trait.self)
    check(SegmentRole.self)
  }
}

/// The reader marks each element's members in a fixed set of bits (no allocation per element):
/// the table of members must fit in it.
@Suite struct MemberBitsTests {
  @Test func everyMemberHasABit() {
    #expect(ElementField.table.count <= DocumentReader.RowSet.capacity,
            "ElementField.table has \(ElementField.table.count) rows; DocumentReader.RowSet marks \(DocumentReader.RowSet.capacity): widen it")
  }

  /// A tape's token takes 8 bytes, and what it holds reads back whole: a container's count and
  /// end, a string's place, length and escapes, a number (in the token when it is an integer of
  /// 32 bits, else among the tape's numbers; -0 is not an integer there).
  @Test func aTapeTokenTakesEightBytes() throws {
    #expect(MemoryLayout<JSONTape.Token>.stride == 8)
    let tape = try JSONParser.tape(bytes: Array(#"{"a\n": [-0.1, 1e300, "xy", 60, -2147483648, 2147483648, 7], "b": {}}"#.utf8))
    let value = tape.withRoot(\.value)
    let numbers: [JSONValue] = [.number(-0.1), .number(1e300), .string("xy"), .number(60), .number(-2147483648), .number(2147483648), .number(7)]
    #expect(value == .object(JSONObject([(key: "a\n", value: .array(numbers)), (key: "b", value: .object(JSONObject([])))])))
    #expect(tape.numbers.map(\.bitPattern) == [-0.1, 1e300, 2147483648].map(\.bitPattern))
    #expect(!JSONTape.Token.number(-0.0, index: 0).isInline && JSONTape.Token.number(-2147483648, index: 0).isInline)
    tape.withRoot { root in
      let items = root.objectValue?["a\n"]?.arrayValue
      #expect(items?.count == 7 && items?[2].stringValue == "xy" && root.objectValue?.count == 2)
      #expect(items?[3].numberValue == 60 && items?[4].numberValue == -2147483648 && items?[6].numberValue == 7)
    }
  }

  /// A string's length or a container's count too large for a token's field is worked out again
  /// when read: the string's from its bytes, to its closing quote past any escapes.
  @Test func aLengthPastTheTokensFieldIsReadFromTheBytes() {
    let bytes = Array(#""a\"b\\" ,"#.utf8)
    let token = JSONTape.Token.string(start: 1, length: 1 << 28, escapes: true)
    #expect(token.field == JSONTape.Token.wide)
    bytes.withUnsafeBufferPointer { #expect(token.length($0.baseAddress) == 6) }
    #expect(JSONTape.string(token, in: bytes) == #"a"b\"#)
  }

  /// A container's count too large for its token's field is counted again from the tokens.
  @Test func aCountPastTheTokensFieldIsCountedAgain() throws {
    let tape = try JSONParser.tape(bytes: Array(#"[{"a": [1, 2], "b": {"c": 3}}, "x", [4]]"#.utf8))
    var tokens = tape.tokens
    for i in [0, 1] { tokens[i].close(count: 1 << 28, end: tokens[i].end) }
    let wide = JSONTape(bytes: tape.bytes, tokens: tokens, numbers: tape.numbers)
    #expect(tokens[0].field == JSONTape.Token.wide && tokens[1].field == JSONTape.Token.wide)
    #expect(wide.withRoot(\.value) == tape.withRoot(\.value))
    wide.withRoot { root in
      #expect(root.arrayValue?.count == 3 && root.arrayValue?[0].objectValue?.count == 2)
    }
  }
}
