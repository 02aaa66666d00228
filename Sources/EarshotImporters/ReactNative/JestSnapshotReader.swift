import EarshotModel

/// Reads React Native host trees as Jest prints them: `.snap` files of react-test-renderer or
/// React Native Testing Library `toJSON()` snapshots (`exports[`name 1`] = `<View …>…</View>`;`,
/// pretty-format's `ReactTestComponent` plugin, `Object {`/`Array [` before Jest 29), one screen per
/// snapshot, or the same tree as JSON (`{"type": "View", "props": {…}, "children": […]}`). A test
/// renderer lays nothing out: there are no frames, so both readers visit in tree order and rules
/// about size and position are not run. One capture, two readings: the tree is mapped as React
/// Native's view managers hand it to each platform (`ImportReport.platform`), with the sources in
/// `iosElement` and `androidNode`. docs/CAPTURE-FORMATS.md, "React Native test snapshots".
enum JestSnapshotReader {
  static let again = "copy the whole .snap file, or the toJSON() tree as JSON"

  /// A JavaScript value as pretty-format prints it.
  indirect enum Value {
    case string(String), number(Double), bool(Bool), none, object([(String, Value)]), array([Value]), other(String)

    subscript(key: String) -> Value? {
      if case .object(let members) = self { return members.first { $0.0 == key }?.1 }
      return nil
    }
    var string: String? { if case .string(let s) = self { return s.isEmpty ? nil : s }; return nil }
    var bool: Bool? { if case .bool(let b) = self { return b }; return nil }
    var number: Double? { if case .number(let n) = self { return n }; return nil }
    var array: [Value] { if case .array(let a) = self { return a }; return [] }
  }

  /// A host component as printed.
  struct Node {
    var type: String
    var props: [String: Value] = [:]
    var children: [Child] = []
    var place: String

    func prop(_ name: String) -> Value? {
      guard let value = props[name], case .none = value else { return props[name] }
      return nil
    }
  }

  enum Child {
    case node(Node)
    case text(String)
  }

  // MARK: - Parsing the printed tree

  struct Printed {
    let chars: [Character]
    var i = 0
    /// The line the block starts on, for places.
    let firstLine: Int
    var line: Int
    let report: ImportReport
    var depth = 0

    init(_ text: Substring, line: Int, report: ImportReport) {
      chars = Array(text)
      firstLine = line
      self.line = line
      self.report = report
    }

    var atEnd: Bool { i >= chars.count }
    func peek(_ s: String) -> Bool {
      var j = i
      for c in s {
        guard j < chars.count, chars[j] == c else { return false }
        j += 1
      }
      return true
    }

    mutating func advance() {
      if chars[i] == "\n" { line += 1 }
      i += 1
    }

    mutating func skipSpace() { while !atEnd, chars[i].isWhitespace { advance() } }

    func error(_ message: String) -> InputError { report.error(at: "line \(line)", message + "; " + JestSnapshotReader.again) }

    mutating func element() throws(InputError) -> Node {
      guard peek("<") else { throw error("expected an element (<View …>) here") }
      depth += 1
      defer { depth -= 1 }
      guard depth <= InputLimits.elementDepth else { throw error(CaptureNode.tooDeep) }
      advance()
      var name = ""
      while !atEnd, !chars[i].isWhitespace, chars[i] != ">", chars[i] != "/" { name.append(chars[i]); advance() }
      var node = Node(type: name, place: "line \(line)")
      while true {
        skipSpace()
        if atEnd { throw error("<\(name) never closes") }
        if peek("/>") { advance(); advance(); return node }
        if peek(">") { advance(); break }
        var prop = ""
        while !atEnd, chars[i] != "=", !chars[i].isWhitespace, chars[i] != ">" { prop.append(chars[i]); advance() }
        guard peek("=") else { node.props[prop] = .bool(true); continue }
        advance()
        if peek("\"") {
          node.props[prop] = .string(try quoted())
        } else if peek("{") {
          advance()
          skipSpace()
          node.props[prop] = try value()
          skipSpace()
          guard peek("}") else { throw error("the value of \(prop) does not end with }") }
          advance()
        } else {
          throw error("the value of \(prop) is neither \"text\" nor {…}")
        }
      }
      while true {
        skipSpace()
        if atEnd { throw error("<\(name)> has no </\(name)>") }
        if peek("</") {
          while !atEnd, chars[i] != ">" { advance() }
          if !atEnd { advance() }
          return node
        }
        if peek("<") {
          node.children.append(.node(try element()))
        } else {
          var text = ""
          while !atEnd, chars[i] != "\n" { text.append(chars[i]); advance() }
          let unescaped = text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
          node.children.append(.text(unescaped))
        }
      }
    }

    /// A `"…"` string with pretty-format's escapes (`\"`, `\\`).
    mutating func quoted() throws(InputError) -> String {
      advance()
      var s = ""
      while !atEnd, chars[i] != "\"" {
        if chars[i] == "\\", i + 1 < chars.count { advance() }
        s.append(chars[i])
        advance()
      }
      guard !atEnd else { throw error("a quoted text that never closes") }
      advance()
      return s
    }

    /// A value inside `{…}`: a literal, `{…}`/`Object {…}`, `[…]`/`Array […]`, `[Function]`, or an
    /// element (kept as `other`).
    mutating func value() throws(InputError) -> Value {
      depth += 1
      defer { depth -= 1 }
      guard depth <= InputLimits.elementDepth else { throw error(CaptureNode.tooDeep) }
      if peek("\"") { return .string(try quoted()) }
      if peek("Object {") { i += 7 }
      if peek("Array [") { i += 6 }
      if peek("{") {
        advance()
        var members: [(String, Value)] = []
        while true {
          skipSpace()
          if peek("}") { advance(); return .object(members) }
          if atEnd { throw error("an object that never closes") }
          let key = peek("\"") ? try quoted() : word()
          skipSpace()
          guard peek(":") else { throw error("an object member without its colon") }
          advance()
          skipSpace()
          members.append((key, try value()))
          skipSpace()
          if peek(",") { advance() }
        }
      }
      if peek("[Function") || peek("[Object") {
        var s = ""
        while !atEnd, chars[i] != "]" { s.append(chars[i]); advance() }
        if !atEnd { advance() }
        return .other(s + "]")
      }
      if peek("[") {
        advance()
        var items: [Value] = []
        while true {
          skipSpace()
          if peek("]") { advance(); return .array(items) }
          if atEnd { throw error("an array that never closes") }
          items.append(try value())
          skipSpace()
          if peek(",") { advance() }
        }
      }
      if peek("<") { return .other("<\(try element().type)>") }
      let w = word()
      switch w {
      case "true": return .bool(true)
      case "false": return .bool(false)
      case "undefined", "null": return .none
      default:
        if let n = Double(w) { return InputLimits.coordinate.checked(n).map(Value.number) ?? .other(w) }
        if w.isEmpty { throw error("a value that cannot be read") }
        return .other(w)
      }
    }

    mutating func word() -> String {
      var s = ""
      while !atEnd, !chars[i].isWhitespace, !",:}]".contains(chars[i]) {
        if chars[i] == "(" {
          // Symbol(react.element), a call: up to the closing parenthesis.
          while !atEnd, chars[i] != ")" { s.append(chars[i]); advance() }
        }
        if !atEnd { s.append(chars[i]); advance() }
      }
      return s
    }
  }

  /// The snapshots of a `.snap` file: each `exports[`name`] = `…`;` block's name and tree.
  static func snapshots(_ text: String, report: ImportReport) throws(InputError) -> [(name: String, root: Node?)] {
    var result: [(String, Node?)] = []
    var rest = text[...]
    while let start = rest.range(of: "exports[`") {
      let line = text[..<start.lowerBound].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
      guard let nameEnd = rest[start.upperBound...].range(of: "`] = `") else {
        throw report.error(at: "line \(line)", "an export without its \"`] = `\"; \(again)")
      }
      let name = String(rest[start.upperBound..<nameEnd.lowerBound])
      // The body ends at the first backtick that is not escaped.
      var j = nameEnd.upperBound
      var body = ""
      while j < rest.endIndex, rest[j] != "`" {
        if rest[j] == "\\", rest.index(after: j) < rest.endIndex { j = rest.index(after: j) }
        body.append(rest[j])
        j = rest.index(after: j)
      }
      guard j < rest.endIndex else { throw report.error(at: "line \(line)", "the snapshot \"\(name)\" never ends; \(again)") }
      var printed = Printed(body[...], line: line, report: report)
      printed.skipSpace()
      if printed.peek("<") {
        result.append((name, try printed.element()))
      } else {
        report.warn("rnNotATree", at: "line \(line)", "the snapshot \"\(UserText.oneLine(name))\" is not a component tree; it is left out")
      }
      rest = rest[rest.index(after: j)...]
    }
    return result
  }

  /// A `toJSON()` tree as JSON: `{"type", "props", "children"}`, or an array of them.
  static func jsonNode(_ json: JSONValue, place: String, depth: Int = 0, report: ImportReport) throws(InputError) -> Node {
    guard depth <= InputLimits.elementDepth else { throw report.error(at: place, CaptureNode.tooDeep) }
    guard let object = json.objectValue, let type = object["type"]?.stringValue else {
      throw report.error(at: place, "expected a host component ({\"type\": …, \"props\": …, \"children\": …}); \(again)")
    }
    var node = Node(type: type, place: place)
    if let props = object["props"]?.objectValue {
      for (key, value) in props { node.props[key] = Self.value(value) }
    }
    for (i, child) in (object["children"]?.arrayValue ?? []).enumerated() {
      if let s = child.stringValue { node.children.append(.text(s)) } else {
        node.children.append(.node(try jsonNode(child, place: "\(place).children[\(i)]", depth: depth + 1, report: report)))
      }
    }
    return node
  }

  static func value(_ json: JSONValue) -> Value {
    if let s = json.stringValue { return .string(s) }
    if let b = json.boolValue { return .bool(b) }
    if let n = json.numberValue { return InputLimits.coordinate.checked(n).map(Value.number) ?? .other("\(n)") }
    if let a = json.arrayValue { return .array(a.map(value)) }
    if let o = json.objectValue { return .object(o.map { ($0.key, value($0.value)) }) }
    return .none
  }
}

// MARK: - What React Native gives each platform

extension JestSnapshotReader {
  /// The accessibility props of a host component, the ARIA ones (React Native 0.71 and later)
  /// over the older ones, as `View`'s props processing merges them
  /// (facebook/react-native `packages/react-native/Libraries/Components/View/View.js`).
  struct Props {
    var role: String?
    var label: String?
    var hint: String?
    var selected: Bool?
    var disabled: Bool?
    /// true, false, or nil; `mixed` is `isMixed`.
    var checked: Bool?
    var isMixed = false
    var busy: Bool?
    var expanded: Bool?
    var valueText: String?
    var range: (min: Double, max: Double, now: Double)?
    var accessible: Bool?
    var liveRegion: String?
    var actions: [(name: String, label: String?)] = []

    init(_ node: Node) {
      func string(_ names: String...) -> String? { names.lazy.compactMap { node.prop($0)?.string }.first }
      role = string("role", "accessibilityRole")
      label = string("aria-label", "accessibilityLabel") ?? (node.type == "Image" ? string("alt") : nil)
      hint = string("accessibilityHint")
      let state = node.prop("accessibilityState")
      func flag(_ key: String) -> Value? { node.prop("aria-" + key) ?? state?[key].flatMap { if case .none = $0 { return nil }; return $0 } }
      selected = flag("selected")?.bool
      disabled = flag("disabled")?.bool
      busy = flag("busy")?.bool
      expanded = flag("expanded")?.bool
      if let checked = flag("checked") {
        if checked.string == "mixed" { isMixed = true } else { self.checked = checked.bool }
      }
      let value = node.prop("accessibilityValue")
      func number(_ key: String) -> Double? { node.prop("aria-value" + key)?.number ?? value?[key]?.number }
      valueText = node.prop("aria-valuetext")?.string ?? value?["text"]?.string
      if let min = number("min"), let max = number("max"), let now = number("now"), min <= max { range = (min, max, now) }
      accessible = node.prop("accessible")?.bool
      liveRegion = string("aria-live", "accessibilityLiveRegion")
      actions = (node.prop("accessibilityActions")?.array ?? []).compactMap { action in
        action["name"]?.string.map { ($0, action["label"]?.string) }
      }
    }

    /// "N percent" of a range, as React Native writes a value without text.
    var percent: String? {
      guard let range, range.max > range.min else { return nil }
      return "\(Int(((range.now - range.min) / (range.max - range.min) * 100).rounded())) percent"
    }
  }

  /// The text a `Text` shows: its strings and nested texts, trimmed (an empty one prints as spaces).
  static func text(of node: Node) -> String? {
    var s = ""
    func collect(_ n: Node) {
      for child in n.children {
        switch child {
        case .text(let t): s += t.trimmingCharacters(in: .whitespaces)
        case .node(let inner): collect(inner)
        }
      }
    }
    collect(node)
    return s.isEmpty ? nil : s
  }

  static let textInputs: Set<String> = ["TextInput", "RCTSinglelineTextInputView", "RCTMultilineTextInputView", "AndroidTextInput"]
  static let switches: Set<String> = ["RCTSwitch", "AndroidSwitch", "Switch"]
  static let texts: Set<String> = ["Text", "RCTText", "RCTVirtualText"]
  /// Actions each platform performs itself; the others are custom actions.
  static let standardActions: Set<String> = ["activate", "increment", "decrement", "longpress", "magicTap", "escape", "expand", "collapse"]
}

// MARK: - iOS

extension JestSnapshotReader {
  /// Role strings as the new architecture (Fabric, the default since React Native 0.76) turns
  /// them into traits: `packages/react-native/ReactCommon/react/renderer/components/view/accessibilityPropsConversions.h`
  /// and `React/Fabric/Mounting/ComponentViews/View/RCTViewComponentView.mm`. A switch is
  /// Button plus the toggle bit; checkbox, radio, tab and the rest have no trait.
  static let iosRoleTraits: [String: TraitSet] = [
    "button": [.button], "togglebutton": [.button], "link": [.link], "header": [.header], "heading": [.header],
    "image": [.image], "img": [.image], "imagebutton": [.image, .button], "search": [.searchField], "searchbox": [.searchField],
    "text": [.staticText], "adjustable": [.adjustable], "slider": [.adjustable], "summary": [.summaryElement],
    "progressbar": [.updatesFrequently], "switch": [.button, .toggleButton], "keyboardkey": [.keyboardKey],
  ]

  /// The label UIKit gives a view without its own (`RCTRecursiveAccessibilityLabel`): its
  /// subviews' labels, each its own or its subviews', joined with spaces.
  static func recursiveLabel(_ node: Node) -> String? {
    let parts = node.children.compactMap { child -> String? in
      switch child {
      case .text(let t): return t.trimmingCharacters(in: .whitespaces).isEmpty ? nil : t.trimmingCharacters(in: .whitespaces)
      case .node(let n):
        let props = Props(n)
        if props.accessible == false { return nil }
        return props.label ?? (texts.contains(n.type) ? text(of: n) : recursiveLabel(n))
      }
    }
    return parts.isEmpty ? nil : parts.joined(separator: " ")
  }

  /// The UIKit element React Native's iOS views make of `node` (Fabric's `RCTViewComponentView`,
  /// `RCTParagraphComponentView` for Text, a `UITextField` for TextInput, a `UISwitch` for Switch):
  /// an element when `accessible` (Text and the text and switch controls are by default), its
  /// label its own or its descendants' text, its traits the role's plus Selected and Not Enabled
  /// from the state, its value the role description of a checkbox or radio, the checked,
  /// expanded and busy states and the value's text or percentage, joined with ", "
  /// (`-[RCTViewComponentView accessibilityValue]`). Hidden by `accessibilityElementsHidden` or
  /// `aria-hidden`; modal by `accessibilityViewIsModal` or `aria-modal`.
  static func iosElement(_ node: Node, ids: inout Int) -> Element {
    ids += 1
    let p = Props(node)
    var e = Element(path: node.place, id: "rn-\(ids)")
    if node.prop("accessibilityElementsHidden")?.bool == true || node.prop("aria-hidden")?.bool == true { e.hidden = true }
    if node.prop("accessibilityViewIsModal")?.bool == true || node.prop("aria-modal")?.bool == true { e.modal = true }
    let isText = texts.contains(node.type), isInput = textInputs.contains(node.type), isSwitch = switches.contains(node.type)
    let accessible = p.accessible ?? (isText || isInput || isSwitch)
    if accessible, !(isText && text(of: node) == nil && p.label == nil) {
      e.isAccessibilityElement = true
      var traits = p.role.flatMap { iosRoleTraits[$0] } ?? []
      if isText { traits.insert(.of(.staticText)) }
      if p.selected == true { traits.insert(.of(.selected)) }
      if p.disabled == true { traits.insert(.of(.notEnabled)) }
      e.hint = p.hint
      e.customActions = p.actions.filter { !standardActions.contains($0.name) }.map { CustomAction(name: $0.label ?? $0.name) }
      if isInput {
        e.type = node.prop("secureTextEntry")?.bool == true ? .secureTextField : .textField
        e.label = p.label ?? node.prop("placeholder")?.string
        e.value = node.prop("value")?.string ?? node.prop("defaultValue")?.string
        if !traits.isEmpty { e.traits = e.kind.descriptor.traits.union(traits) }
      } else if isSwitch {
        e.type = .switch
        e.label = p.label
        e.on = node.prop("value")?.bool ?? false
        if node.prop("disabled")?.bool == true || p.disabled == true { e.traits = e.kind.descriptor.traits.union(.of(.notEnabled)) }
      } else {
        e.label = p.label ?? (isText ? text(of: node) : recursiveLabel(node))
        e.traits = traits
        if p.role == "switch" {
          e.on = p.checked ?? false
        } else {
          var parts: [String] = []
          if p.role == "checkbox" { parts.append(RNWord.checkbox) } else if p.role == "radio" { parts.append(RNWord.radio) }
          if p.isMixed { parts.append(RNWord.mixed) } else if let checked = p.checked { parts.append(checked ? RNWord.checked : RNWord.unchecked) }
          if let expanded = p.expanded { parts.append(expanded ? RNWord.expanded : RNWord.collapsed) }
          if p.busy == true { parts.append(RNWord.busy) }
          if let text = p.valueText ?? p.percent { parts.append(text) }
          e.value = parts.isEmpty ? nil : parts.joined(separator: ", ")
        }
      }
      return e
    }
    e.isAccessibilityElement = false
    e.children = node.children.compactMap { child in
      if case .node(let n) = child { return iosElement(n, ids: &ids) }
      return nil
    }
    // No layout: the children are visited in the order the tree gives them.
    e.accessibilityElements = e.children.compactMap(\.id)
    return e
  }

  /// React Native's own words in values (its English strings; `UnverifiedMapping.reactNativeWordsAreEnglish`).
  enum RNWord {
    static let checkbox = "checkbox", radio = "radio button", checked = "checked", unchecked = "unchecked", mixed = "mixed"
    static let expanded = "expanded", collapsed = "collapsed", busy = "busy"
  }
}

// MARK: - Android

extension JestSnapshotReader {
  /// Roles as `ReactAccessibilityDelegate.AccessibilityRole.getValue` names their class
  /// (`packages/react-native/ReactAndroid/src/main/java/com/facebook/react/uimanager/ReactAccessibilityDelegate.java`);
  /// the ARIA names through `AccessibilityRole.fromRole`.
  static let androidRoleClasses: [String: String] = [
    "button": "android.widget.Button", "togglebutton": "android.widget.ToggleButton", "checkbox": "android.widget.CheckBox",
    "radio": "android.widget.RadioButton", "switch": "android.widget.Switch", "image": "android.widget.ImageView",
    "img": "android.widget.ImageView", "imagebutton": "android.widget.ImageButton", "search": "android.widget.EditText",
    "searchbox": "android.widget.EditText", "adjustable": "android.widget.SeekBar", "slider": "android.widget.SeekBar",
    "text": "android.widget.TextView", "spinbutton": "android.widget.SpinButton", "progressbar": "android.widget.ProgressBar",
  ]

  /// `setRole`'s role descriptions (React Native's English strings, `res/views/uimanager/values/strings.xml`).
  static let androidRoleDescriptions: [String: String] = [
    "link": "Link", "image": "Image", "img": "Image", "imagebutton": "Button, Image", "summary": "Summary", "alert": "Alert",
    "combobox": "Combo Box", "menu": "Menu", "menubar": "Menu Bar", "menuitem": "Menu Item", "progressbar": "Progress Bar",
    "radiogroup": "Radio Group", "scrollbar": "Scroll Bar", "spinbutton": "Spin Button", "tab": "Tab", "tablist": "Tab List",
    "timer": "Timer", "toolbar": "Tool Bar",
  ]

  /// The `AccessibilityNodeInfo` React Native's Android views give `node` (`BaseViewManager`,
  /// `ReactAccessibilityDelegate.onInitializeAccessibilityNodeInfo`, `setRole`, `setState`):
  /// the host's class (`ReactViewGroup`, `ReactTextView`, `ReactEditText`, `ReactImageView`,
  /// `ReactSwitch`) unless the role names one; the label, the words of a mixed check state and of busy, and the value's text
  /// joined with ", " as the content description; focusable when `accessible`; clickable for a button role or a press
  /// handler, and a switch or a text input focusable and clickable as their widgets are; selected, disabled and a boolean checked from the state; expandable from expanded;
  /// heading for a header; the live region; `importantForAccessibility` as given, `no-hide-descendants`
  /// (or `aria-hidden`) hiding the subtree. The hint goes to the tooltip.
  static func androidNode(_ node: Node, ids: inout Int, tooltips: inout Int) -> Element {
    ids += 1
    let p = Props(node)
    var e = Element(path: node.place, id: "rn-\(ids)")
    let isText = texts.contains(node.type), isInput = textInputs.contains(node.type), isSwitch = switches.contains(node.type)
    e.className = isText ? "android.widget.TextView" : isInput ? "android.widget.EditText" : isSwitch ? "android.widget.Switch"
      : node.type == "Image" ? "android.widget.ImageView" : node.type == "RCTScrollView" ? "android.widget.ScrollView" : "android.view.ViewGroup"
    if let role = p.role {
      if let name = androidRoleClasses[role] { e.className = name } else if !["none", "presentation"].contains(role) { e.className = "android.view.View" }
      e.roleDescription = androidRoleDescriptions[role]
      if role == "header" || role == "heading" { e.heading = true }
    }
    // BaseViewManager.updateViewContentDescription joins the label, the words of a mixed check
    // state and of busy (its strings "mixed" and "busy"), and the value's text: a mixed checkbox
    // is not checkable on Android, so its state is heard only through these words. React Native
    // takes the state's keys in the order the app wrote them, which a snapshot (keys sorted) does
    // not keep; mixed comes first here.
    let stateWords = (p.isMixed ? [RNWord.mixed] : []) + (p.busy == true ? [RNWord.busy] : [])
    let description = ([p.label] + stateWords + [p.valueText]).compactMap { $0 }.joined(separator: ", ")
    e.contentDescription = description.isEmpty ? nil : description
    if isText { e.text = text(of: node) }
    if isInput {
      e.text = node.prop("value")?.string ?? node.prop("defaultValue")?.string
      e.hint = node.prop("placeholder")?.string
      e.editable = node.prop("editable")?.bool != false
      e.password = node.prop("secureTextEntry")?.bool == true ? true : nil
    }
    if p.hint != nil { tooltips += 1 }
    // Android's widget styles make a Switch (Widget.CompoundButton) and an EditText (Widget.EditText)
    // focusable and clickable of their own, whatever the props say.
    let focusableWidget = isSwitch || isInput
    if p.accessible == true || node.prop("focusable")?.bool == true || focusableWidget { e.focusable = true }
    let pressable = ["button", "imagebutton", "togglebutton"].contains(p.role ?? "") || node.prop("onClick") != nil
    e.clickable = pressable || focusableWidget ? true : nil
    if p.selected == true { e.selected = true }
    if p.disabled == true || (isSwitch && node.prop("disabled")?.bool == true) { e.enabled = false }
    if isSwitch {
      e.checkable = true
      e.checked = CheckedState(node.prop("value")?.bool ?? false)
    } else if let checked = p.checked {
      e.checkable = true
      e.checked = CheckedState(checked)
    } else if p.role == "togglebutton" {
      e.checkable = true
    }
    if let expanded = p.expanded { e.state.expanded = expanded }
    if let range = p.range, ["adjustable", "slider", "progressbar"].contains(p.role ?? "") {
      e.rangeInfo = RangeInfo(type: .float, min: range.min, max: range.max, current: range.now)
    }
    switch p.liveRegion {
    case "polite": e.liveRegion = .polite
    case "assertive": e.liveRegion = .assertive
    default: break
    }
    switch node.prop("importantForAccessibility")?.string {
    case "yes": e.importantForAccessibility = true
    case "no": e.importantForAccessibility = false
    case "no-hide-descendants": e.hidden = true
    default: break
    }
    if node.prop("aria-hidden")?.bool == true { e.hidden = true }
    e.customActions = p.actions.filter { !standardActions.contains($0.name) }.map { CustomAction(name: $0.label ?? $0.name) }
    // A Text's nested Texts are spans of its one view (`ReactTextView`), not views of their own.
    e.children = isText ? [] : node.children.compactMap { child in
      if case .node(let n) = child { return androidNode(n, ids: &ids, tooltips: &tooltips) }
      return nil
    }
    return e
  }
}

// MARK: - Reading

extension JestSnapshotReader: CaptureReader {
  static let id = "jest"
  static let name = "React Native test snapshot"
  static let expected = "a React Native test snapshot (a Jest .snap file, or toJSON() as JSON)"
  static let fileExtensions = ["snap"]
  static let gaps: SourceGaps = [
    .effects: CaptureReaders.noEffects,
    .wholeScreen: "a test renderer's snapshot is what one test rendered, often a single component",
    .density: "a test renderer lays nothing out: there are no frames",
    .frames: "a test renderer lays nothing out: there are no frames",
  ]

  static func recognises(_ input: CaptureInput) -> Recognition {
    switch input.content {
    case .text(let text, _):
      let head = text.prefix(4_096)
      return head.contains("// Jest Snapshot v1") || head.hasPrefix("exports[`") ? .yes : .no
    case .json(let json):
      let first = json.arrayValue?.first ?? json
      return first.objectValue?["type"]?.stringValue != nil && first.objectValue?["props"]?.objectValue != nil ? .yes : .no
    default: return .no
    }
  }

  static func read(_ input: CaptureInput, report: ImportReport) throws(InputError) -> Document {
    var trees: [(name: String?, root: Node)] = []
    if case .json(let json) = input.content {
      let roots = json.arrayValue ?? [json]
      for (i, root) in roots.enumerated() {
        trees.append((nil, try jsonNode(root, place: json.arrayValue == nil ? "the tree" : "[\(i)]", report: report)))
      }
    } else {
      for snapshot in try snapshots(input.text, report: report) {
        if let root = snapshot.root { trees.append((snapshot.name, root)) }
      }
    }
    guard !trees.isEmpty else { throw report.error(at: nil, "the file holds no component tree; \(again)") }
    report.warn("rnNoLayout", at: nil, "a test renderer lays nothing out: the stops are in the tree's order, and rules about size and position are not run")
    var used = Set<String>()
    var screens: [Screen] = []
    var ids = 0, tooltips = 0
    for tree in trees {
      var id = tree.name
      if let name = id, !used.insert(name).inserted { id = nil }
      switch report.platform ?? .ios {
      case .ios:
        var root = Element(children: [iosElement(tree.root, ids: &ids)])
        root.accessibilityElements = root.children.compactMap(\.id)
        screens.append(Screen(id: id, title: tree.name, root: root))
      case .android:
        var screen = AndroidScreen.document(nodes: [androidNode(tree.root, ids: &ids, tooltips: &tooltips)], size: nil, wholeScreen: false, report: report).screens[0]
        screen.id = id
        screen.title = tree.name
        screens.append(screen)
      case let other:
        // React Native's renderers map a component tree onto these two platforms' accessibility only.
        throw report.error(at: nil, "React Native maps its component tree onto iOS and Android screens only, not \(other.name) ones")
      }
    }
    if tooltips > 0 {
      report.warn("rnTooltip", at: nil, "\(tooltips) accessibility hint\(tooltips == 1 ? " is" : "s are") left out on Android: React Native sets them as tooltip text, which Earshot's TalkBack does not read")
    }
    let document = screens.count == 1 ? Document(screen: screens[0]) : Document(screens: screens, start: screens[0].id, isFlow: true)
    return document.withReaderPaths()
  }
}

extension CaptureFormat {
  public static let jest = CaptureFormat(JestSnapshotReader.self)
}
