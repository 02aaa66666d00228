import EarshotModel

/// A screen reader Earshot can be: how the command line and messages name it, the platform whose
/// documents it reads unless `--reader` says otherwise, and how it is made from a voice profile.
/// Each reader's target declares its kind; the command line lists them (`ScreenReaders.all`, in
/// `EarshotCLI`), and help, shell completions, `earshot voices` and the choice of a default follow.
public struct ScreenReaderKind: Hashable, Sendable, CustomStringConvertible {
  /// The name on the command line (`--reader voiceover`): lowercase and stable.
  public let id: String
  /// What it is called in messages ("VoiceOver").
  public let name: String
  /// The platform of the screens it reads unless `--reader` names another.
  public let platform: Platform
  /// One line for `earshot voices`.
  public let summary: String
  /// The reader speaking the language of `profile`: with its words (VoiceOver), or with the
  /// reader's own profile of that language.
  let make: @Sendable (VoiceProfile) throws(InputError) -> any ScreenReader
  /// What it took a stop to be, in its platform's terms, written as members of the stop's object
  /// in `transcript --format json` (VoiceOver: the traits; TalkBack: the node's class, its role
  /// and its checked state).
  public let writeFacts: @Sendable (Stop, inout JSONWriter) -> Void
  /// What it calls its reading controls, earcons, announcements' turns and keys, which every
  /// surface that shows a screen it heard uses.
  public let terms: ReaderTerms
  /// Why an element on screen that holds no stop is not one (the review page's picture says it
  /// of each): "not an accessibility element".
  public let notAStop: String

  public init(id: String, name: String, platform: Platform, summary: String, terms: ReaderTerms, notAStop: String,
              writeFacts: @escaping @Sendable (Stop, inout JSONWriter) -> Void,
              make: @escaping @Sendable (VoiceProfile) throws(InputError) -> any ScreenReader) {
    self.id = id
    self.name = name
    self.platform = platform
    self.summary = summary
    self.writeFacts = writeFacts
    self.terms = terms
    self.notAStop = notAStop
    self.make = make
  }

  /// The reader with the words of `profile` (or its own words in the profile's language).
  public func reader(for profile: VoiceProfile) throws(InputError) -> any ScreenReader { try make(profile) }

  public var description: String { id }

  public static func == (a: ScreenReaderKind, b: ScreenReaderKind) -> Bool { a.id == b.id }
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
