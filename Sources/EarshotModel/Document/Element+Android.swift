/// An Android element's `AccessibilityNodeInfo` fields that do not change (`AndroidProperties`),
/// read and written as the element's own. The ones that change (content and state descriptions,
/// checked, selected, enabled) are `state` fields: `element.contentDescription`.
extension Element {
  /// Whether the element sets any of Android's fields.
  public var hasAndroidFields: Bool {
    state.android != nil || extras.androidStorage != nil
  }

  /// An Android field that does not change, read and written as the element's own
  /// (`element.className` is `element.extras.android.className`). Always inlined, so the key path
  /// becomes a load of the one field: one that is not inlined is applied at run time.
  @inlinable @inline(__always) public subscript<T>(dynamicMember keyPath: WritableKeyPath<AndroidProperties, T>) -> T {
    get { extras.readAndroid(keyPath) }
    set { extras.android[keyPath: keyPath] = newValue }
  }
}

extension Element {
  /// Whether the view's own recorded fields make Android report it to accessibility services
  /// when the app leaves its importance at `IMPORTANT_FOR_ACCESSIBILITY_AUTO`
  /// (developer.android.com/reference/android/view/View#isImportantForAccessibility(): a content
  /// description, text or hint, a click, long-click or focus action, a live region, a pane title,
  /// a heading). A view important only for its class or its place (a list's item, which the list
  /// makes important) is not: a capture that does not record importance leaves that to inference.
  public var showsOwnImportance: Bool {
    if self.contentDescription != nil || text != nil || hint != nil { return true }
    // Read out once: each field read through the element copies them all.
    let p = extras.android
    if p.paneTitle != nil || p.heading == true { return true }
    if p.clickable == true || p.longClickable == true || p.focusable == true || p.screenReaderFocusable == true { return true }
    // Checkable and scrolling views are focusable or clickable in every Android widget; a capture
    // that leaves the flag out still shows what they are.
    if p.checkable == true || p.scrollable == true || p.liveRegion.isLive { return true }
    // A view that describes itself (a collection, an item, a role) does so from its delegate.
    return p.collectionInfo != nil || p.collectionItemInfo != nil || p.roleDescription != nil
  }
}
