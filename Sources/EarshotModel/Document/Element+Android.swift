/// An Android element's `AccessibilityNodeInfo` fields that do not change (`AndroidProperties`),
/// read and written as the element's own. The ones that change (content and state descriptions,
/// checked, selected, enabled) are `state` fields: `element.contentDescription`.
extension Element {
  /// Whether the element sets any of Android's fields.
  public var hasAndroidFields: Bool {
    state.android != nil || (!extras.isEmpty && extras.fields.androidStorage != nil)
  }

  /// `getClassName()`: what TalkBack takes the role from.
  @inlinable public var className: String? {
    get { extras.fields.android.className }
    set { extras.fields.android.className = newValue }
  }
  /// `getViewIdResourceName()`.
  @inlinable public var resourceId: String? {
    get { extras.fields.android.resourceId }
    set { extras.fields.android.resourceId = newValue }
  }
  /// `AccessibilityNodeInfoCompat.getRoleDescription()`.
  @inlinable public var roleDescription: String? {
    get { extras.fields.android.roleDescription }
    set { extras.fields.android.roleDescription = newValue }
  }
  @inlinable public var checkable: Bool? {
    get { extras.fields.android.checkable }
    set { extras.fields.android.checkable = newValue }
  }
  @inlinable public var heading: Bool? {
    get { extras.fields.android.heading }
    set { extras.fields.android.heading = newValue }
  }
  @inlinable public var paneTitle: String? {
    get { extras.fields.android.paneTitle }
    set { extras.fields.android.paneTitle = newValue }
  }
  @inlinable public var liveRegion: LiveRegion? {
    get { extras.fields.android.liveRegion }
    set { extras.fields.android.liveRegion = newValue }
  }
  @inlinable public var collectionInfo: CollectionInfo? {
    get { extras.fields.android.collectionInfo }
    set { extras.fields.android.collectionInfo = newValue }
  }
  @inlinable public var collectionItemInfo: CollectionItemInfo? {
    get { extras.fields.android.collectionItemInfo }
    set { extras.fields.android.collectionItemInfo = newValue }
  }
  @inlinable public var rangeInfo: RangeInfo? {
    get { extras.fields.android.rangeInfo }
    set { extras.fields.android.rangeInfo = newValue }
  }
  /// The id of the element this one is visited before (`getTraversalBefore()`).
  @inlinable public var traversalBefore: String? {
    get { extras.fields.android.traversalBefore }
    set { extras.fields.android.traversalBefore = newValue }
  }
  /// The id of the element this one is visited after (`getTraversalAfter()`).
  @inlinable public var traversalAfter: String? {
    get { extras.fields.android.traversalAfter }
    set { extras.fields.android.traversalAfter = newValue }
  }
  @inlinable public var screenReaderFocusable: Bool? {
    get { extras.fields.android.screenReaderFocusable }
    set { extras.fields.android.screenReaderFocusable = newValue }
  }
  @inlinable public var importantForAccessibility: Bool? {
    get { extras.fields.android.importantForAccessibility }
    set { extras.fields.android.importantForAccessibility = newValue }
  }
  @inlinable public var clickable: Bool? {
    get { extras.fields.android.clickable }
    set { extras.fields.android.clickable = newValue }
  }
  @inlinable public var longClickable: Bool? {
    get { extras.fields.android.longClickable }
    set { extras.fields.android.longClickable = newValue }
  }
  @inlinable public var focusable: Bool? {
    get { extras.fields.android.focusable }
    set { extras.fields.android.focusable = newValue }
  }
  @inlinable public var scrollable: Bool? {
    get { extras.fields.android.scrollable }
    set { extras.fields.android.scrollable = newValue }
  }
  @inlinable public var password: Bool? {
    get { extras.fields.android.password }
    set { extras.fields.android.password = newValue }
  }
  @inlinable public var editable: Bool? {
    get { extras.fields.android.editable }
    set { extras.fields.android.editable = newValue }
  }
  @inlinable public var error: String? {
    get { extras.fields.android.error }
    set { extras.fields.android.error = newValue }
  }
  /// The id of the element that labels this one (`getLabeledBy()`).
  @inlinable public var labeledBy: String? {
    get { extras.fields.android.labeledBy }
    set { extras.fields.android.labeledBy = newValue }
  }
}
