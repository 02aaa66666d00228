/// Every word or sentence VoiceOver adds, as a key of a voice profile's phrase table.
///
/// Placeholders are positional: `{1}`, `{2}`. A test checks that every shipped profile has every
/// key here and nothing else, so adding a key means adding it to each `Voices/*.json`.
public enum Phrase: String, CaseIterable, Sendable {
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

  case on = "state.on"
  case off = "state.off"
  case mixed = "state.mixed"

  /// `{1}` the element's position, `{2}` the count.
  case position = "context.position"
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
  case customActionsHint = "hint.customActions"
  case directInteractionHint = "hint.directInteraction"

  /// `{1}` a whole-number percentage.
  case percent = "value.percent"
  /// `{1}` the page, `{2}` the page count.
  case page = "value.page"

  case inProgress = "label.inProgress"
  case decrement = "label.decrement"
  case increment = "label.increment"
  /// The word a navigation back button is titled with by default; VoiceOver does not say it twice.
  case back = "label.back"

  case headingsRotor = "rotor.headings"
  case linksRotor = "rotor.links"
  case formControlsRotor = "rotor.formControls"
  case containersRotor = "rotor.containers"
  case actionsRotor = "rotor.actions"
  /// The last item of the Actions rotor: the element's own activation.
  case activateAction = "action.activate"

  /// The phrase's position in `allCases`.
  public var index: Int {
    switch self {
    case .selected: 0
    case .dimmed: 1
    case .button: 2
    case .backButton: 3
    case .switchButton: 4
    case .tab: 5
    case .textField: 6
    case .secureTextField: 7
    case .isEditing: 8
    case .heading: 9
    case .link: 10
    case .adjustable: 11
    case .image: 12
    case .searchField: 13
    case .on: 14
    case .off: 15
    case .mixed: 16
    case .position: 17
    case .moreContent: 18
    case .actionsAvailable: 19
    case .tabBar: 20
    case .alert: 21
    case .adjustableHint: 22
    case .switchHint: 23
    case .textEntryHint: 24
    case .textEditingHint: 25
    case .customActionsHint: 26
    case .directInteractionHint: 27
    case .percent: 28
    case .page: 29
    case .inProgress: 30
    case .decrement: 31
    case .increment: 32
    case .back: 33
    case .headingsRotor: 34
    case .linksRotor: 35
    case .formControlsRotor: 36
    case .containersRotor: 37
    case .actionsRotor: 38
    case .activateAction: 39
    }
  }
}
