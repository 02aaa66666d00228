import EarshotReview

/// The public sources VoiceOver's iOS rules cite.
extension PublicSource {
  // Apple's documentation and guides.
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

  // WWDC sessions.
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

  // Articles, guides and code from people who test with VoiceOver.
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
