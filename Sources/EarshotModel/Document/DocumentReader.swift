import Foundation

/// Reads and validates screen documents (README, "The screen document"; `schema/`).
public enum DocumentReader {
  /// The newest document format this reader understands.
  public static let currentVersion = 1

  /// Members allowed on a single-screen document or on one screen of a flow.
  public static let screenFields = ["earshot", "id", "title", "language", "layoutDirection", "device", "size", "platform", "density", "root"]
  /// Members allowed at the top of a flow document.
  public static let flowFields = ["earshot", "title", "language", "layoutDirection", "device", "size", "platform", "density", "screens", "start"]
  /// Members allowed on an element.
  public static let elementFields = ElementField.table.map(\.name)
  /// Element members that say nothing to VoiceOver and are read elsewhere: `audit` holds the
  /// audit's suppressions (`EarshotReview.Suppression`).
  public static let annotationFields = ["audit"]
  /// The kinds of effect, each the single key of an effect object.
  public static let effectKinds = EffectKind.allCases.map(\.rawValue)

  /// A document and the warnings found while reading it.
  public struct Result: Sendable {
    public var document: Document
    public var warnings: [Diagnostic]
    /// The annotation members of the elements (`annotationFields`), in document order, for the
    /// commands that read them: the document's JSON need not be kept for them.
    public var annotations: [Annotation] = []
  }

  /// An element's annotation member (`"audit": {…}`), as written, with the element's path.
  public struct Annotation: Hashable, Sendable {
    /// The element's JSON path (`root.children[3]`).
    public var path: String
    public var key: String
    public var value: JSONValue
  }

  /// Parses and validates UTF-8 JSON text.
  public static func read(bytes: [UInt8], file: String?) throws(InputError) -> Result {
    let tape: JSONTape
    do {
      tape = try JSONParser.tape(bytes: bytes)
    } catch {
      throw InputError(file: file, place: "line \(error.line), column \(error.column)", error.message)
    }
    return try read(tape: tape, file: file)
  }

  /// Validates parsed JSON as a screen document. The elements are built straight from the tape,
  /// with no tree of values between.
  public static func read(tape: JSONTape, file: String?) throws(InputError) -> Result {
    let fields = JSONFields(file: file)
    let document = tape.withRoot { decodeDocument($0, fields) }
    if let document { validateReferences(document, fields) }
    guard let document, fields.errors.isEmpty else { throw InputError(fields.errors) }
    return Result(document: document, warnings: fields.warnings, annotations: fields.annotations)
  }

  // MARK: - Documents and screens

  private static func decodeDocument(_ json: JSONNode, _ f: JSONFields) -> Document? {
    guard let top = json.objectValue else {
      f.error("(top level)", "expected a screen document object with \"root\" or \"screens\", found \(json.kindDescription)")
      return nil
    }
    var version = currentVersion
    if let v = top["earshot"] {
      if let n = v.numberValue, n == n.rounded() {
        guard let whole = Int(exactly: n), InputLimits.documentVersion.contains(whole) else {
          f.error("earshot", "this document is format version \(JSONWriter.format(n)); this Earshot reads version \(currentVersion) (upgrade Earshot, or write \"earshot\": \(currentVersion))")
          return nil
        }
        version = whole
      } else {
        f.error("earshot", "expected the format version number \(currentVersion), found \(v.kindDescription)")
      }
    }
    let title = f.string(top, "title", at: "")
    if top["screens"] != nil {
      f.checkKnown(top, at: "(top level)", known: flowFields)
      if top["root"] != nil { f.error("root", "a flow has \"screens\"; move this root into one of them") }
      let defaults = decodeScreenHeader(top, at: "", f)
      var screens: [Screen] = []
      for (i, value) in (f.array(top, "screens", at: "").map(Array.init) ?? []).enumerated() {
        let path = JSONFields.join("screens", i)
        guard let object = f.object(value, at: path) else { continue }
        f.checkKnown(object, at: path, known: screenFields)
        if let screen = decodeScreen(object, at: path, inheriting: defaults, f) {
          if screen.id == nil { f.error(path, "a screen of a flow needs an \"id\" so effects can reach it") }
          screens.append(screen)
        }
      }
      if screens.isEmpty {
        f.error("screens", "a flow needs at least one screen")
        return nil
      }
      var seen = Set<String>()
      for (i, screen) in screens.enumerated() {
        if let id = screen.id, !seen.insert(id).inserted {
          f.error(JSONFields.join(JSONFields.join("screens", i), "id"), "the screen id \"\(id)\" is used twice")
        }
      }
      let start = f.string(top, "start", at: "")
      if let start, !screens.contains(where: { $0.id == start }) {
        f.error("start", Suggestion.message(unknown: "screen", start, accepted: screens.compactMap(\.id)))
      }
      return Document(version: version, title: title, screens: screens, start: start ?? screens[0].id, isFlow: true)
    }
    f.checkKnown(top, at: "(top level)", known: screenFields)
    guard top["root"] != nil else {
      f.error("(top level)", "a screen document needs \"root\" (one screen) or \"screens\" (a flow)")
      return nil
    }
    guard let screen = decodeScreen(top, at: "", inheriting: ScreenHeader(), f) else { return nil }
    return Document(version: version, title: title, screens: [screen], start: screen.id, isFlow: false)
  }

  private struct ScreenHeader {
    var language: String?
    var layoutDirection: LayoutDirection?
    var device: Device?
    var size: [Double]?
    var platform: Platform?
    var density: Double?
  }

  private static func decodeScreenHeader(_ object: JSONNode.Object, at path: String, _ f: JSONFields) -> ScreenHeader {
    var header = ScreenHeader()
    header.language = object["language"].flatMap { FieldCodec<String>.languageTag.read($0, "language", path, f) }
    header.layoutDirection = f.choice(object, "layoutDirection", at: path, as: LayoutDirection.self)
    header.device = f.choice(object, "device", at: path, as: Device.self)
    header.size = f.numbers(object, "size", at: path, count: 2, range: InputLimits.length)
    header.platform = f.choice(object, "platform", at: path, as: Platform.self)
    header.density = f.number(object, "density", at: path, range: InputLimits.density.bounds)
    return header
  }

  private static func decodeScreen(_ object: JSONNode.Object, at path: String, inheriting defaults: ScreenHeader, _ f: JSONFields) -> Screen? {
    let header = decodeScreenHeader(object, at: path, f)
    let rootPath = JSONFields.join(path, "root")
    guard let rootValue = object["root"] else {
      f.error(path.isEmpty ? "(top level)" : path, "missing \"root\": the screen's element tree")
      return nil
    }
    guard let rootObject = rootValue.objectValue else {
      _ = f.object(rootValue, at: rootPath)
      return nil
    }
    let platform = header.platform ?? defaults.platform ?? .unnamed
    f.platformFields = .none
    f.voicedSpans = []
    let root = decodeElement(rootObject, at: rootPath, f)
    checkPlatform(root, platform, f)
    if !platform.spanSpeechRead {
      for path in f.voicedSpans {
        f.warning(JSONFields.join(path, "labelSpans"), "on an \(platform.name) screen Earshot reads a span only as a link (\(platform.readerName)'s Links reading control), not its \"language\" or \"speech\", which are left out; write the text's language as the element's \"language\"")
      }
    }
    return Screen(
      id: f.string(object, "id", at: path),
      title: f.string(object, "title", at: path),
      language: header.language ?? defaults.language,
      layoutDirection: header.layoutDirection ?? defaults.layoutDirection ?? .leftToRight,
      device: header.device ?? defaults.device ?? .iPhone,
      size: header.size ?? defaults.size,
      platform: platform,
      density: header.density ?? defaults.density,
      root: root)
  }

  // MARK: - Elements

  private static let childrenRow = ElementField.keys.names.firstIndex(of: "children")!
  private static let tableRowRow = ElementField.keys.names.firstIndex(of: "tableRow")!
  private static let tableColumnRow = ElementField.keys.names.firstIndex(of: "tableColumn")!
  /// The rows that place a cell in a data table.
  private static let tableRows = RowSet(rows: ["tableRow", "tableColumn", "tableHeader"].map { ElementField.keys.names.firstIndex(of: $0)! })
  /// The rows of the members of one platform only, by platform (`Platform.allCases`' order), to
  /// notice them on another's screens.
  private static let platformRows = Platform.allCases.map { RowSet(rows: ElementField.rows(onlyOf: $0)) }

  /// Rows of `ElementField.table`, a bit each (no allocation per element).
  struct RowSet: Equatable {
    var low: UInt64 = 0, high: UInt64 = 0
    static let capacity = 128

    init() {}
    init(row: Int) { insert(row) }
    init(rows: [Int]) { for row in rows { insert(row) } }

    mutating func insert(_ row: Int) {
      precondition(row < Self.capacity, "decodeElement marks the fields written in \(Self.capacity) bits")
      if row < 64 { low |= 1 << UInt64(row) } else { high |= 1 << UInt64(row - 64) }
    }
    func intersects(_ other: RowSet) -> Bool { low & other.low != 0 || high & other.high != 0 }
    func contains(_ row: Int) -> Bool { intersects(RowSet(row: row)) }
    /// Calls `body` with each row in the set, lowest first.
    func forEach(_ body: (Int) -> Void) {
      var bits = low
      while bits != 0 {
        body(bits.trailingZeroBitCount)
        bits &= bits - 1
      }
      bits = high
      while bits != 0 {
        body(64 + bits.trailingZeroBitCount)
        bits &= bits - 1
      }
    }
  }

  /// Reads an element and its children.
  static func decodeElement(_ o: JSONNode.Object, at path: String, _ f: JSONFields) -> Element {
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: RowSet.capacity) { valueAt in
      decodeElement(o, at: path, f, valueAt: valueAt)
    }
  }

  /// Reads an element; `valueAt` is room for the token of each row's value (on the stack: 512
  /// bytes a level).
  private static func decodeElement(_ o: JSONNode.Object, at path: String, _ f: JSONFields, valueAt: UnsafeMutableBufferPointer<UInt32>) -> Element {
    // One pass over the members marks the rows written (a bit each) and where each one's value
    // is (the last, when a member repeats, as a look-up by key finds), with no allocation per
    // element; the fields are then read in table order.
    var written = RowSet()
    o.forEachMember { bytes, isPlain, value in
      if let row = ElementField.keys.index(of: bytes, isPlain: isPlain) {
        written.insert(row)
        valueAt[row] = UInt32(value.index)
        return
      }
      let key = JSONTape.string(bytes, isPlain: isPlain)
      if annotationFields.contains(key) {
        f.annotations.append(Annotation(path: path, key: key, value: value.value))
      } else if !key.hasPrefix("$") {
        f.warning(path, Suggestion.message(unknown: "field", key, accepted: elementFields) + " (the field is ignored)")
      }
    }
    for (i, rows) in platformRows.enumerated() where written.intersects(rows) { f.platformFields.insert(PlatformFields(i)) }
    var e = Element(path: path)
    // Android's fields that do not change are gathered and stored once.
    var android: AndroidProperties?
    // Only the rows written, in table order.
    written.forEach { row in
      let field = ElementField.table[row]
      let value = JSONNode(o.storage, Int(valueAt[row]))
      guard !value.isNull else { return }
      if row == childrenRow {
        e.children = decodeChildren(value, "children", at: path, f) ?? []
      } else if let read = field.readProperty {
        if android == nil { android = AndroidProperties() }
        read(value, path, f, &android!)
      } else {
        field.read(value, path, f, &e)
      }
    }
    if let android { f.androidBoxes.set(android, on: &e) }
    // Explicit traits replace the type's, as in UIKit; say so when that drops what makes the control what it is.
    if let type = e.type, let trait = type.descriptor.identifyingTrait, let traits = e.traits, !traits.has(trait),
      let names = o["traits"]?.arrayValue?.compactMap(\.stringValue), names.allSatisfy({ Trait(rawValue: $0) != nil })
    {
      f.warning(JSONFields.join(path, "traits"), "these traits replace the \(type.rawValue)'s own (\(type.descriptor.traits.names.joined(separator: ", "))); add \"\(trait.rawValue)\" to keep VoiceOver reading it as a \(type.rawValue)")
    }
    // UISwitch reports on or off itself and ignores an accessibilityValue set on it.
    if e.type == .switch, e.value != nil {
      f.warning(JSONFields.join(path, "value"), "a switch's value is not read: UISwitch reports on or off from its state; write \"on\": true or false (or leave out \"type\" for a custom toggle with its own value)")
    }
    // Text entry speaks VoiceOver's own hint in place of the element's (AccessibilitySnapshot's model of it).
    if let hint = e.hint, !hint.isEmpty {
      let traits = e.traits ?? e.type?.descriptor.traits ?? []
      if traits.has(.textEntry), !traits.has(.notEnabled) {
        let name = (e.label ?? e.id).map { " \"\(UserText.oneLine($0))\"" } ?? ""
        f.warning(JSONFields.join(path, "hint"), "VoiceOver does not speak this hint: on a text field\(name) its own hint for text entry (\"Double tap to edit.\") takes the place of the element's, so \"\(UserText.oneLine(hint))\" is never heard (AccessibilitySnapshot, https://github.com/cashapp/AccessibilitySnapshot/blob/5b03db81f49275312ea1a56914dbe9aa1608e3f0/Sources/AccessibilitySnapshot/Parser/Swift/Classes/UIAccessibility%2BSnapshotAdditions.swift#L232-L243); put what it says in the label or in visible text beside the field")
      }
    }
    // Each span names a part of the label, after the one before it.
    if !e.labelSpans.isEmpty {
      if e.labelSpans.contains(where: { $0.language != nil || $0.speech != nil }) { f.voicedSpans.append(path) }
      let label = e.label ?? e.text ?? ""
      if let found = LabelSpan.firstMissing(in: label, e.labelSpans) {
        let missing = e.labelSpans[found]
        f.error(JSONFields.join(JSONFields.join(path, "labelSpans"), found),
                "\"\(UserText.oneLine(missing.text))\" is not in the label \"\(UserText.oneLine(label))\" after the spans before it; a span's \"text\" is the part of the label it covers, spans in the order they appear")
      }
    }
    if written.intersects(tableRows), !written.contains(tableRowRow) || !written.contains(tableColumnRow) {
      f.error(path, "a data-table cell needs both \"tableRow\" and \"tableColumn\" (0-based)")
    }
    return e
  }

  /// Which platforms' own element members a document has used (`JSONFields.platformFields`), a
  /// bit each in `Platform.allCases`' order.
  struct PlatformFields: OptionSet {
    let rawValue: UInt64
    init(rawValue: UInt64) { self.rawValue = rawValue }
    /// The platform at `index` in `Platform.allCases`.
    init(_ index: Int) { rawValue = 1 << UInt64(index) }
    static let none: PlatformFields = []
  }

  /// Warns, once per element, about the members of another platform on a screen of `platform`:
  /// VoiceOver does not read `contentDescription`, TalkBack does not read `label`. The tree is
  /// walked only when the screen used such a member somewhere.
  private static func checkPlatform(_ root: Element, _ platform: Platform, _ f: JSONFields) {
    for (i, other) in Platform.allCases.enumerated() where other != platform && f.platformFields.contains(PlatformFields(i)) {
      let rows = ElementField.rows(onlyOf: other).map { ElementField.table[$0] }
      // A screen that names no platform may be one that should.
      let fix = platform == .unnamed
        ? "add \"platform\": \"\(other.rawValue)\" to the screen if it is an \(other.name) screen, else write \(platform.ownFields)"
        : "write them as \(platform.name)'s fields (\(platform.ownFields))"
      func visit(_ siblings: [Element], _ index: Int) {
        var written = JSONObject()
        for row in rows { row.write(siblings[index], &written) }
        if !written.isEmpty {
          let names = written.keys.map { "\"\($0)\"" }.joined(separator: ", ")
          f.warning(siblings[index].path, "\(names) \(written.members.count == 1 ? "is a field" : "are fields") of \(other.name) screens, and this is an \(platform.name) screen, so \(platform.readerName) does not read \(written.members.count == 1 ? "it" : "them"); \(fix)")
        }
        let children = siblings[index].children
        for i in children.indices { visit(children, i) }
      }
      visit([root], 0)
    }
  }

  static func decodeCustomActions(_ value: JSONNode, _ key: String, at path: String, _ f: JSONFields) -> [CustomAction]? {
    var actions: [CustomAction] = []
    guard let items = f.array(value, key, at: path) else { return [] }
    for (i, item) in items.enumerated() {
      let p = JSONFields.join(JSONFields.join(path, key), i)
      guard let a = f.object(item, at: p) else { continue }
      f.checkKnown(a, at: p, known: ["name", "effects"])
      guard let name = f.string(a, "name", at: p), !name.isEmpty else {
        f.error(p, "a custom action needs a \"name\" (what VoiceOver speaks in the Actions rotor)")
        continue
      }
      actions.append(CustomAction(name: name, effects: decodeEffects(a["effects"], "effects", at: p, f)))
    }
    return actions
  }

  static func decodeCustomContent(_ value: JSONNode, _ key: String, at path: String, _ f: JSONFields) -> [CustomContent]? {
    var content: [CustomContent] = []
    guard let items = f.array(value, key, at: path) else { return [] }
    for (i, item) in items.enumerated() {
      let p = JSONFields.join(JSONFields.join(path, key), i)
      guard let c = f.object(item, at: p) else { continue }
      f.checkKnown(c, at: p, known: ["label", "value", "importance"])
      let importance = f.choice(c, "importance", at: p, as: CustomContent.Importance.self) ?? .default
      content.append(CustomContent(label: f.string(c, "label", at: p) ?? "", value: f.string(c, "value", at: p) ?? "", importance: importance))
    }
    return content
  }

  static func decodeRotors(_ value: JSONNode, _ key: String, at path: String, _ f: JSONFields) -> [CustomRotor]? {
    var rotors: [CustomRotor] = []
    guard let items = f.array(value, key, at: path) else { return [] }
    for (i, item) in items.enumerated() {
      let p = JSONFields.join(JSONFields.join(path, key), i)
      guard let r = f.object(item, at: p) else { continue }
      f.checkKnown(r, at: p, known: ["name", "targets"])
      guard let name = f.string(r, "name", at: p), !name.isEmpty else {
        f.error(p, "a rotor needs a \"name\" (VoiceOver speaks it when the rotor turns to it)")
        continue
      }
      rotors.append(CustomRotor(name: name, targets: f.strings(r, "targets", at: p) ?? []))
    }
    return rotors
  }

  static func decodeLabelSpans(_ value: JSONNode, _ key: String, at path: String, _ f: JSONFields) -> [LabelSpan]? {
    var spans: [LabelSpan] = []
    guard let items = f.array(value, key, at: path) else { return [] }
    for (i, item) in items.enumerated() {
      let p = JSONFields.join(JSONFields.join(path, key), i)
      guard let s = f.object(item, at: p) else { continue }
      f.checkKnown(s, at: p, known: ["text", "language", "speech", "link"])
      guard let text = f.string(s, "text", at: p), !text.isEmpty else {
        f.error(p, "a label span needs its \"text\": the part of the label it covers")
        continue
      }
      let language = s["language"].flatMap { FieldCodec<String>.languageTag.read($0, "language", p, f) }
      let speech = s["speech"].flatMap { decodeSpeech($0, "speech", at: p, f) }
      var link: String?
      if s["link"] != nil {
        link = f.string(s, "link", at: p)
        if link?.isEmpty == true {
          f.error(JSONFields.join(p, "link"), "a link needs its destination (a URL such as \"https://example.com/terms\"), or leave \"link\" out")
          link = nil
        }
      }
      spans.append(LabelSpan(text: text, language: language, speech: speech, link: link))
    }
    return spans
  }

  static func decodeSpeech(_ value: JSONNode, _ key: String, at path: String, _ f: JSONFields) -> SpeechAttributes? {
    let p = JSONFields.join(path, key)
    guard let so = f.object(value, at: p) else { return nil }
    f.checkKnown(so, at: p, known: ["punctuation", "spellOut", "ipa", "pitch"])
    return SpeechAttributes(
      punctuation: f.bool(so, "punctuation", at: p), spellOut: f.bool(so, "spellOut", at: p),
      ipa: f.string(so, "ipa", at: p), pitch: f.number(so, "pitch", at: p, range: InputLimits.pitchScale.bounds))
  }

  /// Reads child elements, each at its own path (`root.children[2]`).
  static func decodeChildren(_ value: JSONNode, _ key: String, at path: String, _ f: JSONFields) -> [Element]? {
    // The path holds one "children[" per level: deeper than the limit, the rest is not read.
    if path.utf8.count > InputLimits.elementDepth * 12, depth(of: path) >= InputLimits.elementDepth {
      f.error(JSONFields.join(path, key), "elements are nested more than \(InputLimits.elementDepth) levels deep here, deeper than any screen; Earshot reads at most \(InputLimits.elementDepth)")
      return nil
    }
    guard let items = f.array(value, key, at: path) else { return [] }
    let listPath = JSONFields.join(path, key)
    if items.count >= parallelChildren { return decodeInParallel(items, at: listPath, f) }
    var children: [Element] = []
    // Exactly as many as written: a grown array keeps up to twice the room, per parent.
    children.reserveCapacity(items.count)
    for i in items.indices {
      if let child = decodeChild(items[i], at: JSONFields.join(listPath, i), f) { children.append(child) }
    }
    return children
  }

  /// Reads one child element; nil (with an error) when it is not an object.
  private static func decodeChild(_ item: JSONNode, at path: String, _ f: JSONFields) -> Element? {
    guard let child = item.objectValue else {
      _ = f.object(item, at: path)
      return nil
    }
    return decodeElement(child, at: path, f)
  }

  /// From how many children on the elements of a list are read on all the cores.
  public static let parallelChildren = 2048

  /// Reads a long list of children a slice per core, each into its own part of the children's
  /// storage (so the elements are never held twice). Each slice collects its own problems, taken
  /// in document order afterwards: the elements and messages are those of reading in one go.
  private static func decodeInParallel(_ items: JSONNode.Items, at path: String, _ f: JSONFields) -> [Element] {
    // More slices than cores, so a core that finishes early takes another.
    let count = items.count, slices = max(1, ProcessInfo.processInfo.activeProcessorCount) * 4
    let size = (count + slices - 1) / slices
    let file = f.file
    let found = SliceFindings(slices)
    return [Element](unsafeUninitializedCapacity: count) { storage, initialized in
      let shared = SliceBuffers(items: items, elements: storage)
      DispatchQueue.concurrentPerform(iterations: slices) { s in
        let fields = JSONFields(file: file)
        let start = min(count, s * size), end = min(count, start + size)
        var made = 0
        for i in start..<end {
          guard let child = decodeChild(shared.items[i], at: JSONFields.join(path, i), fields) else { continue }
          (shared.elements.baseAddress! + start + made).initialize(to: child)
          made += 1
        }
        found.store(s, made: made, fields)
      }
      // Each slice's elements move down to follow the previous slice's (a child that is not an
      // object leaves a gap).
      for s in 0..<slices {
        let start = min(count, s * size), made = found.made[s]
        if start != initialized, made > 0 {
          (storage.baseAddress! + initialized).moveInitialize(from: storage.baseAddress! + start, count: made)
        }
        initialized += made
        f.absorb(found.fields[s]!)
      }
    }
  }

  /// The JSON items and the elements' storage of `decodeInParallel`: each slice reads and writes
  /// only its own range.
  private struct SliceBuffers: @unchecked Sendable {
    let items: JSONNode.Items
    let elements: UnsafeMutableBufferPointer<Element>
  }

  /// How many elements each slice of `decodeInParallel` made, and the problems it found.
  private final class SliceFindings: @unchecked Sendable {
    private(set) var made: [Int]
    private(set) var fields: [JSONFields?]
    private let lock = NSLock()

    init(_ slices: Int) {
      made = Array(repeating: 0, count: slices)
      fields = Array(repeating: nil, count: slices)
    }

    func store(_ slice: Int, made count: Int, _ found: JSONFields) {
      lock.withLock {
        made[slice] = count
        fields[slice] = found
      }
    }
  }

  /// How many elements deep `path` is (`root.children[0].children[2]` is 2).
  static func depth(of path: String) -> Int {
    path.components(separatedBy: ".children[").count - 1
  }

  /// Trait names to a set; unknown names are errors with a suggestion.
  public static func decodeTraits(_ names: [String], at path: String, _ f: JSONFields) -> TraitSet {
    var traits = TraitSet()
    for (i, name) in names.enumerated() {
      if let trait = Trait(rawValue: name) {
        traits.add(trait)
      } else {
        f.error(JSONFields.join(path, i), Suggestion.message(unknown: "trait", name, accepted: Trait.allCases.map(\.rawValue)))
      }
    }
    return traits
  }

  private static let adjustableKeys = JSONKeys(["values", "index", "enumerated", "min", "max", "step", "value", "format"])

  static func decodeAdjustable(_ value: JSONNode, _ key: String, at parent: String, _ f: JSONFields) -> Adjustable? {
    let path = JSONFields.join(parent, key)
    guard let o = f.object(value, at: path) else { return nil }
    f.checkKnown(o, at: path, known: adjustableKeys)
    if let values = f.strings(o, "values", at: path) {
      guard !values.isEmpty else {
        f.error(JSONFields.join(path, "values"), "an adjustable needs at least one value to move through")
        return nil
      }
      let enumerated = f.bool(o, "enumerated", at: path) ?? false
      // `"index": null`: no value is current.
      if o["index"]?.isNull == true { return .values(values, index: nil, enumerated: enumerated) }
      let index = f.integer(o, "index", at: path) ?? 0
      guard values.indices.contains(index) else {
        f.error(JSONFields.join(path, "index"), "index \(index) is outside the \(values.count) values; accepted: 0 to \(values.count - 1)")
        return nil
      }
      return .values(values, index: index, enumerated: enumerated)
    }
    let range = InputLimits.adjustableNumber.bounds
    guard f.number(o, "min", at: path, range: range) != nil || o["min"] == nil,
      f.number(o, "max", at: path, range: range) != nil || o["max"] == nil,
      f.number(o, "step", at: path, range: range) != nil || o["step"] == nil,
      f.number(o, "value", at: path, range: range) != nil || o["value"] == nil
    else { return nil }
    let min = f.number(o, "min", at: path) ?? 0
    let max = f.number(o, "max", at: path) ?? (o["min"] == nil ? 100 : min + 100)
    guard max > min else {
      f.error(path, "max (\(JSONWriter.format(max))) must be greater than min (\(JSONWriter.format(min)))")
      return nil
    }
    let step = f.number(o, "step", at: path) ?? (max - min) / 10
    guard step > 0 else {
      f.error(JSONFields.join(path, "step"), "step must be greater than 0")
      return nil
    }
    let current = f.number(o, "value", at: path) ?? min
    guard current >= min, current <= max else {
      f.error(JSONFields.join(path, "value"), "\(JSONWriter.format(current)) is outside min \(JSONWriter.format(min)) to max \(JSONWriter.format(max))")
      return nil
    }
    let format = f.string(o, "format", at: path)
    if let format, !format.contains("{}") {
      f.error(JSONFields.join(path, "format"), "the format needs \"{}\" where the value goes, e.g. \"{}%\"")
      return nil
    }
    return .range(min: min, max: max, step: step, value: current, format: format)
  }

  // MARK: - Effects

  static func decodeEffects(_ value: JSONNode?, _ key: String, at path: String, _ f: JSONFields) -> [Effect] {
    guard let items = f.array(value, key, at: path) else { return [] }
    var effects: [Effect] = []
    for (i, item) in items.enumerated() {
      let p = JSONFields.join(JSONFields.join(path, key), i)
      if let effect = decodeEffect(item, at: p, f) { effects.append(effect) }
    }
    return effects
  }

  private static func decodeEffect(_ value: JSONNode, at p: String, _ f: JSONFields) -> Effect? {
    guard let o = f.object(value, at: p) else { return nil }
    let kinds = o.keys.filter { EffectKind(rawValue: $0) != nil }
    guard kinds.count == 1, let kind = kinds.first.flatMap(EffectKind.init(rawValue:)) else {
      if kinds.isEmpty {
        let unknown = o.keys.first.map { Suggestion.message(unknown: "effect", $0, accepted: effectKinds) }
        f.error(p, unknown ?? "an effect needs one of: \(effectKinds.joined(separator: ", "))")
      } else {
        f.error(p, "an effect does one thing; split \(kinds.joined(separator: " and ")) into separate effects")
      }
      return nil
    }
    switch kind {
    case .announce:
      f.checkKnown(o, at: p, known: ["announce", "priority", "queue"])
      guard let text = f.string(o, "announce", at: p), !text.isEmpty else {
        f.error(JSONFields.join(p, "announce"), "an announcement needs the text to speak")
        return nil
      }
      let priority = f.choice(o, "priority", at: p, as: AnnouncementPriority.self) ?? .default
      return .announce(text: text, priority: priority, queue: f.bool(o, "queue", at: p) ?? false)
    case .layoutChanged:
      f.checkKnown(o, at: p, known: ["layoutChanged"])
      return .layoutChanged(f.string(o, "layoutChanged", at: p))
    case .screenChanged:
      f.checkKnown(o, at: p, known: ["screenChanged", "focus"])
      guard let screen = f.string(o, "screenChanged", at: p) else {
        f.error(JSONFields.join(p, "screenChanged"), "a screen change needs the id of the screen to show")
        return nil
      }
      return .screenChanged(screen: screen, focus: f.string(o, "focus", at: p))
    case .set:
      f.checkKnown(o, at: p, known: ["set"] + ElementField.stateFields.map(\.name))
      guard let id = f.string(o, "set", at: p) else {
        f.error(JSONFields.join(p, "set"), "\"set\" needs the id of the element to change")
        return nil
      }
      var change = ElementState()
      for field in ElementField.stateFields {
        if let value = o[field.name], !value.isNull { field.readChange?(value, p, f, &change) }
      }
      return .set(ElementChange(id: id, state: change))
    case .toggle:
      f.checkKnown(o, at: p, known: ["toggle"])
      guard let id = f.string(o, "toggle", at: p) else {
        f.error(JSONFields.join(p, "toggle"), "\"toggle\" needs the id of the switch to flip")
        return nil
      }
      return .toggle(id)
    case .dismiss:
      f.checkKnown(o, at: p, known: ["dismiss"])
      return .dismiss
    }
  }

  // MARK: - References

  /// Dangling ids and cycles in `accessibilityElements`, rotors and effects are errors.
  ///
  /// The tree is walked as (siblings, index) pairs, reading each element's fields where it lies:
  /// passing an element on would copy it, retaining every string it holds, once per element.
  private static func validateReferences(_ document: Document, _ f: JSONFields) {
    let screenIDs = document.screens.compactMap(\.id)
    // Worked out once: a document may hold thousands of effects that name a screen.
    var screensByID: [String: Screen] = [:]
    for screen in document.screens { if let id = screen.id, screensByID[id] == nil { screensByID[id] = screen } }
    var idsByScreen: [String: [String: Element]] = [:]
    for screen in document.screens {
      var ids: [String: String] = [:]
      func collect(_ siblings: [Element], _ index: Int) {
        if let id = siblings[index].id {
          if let first = ids[id] {
            f.error(JSONFields.join(siblings[index].path, "id"), "the id \"\(id)\" is already used at \(first); ids must be unique within a screen")
          } else {
            ids[id] = siblings[index].path
          }
        }
        let children = siblings[index].children
        for i in children.indices { collect(children, i) }
      }
      collect([screen.root], 0)
      func check(_ id: String, at path: String, what: String) {
        if ids[id] == nil {
          f.error(path, Suggestion.message(unknown: "element id", id, accepted: ids.keys.sorted()) + " (\(what))")
        }
      }
      func checkEffects(_ effects: [Effect], at path: String) {
        for (i, effect) in effects.enumerated() {
          let p = JSONFields.join(path, i)
          for id in effect.elementReferences { check(id, at: p, what: "referenced by this effect") }
          if case .screenChanged(let target, let focus) = effect {
            guard let targetScreen = screensByID[target] else {
              let hint = document.isFlow ? "" : " (a single-screen document has no other screens; write a flow with \"screens\")"
              f.error(p, Suggestion.message(unknown: "screen", target, accepted: screenIDs) + hint)
              continue
            }
            if idsByScreen[target] == nil { idsByScreen[target] = targetScreen.elementsByID() }
            if let focus, idsByScreen[target]?[focus] == nil {
              f.error(JSONFields.join(p, "focus"), "the screen \"\(target)\" has no element with id \"\(focus)\"")
            }
          }
        }
      }
      // The ids of the elements around the one visited, outermost first.
      var ancestors: [String] = []
      func visit(_ siblings: [Element], _ index: Int) {
        let path = siblings[index].path, ownID = siblings[index].id
        // Most elements write none of the rarely used fields: then there is nothing to check.
        if !siblings[index].extras.isEmpty {
          let element = siblings[index]
          if let order = element.accessibilityElements {
            var descendants = Set<String>()
            for i in element.children.indices { element.children[i].forEachDescendant { if let id = $0.id { descendants.insert(id) } } }
            for (i, id) in order.enumerated() {
              let p = JSONFields.join(JSONFields.join(path, "accessibilityElements"), i)
              if id == ownID || ancestors.contains(id) {
                f.error(p, "\"\(id)\" contains this element, so listing it here makes a cycle; list only elements inside this one")
              } else if ids[id] == nil {
                check(id, at: p, what: "accessibilityElements lists ids of elements inside this one")
              } else if !descendants.contains(id) {
                f.error(p, "\"\(id)\" is not inside this element; accessibilityElements lists only elements inside it")
              }
            }
          }
          for (r, rotor) in element.rotors.enumerated() {
            for (i, id) in rotor.targets.enumerated() {
              check(id, at: JSONFields.join(JSONFields.join(JSONFields.join(path, "rotors"), r) + ".targets", i), what: "a rotor target")
            }
          }
          for (a, action) in element.customActions.enumerated() {
            checkEffects(action.effects, at: JSONFields.join(JSONFields.join(path, "customActions"), a) + ".effects")
          }
          for (key, target) in [("traversalBefore", element.traversalBefore), ("traversalAfter", element.traversalAfter)] {
            guard let target else { continue }
            if target == ownID {
              f.error(JSONFields.join(path, key), "an element cannot be visited \(key == "traversalBefore" ? "before" : "after") itself; name another element's id")
            } else {
              check(target, at: JSONFields.join(path, key), what: "\(key) names the element this one is visited \(key == "traversalBefore" ? "before" : "after")")
            }
          }
          // Paths are only made for effects that are there: most elements have none.
          if !element.onActivate.isEmpty { checkEffects(element.onActivate, at: path + ".onActivate") }
          if !element.onEscape.isEmpty { checkEffects(element.onEscape, at: path + ".onEscape") }
          if !element.onMagicTap.isEmpty { checkEffects(element.onMagicTap, at: path + ".onMagicTap") }
        }
        if let ownID { ancestors.append(ownID) }
        let children = siblings[index].children
        for i in children.indices { visit(children, i) }
        if ownID != nil { ancestors.removeLast() }
      }
      visit([screen.root], 0)
      validateTables([screen.root], 0, table: screen.root.containerType == .dataTable ? screen.root.path : nil, f)
    }
  }

  /// Data-table cells are inside a `dataTable` container, and no two cells of one table share a place.
  /// The element is `siblings[index]` (see `validateReferences`).
  private static func validateTables(_ siblings: [Element], _ index: Int, table: String?, _ f: JSONFields) {
    var places: [[Int]: String] = [:]
    func visit(_ siblings: [Element], _ index: Int, table: String?) {
      if let row = siblings[index].tableRow, let column = siblings[index].tableColumn {
        let path = siblings[index].path
        if table == nil {
          f.error(JSONFields.join(path, "tableRow"), "a table position needs a data table around it: put this cell inside an element with \"containerType\": \"dataTable\"")
        } else if let other = places[[row, column]] {
          f.error(JSONFields.join(path, "tableRow"), "row \(row), column \(column) already holds the cell at \(other); each cell of a table has a place of its own")
        } else {
          places[[row, column]] = path
        }
      }
      let children = siblings[index].children
      for i in children.indices {
        if children[i].containerType == .dataTable {
          validateTables(children, i, table: children[i].path, f)
        } else {
          visit(children, i, table: table)
        }
      }
    }
    visit(siblings, index, table: table)
  }
}
