import EarshotModel
import Foundation

/// One element as WebDriverAgent describes it (the server behind Appium's XCUITest driver), in its
/// XML page source or its JSON source: the attributes both carry, read into a capture node with
/// WebDriverAgent's computed attributes undone. Each source fills it from its own syntax.
struct WebDriverAgentElement {
  /// `Button`, or the full `XCUIElementTypeButton`.
  var type: String
  /// WebDriverAgent's `name`: the identifier, or the label when there is none (its `wdName`).
  var name: String?
  /// The identifier itself, which only the JSON source gives (`rawIdentifier`).
  var rawIdentifier: String?
  var label: String?
  /// WebDriverAgent's computed `value` (its `wdValue`).
  var value: String?
  var placeholder: String?
  var hint: String?
  var frame: Frame?
  var enabled: Bool?
  var visible: Bool?
  var accessible: Bool?
  var focused: Bool?
  var selected: Bool?
  /// Trait names joined with commas (WebDriverAgent 9.12 and later).
  var traits: String?
  /// Custom action names joined with commas.
  var customActions: String?

  static let typePrefix = "XCUIElementType"

  init(type: String) {
    self.type = type.hasPrefix(Self.typePrefix) ? String(type.dropFirst(Self.typePrefix.count)) : type
  }

  func node(at place: String) -> CaptureNode {
    var node = CaptureNode(type: type, place: place)
    node.label = label
    if let rawIdentifier {
      node.identifier = rawIdentifier
    } else if let name, name != label {
      node.identifier = name
    }
    node.value = value
    node.placeholder = placeholder
    node.hint = hint
    node.frame = frame
    node.disabled = enabled == false
    node.focused = focused == true
    node.selected = selected == true
    node.accessible = accessible
    node.visible = visible
    if let traits {
      node.traits = TraitNames.named(Self.list(traits)).traits
    }
    if let customActions { node.customActions = Self.list(customActions) }
    Self.undoComputedValue(&node)
    return node
  }

  static func list(_ text: String) -> [String] {
    text.components(separatedBy: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }

  /// WebDriverAgent's `value` is computed (`wdValue` in its `XCUIElement+FBWebDriverAttributes.m`):
  /// text repeats its label, a button says 1 when selected, a switch 0 or 1, an empty field its placeholder.
  static func undoComputedValue(_ node: inout CaptureNode) {
    switch node.kind {
    case .staticText?:
      if node.value == node.label { node.value = nil }
    case .button?:
      if node.value == "1" { node.selected = true }
      if node.value == "1" || node.value == "0" { node.value = nil }
    case .switch?, .toggle?, .checkBox?:
      node.isOn = CaptureMapper.switchState(node.value)
      if node.isOn != nil { node.value = nil }
    case .textField?, .secureTextField?, .searchField?, .textView?:
      if node.value == node.placeholder { node.value = nil }
    default: break
    }
  }
}
