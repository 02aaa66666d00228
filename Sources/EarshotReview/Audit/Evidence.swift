/// Where a rule's claim comes from: a section of the research notes or a seed, and what it says.
///
/// Every rule cites at least one; `audit` prints them so a reviewer can check the claim.
public struct Evidence: Hashable, Sendable {
  /// The file and section, e.g. `research/voiceover-ground-truth.md §2.4`.
  public var source: String
  /// What the source says, quoted or closely paraphrased.
  public var says: String

  public init(source: String, says: String) {
    self.source = source
    self.says = says
  }

  /// A section of `research/voiceover-ground-truth.md`.
  static func groundTruth(_ section: String, _ says: String) -> Evidence {
    Evidence(source: "research/voiceover-ground-truth.md \(section)", says: says)
  }

  /// A section of `research/accessibilitysnapshot.md`.
  static func snapshot(_ section: String, _ says: String) -> Evidence {
    Evidence(source: "research/accessibilitysnapshot.md \(section)", says: says)
  }

  /// A seed (`seeds/NNN_*.txt`) and the part of it that says so.
  static func seed(_ number: Seed, _ place: String, _ says: String) -> Evidence {
    Evidence(source: "seed \(number.rawValue), \(place)", says: says)
  }

  /// The seeds, by number, with the title each opens with.
  public enum Seed: String, CaseIterable, Sendable {
    case uikitCourse = "000"
    case uikitChapter = "001"
    case inclusiveInterfaces = "002"
    case patterns = "003"
    case dailyTips = "004"

    public var title: String {
      switch self {
      case .uikitCourse: return "Accessibility: Building UI That Works for Everyone"
      case .uikitChapter: return "UIKit accessibility, the legacy checkout"
      case .inclusiveInterfaces: return "Building accessible and inclusive iOS interfaces"
      case .patterns: return "Accessibility Patterns"
      case .dailyTips: return "daily iOS accessibility tips and the traits guide"
      }
    }
  }
}

extension Evidence: CustomStringConvertible {
  public var description: String { "\(source): \(says)" }
}
