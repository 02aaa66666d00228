/// What a part of an utterance is. The order of the parts before the hint is a voice-profile
/// setting (`order`); the hint always comes last, after the hint pause.
public enum SegmentRole: String, CaseIndexed, Sendable {
  /// The label of a container, spoken when focus enters it ("Mini player").
  case containerLabel
  /// "Selected".
  case selected
  /// The headers of a data-table cell, read before it: each header cell's label and value.
  case tableHeaders
  case label
  /// High-importance custom content, spoken right after the label ("three years").
  case customContent
  case value
  /// Where a data-table cell is: "row header", "column header", "row 2", "column 3".
  case tableCell
  /// "dimmed" for `notEnabled`.
  case dimmed
  /// The type words: "button", "heading", "switch button, on", "text field, is editing"…
  case type
  /// The state VoiceOver speaks for a control: a switch's "on", "off" or "mixed" (or its own
  /// value) after "switch button"; "expanded" or "collapsed", which follows the label.
  case state
  /// Where the element sits in its series or container: "2 of 4" in segmented controls and tab
  /// bars, "list start" and "list end" in a list, "landmark" and "end" in a landmark.
  case position
  /// "More content available".
  case moreContent
  /// "Actions available".
  case actions
  case hint
  /// App-posted speech and what VoiceOver says on its own (rotor names, action names).
  case announcement
  case rotor
  case action

  /// The parts that make up the focus utterance before the hint, in iOS 17+ order
  /// (accessibilityupto11 day 37 and the MagentaA11y recordings: "Selected" comes first; docs/EVIDENCE.md).
  public static let defaultOrder: [SegmentRole] = [
    .containerLabel, .selected, .tableHeaders, .label, .customContent, .value, .tableCell, .dimmed, .type, .state, .position,
    .moreContent, .actions,
  ]
}
