/// Something VoiceOver or TalkBack depends on that the source of a document may not record. A screen document
/// records all of them; each capture format leaves some out (docs/CAPTURE-FORMATS.md, "What each
/// format carries"), and what a capture leaves out cannot be checked, only guessed.
public enum SourceFact: String, CaseIterable, Sendable, Hashable, Comparable {
  case elementTypes, traits, hints, accessibilityElements, adjustableValues, effects, wholeScreen
  /// What Android captures leave out of `AccessibilityNodeInfo` (TalkBack reads them).
  case stateDescriptions, headings, collections, importance, traversalOrder, liveRegions, density
  /// Where each element is: a test renderer's snapshot has no layout.
  case frames
  /// Screens of the platform whose accessibility API a rule checks.
  case platform

  /// What the fact is called in messages.
  public var name: String {
    switch self {
    case .elementTypes: return "element types"
    case .traits: return "traits (heading, selected and the like)"
    case .hints: return "hints"
    case .accessibilityElements: return "which views are accessibility elements"
    case .adjustableValues: return "the values an adjustable element steps through"
    case .effects: return "what activating an element does"
    case .wholeScreen: return "the whole screen"
    case .stateDescriptions: return "state and role descriptions"
    case .headings: return "headings"
    case .collections: return "the size of lists and the place of their items"
    case .importance: return "which views are important for accessibility"
    case .traversalOrder: return "the traversal order an app sets"
    case .liveRegions: return "live regions and pane titles"
    case .density: return "the screen's density (pixels per dp)"
    case .frames: return "where each element is on the screen (frames)"
    case .platform: return "screens of the platform it checks"
    }
  }

  public static func < (a: SourceFact, b: SourceFact) -> Bool {
    allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
  }
}

/// The facts a source cannot carry, each with the reason, worded for the user.
public typealias SourceGaps = [SourceFact: String]
