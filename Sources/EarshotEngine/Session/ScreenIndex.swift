import EarshotModel

/// What a session looks up on a screen that its changes never alter: where each element is, by key
/// (an effect may toggle or set an element that is hidden or is a container), and every custom rotor.
public struct ScreenIndex: Sendable {
  public var paths: [String: ElementPath] = [:]
  public var rotors: [CustomRotor] = []

  public init(_ screen: Screen) {
    var path: [Int] = []
    func visit(_ e: Element) {
      if paths[e.key] == nil { paths[e.key] = ElementPath(path) }
      rotors += e.rotors
      for i in e.children.indices {
        path.append(i)
        visit(e.children[i])
        path.removeLast()
      }
    }
    visit(screen.root)
  }
}
