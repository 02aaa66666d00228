import EarshotReview

/// The fixes VoiceOver's iOS rules write, in the terms of whoever carries them out.
extension FixAudience {
  /// The start of a fix that gives the element a label saying `what`.
  func setLabel(to what: String) -> String {
    switch self {
    case .screenDocument: return "Set \"label\" (accessibilityLabel) to \(what)"
    case .app: return "Set its accessibilityLabel to \(what)"
    case .voiceOverDesigner: return "In VoiceOver Designer, type a Label saying \(what)"
    }
  }

  /// A fix that gives an adjustable element the values it steps through.
  var giveAdjustableValues: String {
    switch self {
    case .screenDocument:
      return "Give it \"adjustable\": {\"values\": [...], \"index\": 0} or {\"min\", \"max\", \"step\", \"value\"}; in the app, implement accessibilityIncrement() and accessibilityDecrement() and update the value."
    case .app:
      return "Implement accessibilityIncrement() and accessibilityDecrement() so that each moves the value one step, and update accessibilityValue."
    case .voiceOverDesigner:
      return "In VoiceOver Designer, keep its Value on Adjustable, add each value it steps through with Add Value and choose the current one; the app then implements accessibilityIncrement() and accessibilityDecrement()."
    }
  }

  /// A fix that keeps two texts shown together as one element, `first` its label and `second` its value.
  func joinTexts(_ first: String, _ second: String) -> String {
    switch self {
    case .screenDocument, .app:
      return "Make \"\(first)\" and \"\(second)\" one element (label \"\(first)\", value \"\(second)\"), or set accessibilityElements on their container in task order."
    case .voiceOverDesigner:
      return "In VoiceOver Designer, make \"\(first)\" and \"\(second)\" one element (Label \"\(first)\", Value \"\(second)\"), or put the elements in task order in the navigator."
    }
  }
}
