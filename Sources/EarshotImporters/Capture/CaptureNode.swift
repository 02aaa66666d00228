import EarshotModel

/// One node of an XCUIElement-typed capture (XCUITest, Appium, idb, Maestro), as the capture gives
/// it, before any VoiceOver rule is applied. Each reader fills what its format has; nil means the
/// format does not say.
struct CaptureNode {
  /// The `XCUIElement.ElementType` name (`Button`, `StaticText`); nil when the format has no types (Maestro).
  var type: String?
  var identifier: String?
  var label: String?
  var value: String?
  var placeholder: String?
  var title: String?
  var hint: String?
  var frame: Frame?
  var selected = false
  var disabled = false
  /// Keyboard focus (`Keyboard Focused`, `hasFocus`): a text field being edited.
  var focused = false
  /// Whether the node is an accessibility element, when the capture says (Appium's `accessible`, idb).
  var accessible: Bool?
  /// Appium's `visible`, computed from frames by WebDriverAgent.
  var visible: Bool?
  /// The accessibility traits, when the capture lists them; they replace what the type implies.
  var traits: TraitSet?
  /// A switch's state, when the capture gives it.
  var isOn: Bool?
  var customActions: [String] = []
  /// idb's `role_description` ("tab", "Tab bar", "Nav bar"), used to recognise bars and tabs.
  var roleDescription: String?
  /// A container whose label VoiceOver speaks on entry (idb's labeled groups).
  var isSemanticGroup = false
  var children: [CaptureNode] = []
  /// Where the node is in the file, for warnings: `line 12` or a JSON path.
  var place: String

  init(type: String?, place: String) {
    self.type = type
    self.place = place
  }

  var kind: XCUIElementKind? { type.flatMap(XCUIElementKind.init(rawValue:)) }

  /// The label or, for text without one, the value: what the node would be read as.
  var text: String? { label ?? (kind == .staticText ? value : nil) }

  /// The message for a capture nested deeper than `InputLimits.elementDepth`.
  static let tooDeep = "elements are nested more than \(InputLimits.elementDepth) levels deep here, deeper than any app's screen; Earshot reads at most \(InputLimits.elementDepth) (is this capture whole and unedited?)"

  /// Whether any node of the tree lists its traits.
  static func anyHasTraits(_ node: CaptureNode) -> Bool {
    node.traits != nil || node.children.contains(where: anyHasTraits)
  }
}
