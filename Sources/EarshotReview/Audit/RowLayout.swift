import EarshotEngine
import EarshotModel

/// Groups stops into the rows a sighted user sees: consecutive stops (in visiting order) whose
/// frames overlap vertically belong to one row, like the labels and button of a table cell.
///
/// Frames must overlap, not just touch: two lines of text 2 pt apart in different cells stay
/// apart, while a cell's button, taller than either label beside it, joins them into one row.
/// Tall stops (a chart, a photo) never join a row, or everything beside them would.
enum RowLayout {
  /// Stops taller than this are content blocks, not parts of a row.
  static let maxRowHeight = 120.0

  static func rows(_ entries: [Transcript.Entry]) -> [[Int]] {
    var rows: [[Int]] = []
    var current: [Int] = []
    var top = 0.0, bottom = 0.0
    for i in entries.indices {
      guard let f = entries[i].stop.element.frame, !f.isEmpty, f.height <= maxRowHeight else {
        if !current.isEmpty { rows.append(current) }
        current = []
        continue
      }
      if !current.isEmpty, f.y < bottom, f.maxY > top {
        current.append(i)
        top = min(top, f.y)
        bottom = max(bottom, f.maxY)
      } else {
        if !current.isEmpty { rows.append(current) }
        current = [i]
        top = f.y
        bottom = f.maxY
      }
    }
    if !current.isEmpty { rows.append(current) }
    return rows
  }
}
