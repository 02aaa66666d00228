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

  /// The shared fixture gives every element member and every changeable field a value, so the
  /// reader, writer and round-trip tests cover a new field as soon as it has a row.
  @Test func everyFieldFixtureUsesEveryField() throws {
    let fixture = try JSONParser.parse(Fixture.everyField)
    let element = fixture["root"]?["children"]?.arrayValue?.first
    #expect(Set(element?.objectValue?.keys ?? []) == Set(DocumentReader.elementFields))
    let set = element?["onActivate"]?.arrayValue?.first { $0["set"] != nil }
    #expect(Set(set?.objectValue?.keys ?? []) == Set(["set"] + ElementField.stateFields.map(\.name)))
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
