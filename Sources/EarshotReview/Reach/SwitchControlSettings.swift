import EarshotModel

/// The Switch Control settings that change what reaching an element costs, with Apple's defaults:
/// item scanning with auto scanning on one switch, Group Items on, and the scanner menu on select
/// (Apple Support, iPhone User Guide, Switch Control; docs/REACH.md). Values that no source pins
/// down, and the person's own reaction time, come from `ReachUnverified`. Real switch users tune
/// these: `--switch-settings FILE` reads a person's own (`SwitchControlSettings.read`).
public struct SwitchControlSettings: Hashable, Sendable {
  /// Auto scanning moves the highlight by itself; manual scanning moves it one press of the Move
  /// To Next Item switch at a time (it needs a second switch).
  public enum Scanning: String, CaseIterable, Hashable, Sendable {
    case auto, manual
  }

  public var scanning: Scanning
  /// Seconds each item stays highlighted before auto scanning moves on.
  public var autoScanningTime: Double
  /// Extra seconds on the first item of a level (Pause on First Item); nil when off.
  public var pauseOnFirstItem: Double?
  /// Cycles through a level without a press before scanning stops.
  public var loops: Int
  /// Group Items: items are scanned in groups the person selects to enter.
  public var groupItems: Bool
  /// How many switches the person has: one is the Select Item switch; manual scanning needs a
  /// second, Move To Next Item.
  public var switches: Int
  /// Auto Tap: selecting an item taps it after this many seconds unless a second press opens the
  /// scanner menu; nil when off (Tap Behavior: Default).
  public var autoTap: Double?
  /// Seconds from the moment the wanted item is highlighted to the person's press: every press
  /// costs it, the first item's too.
  public var reactionTime: Double
  /// How Group Items groups items that sit together without a container (an estimate).
  public var grouping: Grouping
  /// Point scanning's gliding cursor.
  public var gliding: Gliding

  /// How Group Items groups a level that no container arranges: rows, columns and blocks of
  /// neighbouring items. Public evidence on the exact rules is thin (ReachUnverified).
  public struct Grouping: Hashable, Sendable {
    /// A level of at most this many items is scanned item by item.
    public var largestFlatLevel: Int
    /// No group of fewer items is made.
    public var smallestGroup: Int
    /// Items whose vertical centres are at most this far apart, in points, sit in one row.
    public var rowTolerance: Double

    public init(largestFlatLevel: Int = ReachUnverified.largestFlatLevel, smallestGroup: Int = ReachUnverified.smallestGroup,
                rowTolerance: Double = ReachUnverified.rowTolerance) {
      self.largestFlatLevel = largestFlatLevel
      self.smallestGroup = smallestGroup
      self.rowTolerance = rowTolerance
    }
  }

  /// Point scanning: a broad band sweeps down the screen (press when the item is inside it), a fine
  /// line sweeps the band (press on the item), then the same across; the scanner menu opens at the
  /// point, Tap first.
  public struct Gliding: Hashable, Sendable {
    /// Seconds for the broad band to cross the whole screen.
    public var sweepSeconds: Double
    /// Seconds for the fine line to cross the band.
    public var fineSeconds: Double
    /// Point Mode's place in the scanner menu (0-based), from which item scanning switches to points.
    public var pointModeMenuItem: Int

    public init(sweepSeconds: Double = ReachUnverified.glideSweepSeconds, fineSeconds: Double = ReachUnverified.glideFineSeconds,
                pointModeMenuItem: Int = ReachUnverified.pointModeMenuItem) {
      self.sweepSeconds = sweepSeconds
      self.fineSeconds = fineSeconds
      self.pointModeMenuItem = pointModeMenuItem
    }
  }

  public init(scanning: Scanning = .auto, autoScanningTime: Double = ReachUnverified.autoScanningTime,
              pauseOnFirstItem: Double? = ReachUnverified.pauseOnFirstItem, loops: Int = ReachUnverified.loops,
              groupItems: Bool = true, switches: Int = 1, autoTap: Double? = nil,
              reactionTime: Double = ReachUnverified.reactionTime, grouping: Grouping = Grouping(), gliding: Gliding = Gliding()) {
    self.scanning = scanning
    self.autoScanningTime = autoScanningTime
    self.pauseOnFirstItem = pauseOnFirstItem
    self.loops = loops
    self.groupItems = groupItems
    self.switches = switches
    self.autoTap = autoTap
    self.reactionTime = reactionTime
    self.grouping = grouping
    self.gliding = gliding
  }

  /// Apple's defaults, with Earshot's assumptions where Apple states none.
  public static let `default` = SwitchControlSettings()

  /// A problem with one of the settings, naming it and its accepted range (`InputLimits`, the one
  /// place the command line's and a settings file's numbers are checked); nil when all are fine.
  public var problem: String? {
    func number(_ name: String, _ value: Double, _ range: NumberRange) -> String? {
      range.contains(value) ? nil : "\(name): \(range.problem(with: value))"
    }
    func count(_ name: String, _ value: Int, _ range: ClosedRange<Int>) -> String? {
      range.contains(value) ? nil : "\(name): \(value) is out of range; accepted: \(range.lowerBound) to \(range.upperBound)"
    }
    let problems: [String?] = [
      number("auto scanning time", autoScanningTime, InputLimits.scanSeconds),
      pauseOnFirstItem.flatMap { number("pause on first item", $0, InputLimits.scanSeconds) },
      count("loops", loops, InputLimits.scanLoops),
      count("switches", switches, InputLimits.switchCount),
      autoTap.flatMap { number("auto tap", $0, InputLimits.scanSeconds) },
      number("reaction time", reactionTime, InputLimits.reactionSeconds),
      count("grouping.largestFlatLevel", grouping.largestFlatLevel, InputLimits.scanGroupSize),
      count("grouping.smallestGroup", grouping.smallestGroup, InputLimits.scanGroupSize),
      number("grouping.rowTolerance", grouping.rowTolerance, InputLimits.groupingPoints),
      number("gliding.sweepSeconds", gliding.sweepSeconds, InputLimits.scanSeconds),
      number("gliding.fineSeconds", gliding.fineSeconds, InputLimits.scanSeconds),
      count("gliding.pointModeMenuItem", gliding.pointModeMenuItem, InputLimits.scannerMenuItem),
      scanning == .manual && switches < 2
        ? "manual scanning needs two switches (Move To Next Item and Select Item); set switches to 2 or use auto scanning" : nil,
    ]
    return problems.lazy.compactMap { $0 }.first
  }

  /// Seconds from the start of a level until its item `index` (0-based) is highlighted, with auto
  /// scanning: one Auto Scanning Time per item before it, the first item held longer by Pause on
  /// First Item. With manual scanning the person moves the highlight: one press per item.
  public func secondsUntilHighlight(_ index: Int) -> Double {
    guard index > 0 else { return 0 }
    switch scanning {
    case .auto: return Double(index) * autoScanningTime + (pauseOnFirstItem ?? 0)
    case .manual: return Double(index) * reactionTime
    }
  }

  /// Seconds to choose item `index` of a level: its highlight, then the press.
  public func secondsToSelect(_ index: Int) -> Double { secondsUntilHighlight(index) + reactionTime }

  /// Seconds of one whole loop of a level of `count` items: what one missed highlight costs with
  /// auto scanning (the highlight comes round again). Nil with manual scanning, where nothing
  /// moves on by itself.
  public func loopSeconds(_ count: Int) -> Double? {
    guard scanning == .auto else { return nil }
    return Double(count) * autoScanningTime + (pauseOnFirstItem ?? 0)
  }

  /// Switch presses to reach item `index` of a level: the selection, and with manual scanning one
  /// Move To Next Item press per item before it.
  func presses(toSelect index: Int) -> Int { scanning == .manual ? index + 1 : 1 }

  /// A short description for report headings: "auto scanning, 1 s per item, Group Items on, …".
  public var summary: String {
    var parts: [String] = []
    switch scanning {
    case .auto: parts += ["auto scanning", "\(Self.format(autoScanningTime)) s per item"]
    case .manual: parts.append("manual scanning with \(switches) switches")
    }
    if let pause = pauseOnFirstItem { parts.append("\(Self.format(pause)) s pause on the first item") }
    parts.append(groupItems ? "Group Items on" : "Group Items off")
    parts.append(autoTap.map { "Auto Tap after \(Self.format($0)) s" } ?? "Tap from the scanner menu")
    parts.append("\(Self.format(reactionTime)) s to react to each highlight")
    return parts.joined(separator: ", ")
  }

  /// What the figures assume, in sentences, for the output to print beside them.
  public var assumptions: [String] {
    var out = ["Each press comes \(Self.format(reactionTime)) s after the item is highlighted (the first item's too); set reactionTime to the person's own with --switch-settings."]
    if scanning == .auto {
      out.append("A missed highlight costs a whole loop of its level; each route says how much, for the longest level on its way.")
      if reactionTime >= autoScanningTime {
        out.append("The reaction time is not shorter than the Auto Scanning Time: such a person misses items; a longer scan time suits them.")
      }
    }
    if groupItems {
      out.append("Group Items' groups of loose items (rows, columns, blocks of neighbours) are Earshot's estimate: no public source gives Switch Control's rules.")
    }
    return out
  }

  static func format(_ seconds: Double) -> String {
    seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
  }
}

// MARK: - A person's settings file

extension SwitchControlSettings {
  /// The settings as a settings file writes them (`read` takes this back).
  public var json: JSONValue {
    var o = JSONObject()
    o["scanning"] = .string(scanning.rawValue)
    o["autoScanningTime"] = .number(autoScanningTime)
    o["pauseOnFirstItem"] = pauseOnFirstItem.map(JSONValue.number) ?? .bool(false)
    o["loops"] = .number(Double(loops))
    o["groupItems"] = .bool(groupItems)
    o["switches"] = .number(Double(switches))
    o["autoTap"] = autoTap.map(JSONValue.number) ?? .bool(false)
    o["reactionTime"] = .number(reactionTime)
    var g = JSONObject()
    g["largestFlatLevel"] = .number(Double(grouping.largestFlatLevel))
    g["smallestGroup"] = .number(Double(grouping.smallestGroup))
    g["rowTolerance"] = .number(grouping.rowTolerance)
    g["estimate"] = .bool(true)
    o["grouping"] = .object(g)
    var p = JSONObject()
    p["sweepSeconds"] = .number(gliding.sweepSeconds)
    p["fineSeconds"] = .number(gliding.fineSeconds)
    p["pointModeMenuItem"] = .number(Double(gliding.pointModeMenuItem))
    o["gliding"] = .object(p)
    return .object(o)
  }
}

extension SwitchControlSettings {
  /// The members a settings file may hold, in the order `--help` and docs/REACH.md list them.
  public static let fileMembers = ["scanning", "autoScanningTime", "pauseOnFirstItem", "loops", "groupItems", "switches",
                                   "autoTap", "reactionTime", "grouping", "gliding"]

  /// Apple's defaults with a settings file's members applied:
  /// `{"scanning": "auto", "autoScanningTime": 1.5, "pauseOnFirstItem": 1, "loops": 2,
  /// "groupItems": true, "switches": 1, "autoTap": 0.75, "reactionTime": 0.8,
  /// "grouping": {"largestFlatLevel": 5, "smallestGroup": 3, "rowTolerance": 8},
  /// "gliding": {"sweepSeconds": 6, "fineSeconds": 2, "pointModeMenuItem": 4}}`.
  /// `pauseOnFirstItem` and `autoTap` take `false` (or null) for off. Every member is optional;
  /// an unknown member, a value of the wrong kind or out of range is an error naming its place.
  public static func read(_ json: JSONValue) -> Result<SwitchControlSettings, SettingsError> {
    guard case .object(let object) = json else { return .failure(SettingsError(place: nil, "is not a JSON object of Switch Control settings")) }
    var s = SwitchControlSettings.default
    func number(_ value: JSONValue, _ place: String) throws(SettingsError) -> Double {
      guard case .number(let n) = value, n.isFinite else { throw SettingsError(place: place, "must be a number") }
      return n
    }
    func integer(_ value: JSONValue, _ place: String) throws(SettingsError) -> Int {
      let n = try number(value, place)
      guard n == n.rounded(), abs(n) < 1e9 else { throw SettingsError(place: place, "must be a whole number") }
      return Int(n)
    }
    func optionalSeconds(_ value: JSONValue, _ place: String) throws(SettingsError) -> Double? {
      switch value {
      case .null, .bool(false): return nil
      case .bool(true): throw SettingsError(place: place, "takes the seconds, or false for off")
      default: return try number(value, place)
      }
    }
    func members(_ object: JSONObject, _ allowed: [String], _ prefix: String) throws(SettingsError) {
      for key in object.keys where !allowed.contains(key) {
        throw SettingsError(place: prefix + key, "is not a Switch Control setting; use \(allowed.joined(separator: ", "))")
      }
    }
    do throws(SettingsError) {
      try members(object, fileMembers, "")
      for (key, value) in object {
        switch key {
        case "scanning":
          guard case .string(let text) = value, let scanning = Scanning(rawValue: text) else {
            throw SettingsError(place: key, "must be \"auto\" or \"manual\"")
          }
          s.scanning = scanning
        case "autoScanningTime": s.autoScanningTime = try number(value, key)
        case "pauseOnFirstItem": s.pauseOnFirstItem = try optionalSeconds(value, key)
        case "loops": s.loops = try integer(value, key)
        case "groupItems":
          guard case .bool(let on) = value else { throw SettingsError(place: key, "must be true or false") }
          s.groupItems = on
        case "switches": s.switches = try integer(value, key)
        case "autoTap": s.autoTap = try optionalSeconds(value, key)
        case "reactionTime": s.reactionTime = try number(value, key)
        case "grouping":
          guard case .object(let g) = value else { throw SettingsError(place: key, "must be an object") }
          try members(g, ["largestFlatLevel", "smallestGroup", "rowTolerance", "estimate"], "grouping.")
          if let v = g["largestFlatLevel"] { s.grouping.largestFlatLevel = try integer(v, "grouping.largestFlatLevel") }
          if let v = g["smallestGroup"] { s.grouping.smallestGroup = try integer(v, "grouping.smallestGroup") }
          if let v = g["rowTolerance"] { s.grouping.rowTolerance = try number(v, "grouping.rowTolerance") }
        case "gliding":
          guard case .object(let g) = value else { throw SettingsError(place: key, "must be an object") }
          try members(g, ["sweepSeconds", "fineSeconds", "pointModeMenuItem"], "gliding.")
          if let v = g["sweepSeconds"] { s.gliding.sweepSeconds = try number(v, "gliding.sweepSeconds") }
          if let v = g["fineSeconds"] { s.gliding.fineSeconds = try number(v, "gliding.fineSeconds") }
          if let v = g["pointModeMenuItem"] { s.gliding.pointModeMenuItem = try integer(v, "gliding.pointModeMenuItem") }
        default: break
        }
      }
    } catch {
      return .failure(error)
    }
    if let problem = s.problem { return .failure(SettingsError(place: nil, problem)) }
    return .success(s)
  }

  /// What is wrong with a settings file, and where.
  public struct SettingsError: Error, Hashable, Sendable {
    /// The member, as `grouping.smallestGroup`; nil for the file as a whole.
    public var place: String?
    public var message: String
    public init(place: String?, _ message: String) {
      self.place = place
      self.message = message
    }
  }
}
