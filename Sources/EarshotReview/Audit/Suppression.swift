import EarshotModel

/// An element's `"audit": {"ignore": ["small-target"], "reason": "…"}`: the rules whose findings
/// on that element, and inside it, are set apart rather than reported. The output counts and
/// shows them with the reason, so a suppression stays visible in review.
public struct Suppression: Hashable, Sendable {
  /// The element's JSON path in its document (`root.children[3]`).
  public var path: String
  public var rules: Set<String>
  public var reason: String

  public init(path: String, rules: Set<String>, reason: String) {
    self.path = path
    self.rules = rules
    self.reason = reason
  }

  /// Whether `finding` is about this element or something inside it, under one of its rules.
  func covers(_ finding: Finding) -> Bool {
    let element = finding.origin.elementPath
    guard rules.contains(finding.rule), element.hasPrefix(path) else { return false }
    let rest = element.dropFirst(path.count)
    return rest.isEmpty || rest.first == "."
  }

  /// The suppressions written in a screen document (its elements' `audit` members, as
  /// `DocumentReader` collects them), checked: every rule id must exist and every suppression must
  /// give a reason. Other inputs carry none.
  public static func read(_ annotations: [DocumentReader.Annotation], file: String, ruleIDs: [String]) throws(InputError) -> [Suppression] {
    var found: [Suppression] = []
    for annotation in annotations where annotation.key == "audit" {
      found.append(try suppression(annotation.value, at: annotation.path, file: file, ruleIDs: ruleIDs))
    }
    return found
  }

  private static func suppression(_ value: JSONValue, at path: String, file: String, ruleIDs: [String]) throws(InputError) -> Suppression {
    let place = path + ".audit"
    let example = "write \"audit\": {\"ignore\": [\"small-target\"], \"reason\": \"why it is acceptable\"}"
    guard let object = value.objectValue else {
      throw InputError(file: file, place: place, "expected an object; \(example)")
    }
    for key in object.keys where key != "ignore" && key != "reason" {
      throw InputError(file: file, place: place, "unknown member \"\(key)\"; \(example)")
    }
    guard let list = object["ignore"]?.arrayValue, !list.isEmpty else {
      throw InputError(file: file, place: place + ".ignore", "missing or empty: list the rule ids to ignore here; \(example)")
    }
    var rules = Set<String>()
    for (i, item) in list.enumerated() {
      guard let id = item.stringValue else {
        throw InputError(file: file, place: "\(place).ignore[\(i)]", "expected a rule id (a string), found \(item.kindDescription)")
      }
      guard ruleIDs.contains(id) else {
        throw InputError(file: file, place: "\(place).ignore[\(i)]", Suggestion.message(unknown: "rule", id, accepted: ruleIDs) + " (see 'earshot audit --list-rules')")
      }
      rules.insert(id)
    }
    guard let reason = object["reason"]?.stringValue, reason.contains(where: { !$0.isWhitespace }) else {
      throw InputError(file: file, place: place + ".reason", "missing: say why the finding is acceptable, so the next reviewer knows; \(example)")
    }
    return Suppression(path: path, rules: rules, reason: reason)
  }
}
