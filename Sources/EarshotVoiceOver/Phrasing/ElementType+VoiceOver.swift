import EarshotModel

/// What VoiceOver says of a control type that neither its traits nor its text say.
extension ElementType {
  /// A word of the type's own, said where "button" would be; a type with one is not also called
  /// "button" (`VoiceOverUnverified.popUpButtonDropsButton`).
  var voiceOverWord: Phrase? {
    switch self {
    // "0%, progress" (a MagentaA11y recording; `VoiceOverUnverified.progressViewSaysProgress`).
    case .progressView: return .progress
    // A picker wheel reads its row and "picker item, adjustable" (MagentaA11y time-picker recording).
    case .picker: return .pickerItem
    // "pop up button" and its hint (MagentaA11y dropdown recording).
    case .popUpButton: return .popUpButton
    default: return nil
    }
  }

  /// The hint VoiceOver gives the type after the pause, unless it is dimmed ("Double tap to
  /// activate the picker.").
  var voiceOverHint: Phrase? { self == .popUpButton ? .popUpButtonHint : nil }

  /// What VoiceOver says for the label of a type that reads its text or the reader's words
  /// (`ControlDescriptor.LabelSource.textOrReaderWords`) when it shows no text: an activity
  /// indicator's "In progress".
  var voiceOverLabel: Phrase? { self == .activityIndicator ? .inProgress : nil }
}
