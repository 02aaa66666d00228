/// SwiftUI's `.accessibilityElement(children:)` behaviour.
public enum ChildBehavior: String, CaseIterable, Sendable, Hashable {
  case combine, ignore, contain
}

/// `accessibilityContainerType`.
public enum ContainerType: String, CaseIterable, Sendable, Hashable {
  case none, list, landmark, dataTable, semanticGroup
}

/// `accessibilityNavigationStyle`.
public enum NavigationStyle: String, CaseIterable, Sendable, Hashable {
  case automatic, separate, combined
}

/// What a data-table cell heads: its row or its column.
public enum TableHeader: String, CaseIterable, Sendable, Hashable {
  case row, column
}
