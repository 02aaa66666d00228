import EarshotEngine
import EarshotModel

/// Elements with a frame that the screen reader does not visit, so the picture can draw the gap
/// they leave: hidden, behind a modal view, or not stops at all (in the reader's words). Only the outermost
/// of a skipped subtree is listed, and nothing inside a stop (a combined cell's children are
/// heard as part of it).
struct SkippedElement: Hashable, Sendable {
  var path: String
  var frame: Frame
  /// Why: "hidden", "behind a modal view", or the reader's `ScreenReaderKind.notAStop`.
  var reason: String
  /// What the element shows or is called, for the picture's tooltip and the list under it.
  var name: String

  static func all(in context: ScreenContext) -> [SkippedElement] {
    var result: [SkippedElement] = []
    func visit(_ e: Element, insideModalBlock: Bool) {
      // Siblings of the last shown modal view are behind it (the order's own rule, `modal`).
      let modal = e.children.last { $0.modal && !context.isHidden($0) }
      for child in e.children {
        let behind = insideModalBlock || (modal != nil && child.path != modal!.path)
        if context.stop(path: child.path) != nil { continue }
        if let frame = child.frame, !frame.isEmpty, context.stops(inside: child.path).isEmpty {
          let reason = context.isHidden(child) ? "hidden" : behind ? "behind a modal view" : context.reader.kind.notAStop
          result.append(SkippedElement(path: child.path, frame: frame, reason: reason, name: describe(child)))
          continue
        }
        visit(child, insideModalBlock: behind)
      }
    }
    visit(context.screen.root, insideModalBlock: false)
    return result
  }

  /// Its label, text, image or id, else the first of those inside it.
  private static func describe(_ e: Element) -> String {
    func name(_ e: Element) -> String? {
      if let label = e.label, !label.isEmpty { return label }
      if let text = e.text, !text.isEmpty { return text }
      if let image = e.image, !image.isEmpty { return "image \(image)" }
      if let id = e.id { return id }
      for child in e.children { if let found = name(child) { return found } }
      return nil
    }
    return name(e) ?? e.type.map { "a \($0.rawValue)" } ?? "a view"
  }
}
