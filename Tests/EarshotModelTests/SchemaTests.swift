import EarshotModel
import EarshotTestSupport
import Testing

/// The JSON Schema shipped in schema/ describes exactly what the reader accepts.
@Suite struct SchemaTests {
  static let schema = try! JSONParser.parse(bytes: Repository.read("schema/screen-document.schema.json"))

  @Test func elementPropertiesMatchTheReader() {
    let properties = Self.schema["$defs"]?["element"]?["properties"]?.objectValue?.keys ?? []
    #expect(Set(properties) == Set(DocumentReader.elementFields))
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
