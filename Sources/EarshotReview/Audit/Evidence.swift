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

/// The public sources the audit rules cite.
public struct PublicSource: Hashable, Sendable {
  public let name: String
  public let url: String

  public init(name: String, url: String) {
    self.name = name
    self.url = url
  }

  public static let appleLabel = PublicSource(
    name: "Apple, accessibilityLabel",
    url: "https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilitylabel")
  public static let appleHint = PublicSource(
    name: "Apple, accessibilityHint",
    url: "https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilityhint")
  public static let appleGuide = PublicSource(
    name: "Apple, Accessibility Programming Guide for iOS",
    url: "https://developer.apple.com/library/archive/documentation/UserExperience/Conceptual/iPhoneAccessibility/Making_Application_Accessible/Making_Application_Accessible.html")
  public static let appleIsElement = PublicSource(
    name: "Apple, isAccessibilityElement",
    url: "https://developer.apple.com/documentation/uikit/uiaccessibilityelement/isaccessibilityelement")
  public static let appleFrame = PublicSource(
    name: "Apple, accessibilityFrame",
    url: "https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilityframe")
  public static let appleHeader = PublicSource(
    name: "Apple, UIAccessibilityTraits.header",
    url: "https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/header")
  public static let appleLabeledPair = PublicSource(
    name: "Apple, accessibilityLabeledPair(role:id:in:)",
    url: "https://developer.apple.com/documentation/swiftui/view/accessibilitylabeledpair(role:id:in:)")
  public static let appleAdjustable = PublicSource(
    name: "Apple, UIAccessibilityTraits.adjustable",
    url: "https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/adjustable")
  public static let appleScreenChanged = PublicSource(
    name: "Apple, UIAccessibility.Notification.screenChanged",
    url: "https://developer.apple.com/documentation/uikit/uiaccessibility/notification/screenchanged")
  public static let appleLayoutChanged = PublicSource(
    name: "Apple, UIAccessibility.Notification.layoutChanged",
    url: "https://developer.apple.com/documentation/uikit/uiaccessibility/notification/layoutchanged")
  public static let appleAnnouncement = PublicSource(
    name: "Apple, UIAccessibility.Notification.announcement",
    url: "https://developer.apple.com/documentation/uikit/uiaccessibility/notification/announcement")
  public static let appleCustomActions = PublicSource(
    name: "Apple, UIAccessibilityCustomAction",
    url: "https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction")
  public static let appleRespondsToUserInteraction = PublicSource(
    name: "Apple, accessibilityRespondsToUserInteraction(_:)",
    url: "https://developer.apple.com/documentation/swiftui/view/accessibilityrespondstouserinteraction(_:)")
  public static let appleInputLabels = PublicSource(
    name: "Apple, accessibilityInputLabels(_:)",
    url: "https://developer.apple.com/documentation/swiftui/view/accessibilityinputlabels(_:)")
  public static let higAccessibility = PublicSource(
    name: "Apple Human Interface Guidelines, Accessibility",
    url: "https://developer.apple.com/design/human-interface-guidelines/accessibility")
  public static let iPhoneGuide = PublicSource(
    name: "Apple, iPhone User Guide",
    url: "https://support.apple.com/guide/iphone/welcome/ios")

  public static let wwdc18_230 = PublicSource(
    name: "WWDC18 230, Deliver an Exceptional Accessibility Experience",
    url: "https://developer.apple.com/videos/play/wwdc2018/230/")
  public static let wwdc19_238 = PublicSource(
    name: "WWDC19 238, Accessibility in SwiftUI",
    url: "https://developer.apple.com/videos/play/wwdc2019/238/")
  public static let wwdc19_250 = PublicSource(
    name: "WWDC19 250, Making Apps More Accessible With Custom Actions",
    url: "https://developer.apple.com/videos/play/wwdc2019/250/")
  public static let wwdc19_254 = PublicSource(
    name: "WWDC19 254, Writing Great Accessibility Labels",
    url: "https://developer.apple.com/videos/play/wwdc2019/254/")
  public static let wwdc20_10019 = PublicSource(
    name: "WWDC20 10019, App accessibility for Switch Control",
    url: "https://developer.apple.com/videos/play/wwdc2020/10019/")
  public static let wwdc21_10120 = PublicSource(
    name: "WWDC21 10120, Support Full Keyboard Access in your iOS app",
    url: "https://developer.apple.com/videos/play/wwdc2021/10120/")
  public static let wwdc26_220 = PublicSource(
    name: "WWDC26 220, Refine accessibility for custom controls",
    url: "https://developer.apple.com/videos/play/wwdc2026/220/")

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
  public static let wcag243 = PublicSource(
    name: "WCAG 2.2, 2.4.3 Focus Order",
    url: "https://www.w3.org/WAI/WCAG22/Understanding/focus-order.html")
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

  public static let upTo11 = PublicSource(
    name: "Daniel Devesa Derksen-Staats, 365 Days of iOS Accessibility",
    url: "https://accessibilityupto11.com/365-days-ios-accessibility/")
  public static let whitakerLabels = PublicSource(
    name: "Rob Whitaker, Writing Great iOS Accessibility Labels",
    url: "https://medium.com/macoclock/writing-great-ios-accessibility-labels-6d903ba17f7f")
  public static let cvsHints = PublicSource(
    name: "CVS Health, iOS SwiftUI Accessibility Techniques",
    url: "https://github.com/cvs-health/ios-swiftui-accessibility-techniques")
  public static let moba11y = PublicSource(
    name: "moba11y, What iOS accessibility notifications do",
    url: "https://moba11y.com/blog/what-ios-accessibility-notifications-do")
  public static let magentaTextInput = PublicSource(
    name: "MagentaA11y, Text input (native)",
    url: "https://www.magentaa11y.com/checklist-native/text-input/")
  public static let a11yEngineerPages = PublicSource(
    name: "a11yengineer, Pagination control",
    url: "http://a11yengineer.com/native-thing/pagination-control/")
  public static let accessibilitySnapshot = PublicSource(
    name: "cashapp/AccessibilitySnapshot, AccessibilityHierarchyParser.swift",
    url: "https://github.com/cashapp/AccessibilitySnapshot")
}
