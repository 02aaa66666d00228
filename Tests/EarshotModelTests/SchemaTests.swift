import EarshotModel
import EarshotTestSupport
import Testing

/// The JSON Schema shipped in schema/ describes exactly what the reader accepts.
@Suite struct SchemaTests {
  static let schema = try! JSONParser.parse(bytes: Repository.read("schema/screen-document.schema.json"))

  @Test func elementPropertiesMatchTheReader() {
    let properties = Self.schema["$defs"]?["element"]?["properties"]?.objectValue?.keys ?? []
    #expect(Set(properties) == Set(DocumentReader.elementFields + DocumentReader.annotationFields))
  }

  @Test func setEffectFieldsAreTheStateFields() {
    let set = Self.schema["$defs"]?["effect"]?["oneOf"]?.arrayValue?.first { $0["required"]?.arrayValue?.first?.stringValue == "set" }
    let properties = set?["properties"]?.objectValue?.keys ?? []
    #expect(Set(properties) == Set(["set"] + ElementField.stateFields.map(\.name)))
  }

  /// The shared fixtures (an iOS screen and an Android one) give every element member and every
  /// changeable field a value, so the reader, writer and round-trip tests cover a new field as
  /// soon as it has a row.
  @Test func everyFieldFixturesUseEveryField() throws {
    var members = Set<String>(), changed = Set<String>()
    for text in [Fixture.everyField, Fixture.everyAndroidField] {
      let element = try JSONParser.parse(text)["root"]?["children"]?.arrayValue?.first
      members.formUnion(element?.objectValue?.keys ?? [])
      let set = element?["onActivate"]?.arrayValue?.first { $0["set"] != nil }
      changed.formUnion(set?.objectValue?.keys ?? [])
    }
    #expect(members == Set(DocumentReader.elementFields))
    #expect(changed == Set(["set"] + ElementField.stateFields.map(\.name)))
  }

  /// Each fixture writes only the members of its own platform (and the shared ones).
  @Test func fixturesKeepToTheirPlatform() throws {
    let ios = try JSONParser.parse(Fixture.everyField)["root"]?["children"]?.arrayValue?.first?.objectValue?.keys ?? []
    let android = try JSONParser.parse(Fixture.everyAndroidField)["root"]?["children"]?.arrayValue?.first?.objectValue?.keys ?? []
    #expect(Set(ios) == Set(DocumentReader.elementFields).subtracting(ElementField.rows(onlyOf: .android).map { ElementField.table[$0].name }))
    #expect(Set(android) == Set(DocumentReader.elementFields).subtracting(ElementField.rows(onlyOf: .ios).map { ElementField.table[$0].name }))
  }

  @Test func traitAndTypeNamesMatchTheModel() {
    let traits = Self.schema["$defs"]?["traits"]?["items"]?["enum"]?.arrayValue?.compactMap(\.stringValue) ?? []
    #expect(traits == Trait.allCases.map(\.rawValue))
    let types = Self.schema["$defs"]?["element"]?["properties"]?["type"]?["enum"]?.arrayValue?.compactMap(\.stringValue) ?? []
    #expect(types == ElementType.allCases.map(\.rawValue))
  }

  @Test func screenAndFlowFieldsMatchTheReader() {
    let screen = Self.schema["$defs"]?["screen"]?["properties"]?.objectValue?.keys ?? []
    #expect(Set(screen) == Set(DocumentReader.screenFields))
    let flow = Self.schema["oneOf"]?.arrayValue?[1]["properties"]?.objectValue?.keys ?? []
    #expect(Set(flow) == Set(DocumentReader.flowFields))
  }

  @Test func effectKindsMatchTheReader() {
    let kinds = Self.schema["$defs"]?["effect"]?["oneOf"]?.arrayValue?.compactMap { $0["required"]?.arrayValue?.first?.stringValue } ?? []
    #expect(kinds == DocumentReader.effectKinds)
  }
}
