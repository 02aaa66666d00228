/// A custom rotor: a name and the ids of the elements it reaches, in order.
public struct CustomRotor: Hashable, Sendable {
  public var name: String
  public var targets: [String]
  public init(name: String, targets: [String]) {
    self.name = name
    self.targets = targets
  }
}
