import EarshotModel
import Foundation

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

/// Each screen's `ScreenIndex`, made the first time something reads it: a swipe through a screen
/// never reads one, and indexing every element of a long screen costs more than phrasing a stop.
/// Copies of a session share the indexes made, which never change.
public final class ScreenIndexes: @unchecked Sendable {
  private let screens: [Screen]
  private let lock = NSLock()
  private var made: [Int: ScreenIndex] = [:]

  public init(_ screens: [Screen]) { self.screens = screens }

  public subscript(screen: Int) -> ScreenIndex {
    lock.withLock {
      if let index = made[screen] { return index }
      let index = ScreenIndex(screens[screen])
      made[screen] = index
      return index
    }
  }
}
