import EarshotReview

/// The public sources TalkBack's Android rules cite.
extension PublicSource {
  // Android: the Accessibility Test Framework's checks at a pinned commit (Apache-2.0), the help
  // pages they link, and Android's documentation.
  public static func atf(_ check: String) -> PublicSource {
    PublicSource(name: "Accessibility Test Framework for Android, \(check)", url: "https://github.com/google/Accessibility-Test-Framework-for-Android/blob/c65cab02b2a845c29c3da100d6adefd345a144e3/src/main/java/com/google/android/apps/common/testing/accessibility/framework/checks/\(check).java")
  }
  public static let androidApps = PublicSource(
    name: "Android Developers, Make apps more accessible",
    url: "https://developer.android.com/guide/topics/ui/accessibility/apps")
  public static let androidTouchTarget = PublicSource(
    name: "Android Accessibility Help, Touch target size",
    url: "https://support.google.com/accessibility/android/answer/7101858")
  public static let androidContentLabels = PublicSource(
    name: "Android Accessibility Help, Content labels",
    url: "https://support.google.com/accessibility/android/answer/7158690")
  public static let androidDuplicateDescriptions = PublicSource(
    name: "Android Accessibility Help, Duplicate descriptions",
    url: "https://support.google.com/accessibility/android/answer/7102513")
  public static let androidItemDescriptions = PublicSource(
    name: "Android Accessibility Help, Item descriptions",
    url: "https://support.google.com/accessibility/android/answer/6378990")
  public static let androidEditableLabels = PublicSource(
    name: "Android Accessibility Help, Editable View labels",
    url: "https://support.google.com/accessibility/android/answer/6378120")
  public static let androidTraversalOrder = PublicSource(
    name: "Android Accessibility Help, Traversal order",
    url: "https://support.google.com/accessibility/android/answer/7664232")
  public static let androidLiveRegion = PublicSource(
    name: "Android Developers, View.setAccessibilityLiveRegion",
    url: "https://developer.android.com/reference/android/view/View#setAccessibilityLiveRegion(int)")
  public static let talkBackSource = PublicSource(
    name: "google/talkback at 26a27dc (TalkBack 15)",
    url: "https://github.com/google/talkback/tree/26a27dc009d5b3605e744222541f045a3c24e038")
}
