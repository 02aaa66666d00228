/// The Voice Control settings that change what reaching an element costs. Apple's default overlay
/// is None: names, numbers and the grid appear when asked for ("Show names", "Show numbers",
/// "Show grid"); the Overlay setting keeps one of them on screen (Apple Support, iPhone User
/// Guide, Voice Control).
public struct VoiceControlSettings: Hashable, Sendable {
  public enum Overlay: String, CaseIterable, Hashable, Sendable {
    case none
    case itemNumbers = "item-numbers"
    case itemNames = "item-names"
    case numberedGrid = "numbered-grid"

    /// As Settings names it.
    public var title: String {
      switch self {
      case .none: return "no overlay"
      case .itemNumbers: return "Overlay: Item Numbers"
      case .itemNames: return "Overlay: Item Names"
      case .numberedGrid: return "Overlay: Numbered Grid"
      }
    }
  }

  public var overlay: Overlay
  /// The grid's columns and rows.
  public var gridColumns: Int
  public var gridRows: Int
  /// A name of more words than this is reached through numbers (ReachUnverified.longNameWords).
  public var longNameWords: Int

  public init(overlay: Overlay = .none, gridColumns: Int = ReachUnverified.voiceControlGridColumns,
              gridRows: Int = ReachUnverified.voiceControlGridRows, longNameWords: Int = ReachUnverified.longNameWords) {
    self.overlay = overlay
    self.gridColumns = gridColumns
    self.gridRows = gridRows
    self.longNameWords = longNameWords
  }

  public static let `default` = VoiceControlSettings()

  /// "no overlay, names of up to 6 words said, a 3 × 3 grid".
  public var summary: String {
    "\(overlay.title), names of up to \(longNameWords) words said, a \(gridColumns) × \(gridRows) grid"
  }
}
