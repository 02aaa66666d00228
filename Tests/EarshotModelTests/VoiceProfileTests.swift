import EarshotModel
import EarshotTestSupport
import Foundation
import Testing

/// Every phrase comes from a profile; the shipped ones are complete and build in.
@Suite struct VoiceProfileTests {
  static let shipped = ["de-DE", "en-GB", "en-US", "en-US-legacy", "ru-RU"]

  @Test func shippedProfilesAreBuiltIn() {
    #expect(VoiceCatalog.builtIn().names == Self.shipped)
  }

  /// The phrase keys are the built-in en-US profile's (VoiceOver's tests check they are its vocabulary).
  @Test(arguments: shipped) func everyProfileHasEveryPhraseAndNoOther(name: String) throws {
    let profile = Fixture.profile(name).words
    #expect(VoiceProfileReader.phraseKeys.count > 50)
    #expect(Set(profile.phrases.keys) == Set(VoiceProfileReader.phraseKeys))
    for (key, text) in profile.phrases { #expect(!text.isEmpty, "\(name) \(key) is empty") }
  }

  @Test func builtInCopiesMatchTheVoicesFolder() throws {
    let builtIn = VoiceCatalog.builtIn()
    var folder = VoiceCatalog()
    try folder.add(directory: Repository.path("Voices"))
    for name in Self.shipped {
      #expect(try builtIn.profile(named: name) == folder.profile(named: name))
    }
  }

  @Test func extendsOverridesOnlyWhatItNames() {
    let base = Fixture.profile("en-US").words, legacy = Fixture.profile("en-US-legacy").words
    #expect(legacy.phrases["trait.selected"] == "selected" && legacy.phrases["trait.button"] == base.phrases["trait.button"])
    #expect(legacy.order.firstIndex(of: .selected)! > legacy.order.firstIndex(of: .label)!)
    #expect(Fixture.voice("en-GB").espeakVoice == "en-gb")
  }

  /// A profile file holds a voice and a screen reader's words, read apart: the legacy profile
  /// changes only the words, a faster one only the voice.
  @Test func voiceAndWordsAreReadApart() throws {
    var legacy = Fixture.voice("en-US-legacy")
    legacy.name = "en-US"
    legacy.summary = Fixture.voice().summary
    #expect(legacy == Fixture.voice())
    var catalog = VoiceCatalog.builtIn()
    try catalog.add(directory: Repository.path("samples/voices"))
    let brisk = try catalog.profile(named: "en-US-brisk")
    #expect(brisk.voice.rate == 300 && brisk.voice.espeakVoice == Fixture.voice().espeakVoice)
    var words = brisk.words
    words.name = "en-US"
    #expect(words == Fixture.profile().words)
  }

  @Test func missingVoiceListsTheOnesThatExist() {
    do {
      _ = try VoiceCatalog.builtIn().profile(named: "en-UK")
      Issue.record("found a voice that does not exist")
    } catch {
      #expect(error.description.contains("no voice profile named \"en-UK\""))
      #expect(error.description.contains("en-GB, en-US"))
    }
  }

  func catalog(_ files: [String: String]) throws -> VoiceCatalog {
    var catalog = VoiceCatalog.builtIn()
    let dir = NSTemporaryDirectory() + "earshot-voices-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    for (name, text) in files { try text.write(toFile: dir + "/\(name).json", atomically: true, encoding: .utf8) }
    try catalog.add(directory: dir)
    return catalog
  }

  @Test func unknownPhraseKeyIsAnError() throws {
    let catalog = try catalog(["xx": #"{"language": "xx", "espeak": {"voice": "en"}, "phrases": {"trait.button": "b", "trait.butto": "c"}}"#])
    do throws(InputError) {
      _ = try catalog.profile(named: "xx")
      Issue.record("a profile with an unknown phrase key loaded")
    } catch {
      #expect(error.description.contains("phrases.trait.butto: unknown phrase key"))
    }
  }

  /// A profile written before a phrase or a part existed keeps working: it takes them from the
  /// built-in profile of its language and says so.
  @Test func missingPhrasesAndPartsComeFromTheBuiltInProfileOfTheLanguage() throws {
    let base = Fixture.profile("de-DE").words
    var phrases = base.phrases
    phrases["state.mixed"] = nil
    phrases["trait.button"] = "Knopf"
    let order = base.order.filter { $0 != .state }.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
    let table = phrases.keys.sorted().map { "\"\($0)\": \"\(phrases[$0]!)\"" }.joined(separator: ", ")
    let catalog = try catalog(["mine": #"{"language": "de-AT", "espeak": {"voice": "de"}, "order": [\#(order)], "phrases": {\#(table)}}"#])
    let result = try catalog.read(named: "mine")
    #expect(result.profile.words.phrases["state.mixed"] == base.phrases["state.mixed"] && result.profile.words.phrases["trait.button"] == "Knopf")
    #expect(result.profile.words.order == base.order)
    #expect(result.warnings.map(\.place) == ["order", "phrases"])
    #expect(result.warnings[1].description.contains("missing state.mixed; taken from the built-in de-DE profile"))
  }

  /// A reader looks a profile's words up by its own keys, once made into its `ReaderProfile`.
  enum Key: String, ReaderVocabulary {
    case button = "trait.button"
    case position = "context.position"
  }

  @Test func phrasesFillPositionalPlaceholders() {
    #expect(ReaderProfile<Key>(Fixture.profile().words).phrase(.position, "2", "4") == "2 of 4")
    #expect(ReaderProfile<Key>(Fixture.profile("ru-RU").words).phrase(.position, "2", "4") == "2 из 4")
  }

  @Test func placeholdersLeaveOtherBracesAlone() {
    var profile = ReaderProfile<Key>(Fixture.profile().words)
    profile.phrases["context.position"] = "{2} total, {1} here, {x} {9}"
    #expect(profile.phrase(.position, "2", "4") == "4 total, 2 here, {x} {9}" && profile.phrase(.button) == "button")
  }
}

@Suite struct VoiceCatalogTests {
  /// A profile in a voices folder is read as every input is (`InputFile`): an image named `.json`
  /// is refused as what it is, before any parsing.
  @Test func aVoicesFolderIsReadAsEveryInputIs() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-voices-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D]).write(to: folder.appendingPathComponent("odd.json"))
    do {
      _ = try VoiceCatalog.standard(directory: folder.path)
      Issue.record("an image was read as a voice profile")
    } catch {
      #expect(error.description.contains("odd.json: is a PNG image, not a voice profile Earshot reads"), "\(error)")
    }
  }
}
