/// Which platform's accessibility API a screen is written in, and what differs between platforms,
/// described once per platform: the code that reads, draws, audits or counts a screen asks its
/// platform's description, never which platform it is, so a platform is added by describing it
/// here (and giving it a screen reader, whose kind names the platform it reads). A screen document
/// is iOS unless it says `"platform": "android"`.
public struct Platform: Sendable, Hashable, RawRepresentable, CaseIterable, CustomStringConvertible {
  /// How documents name it (`"platform": "android"`).
  public let rawValue: String
  /// What it is called in messages ("Android").
  public let name: String
  /// Whose accessibility API its screens are written in, as messages say it ("iOS's accessibility
  /// API (UIKit)").
  public let api: String
  /// The screen reader its screens are written for, by name, for the model's own messages (the
  /// readers themselves are listed by the command line).
  public let readerName: String
  /// What its frames are measured in.
  public let units: Units
  /// Its own members of the screen document, as a warning about another platform's members on one
  /// of its screens names them ("label, value and traits").
  public let ownFields: String
  /// What the review page shows as what an element is.
  public let kindShown: KindShown
  /// What `reach` leaves out on its screens, beside the screen reader; nil: every technology
  /// `reach` knows is worked out.
  public let reachLeftOut: ReachLeftOut?
  /// Whether an empty text field's `hint` is its name, as Android's is (TalkBack says an empty
  /// field's hint text in its place; VoiceOver says a hint after a pause), so a capture that records
  /// no hints cannot show whether such a field has a name.
  public let hintNamesEmptyField: Bool
  /// Whether a label span's language and speech are read on its screens; where not, only a span's
  /// link is (an Android node's text spans, reached with TalkBack's Links reading control).
  public let spanSpeechRead: Bool

  /// How a platform's frames are measured.
  public enum Units: Sendable {
    /// Points, as UIKit lays out: drawn as they are, a screenshot scaled by its device's scale.
    case points
    /// Pixels, measured in density-independent pixels (dp) by the screen's `density`, as Android's
    /// `AccessibilityNodeInfo.getBoundsInScreen` gives them; a density given on the command line
    /// is the screen's.
    case pixels

    /// The unit the review page gives a frame in ("pt", "dp").
    public var shown: String { self == .points ? "pt" : "dp" }
  }

  /// What the review page shows beside a stop as what its element is.
  public enum KindShown: Sendable {
    /// Its traits (UIKit's `accessibilityTraits`).
    case traits
    /// Its class (`className`), which an Android node's role is taken from.
    case className
  }

  /// What a platform's own switch and voice technologies are called, which `reach` does not model
  /// on its screens (it models Apple's; keyboards are left out with them).
  public struct ReachLeftOut: Sendable {
    /// "Switch Access".
    public let switchTechnology: String
    /// "Voice Access".
    public let voiceTechnology: String

    public init(switchTechnology: String, voiceTechnology: String) {
      self.switchTechnology = switchTechnology
      self.voiceTechnology = voiceTechnology
    }
  }

  public init(rawValue: String, name: String, api: String, readerName: String, units: Units, ownFields: String,
              kindShown: KindShown, reachLeftOut: ReachLeftOut?, hintNamesEmptyField: Bool = false, spanSpeechRead: Bool = true) {
    self.rawValue = rawValue
    self.name = name
    self.api = api
    self.readerName = readerName
    self.units = units
    self.ownFields = ownFields
    self.kindShown = kindShown
    self.reachLeftOut = reachLeftOut
    self.hintNamesEmptyField = hintNamesEmptyField
    self.spanSpeechRead = spanSpeechRead
  }

  /// iOS: UIKit's accessibility, read by VoiceOver, in points.
  public static let ios = Platform(
    rawValue: "ios", name: "iOS", api: "iOS's accessibility API (UIKit)", readerName: "VoiceOver", units: .points,
    ownFields: "label, value and traits", kindShown: .traits, reachLeftOut: nil)

  /// Android: `AccessibilityNodeInfo`, read by TalkBack, in pixels. reach models Apple's
  /// technologies only.
  public static let android = Platform(
    rawValue: "android", name: "Android", api: "Android's accessibility API (AccessibilityNodeInfo)", readerName: "TalkBack",
    units: .pixels, ownFields: "contentDescription, stateDescription, className, checked…", kindShown: .className,
    reachLeftOut: ReachLeftOut(switchTechnology: "Switch Access", voiceTechnology: "Voice Access"), hintNamesEmptyField: true,
    spanSpeechRead: false)

  /// Every platform a document may name, the platform of a document that names none first.
  public static let allCases: [Platform] = [.ios, .android]

  /// The platform of a document that names none.
  public static var unnamed: Platform { allCases[0] }

  public init?(rawValue: String) {
    guard let known = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
    self = known
  }

  public var description: String { rawValue }

  public static func == (a: Platform, b: Platform) -> Bool { a.rawValue == b.rawValue }
  public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
}
