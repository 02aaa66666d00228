import EarshotModel

extension Element {
  /// `accessibilityRespondsToUserInteraction` as the document declares it. The screen document does
  /// not carry this field yet (it joins the element field table next); until then every element's
  /// value is inferred, as `UserInteraction.responds` documents.
  var respondsToUserInteraction: Bool? { nil }
}
