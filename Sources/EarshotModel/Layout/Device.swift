/// The layout direction of a screen; right-to-left reverses the order within a line.
public enum LayoutDirection: String, CaseIterable, Sendable, Hashable {
  case leftToRight, rightToLeft
}

/// The kind of device; it sets the line tolerance of the visiting order (8 pt phone, 13 pt pad).
public enum Device: String, CaseIterable, Sendable, Hashable {
  case iPhone, iPad
}
