import EarshotEngine
import EarshotModel

extension ScreenContext {
  /// Where stop `i` is, as a finding holds it: its element's path, and for a stepper's button the
  /// stepper's path and which button.
  func origin(ofStop i: Int) -> FindingOrigin {
    // Read in place: taking the entry out of the array copies all of it.
    entries.withUnsafeBufferPointer { entries in
      switch entries[i].stop.origin {
      case .element: return FindingOrigin(elementPath: entries[i].stop.element.path)
      case .stepperButton(_, let direction): return FindingOrigin(elementPath: elements[stopFacts[i].element].path, stepperButton: direction)
      }
    }
  }

  /// How a baseline names the element a finding is about: `#id` when it has an id; otherwise the
  /// nearest ancestor with an id (or `root`) and the element types down to it, with a generated
  /// stop's suffix (`#increment`) kept. Indices are left out, so the name survives elements being
  /// added or removed around it; the spoken text tells apart siblings of one type.
  func identity(of origin: FindingOrigin) -> String {
    let suffix = origin.stepperButton.map { StopOrigin.buttonSuffix(direction: $0) } ?? ""
    var parts: [String] = []
    var current = elementByPath[origin.elementPath] ?? -1
    while current >= 0 {
      if let id = elements[current].id, !id.isEmpty {
        parts.append("#" + id)
        break
      }
      parts.append(elementFacts[current].parent < 0 ? "root" : elements[current].kind.rawValue)
      current = elementFacts[current].parent
    }
    if parts.isEmpty { return origin.written }
    return parts.reversed().joined(separator: " > ") + suffix
  }
}
