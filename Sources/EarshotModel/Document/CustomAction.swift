/// A `UIAccessibilityCustomAction` and what performing it does.
public struct CustomAction: Hashable, Sendable {
  public var name: String
  public var effects: [Effect]
  public init(name: String, effects: [Effect] = []) {
    self.name = name
    self.effects = effects
  }
}
