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

/// `UIAccessibilityTextualContext`: the kind of text an element holds, by which VoiceOver may choose
/// how to read it (Apple: in a source-code context it "could choose to speak all punctuation").
public enum TextualContext: String, CaseIterable, Sendable, Hashable {
  case sourceCode, console, spreadsheet, messaging, wordProcessing, narrative, fileSystem
}

/// What a data-table cell heads: its row, its column, or both (a corner cell that is
/// `accessibilityHeaderElements` of its row and of its column).
public enum TableHeader: String, CaseIterable, Sendable, Hashable {
  case row, column, both

  public var headsRow: Bool { self != .column }
  public var headsColumn: Bool { self != .row }
}
