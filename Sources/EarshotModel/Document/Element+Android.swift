/// An Android element's `AccessibilityNodeInfo` fields that do not change (`AndroidProperties`),
/// read and written as the element's own. The ones that change (content and state descriptions,
/// checked, selected, enabled) are `state` fields: `element.contentDescription`.
extension Element {
  /// Whether the element sets any of Android's fields.
  public var hasAndroidFields: Bool {
    state.android != nil || (!extras.isEmpty && extras.fields.androidStorage != nil)
  }

  /// An Android field that does not change, read and written as the element's own
  /// (`element.className` is `element.extras.fields.android.className`).
  @inlinable public subscript<T>(dynamicMember keyPath: WritableKeyPath<AndroidProperties, T>) -> T {
    get { extras.fields.android[keyPath: keyPath] }
    set { extras.fields.android[keyPath: keyPath] = newValue }
  }
}
