import EarshotModel

extension ScreenContext {
  /// How a baseline names the element a finding is about: `#id` when it has an id; otherwise the
  /// nearest ancestor with an id (or `root`) and the element types down to it, with a generated
  /// stop's suffix (`#increment`) kept. Indices are left out, so the name survives elements being
  /// added or removed around it; the spoken text tells apart siblings of one type.
  func identity(ofPath findingPath: String) -> String {
    var path = findingPath, suffix = ""
    if let hash = path.utf8.firstIndex(of: UInt8(ascii: "#")) {
      suffix = String(path[hash...])
      path = String(path[..<hash])
    }
    var parts: [String] = []
    var current = elementByPath[path] ?? -1
    while current >= 0 {
      if let id = elements[current].id, !id.isEmpty {
        parts.append("#" + id)
        break
      }
      parts.append(parentOf[current] < 0 ? "root" : elements[current].kind.rawValue)
      current = parentOf[current]
    }
    if parts.isEmpty { return findingPath }
    return parts.reversed().joined(separator: " > ") + suffix
  }
}
