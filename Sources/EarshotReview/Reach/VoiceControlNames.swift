import EarshotEngine
import EarshotModel

/// The names Voice Control knows an element by, and whether saying what is on screen works.
///
/// An element's names are its input labels (`accessibilityUserInputLabels`), else its label; the
/// first is what "Show names" shows (Apple: `accessibilityInputLabels(_:)`, used by Voice Control
/// and Full Keyboard Access, falling back to the label). A person says what they see, so a control
/// whose visible text is in none of its names cannot be operated by saying it: WCAG 2.5.3, Label in
/// Name.
public enum VoiceControlNames {
  /// The element's names at stop `i`, most important first; empty when it has none.
  public static func names(of i: Int, in screen: ReachScreen) -> [String] {
    // Read in place: taking the element out of its entry copies all of it, for each of reach's
    // several reads of every element's names.
    let (inputLabels, label) = screen.entries.withUnsafeBufferPointer { ($0[i].stop.element.inputLabels, $0[i].stop.element.label) }
    var inputs: [String] = []
    for input in inputLabels {
      let trimmed = input.trimmingWhitespace
      if !trimmed.isEmpty { inputs.append(trimmed) }
    }
    if !inputs.isEmpty { return inputs }
    if let label = label?.trimmingWhitespace, !label.isEmpty { return [label] }
    return []
  }

  /// Text as Voice Control matches it: case, punctuation and runs of spaces do not matter.
  static func normalized(_ text: String) -> String {
    if let ascii = normalizedASCII(text) { return ascii }
    var out = ""
    var space = false
    for c in text.lowercased() {
      if c.isLetter || c.isNumber {
        if space, !out.isEmpty { out.append(" ") }
        out.append(c)
        space = false
      } else {
        space = true
      }
    }
    return out
  }

  /// `normalized` of ASCII text byte by byte (nil for other text): the same result, without looking
  /// up each character's Unicode properties, which cost more than the rest of reach on a large screen.
  private static func normalizedASCII(_ text: String) -> String? {
    var text = text
    return text.withUTF8 { bytes -> String? in
      guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
      return String(unsafeUninitializedCapacity: bytes.count) { out in
        var n = 0, space = false
        for var b in bytes {
          if b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z") { b |= 0x20 }
          if (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) {
            if space, n > 0 {
              out[n] = UInt8(ascii: " ")
              n += 1
            }
            out[n] = b
            n += 1
            space = false
          } else {
            space = true
          }
        }
        return n
      }
    }
  }

  /// How many words a text has as Voice Control matches it, given `normalized`.
  static func words(inNormalized normal: String) -> Int {
    var normal = normal
    // ASCII, a word is a run of bytes other than a space, as `split` finds it by characters (which
    // costs several thousand instructions a name).
    let ascii = normal.withUTF8 { bytes -> Int? in
      guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
      var count = 0, previous = UInt8(ascii: " ")
      for b in bytes {
        if b != UInt8(ascii: " "), previous == UInt8(ascii: " ") { count += 1 }
        previous = b
      }
      return count
    }
    return ascii ?? normal.split(separator: " ").count
  }

  /// Whether `name` contains `visible` as whole words (WCAG 2.5.3: the name contains the visible label).
  static func contains(_ name: String, _ visible: String) -> Bool {
    let n = " " + normalized(name) + " "
    let v = normalized(visible)
    return !v.isEmpty && n.contains(" " + v + " ")
  }

  /// Whether the visible text at stop `i` is in one of its names; nil when it shows no text.
  public static func labelInName(_ i: Int, in screen: ReachScreen) -> Bool? {
    guard let visible = screen.visibleText(i) else { return nil }
    return names(of: i, in: screen).contains { contains($0, visible) }
  }
}

/// Voice Control's costs: spoken commands. "Tap NAME" is one command when NAME is one of the
/// element's names and no other element answers to it; duplicates need a number as well; an element
/// whose name is not on screen must first be found with "Show names", one with no name or a name too
/// long to say with "Show numbers"; a view only a tap reaches, with the grid. The Overlay setting
/// keeps names, numbers or the grid on screen, which saves the "Show" command.
struct VoiceControlReach {
  let screen: ReachScreen
  let settings: VoiceControlSettings
  /// What the cost reads of each operable stop's names, indexed by stop (nil: not operable).
  let namings: [Naming?]
  /// How many elements Voice Control can operate answer to each normalized name, by the name's
  /// number (`NameCounts`).
  let nameCounts: [Int]

  /// An operable stop's names as its cost reads them, worked out once with the counts: looked up
  /// and normalized again for each cost, they cost more than the rest of it.
  struct Naming {
    /// Its number in the "Show numbers" overlay.
    var number: Int
    /// What the person says to name it: the text it shows, when one of its names contains it, else
    /// its first name; nil when it has none.
    var said: String?
    /// Whether `said` is the text it shows.
    var saysVisible: Bool
    /// How many words `said` has as Voice Control matches it, and its normalized form's number.
    var words: Int
    var key: Int
  }

  init(_ screen: ReachScreen, settings: VoiceControlSettings = .default) {
    self.screen = screen
    self.settings = settings
    var counts = NameCounts(capacity: screen.entries.count)
    var namings: [Naming?] = Array(repeating: nil, count: screen.entries.count)
    var operable = 0
    for i in screen.entries.indices where screen.responds[i] {
      operable += 1
      // An element answers to each of its names, and to the text it shows when a name contains it
      // (WCAG 2.5.3's point: saying the visible text works), so two "Add" buttons named "Add jasmine
      // tea to cart" and "Add oolong tea to cart" both answer to "Add".
      let names = VoiceControlNames.names(of: i, in: screen)
      var keys = names.map(VoiceControlNames.normalized)
      var naming = Naming(number: operable, said: names.first, saysVisible: false, words: 0, key: -1)
      if let visible = screen.visibleText(i, orInside: true), names.contains(where: { VoiceControlNames.contains($0, visible) }) {
        keys.append(VoiceControlNames.normalized(visible))
        naming.said = visible
        naming.saysVisible = true
      }
      // The said name's normalized form is the last key when it is the visible text, else the first.
      let k = naming.saysVisible ? keys.count - 1 : 0
      naming.key = counts.count(keys, numberOf: k)
      if naming.said != nil { naming.words = VoiceControlNames.words(inNormalized: keys[k]) }
      namings[i] = naming
    }
    nameCounts = counts.counts
    self.namings = namings
  }

  func cost(of target: ReachTarget) -> ReachCost {
    var cost: ReachCost
    switch target.kind {
    case .touchOnly:
      cost = .unreachable("the tap is on a view that is not an accessibility element: Voice Control shows no name or number for it, only the grid can tap it; make the view an element with the button trait and a label")
    case .element(let stop):
      cost = self.cost(stop: stop, action: nil)
    case .action(let stop, _, let name):
      cost = self.cost(stop: stop, action: name)
    }
    if !cost.reachable { cost.pointing = PointingReach.voiceControl(target, in: screen, settings: settings) }
    return cost
  }

  private func cost(stop: Int, action: String?) -> ReachCost {
    guard let naming = namings[stop] else {
      if screen.declared[stop] == false {
        return .unreachable("it is marked respondsToUserInteraction false, so Voice Control offers no name or number for it")
      }
      return .unreachable("it has no trait, action or activation that says it can be operated, so Voice Control offers no name or number for it; give it the button trait")
    }
    if action == nil, screen.isDimmed(stop) { return .unreachable("it is dimmed (notEnabled)") }
    let showNames = "\u{201C}Show names\u{201D}", showNumbers = "\u{201C}Show numbers\u{201D}"
    // What the person says to name the element, what they must do first, and why.
    var before: [String] = []
    var note = ""
    var said = naming.said
    if !naming.saysVisible, let name = said {
      if let visible = screen.visibleText(stop, orInside: true) {
        // WCAG 2.5.3: saying what is on screen does nothing.
        before = [showNames]
        note = "saying \u{201C}\(visible)\u{201D} does nothing, as its name \u{201C}\(name)\u{201D} does not contain the text on screen (WCAG 2.5.3): "
      } else if screen.showsOnlyAnImage(stop) {
        before = [showNames]
        note = "its name is not on screen: "
      }
      // Otherwise its label is taken as what is drawn (ReachUnverified.voiceControlLabelIsVisibleWithoutText).
    }
    // A name too long to say comfortably is left for numbers (ReachUnverified.longNameWords).
    if let name = said, naming.words > settings.longNameWords {
      note = "its name \u{201C}\(name)\u{201D} is too long to say comfortably (more than \(settings.longNameWords) words; a shorter accessibilityUserInputLabels name would do): "
      said = nil
      before = []
    } else if said == nil {
      note = "it has no name: "
    }
    // The overlay keeps names or numbers on screen.
    if settings.overlay == .itemNames, before == [showNames] { before = [] }
    let byNumber = said == nil || settings.overlay == .itemNumbers
    if byNumber {
      if settings.overlay == .itemNumbers { note = "" }
      before = settings.overlay == .itemNumbers ? [] : [showNumbers]
    }
    let spoken = byNumber ? String(naming.number) : said!
    let matches = byNumber ? 1 : nameCounts[naming.key]
    // The note, then the commands one after another, made as bytes: a string's append of words
    // with curly quotes costs hundreds of instructions, and every control has a route.
    let how = UTF8Bytes(capacity: 128)
    func add(_ literal: StaticString) { how.append(literal) }
    var commands = 0
    func command(_ write: () -> Void) {
      if commands > 0 { add(", then ") }
      write()
      commands += 1
    }
    how.append(note)
    for b in before { command { how.append(b) } }
    command {
      add(action == nil ? "\u{201C}Tap " : "\u{201C}Show actions for ")
      how.append(spoken)
      add("\u{201D}")
    }
    if matches > 1 {
      command {
        add("its number (")
        how.append(matches)
        add(" elements answer to \u{201C}")
        how.append(spoken)
        add("\u{201D})")
      }
    }
    if let action {
      command {
        add("\u{201C}")
        how.append(action)
        add("\u{201D}")
      }
    }
    let way = byNumber ? "by number" : matches > 1 ? "by name and number" : "by name"
    return ReachCost(reachable: true, steps: commands, how: how.string, route: way)
  }
}

/// How many elements answer to each normalized name, the names numbered as they are first seen:
/// a stop keeps its names' numbers, and its cost reads the count without hashing the name again.
struct NameCounts {
  private var numbers: [String: Int] = [:]
  /// By a name's number, how many elements answer to it.
  private(set) var counts: [Int] = []

  init(capacity: Int) { numbers.reserveCapacity(capacity) }

  /// Counts one more element answering to each of `keys` (normalized names; a name it has twice is
  /// counted once), and returns the number of `keys[k]` (-1 when there are no keys).
  mutating func count(_ keys: [String], numberOf k: Int) -> Int {
    guard keys.count > 1 else {
      // Most elements have one name: no array of numbers made for it.
      guard let key = keys.first else { return -1 }
      let n = number(key)
      counts[n] += 1
      return n
    }
    let numbered = keys.map { number($0) }
    // An element's few names compared in place: a set for each element of a large screen cost
    // more than counting its names.
    if numbered.count <= 8 {
      for (i, n) in numbered.enumerated() where !numbered[..<i].contains(n) { counts[n] += 1 }
    } else {
      for n in Set(numbered) { counts[n] += 1 }
    }
    return numbered[k]
  }

  /// The number of `key`, a new one when it is first seen: one look-up, through the table's
  /// entry for it made with the next number when it has none.
  private mutating func number(_ key: String) -> Int {
    let next = counts.count
    let n = Self.read(&numbers[key, default: next])
    if n == next { counts.append(0) }
    return n
  }

  private static func read(_ n: inout Int) -> Int { n }
}
