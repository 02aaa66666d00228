/// An `AXCustomContent` item. High importance is spoken on focus; the rest waits for the More Content rotor.
public struct CustomContent: Hashable, Sendable {
  public enum Importance: String, CaseIterable, Sendable, Hashable { case `default`, high }
  public var label: String
  public var value: String
  public var importance: Importance
  public init(label: String, value: String, importance: Importance = .default) {
    self.label = label
    self.value = value
    self.importance = importance
  }
}
