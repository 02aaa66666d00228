import EarshotModel

extension CaptureFormat {
  /// What a capture of this format never records (docs/CAPTURE-FORMATS.md, "What each format
  /// carries"). A reader adds what one capture lacks beyond this, such as traits that only some
  /// versions of a tool print (`ImportReport.lacks`).
  public var gaps: SourceGaps {
    let effects = "a capture does not record what activating an element does"
    switch self {
    case .earshot:
      return [:]
    case .xcuitest:
      return [.hints: "XCUITest's debugDescription prints no hints",
              .accessibilityElements: "XCUITest's debugDescription does not say which views are accessibility elements",
              .adjustableValues: "XCUITest's debugDescription does not list an adjustable element's values",
              .effects: effects]
    case .appium:
      return [.hints: "WebDriverAgent's page source has no hints",
              .adjustableValues: "WebDriverAgent's page source does not list an adjustable element's values",
              .effects: effects]
    case .idb:
      return [.adjustableValues: "idb does not list an adjustable element's values", .effects: effects]
    case .maestro:
      return [.elementTypes: "Maestro hierarchies have no element types",
              .traits: "Maestro hierarchies have no traits",
              .hints: "Maestro hierarchies have no hints",
              .accessibilityElements: "Maestro hierarchies do not say which views are accessibility elements",
              .adjustableValues: "Maestro hierarchies do not list an adjustable element's values",
              .effects: effects]
    case .vodesign:
      return [.effects: "a VoiceOver Designer bundle does not record what activating an element does"]
    }
  }
}
