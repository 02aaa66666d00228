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
  /// `stop` is the finding's (1-based), which is most often the element's own: then no path is looked up.
  func identity(of origin: FindingOrigin, stop: Int? = nil) -> String {
    guard let start = elementIndex(of: origin, stop: stop) else { return origin.written }
    let suffix = origin.stepperButton.map { StopOrigin.buttonSuffix(direction: $0) } ?? ""
    // Walked up twice, to measure and then to write each name from the end back: one string made,
    // where a list of names reversed and joined cost several times the walk.
    var length = suffix.utf8.count, k = start
    while true {
      if let id = elements[k].id, !id.isEmpty {
        length += 1 + id.utf8.count
        break
      }
      let parent = elementFacts[k].parent
      if parent < 0 {
        length += 4
        break
      }
      length += 3 + elements[k].kind.rawValue.utf8.count
      k = parent
    }
    return String(unsafeUninitializedCapacity: length) { out in
      var end = length
      func put(_ text: String) {
        end -= text.utf8.count
        var i = end
        for b in text.utf8 {
          out[i] = b
          i += 1
        }
      }
      put(suffix)
      var k = start
      while true {
        if let id = elements[k].id, !id.isEmpty {
          put(id)
          put("#")
          break
        }
        let parent = elementFacts[k].parent
        if parent < 0 {
          put("root")
          break
        }
        put(elements[k].kind.rawValue)
        put(" > ")
        k = parent
      }
      return length
    }
  }

  /// The index of the element `origin` names: the element of the finding's stop or one containing
  /// it (a finding about a container belongs to the first stop inside), else looked up by path.
  func elementIndex(of origin: FindingOrigin, stop: Int?) -> Int? {
    if let stop, stopFacts.indices.contains(stop - 1) {
      // Walked up: hashing every path of a large screen into a table cost more than the walks.
      var k = stopFacts[stop - 1].element
      while k >= 0 {
        if elements[k].path == origin.elementPath { return k }
        k = elementFacts[k].parent
      }
    }
    return elementByPath[origin.elementPath]
  }
}
