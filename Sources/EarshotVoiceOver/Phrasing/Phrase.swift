import EarshotModel

/// Every word or sentence VoiceOver adds: VoiceOver's vocabulary, the keys of the phrase table of
/// a voice profile (`Voices/*.json`), which VoiceOver looks its words up by (`VoiceOver.make`
/// turns a voice profile's words into a `ReaderProfile<Phrase>` once).
///
/// Placeholders are positional: `{1}`, `{2}`. A test checks that these are the keys of the
/// built-in en-US profile, which every voice profile is read against, and that every shipped
/// profile has each and nothing else, so adding a key means adding it to each `Voices/*.json`.
public enum Phrase: String, ReaderVocabulary {
  case selected = "trait.selected"
  case dimmed = "trait.dimmed"
  case button = "trait.button"
  case backButton = "trait.backButton"
  case switchButton = "trait.switchButton"
  case tab = "trait.tab"
  case textField = "trait.textField"
  case secureTextField = "trait.secureTextField"
  case isEditing = "trait.isEditing"
  case heading = "trait.heading"
  case link = "trait.link"
  case adjustable = "trait.adjustable"
  case image = "trait.image"
  case searchField = "trait.searchField"
  /// `{1}` the level, 1 to 6, said instead of "heading" when the document gives one.
  case headingLevel = "trait.headingLevel"
  /// A picker wheel's row.
  case pickerItem = "trait.pickerItem"
  /// A button whose primary action shows a menu.
  case popUpButton = "trait.popUpButton"
  /// UIProgressView.
  case progress = "trait.progress"

  case on = "state.on"
  case off = "state.off"
  case mixed = "state.mixed"
  case expanded = "state.expanded"
  case collapsed = "state.collapsed"
  /// Where a text field being edited has its insertion point.
  case insertionPointStart = "state.insertionPointStart"
  case insertionPointEnd = "state.insertionPointEnd"

  /// `{1}` the element's position, `{2}` the count.
  case position = "context.position"
  /// The first and last element of a list container.
  case listStart = "context.listStart"
  case listEnd = "context.listEnd"
  /// The first and last element of a landmark container.
  case landmarkStart = "context.landmarkStart"
  case landmarkEnd = "context.landmarkEnd"
  /// A data-table cell that heads its row or its column.
  case rowHeader = "context.rowHeader"
  case columnHeader = "context.columnHeader"
  /// `{1}` a data-table cell's row, 1-based.
  case row = "context.row"
  /// `{1}` a data-table cell's column, 1-based.
  case column = "context.column"
  /// `{1}` how many rows a data-table cell spans (more than one), for a count CLDR calls "other";
  /// the keys ending `.one`, `.few` and `.many` are the other plural forms (`Phrase.rowSpans`).
  case rowSpan = "context.rowSpan"
  case rowSpanOne = "context.rowSpan.one"
  case rowSpanFew = "context.rowSpan.few"
  case rowSpanMany = "context.rowSpan.many"
  /// `{1}` how many columns a data-table cell spans (more than one), in each plural form.
  case columnSpan = "context.columnSpan"
  case columnSpanOne = "context.columnSpan.one"
  case columnSpanFew = "context.columnSpan.few"
  case columnSpanMany = "context.columnSpan.many"
  case moreContent = "context.moreContent"
  case actionsAvailable = "context.actions"
  /// Spoken on entering a tab bar that has no label of its own.
  case tabBar = "context.tabBar"
  /// Spoken after an alert's title when focus enters it.
  case alert = "context.alert"

  case adjustableHint = "hint.adjustable"
  case switchHint = "hint.switch"
  case textEntryHint = "hint.textEntry"
  case textEditingHint = "hint.textEditing"
  /// Multi-line text entry (UITextView, SwiftUI's TextEditor), not being edited.
  case textAreaHint = "hint.textArea"
  case popUpButtonHint = "hint.popUpButton"
  case expandHint = "hint.expand"
  case collapseHint = "hint.collapse"
  case customActionsHint = "hint.customActions"
  case directInteractionHint = "hint.directInteraction"
  /// The hint of a direct-touch element when Direct Touch is not yet allowed for the app.
  case directTouchRotorHint = "hint.directTouchRotor"

  /// `{1}` a whole-number percentage.
  case percent = "value.percent"
  /// `{1}` the page, `{2}` the page count.
  case page = "value.page"
  /// `{1}` a tab's number badge (UITabBarItem's `badgeValue`), "3 items", in each plural form.
  case badgeCount = "value.badgeCount"
  case badgeCountOne = "value.badgeCount.one"
  case badgeCountFew = "value.badgeCount.few"
  case badgeCountMany = "value.badgeCount.many"

  case inProgress = "label.inProgress"
  case decrement = "label.decrement"
  case increment = "label.increment"
  /// The word a navigation back button is titled with by default; VoiceOver does not say it twice.
  case back = "label.back"
  /// What an unlabelled direct-touch element is called.
  case directTouchArea = "label.directTouchArea"

  case headingsRotor = "rotor.headings"
  case linksRotor = "rotor.links"
  case formControlsRotor = "rotor.formControls"
  case containersRotor = "rotor.containers"
  case actionsRotor = "rotor.actions"
  /// The last item of the Actions rotor: the element's own activation.
  case activateAction = "action.activate"
}

extension Phrase {
  /// The count phrases, one key per plural category; the key without a suffix is "other", so a
  /// profile written before plural forms keeps its words for every count but the forms it lacks.
  public static let badgeCounts = PluralForms<Phrase>(one: .badgeCountOne, few: .badgeCountFew, many: .badgeCountMany, other: .badgeCount)
  public static let rowSpans = PluralForms<Phrase>(one: .rowSpanOne, few: .rowSpanFew, many: .rowSpanMany, other: .rowSpan)
  public static let columnSpans = PluralForms<Phrase>(one: .columnSpanOne, few: .columnSpanFew, many: .columnSpanMany, other: .columnSpan)
}
