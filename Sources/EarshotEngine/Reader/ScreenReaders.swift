import EarshotModel

/// A screen reader Earshot can be: how the command line and messages name it, the platform whose
/// documents it reads unless `--reader` says otherwise, and how it is made from a voice profile.
/// Help, shell completions, `earshot voices` and the choice of a default follow `ScreenReaders.all`.
public struct ScreenReaderKind: Hashable, Sendable, CaseIterable, CustomStringConvertible {
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

  public init(id: String, name: String, platform: Platform, summary: String, terms: ReaderTerms = .voiceOver,
              writeFacts: @escaping @Sendable (Stop, inout JSONWriter) -> Void = ScreenReaderKind.writeTraits,
              make: @escaping @Sendable (VoiceProfile) throws(InputError) -> any ScreenReader) {
    self.id = id
    self.name = name
    self.platform = platform
    self.summary = summary
    self.writeFacts = writeFacts
    self.terms = terms
    self.make = make
  }

  /// A stop's traits, UIKit's names for what it is: `"traits": ["button", "selected"]`.
  @Sendable public static func writeTraits(_ stop: Stop, to writer: inout JSONWriter) {
    writer.key("traits")
    writer.strings(stop.element.traits.names)
  }

  /// The reader with the words of `profile` (or its own words in the profile's language).
  public func reader(for profile: VoiceProfile) throws(InputError) -> any ScreenReader { try make(profile) }

  public static var allCases: [ScreenReaderKind] { ScreenReaders.all }

  /// The reader with this command-line id.
  public init?(id: String) {
    guard let kind = ScreenReaders.all.first(where: { $0.id == id }) else { return nil }
    self = kind
  }

  public var description: String { id }

  public static func == (a: ScreenReaderKind, b: ScreenReaderKind) -> Bool { a.id == b.id }
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// Every screen reader, in the order help lists them; the first is the default for a document
/// that names no platform.
public enum ScreenReaders {
  public static let all: [ScreenReaderKind] = [.voiceOver, .talkBack]

  /// The reader of screens of `platform`; the first reader when none is named or none reads it.
  public static func reader(forPlatform platform: Platform?) -> ScreenReaderKind {
    platform.flatMap { p in all.first { $0.platform == p } } ?? all[0]
  }
}

extension ScreenReaderKind {
  /// VoiceOver on iOS, with the words of the voice profile chosen.
  public static let voiceOver = ScreenReaderKind(
    id: "voiceover", name: "VoiceOver", platform: .ios,
    summary: "VoiceOver on iOS 17 and later, in the words of the voice profile chosen (default for iOS screens)",
    make: { profile throws(InputError) in VoiceOver(profile: profile.words) })
}
