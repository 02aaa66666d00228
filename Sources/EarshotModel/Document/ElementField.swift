/// One member an element may have in a screen document: its name, how it is read and written, and
/// for the fields of `ElementState`, how a `set` effect changes it.
///
/// `ElementField.table` is the one list of element members: the reader, the writer, the `set`
/// effect and the schema test follow it, in its order (the order documents are written in). A
/// member's accepted range is declared on its row (`.number(range:)`, `.integer(range:)`).
public struct ElementField: Sendable {
  public let name: String
  /// True for a field of `ElementState`: a `set` effect may change it.
  public let isState: Bool
  /// The platform whose screens the member belongs to; nil for the members of both.
  public private(set) var platform: Platform?
  let read: @Sendable (_ value: JSONNode, _ path: String, JSONFields, inout Element) -> Void
  let write: @Sendable (Element, inout JSONObject) -> Void
  let readChange: (@Sendable (_ value: JSONNode, _ path: String, JSONFields, inout ElementState) -> Void)?
  let writeChange: (@Sendable (ElementState, inout JSONObject) -> Void)?
  /// For an Android field that does not change: `read` into the fields the reader gathers, which
  /// it stores once (set through the element, each would copy all of them out of their box and back).
  private(set) var readProperty: (@Sendable (_ value: JSONNode, _ path: String, JSONFields, inout AndroidProperties) -> Void)? = nil

  /// Every member, in the order documents are written.
  public static let table: [ElementField] = [
    .optional("id", \.id, .string),
    .optional("type", \.type, .choice),
    .optional("text", \.text, .string),
    .optional("image", \.image, .string),
    .optional("placeholder", \.placeholder, .string),
    .optional("badge", \.badge, .string),
    .state("label", \.label, .string),
    .state("value", \.value, .string),
    .optional("hint", \.hint, .string),
    .state("traits", \.traits, .traits),
    .optional("frame", \.frame, .frame),
    .optional("accessibilityPath", \.accessibilityPath, .path),
    .optional("isAccessibilityElement", \.isAccessibilityElement, .bool),
    .state("hidden", \.hidden, .bool, unwritten: false),
    .plain("modal", \.modal, .bool, default: false),
    .plain("groupChildren", \.groupChildren, .bool, default: false),
    .optional("accessibilityElements", \.accessibilityElements, .strings),
    .optional("combine", \.combine, .choice),
    .plain("sortPriority", \.sortPriority, .number(range: InputLimits.sortPriority.bounds), default: 0),
    .optional("containerType", \.containerType, .choice),
    .plain("navigationStyle", \.navigationStyle, .choice, default: .automatic),
    .plain("customActions", \.customActions, .customActions, default: []),
    .plain("customContent", \.customContent, .customContent, default: []),
    .plain("rotors", \.rotors, .rotors, default: []),
    .optional("language", \.language, .languageTag),
    .plain("inputLabels", \.inputLabels, .strings, default: []),
    .optional("respondsToUserInteraction", \.respondsToUserInteraction, .bool),
    .optional("headingLevel", \.headingLevel, .integer(range: InputLimits.headingLevel)),
    .optional("tableRow", \.tableRow, .integer(range: InputLimits.tableIndex)),
    .optional("tableColumn", \.tableColumn, .integer(range: InputLimits.tableIndex)),
    .optional("tableRowSpan", \.tableRowSpan, .integer(range: InputLimits.tableSpan)),
    .optional("tableColumnSpan", \.tableColumnSpan, .integer(range: InputLimits.tableSpan)),
    .optional("tableHeader", \.tableHeader, .choice),
    .optional("speech", \.speech, .speech),
    .plain("labelSpans", \.labelSpans, .labelSpans, default: []),
    .optional("textualContext", \.textualContext, .choice),
    .optional("layoutDirection", \.layoutDirection, .choice),
    .optional("adjustable", \.adjustable, .adjustable),
    .state("on", \.on, .bool),
    .state("expanded", \.expanded, .bool),
    .state("insertionPoint", \.insertionPoint, .integer(range: InputLimits.textPosition)),
    .plain("onActivate", \.onActivate, .effects, default: []),
    .plain("onExpand", \.onExpand, .effects, default: []),
    .plain("onCollapse", \.onCollapse, .effects, default: []),
    .plain("onEscape", \.onEscape, .effects, default: []),
    .plain("onMagicTap", \.onMagicTap, .effects, default: []),
    // Android's AccessibilityNodeInfo, named as Android names it (docs: "Android screens").
    .android("className", \.className, .string),
    .android("resourceId", \.resourceId, .string),
    .state("contentDescription", \.contentDescription, .string).android,
    .state("stateDescription", \.stateDescription, .string).android,
    .android("roleDescription", \.roleDescription, .string),
    .android("checkable", \.checkable, .bool),
    .state("checked", \.checked, .checked).android,
    .state("selected", \.selected, .bool).android,
    .state("enabled", \.enabled, .bool).android,
    .android("clickable", \.clickable, .bool),
    .android("longClickable", \.longClickable, .bool),
    .android("focusable", \.focusable, .bool),
    .android("screenReaderFocusable", \.screenReaderFocusable, .bool),
    .android("importantForAccessibility", \.importantForAccessibility, .bool),
    .android("heading", \.heading, .bool),
    .android("paneTitle", \.paneTitle, .string),
    .android("liveRegion", \.liveRegion, .choice),
    .android("collectionInfo", \.collectionInfo, .collectionInfo),
    .android("collectionItemInfo", \.collectionItemInfo, .collectionItemInfo),
    .android("rangeInfo", \.rangeInfo, .rangeInfo),
    .android("scrollable", \.scrollable, .bool),
    .android("password", \.password, .bool),
    .android("editable", \.editable, .bool),
    .android("error", \.error, .string),
    .android("traversalBefore", \.traversalBefore, .string),
    .android("traversalAfter", \.traversalAfter, .string),
    .android("labeledBy", \.labeledBy, .string),
    .plain("children", \.children, .children, default: []),
  ]

  /// The members both platforms' screens have; a member not listed here and not marked
  /// `.android` is a UIKit one, which TalkBack does not read. On Android, `expanded` says which of
  /// `ACTION_EXPAND` (false: collapsed) and `ACTION_COLLAPSE` (true: expanded) the node offers;
  /// `labelSpans` are the spans of its text, a `ClickableSpan` or `URLSpan` for a link.
  static let sharedNames: Set<String> = ["id", "text", "hint", "frame", "hidden", "language", "customActions", "onActivate", "onEscape",
                                         "expanded", "labelSpans", "children"]

  /// The member as one of Android's.
  var android: ElementField {
    var field = self
    field.platform = .android
    return field
  }

  /// The rows of the members that belong to `platform` only, by index in `table`.
  public static func rows(onlyOf platform: Platform) -> [Int] {
    table.indices.filter { i in
      let own = table[i].platform ?? (sharedNames.contains(table[i].name) ? nil : .ios)
      return own == platform
    }
  }

  /// The rows of the members that are not Android's, in table order.
  static let withoutAndroid = table.filter { $0.platform != .android }

  /// The members a `set` effect may change, in table order.
  public static let stateFields = table.filter(\.isState)

  /// The members' names, found from a key's bytes: a place in this list is the member's row.
  static let keys = JSONKeys(table.map(\.name))

  // MARK: - Kinds of row

  /// A member that is nil when not written.
  static func optional<T: Sendable>(_ name: String, _ keyPath: WritableKeyPath<Element, T?> & Sendable, _ codec: FieldCodec<T>) -> ElementField {
    ElementField(
      name: name, isState: false,
      read: { value, path, f, e in e[keyPath: keyPath] = codec.read(value, name, path, f) },
      write: { e, o in if let v = e[keyPath: keyPath] { o[name] = codec.write(v) } },
      readChange: nil, writeChange: nil)
  }

  /// One of an Android node's fields that do not change (`AndroidProperties`), nil when not written.
  static func android<T: Sendable>(_ name: String, _ keyPath: WritableKeyPath<AndroidProperties, T?> & Sendable,
                                   _ codec: FieldCodec<T>) -> ElementField {
    var field = optional(name, \Element.[dynamicMember: keyPath], codec).android
    field.readProperty = { value, path, f, p in p[keyPath: keyPath] = codec.read(value, name, path, f) }
    return field
  }

  /// A member with a default, which is not written.
  static func plain<T: Equatable & Sendable>(_ name: String, _ keyPath: WritableKeyPath<Element, T> & Sendable, _ codec: FieldCodec<T>,
                                  default value: T) -> ElementField {
    ElementField(
      name: name, isState: false,
      read: { v, path, f, e in e[keyPath: keyPath] = codec.read(v, name, path, f) ?? value },
      write: { e, o in if e[keyPath: keyPath] != value { o[name] = codec.write(e[keyPath: keyPath]) } },
      readChange: nil, writeChange: nil)
  }

  /// A field of `ElementState`. On an element, `unwritten` (when given) reads as not written, so
  /// `"hidden": false` is left out when the document is written again; a `set` effect keeps it.
  static func state<T: Equatable & Sendable>(_ name: String, _ keyPath: WritableKeyPath<ElementState, T?> & Sendable, _ codec: FieldCodec<T>,
                                  unwritten: T? = nil) -> ElementField {
    ElementField(
      name: name, isState: true,
      read: { v, path, f, e in
        let read = codec.read(v, name, path, f)
        e.state[keyPath: keyPath] = read == unwritten ? nil : read
      },
      write: { e, o in if let v = e.state[keyPath: keyPath] { o[name] = codec.write(v) } },
      readChange: { v, path, f, s in s[keyPath: keyPath] = codec.read(v, name, path, f) },
      writeChange: { s, o in if let v = s[keyPath: keyPath] { o[name] = codec.write(v) } })
  }
}
