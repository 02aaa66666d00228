/// Where a rule's claim comes from: a public source anyone can open, and what it says there
/// (paraphrased). Every rule cites at least one; `audit` names them on each finding and
/// `audit --list-rules` prints what each says. docs/EVIDENCE.md lists the same sources.
public struct Evidence: Hashable, Sendable {
  /// The source's short name, as docs/EVIDENCE.md lists it: `WWDC19 254, Writing Great Accessibility Labels`.
  public var source: String
  /// Where to read it.
  public var url: String
  /// What the source says that the rule rests on, in our words.
  public var says: String

  public init(source: String, url: String, says: String) {
    self.source = source
    self.url = url
    self.says = says
  }

  public init(_ source: PublicSource, _ says: String) {
    self.init(source: source.name, url: source.url, says: says)
  }
}

extension Evidence: CustomStringConvertible {
  public var description: String { "\(source) (\(url)): \(says)" }
}

/// A public source an audit rule cites. The sources every platform's rules may cite (WCAG) are
/// here; those about one platform are its reader's (`EarshotVoiceOver/Audit/iOSEvidence.swift`,
/// `EarshotTalkBack/Audit/AndroidEvidence.swift`).
public struct PublicSource: Hashable, Sendable {
  public let name: String
  public let url: String

  public init(name: String, url: String) {
    self.name = name
    self.url = url
  }

  public static let wcag111 = PublicSource(
    name: "WCAG 2.2, 1.1.1 Non-text Content",
    url: "https://www.w3.org/WAI/WCAG22/Understanding/non-text-content.html")
  public static let wcag131 = PublicSource(
    name: "WCAG 2.2, 1.3.1 Info and Relationships",
    url: "https://www.w3.org/WAI/WCAG22/Understanding/info-and-relationships.html")
  public static let wcag132 = PublicSource(
    name: "WCAG 2.2, 1.3.2 Meaningful Sequence",
    url: "https://www.w3.org/WAI/WCAG22/Understanding/meaningful-sequence.html")
  public static let wcag242 = PublicSource(
    name: "WCAG 2.2, 2.4.2 Page Titled",
    url: "https://www.w3.org/WAI/WCAG22/Understanding/page-titled.html")
  public static let wcag246 = PublicSource(
    name: "WCAG 2.2, 2.4.6 Headings and Labels",
    url: "https://www.w3.org/WAI/WCAG22/Understanding/headings-and-labels.html")
  public static let wcag2410 = PublicSource(
    name: "WCAG 2.2, 2.4.10 Section Headings",
    url: "https://www.w3.org/WAI/WCAG22/Understanding/section-headings.html")
  public static let wcag211 = PublicSource(
    name: "WCAG 2.2, 2.1.1 Keyboard",
    url: "https://www.w3.org/WAI/WCAG22/Understanding/keyboard.html")
  public static let wcag253 = PublicSource(
    name: "WCAG 2.2, 2.5.3 Label in Name",
    url: "https://www.w3.org/WAI/WCAG22/Understanding/label-in-name.html")
  public static let wcag258 = PublicSource(
    name: "WCAG 2.2, 2.5.8 Target Size (Minimum)",
    url: "https://www.w3.org/WAI/WCAG22/Understanding/target-size-minimum.html")
  public static let wcag332 = PublicSource(
    name: "WCAG 2.2, 3.3.2 Labels or Instructions",
    url: "https://www.w3.org/WAI/WCAG22/Understanding/labels-or-instructions.html")
  public static let wcag412 = PublicSource(
    name: "WCAG 2.2, 4.1.2 Name, Role, Value",
    url: "https://www.w3.org/WAI/WCAG22/Understanding/name-role-value.html")
  public static let wcag413 = PublicSource(
    name: "WCAG 2.2, 4.1.3 Status Messages",
    url: "https://www.w3.org/WAI/WCAG22/Understanding/status-messages.html")
}
