import EarshotEngine
import EarshotModel

/// The same feature as two screen readers speak it: VoiceOver on the iOS screen and TalkBack on
/// the Android one (or any two readers), stop beside stop, with what a review meeting should
/// discuss: a control one reader reaches and the other does not, a stop without a name on one
/// side, a name, role or state that differs, and stops heard in a different order.
///
/// Stops pair by name, then by place on the screen (`PlacedStopMatching`).
public struct ReaderComparison: Sendable {
  /// One line of the side-by-side table, in the left reader's order; a stop only the right reader
  /// visits comes after the line of the right stop before it.
  public enum Row: Hashable, Sendable {
    case both(left: Int, right: Int, basis: MatchBasis)
    case onlyLeft(Int)
    case onlyRight(Int)
  }

  /// Something to discuss, about a stop of one side or a pair (0-based stop indices).
  public struct Difference: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
      case onlyOneReader = "only-one-reader"
      case missingName = "missing-name"
      case differentName = "different-name"
      case differentRole = "different-role"
      case differentState = "different-state"
      case differentOrder = "different-order"
    }
    public var kind: Kind
    public var left: Int?
    public var right: Int?
    /// One sentence, in the page's language, quoting what the readers say.
    public var message: String
    /// The fact one input cannot record that this difference hangs on (the message says which
    /// input and why), or nil for a difference to discuss.
    public var notRecordedFact: SourceFact?
    public var unrecorded: Bool { notRecordedFact != nil }

    /// A missing name on an empty text field, which may have a hint its input does not record:
    /// the message (without its full stop) goes on to say so.
    init(kind: Kind, left: Int?, right: Int?, message: String, hint gap: Gap?) {
      guard let gap else {
        self.init(kind: kind, left: left, right: right, message: message + ".")
        return
      }
      self.init(kind: kind, left: left, right: right, message:
        message + "; an empty text field says its hint as its name, and whether it has one with \(gap.reader) is not recorded by this capture (\(gap.reason)).",
        notRecorded: gap.fact)
    }

    init(kind: Kind, left: Int?, right: Int?, message: String, notRecorded fact: SourceFact? = nil) {
      self.kind = kind
      self.left = left
      self.right = right
      self.message = message
      notRecordedFact = fact
    }
  }

  /// A fact one side's input cannot record: the fact, that side's reader and why.
  typealias Gap = (fact: SourceFact, reader: String, reason: String)

  public var left: ScreenVersion
  public var right: ScreenVersion
  public var rows: [Row]
  /// The differences to discuss: what both inputs record and the readers say differently.
  public var differences: [Difference]
  /// Differences one input cannot show either way, said as "not recorded by this capture" and never
  /// counted as differences to discuss: a heading only one side has where the other's input records
  /// no headings (a uiautomator dump), a role or state where one input records no element types or
  /// traits (a Maestro hierarchy), stops heard in another order where one input records no traversal
  /// order an app sets (Android dumps and page sources), an element the other side has but may not
  /// stop on where its input does not say which views are important (or accessibility elements),
  /// and a stop the other side lacks where its input is not the whole screen.
  public var notRecorded: [Difference]
  /// What each input's format cannot record (`ImportResult.gaps`).
  public var gaps: (left: SourceGaps, right: SourceGaps)

  /// What the readers are called ("VoiceOver", "TalkBack"): the reader's name, with the file's when
  /// both are the same reader.
  public var leftName: String
  public var rightName: String

  public init(left: ScreenVersion, right: ScreenVersion, gaps: (left: SourceGaps, right: SourceGaps) = ([:], [:])) {
    self.left = left
    self.right = right
    self.gaps = gaps
    let l = left.context.reader.kind.name, r = right.context.reader.kind.name
    leftName = l == r ? "\(l) (\(left.file))" : l
    rightName = l == r ? "\(r) (\(right.file))" : r
    let placedLeft = Self.placed(left), placedRight = Self.placed(right)
    let pairs = PlacedStopMatching.pairs(placedLeft, placedRight)
    rows = Self.rows(pairs, leftCount: left.entries.count, rightCount: right.entries.count)
    differences = []
    notRecorded = []
    let found = findDifferences(pairs, placedLeft, placedRight)
    differences = found.filter { !$0.unrecorded }
    notRecorded = found.filter(\.unrecorded)
  }

  /// Each stop's name and box, its box relative to the screen it is on.
  static func placed(_ v: ScreenVersion) -> [PlacedStop] {
    let screen = extent(v)
    return v.entries.map { PlacedStop(name: name(of: $0), frame: $0.stop.element.frame, on: screen) }
  }

  /// What the reader calls the stop: the label parts of what it says (a reader's own word for a
  /// missing name, such as TalkBack's "Unlabelled", is a state, not a name).
  public static func name(of entry: Transcript.Entry) -> String? {
    let parts = entry.utterance.segments.filter { $0.role == .label && !$0.text.isEmpty }
    return parts.isEmpty ? nil : Utterance.join(segments: parts, role: .label)
  }

  /// The screen's rectangle in its own units: its size, else everything its stops cover.
  static func extent(_ v: ScreenVersion) -> Frame {
    if let size = v.screen.size, size.count == 2, size[0] > 0, size[1] > 0 { return Frame(x: 0, y: 0, width: size[0], height: size[1]) }
    var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
    for f in v.entries.compactMap(\.stop.element.frame) + [v.screen.root.frame].compactMap({ $0 }) where !f.isEmpty {
      minX = min(minX, f.x)
      minY = min(minY, f.y)
      maxX = max(maxX, f.maxX)
      maxY = max(maxY, f.maxY)
    }
    return minX < maxX && minY < maxY ? Frame(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : Frame(x: 0, y: 0, width: 1, height: 1)
  }

  static func rows(_ pairs: [PlacedStopMatching.Pair], leftCount: Int, rightCount: Int) -> [Row] {
    var rightOf = [Int?](repeating: nil, count: leftCount)
    var matchedRight = [Bool](repeating: false, count: rightCount)
    for p in pairs {
      rightOf[p.left] = p.right
      matchedRight[p.right] = true
    }
    // Each stop only the right reader visits follows the right stop before it (or opens the table).
    var following = [Int: [Int]](), leading: [Int] = []
    var previous: Int?
    for j in 0..<rightCount {
      if matchedRight[j] {
        previous = j
      } else if let p = previous {
        following[p, default: []].append(j)
      } else {
        leading.append(j)
      }
    }
    var out = leading.map(Row.onlyRight)
    let basis = Dictionary(uniqueKeysWithValues: pairs.map { ($0.left, $0.basis) })
    for i in 0..<leftCount {
      guard let j = rightOf[i] else {
        out.append(.onlyLeft(i))
        continue
      }
      out.append(.both(left: i, right: j, basis: basis[i]!))
      out += (following[j] ?? []).map(Row.onlyRight)
    }
    return out
  }

  // MARK: - Differences

  /// What a reader says at a stop, on one line, for quoting.
  func speech(_ v: ScreenVersion, _ i: Int) -> String {
    Transcript.line(Utterance(v.entries[i].utterance.segments.filter { $0.role != .hint }))
  }

  func findDifferences(_ pairs: [PlacedStopMatching.Pair], _ placedLeft: [PlacedStop], _ placedRight: [PlacedStop]) -> [Difference] {
    var out: [Difference] = []
    let L = leftName, R = rightName
    func quote(_ v: ScreenVersion, _ i: Int) -> String { "“\(speech(v, i))” (stop \(i + 1))" }
    /// The first of `facts` one side's input cannot record: the fact, that side's reader and why.
    func gap(_ facts: [SourceFact], onLeft: Bool) -> Gap? {
      for fact in facts {
        if let reason = (onLeft ? gaps.left : gaps.right)[fact] { return (fact, onLeft ? L : R, reason) }
      }
      return nil
    }
    func eitherGap(_ facts: [SourceFact]) -> Gap? {
      gap(facts, onLeft: true) ?? gap(facts, onLeft: false)
    }

    // Stops only one reader visits, with what the other reader does there.
    var pairedLeft = [Bool](repeating: false, count: left.entries.count), pairedRight = [Bool](repeating: false, count: right.entries.count)
    for p in pairs {
      pairedLeft[p.left] = true
      pairedRight[p.right] = true
    }
    let onlyLeft = left.entries.indices.filter { !pairedLeft[$0] }, onlyRight = right.entries.indices.filter { !pairedRight[$0] }
    // Each side's stops where the pairs put them on the other screen.
    let movedLeft = PlacedStopMatching.aligned(placedLeft, to: placedRight, by: pairs.map { ($0.left, $0.right) })
    let movedRight = PlacedStopMatching.aligned(placedRight, to: placedLeft, by: pairs.map { ($0.right, $0.left) })
    let placeRight = samePlace(onlyLeft, movedLeft, right, placedRight), placeLeft = samePlace(onlyRight, movedRight, left, placedLeft)
    let namesRight = Self.elementNames(right.screen), namesLeft = Self.elementNames(left.screen)
    // Whether the other side stops on an element it has, or has the element at all, is not known
    // where its input does not say which views are stops, or is not the whole screen.
    func only(_ i: Int, _ v: ScreenVersion, _ reader: String, _ other: String, _ placed: [PlacedStop],
              place: [Int: (containing: Int?, sharing: [Int])], otherVersion: ScreenVersion, otherNames: Set<String>,
              otherIsLeft: Bool) -> (String, SourceFact?) {
      var text = "Only \(reader) stops on \(quote(v, i))"
      // A stop its reader makes only because its view was inferred important (a list's item, a
      // view kept for its class) hangs on that inference.
      if let g = gap([.importance], onLeft: !otherIsLeft), let e = v.context.element(at: i), !e.showsOwnImportance {
        return (text + ", \(Self.byDefault(g.reason))", g.fact)
      }
      if let j = place[i]?.containing {
        text += "; \(other) says it as part of \(quote(otherVersion, j))"
        // Said as part of a stop whose view is important only as inferred: were the app to make it
        // not important, its parts would be stops of their own, as they are here.
        if let g = gap([.importance], onLeft: otherIsLeft), let e = otherVersion.context.element(at: j), !e.showsOwnImportance {
          return (text + ", \(Self.byDefault(g.reason))", g.fact)
        }
      } else if let sharing = place[i]?.sharing, !sharing.isEmpty {
        let named = sharing.prefix(3).map { quote(otherVersion, $0) }.joined(separator: ", ")
        text += "; in its place \(other) stops on \(named)\(sharing.count > 3 ? " and \(sharing.count - 3) more" : "")"
      } else if let name = placed[i].name, otherNames.contains(name) {
        if let g = gap([.importance, .accessibilityElements], onLeft: otherIsLeft) {
          return (text + "; the other screen has an element of this name, and whether \(other) stops on it is not recorded by this capture (\(g.reason)).", g.fact)
        }
        text += "; an element of the other screen has this name, but \(other) does not stop on it"
      } else {
        if let g = gap([.wholeScreen], onLeft: otherIsLeft) {
          return (text + "; whether \(other)'s screen has it is not recorded by this capture (\(g.reason)).", g.fact)
        }
        text += "; \(other) has no stop with this name or in this place"
      }
      return (text + ".", nil)
    }
    for i in onlyLeft {
      let (message, fact) = only(i, left, L, R, placedLeft, place: placeRight, otherVersion: right, otherNames: namesRight, otherIsLeft: false)
      out.append(Difference(kind: .onlyOneReader, left: i, right: nil, message: message, notRecorded: fact))
    }
    for j in onlyRight {
      let (message, fact) = only(j, right, R, L, placedRight, place: placeLeft, otherVersion: left, otherNames: namesLeft, otherIsLeft: true)
      out.append(Difference(kind: .onlyOneReader, left: nil, right: j, message: message, notRecorded: fact))
    }

    // An empty Android text field says its hint as its name (google/talkback@26a27dc
    // AccessibilityNodeFeedbackUtils.java:474-481): where the input records no hints, a field
    // without a name may have one.
    func hintGap(_ v: ScreenVersion, _ i: Int, onLeft: Bool) -> Gap? {
      guard v.screen.platform.hintNamesEmptyField, ComparedRole(v.entries[i].stop.element).kind == .textField,
            let e = v.context.element(at: i), e.text?.isEmpty ?? true, e.hint == nil else { return nil }
      return gap([.hints], onLeft: onLeft)
    }

    // Each pair: a missing or different name, a different role, a different state.
    for p in pairs {
      let a = left.entries[p.left], b = right.entries[p.right]
      let nameA = Self.name(of: a), nameB = Self.name(of: b)
      switch (nameA, nameB) {
      case (nil, nil):
        out.append(Difference(kind: .missingName, left: p.left, right: p.right,
                              message: "Neither reader has a name for this stop: \(L) says \(quote(left, p.left)), \(R) says \(quote(right, p.right))."))
      case (nil, _?):
        out.append(Difference(kind: .missingName, left: p.left, right: p.right,
                              message: "No name with \(L): it says \(quote(left, p.left)) where \(R) says \(quote(right, p.right))", hint: hintGap(left, p.left, onLeft: true)))
      case (_?, nil):
        out.append(Difference(kind: .missingName, left: p.left, right: p.right,
                              message: "No name with \(R): it says \(quote(right, p.right)) where \(L) says \(quote(left, p.left))", hint: hintGap(right, p.right, onLeft: false)))
      case (let x?, let y?) where p.basis == .position:
        out.append(Difference(kind: .differentName, left: p.left, right: p.right,
                              message: "In the same place, \(L) says “\(x)” and \(R) says “\(y)”."))
      default:
        break
      }
      // A role or state one side's input cannot record is said apart, not discussed; what both
      // record still is.
      let roleA = ComparedRole(a.stop.element), roleB = ComparedRole(b.stop.element)
      let name = nameA ?? nameB ?? speech(left, p.left)
      let kindGap = roleA.kind == roleB.kind ? nil : eitherGap([.elementTypes, .traits])
      // Only the side without the heading could have left it out.
      let headingGap = roleA.heading == roleB.heading ? nil : gap([.headings, .traits], onLeft: roleB.heading)
      var recordedA = roleA
      if kindGap != nil { recordedA.kind = roleB.kind }
      if headingGap != nil { recordedA.heading = roleB.heading }
      if recordedA != roleB {
        let (a, b) = recordedA.words(against: roleB)
        out.append(Difference(kind: .differentRole, left: p.left, right: p.right, message: "“\(name)” is \(a) with \(L), \(b) with \(R)."))
      }
      if let g = kindGap {
        let (a, b) = ComparedRole(kind: roleA.kind, heading: false).words(against: ComparedRole(kind: roleB.kind, heading: false))
        out.append(Difference(kind: .differentRole, left: p.left, right: p.right, message:
          "“\(name)” is \(a) with \(L), \(b) with \(R); what kind of element it is with \(g.reader) is not recorded by this capture (\(g.reason)).",
          notRecorded: g.fact))
      }
      if let g = headingGap {
        out.append(Difference(kind: .differentRole, left: p.left, right: p.right, message:
          "“\(name)” is a heading with \(roleA.heading ? L : R); whether it is one with \(g.reader) is not recorded by this capture (\(g.reason)).",
          notRecorded: g.fact))
      }
      let states = ComparedState(a.stop.element).differences(ComparedState(b.stop.element))
      let stateGap = eitherGap([.traits])
      let recorded = states.filter { !$0.fromTraits || stateGap == nil }, unrecorded = states.filter { $0.fromTraits && stateGap != nil }
      if !recorded.isEmpty {
        out.append(Difference(kind: .differentState, left: p.left, right: p.right,
                              message: "“\(name)” is \(ComparedState.words(recorded, \.left)) with \(L), \(ComparedState.words(recorded, \.right)) with \(R)."))
      }
      if let g = stateGap, !unrecorded.isEmpty {
        out.append(Difference(kind: .differentState, left: p.left, right: p.right, message:
          "“\(name)” is \(ComparedState.words(unrecorded, \.left)) with \(L), \(ComparedState.words(unrecorded, \.right)) with \(R); its state with \(g.reader) is not recorded by this capture (\(g.reason)).",
          notRecorded: g.fact))
      }
    }

    // Stops heard in another order than the rest: where an input records no order an app sets
    // (traversal before or after, on Android), its reader's order is the views' and may not be the app's.
    let orderGap = eitherGap([.traversalOrder])
    for p in PlacedStopMatching.outOfOrder(pairs) {
      var message = "“\(Self.name(of: left.entries[p.left]) ?? speech(left, p.left))” is stop \(p.left + 1) of \(left.entries.count) with \(L), stop \(p.right + 1) of \(right.entries.count) with \(R)"
      if let g = orderGap { message += "; an order the app sets for \(g.reader) is not recorded by this capture (\(g.reason))" }
      out.append(Difference(kind: .differentOrder, left: p.left, right: p.right, message: message + ".", notRecorded: orderGap?.fact))
    }
    // By kind, then in the order of the table's rows.
    let rowOf = Dictionary(rows.enumerated().map { n, row -> (String, Int) in
      switch row {
      case .both(let i, _, _), .onlyLeft(let i): return ("l\(i)", n)
      case .onlyRight(let j): return ("r\(j)", n)
      }
    }, uniquingKeysWith: { a, _ in a })
    func place(_ d: Difference) -> Int { d.left.flatMap { rowOf["l\($0)"] } ?? d.right.flatMap { rowOf["r\($0)"] } ?? 0 }
    return out.enumerated().sorted { (Difference.Kind.allCases.firstIndex(of: $0.element.kind)!, place($0.element), $0.offset)
      < (Difference.Kind.allCases.firstIndex(of: $1.element.kind)!, place($1.element), $1.offset) }.map(\.element)
  }

  /// Why a stop on a view important only as inferred hangs on what the input cannot record: the
  /// import took Android's default for a view that leaves its importance to the system
  /// (developer.android.com/reference/android/view/View#isImportantForAccessibility(),
  /// `IMPORTANT_FOR_ACCESSIBILITY_AUTO`), which an app may override with `setImportantForAccessibility`.
  static func byDefault(_ reason: String) -> String {
    "a view Android makes important for accessibility by default; whether the app keeps that default is not recorded by this capture (\(reason))."
  }

  /// For each stop only one side visits, the other side's stops in the same place (sharing most
  /// of the smaller box), and among them one whose speech holds the stop's name, or whose element
  /// holds an element of that name: the other reader says it as part of that stop (a row read as one).
  func samePlace(_ only: [Int], _ placed: [PlacedStop], _ other: ScreenVersion, _ otherPlaced: [PlacedStop])
    -> [Int: (containing: Int?, sharing: [Int])] {
    let candidates = PlacedStopMatching.neighbourPairs(only, in: placed, Array(otherPlaced.indices), in: otherPlaced)
    var said: [Int: (words: String, names: Set<String>)] = [:]
    var out: [Int: (containing: Int?, sharing: [Int])] = [:]
    for (i, j) in candidates {
      guard let a = placed[i].box, let b = otherPlaced[j].box, PlacedStopMatching.shared(a, b) >= PlacedStopMatching.sharedArea else { continue }
      out[i, default: (nil, [])].sharing.append(j)
      guard out[i]!.containing == nil, let name = placed[i].name else { continue }
      if said[j] == nil {
        var names = Set<String>()
        other.context.element(at: j)?.forEachDescendant { e in
          for text in [e.label, e.contentDescription, e.text].compactMap({ $0 }) {
            if let n = StopMatching.normalized(text) { names.insert(n) }
          }
        }
        said[j] = (" " + (StopMatching.normalized(speech(other, j)) ?? "") + " ", names)
      }
      if said[j]!.words.contains(" " + name + " ") || said[j]!.names.contains(name) { out[i]!.containing = j }
    }
    for i in out.keys { out[i]!.sharing.sort() }
    return out
  }

  /// The normalised names of every element of `screen` (label, content description or text).
  static func elementNames(_ screen: Screen) -> Set<String> {
    var names = Set<String>()
    screen.root.forEachDescendant { e in
      for text in [e.label, e.contentDescription, e.text].compactMap({ $0 }) {
        if let n = StopMatching.normalized(text) { names.insert(n) }
      }
    }
    return names
  }
}

/// What a stop is, in words both readers' users share: a control's kind and whether it is a
/// heading. Read from the stop as each reader resolved it (a TalkBack node's role stands as a
/// control type and traits), so the comparison does not depend on either reader's words.
struct ComparedRole: Hashable {
  enum Kind: String { case `switch`, textField = "text field", adjustable, link, button, none }
  var kind: Kind
  var heading: Bool

  init(kind: Kind, heading: Bool) {
    self.kind = kind
    self.heading = heading
  }

  init(_ e: ResolvedElement) {
    heading = e.isHeading
    if e.kind == .switch || e.isToggle {
      kind = .switch
    } else if e.isTextEntry || [.textField, .secureTextField, .searchField, .textView].contains(e.kind) {
      kind = .textField
    } else if e.isAdjustable {
      kind = .adjustable
    } else if e.isLink {
      kind = .link
    } else if e.traits.has(.button) {
      kind = .button
    } else {
      kind = .none
    }
  }

  /// Words for this role and `other`'s, naming only what differs: "a heading" and "not a heading",
  /// "a switch" and "a button", "a button and a heading" and "not a control".
  func words(against other: ComparedRole) -> (String, String) {
    func control(_ r: ComparedRole) -> String { r.kind == .none ? "not a control" : "a \(r.kind.rawValue)" }
    if kind == other.kind { return heading ? ("a heading", "not a heading") : ("not a heading", "a heading") }
    if heading == other.heading { return (control(self), control(other)) }
    func both(_ r: ComparedRole) -> String {
      r.heading ? (r.kind == .none ? "a heading" : "\(control(r)) and a heading") : control(r)
    }
    return (both(self), both(other))
  }
}

/// A stop's state as both readers' users hear it: on or off, selected, enabled (VoiceOver says "dimmed", TalkBack "disabled").
struct ComparedState: Hashable {
  var on: Bool?
  var selected: Bool
  var dimmed: Bool

  init(_ e: ResolvedElement) {
    on = (e.kind == .switch || e.isToggle) ? e.on : nil
    selected = e.traits.has(.selected)
    dimmed = e.isDimmed
  }

  /// One state that differs, as words for each side ("off", "on"), and whether an iOS input holds
  /// it as a trait (selected, not enabled), which some formats do not record.
  struct Change {
    var left: String
    var right: String
    var fromTraits: Bool
  }

  /// The states that differ, in the order they are said.
  func differences(_ other: ComparedState) -> [Change] {
    var out: [Change] = []
    if let x = on, let y = other.on, x != y { out.append(Change(left: x ? "on" : "off", right: y ? "on" : "off", fromTraits: false)) }
    if selected != other.selected {
      out.append(Change(left: selected ? "selected" : "not selected", right: other.selected ? "selected" : "not selected", fromTraits: true))
    }
    if dimmed != other.dimmed {
      out.append(Change(left: dimmed ? "not enabled" : "enabled", right: other.dimmed ? "not enabled" : "enabled", fromTraits: true))
    }
    return out
  }

  /// One side's words for `changes`: "off, not selected".
  static func words(_ changes: [Change], _ side: KeyPath<Change, String>) -> String {
    changes.map { $0[keyPath: side] }.joined(separator: ", ")
  }
}
