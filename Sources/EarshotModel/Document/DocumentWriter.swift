/// Writes a `Document` as a screen document (README, "The screen document") that `DocumentReader` reads back as the
/// same value. Fields at their default are left out, so written documents stay as short as
/// hand-written ones; element paths are not written (the reader derives them from the position).
public enum DocumentWriter {
  /// The document as pretty-printed JSON text, ending with a newline.
  public static func string(_ document: Document) -> String {
    JSONWriter.string(json(document))
  }

  /// The document as a JSON value, members in the order the schema lists them.
  public static func json(_ document: Document) -> JSONValue {
    var o = JSONObject()
    o["earshot"] = .number(Double(document.version))
    if document.isFlow {
      if let title = document.title { o["title"] = .string(title) }
      o["screens"] = .array(document.screens.map { .object(screenObject($0, includeID: true)) })
      if let start = document.start { o["start"] = .string(start) }
      return .object(o)
    }
    for member in screenObject(document.screens[0], includeID: true) { o[member.key] = member.value }
    return .object(o)
  }

  static func screenObject(_ screen: Screen, includeID: Bool) -> JSONObject {
    var o = JSONObject()
    if includeID, let id = screen.id { o["id"] = .string(id) }
    if let title = screen.title { o["title"] = .string(title) }
    if let language = screen.language { o["language"] = .string(language) }
    if screen.layoutDirection != .leftToRight { o["layoutDirection"] = .string(screen.layoutDirection.rawValue) }
    if screen.device != .iPhone { o["device"] = .string(screen.device.rawValue) }
    if let size = screen.size { o["size"] = numbers(size) }
    if screen.platform != .unnamed { o["platform"] = .string(screen.platform.rawValue) }
    if let density = screen.density { o["density"] = .number(density) }
    o["root"] = element(screen.root)
    return o
  }

  /// One element and its subtree, members in `ElementField.table` order; defaults are left out.
  public static func element(_ e: Element) -> JSONValue {
    var o = JSONObject()
    // Most elements are iOS ones: Android's rows are not asked, one by one, for what they lack.
    if e.hasAndroidFields {
      for field in ElementField.table { field.write(e, &o) }
    } else {
      for field in ElementField.withoutAndroid { field.write(e, &o) }
    }
    return .object(o)
  }

  static func customActions(_ actions: [CustomAction]) -> JSONValue {
    .array(actions.map { action in
      var a = JSONObject()
      a["name"] = .string(action.name)
      if !action.effects.isEmpty { a["effects"] = effects(action.effects) }
      return .object(a)
    })
  }

  static func customContent(_ content: [CustomContent]) -> JSONValue {
    .array(content.map { content in
      var c = JSONObject()
      c["label"] = .string(content.label)
      c["value"] = .string(content.value)
      if content.importance != .default { c["importance"] = .string(content.importance.rawValue) }
      return .object(c)
    })
  }

  public static func speech(_ speech: SpeechAttributes) -> JSONValue {
    var s = JSONObject()
    if let punctuation = speech.punctuation { s["punctuation"] = .bool(punctuation) }
    if let spellOut = speech.spellOut { s["spellOut"] = .bool(spellOut) }
    if let ipa = speech.ipa { s["ipa"] = .string(ipa) }
    if let pitch = speech.pitch { s["pitch"] = .number(pitch) }
    return .object(s)
  }

  static func labelSpan(_ span: LabelSpan) -> JSONValue {
    var s = JSONObject()
    s["text"] = .string(span.text)
    if let language = span.language { s["language"] = .string(language) }
    if let speech = span.speech { s["speech"] = self.speech(speech) }
    if let link = span.link { s["link"] = .string(link) }
    return .object(s)
  }

  static func adjustable(_ adjustable: Adjustable) -> JSONValue {
    switch adjustable {
    case .values(let values, let index, let enumerated):
      var o: JSONObject = JSONObject([("values", strings(values)), ("index", index.map { .number(Double($0)) } ?? .null)])
      if enumerated { o["enumerated"] = true }
      return .object(o)
    case .range(let min, let max, let step, let value, let format):
      var o: JSONObject = JSONObject([("min", .number(min)), ("max", .number(max)), ("step", .number(step)), ("value", .number(value))])
      if let format { o["format"] = .string(format) }
      return .object(o)
    }
  }

  static func effects(_ effects: [Effect]) -> JSONValue {
    .array(effects.map { effect in
      var o = JSONObject()
      switch effect {
      case .announce(let text, let priority, let queue):
        o["announce"] = .string(text)
        if priority != .default { o["priority"] = .string(priority.rawValue) }
        if queue { o["queue"] = true }
      case .layoutChanged(let id):
        o["layoutChanged"] = id.map(JSONValue.string) ?? .null
      case .screenChanged(let screen, let focus):
        o["screenChanged"] = .string(screen)
        if let focus { o["focus"] = .string(focus) }
      case .set(let change):
        o["set"] = .string(change.id)
        for field in ElementField.stateFields { field.writeChange?(change.state, &o) }
      case .toggle(let id):
        o["toggle"] = .string(id)
      case .dismiss:
        o["dismiss"] = true
      }
      return .object(o)
    })
  }

  private static func strings(_ items: [String]) -> JSONValue { .array(items.map(JSONValue.string)) }
  private static func numbers(_ items: [Double]) -> JSONValue { .array(items.map(JSONValue.number)) }
}

extension Element {
  /// The element with its own and every descendant's `path` set as `DocumentReader` would set
  /// them for an element written at `path` (`root`, `root.children[2]`, …).
  public func withPaths(from path: String) -> Element {
    var copy = self
    copy.path = path
    copy.children = children.enumerated().map { i, child in child.withPaths(from: "\(path).children[\(i)]") }
    return copy
  }
}

extension Document {
  /// The document with every element's `path` as reading its written form would give.
  public func withReaderPaths() -> Document {
    var copy = self
    copy.screens = screens.enumerated().map { i, screen in
      var s = screen
      s.root = screen.root.withPaths(from: isFlow ? "screens[\(i)].root" : "root")
      return s
    }
    return copy
  }
}
