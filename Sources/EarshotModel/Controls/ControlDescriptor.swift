/// Everything Earshot knows about one standard control, in one place (plain values only, so reading
/// one costs no reference counting: ordering and phrasing read it for every element): what UIKit gives it by
/// default and how a screen reader and a session treat it, in no reader's words (each reader says
/// the words of its own: VoiceOver's `ElementType.voiceOverWord`). Explicit fields in a document always win.
///
/// Resolution, ordering, sessions, phrasing, the audit rules and the importers read a type's
/// descriptor (`ElementType.descriptor`) instead of listing types of their own.
public struct ControlDescriptor: Sendable {
  /// Whether the control is an accessibility element unless the document says.
  public enum ElementDefault: Sendable {
    case always, never
    /// Only with a label (UIImageView).
    case whenLabeled
  }

  /// Where the spoken label comes from when the document gives none.
  public enum LabelSource: Sendable {
    /// The visible text.
    case text
    /// The visible text, else the image's symbol or asset name in words (UIButton).
    case textOrImageName
    /// The image's name in words only (an unlabeled image made an element).
    case imageName
    /// The visible text, else the screen reader's own words for the type (VoiceOver's "In
    /// progress" for an activity indicator).
    case textOrReaderWords
    /// None: the text is the value (text entry).
    case none
  }

  /// How the value is spoken when the document gives none.
  public enum ValueForm: Sendable, Equatable {
    /// An adjustable's position as a number (or through its `format`).
    case number
    /// An adjustable's position as a percentage of its range (UISlider, UIProgressView).
    case percent
    /// "Page 2 of 11" (UIPageControl).
    case page
    /// The visible text is what was typed.
    case typedText
    /// What was typed, which VoiceOver does not read (`VoiceOverUnverified.secureTextIsSilent`).
    case secureText
    /// On or off, from `on` (UISwitch; a capture's 1 or 0).
    case onOff
  }

  /// What a double tap does besides the element's own `onActivate`.
  public enum Activation: Sendable {
    /// What the traits promise: a toggle button that is a button toggles, text entry starts editing.
    case byTraits
    /// Flips on and off whatever the traits say (UISwitch).
    case toggle
  }

  /// What swiping up or down does.
  public enum Adjustment: Sendable {
    /// Moves the element's own `adjustable` values when it has the adjustable trait; a custom
    /// control without values moves nothing.
    case byTraits
    /// UIKit moves the value itself (UISlider, UIPageControl).
    case builtIn
    /// A container of Decrement and Increment buttons, made up when the document writes none, that
    /// move the control's value (UIStepper).
    case buttons
  }

  /// What the control is to a reviewer: something to read, to operate, a container or an indicator.
  public enum Category: Sendable {
    /// Content with no control behaviour of its own (a view, a label, an image, a cell).
    case content
    case control
    case container
    /// Shows progress or activity.
    case indicator
  }

  public var element: ElementDefault
  /// The traits the control carries by default; explicit `traits` replace them, as in UIKit.
  public var traits: TraitSet
  /// The trait its identity rests on: explicit `traits` that leave it out get a warning.
  public var identifyingTrait: Trait?
  public var label: LabelSource
  public var value: ValueForm
  /// Whether its children are the members of a series read with their position ("2 of 4").
  public var series: SeriesKind?
  public var activation: Activation
  public var adjustment: Adjustment
  /// The container it forms for VoiceOver, if any.
  public var container: ContainerKind?
  /// Whether it reads its children as one element unless `combine` says otherwise (a cell).
  public var combinesChildren: Bool
  public var category: Category

  public init(element: ElementDefault = .always, traits: TraitSet = [], identifyingTrait: Trait? = nil,
              label: LabelSource = .text, value: ValueForm = .number, series: SeriesKind? = nil,
              activation: Activation = .byTraits, adjustment: Adjustment = .byTraits, container: ContainerKind? = nil,
              combinesChildren: Bool = false, category: Category) {
    self.element = element
    self.traits = traits
    self.identifyingTrait = identifyingTrait
    self.label = label
    self.value = value
    self.series = series
    self.activation = activation
    self.adjustment = adjustment
    self.container = container
    self.combinesChildren = combinesChildren
    self.category = category
  }

  /// Whether the control is an accessibility element by default.
  public func isElement(hasLabel: Bool) -> Bool {
    switch element {
    case .always: return true
    case .never: return false
    case .whenLabeled: return hasLabel
    }
  }
}

/// A control whose children are read with their position: segments ("button, 2 of 3") or tabs ("tab, 2 of 4").
public enum SeriesKind: String, Sendable, Hashable {
  case segment, tab
}
