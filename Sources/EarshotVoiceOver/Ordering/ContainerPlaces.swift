import EarshotEngine
import EarshotModel

/// Where each stop sits in the list, landmark or data table around it, read off the order's group
/// tree once the stops are in visiting order.
enum ContainerPlaces {
  /// `everyList`: `VoiceOverUnverified.listBoundariesOfEveryList`.
  static func mark(_ order: inout ScreenOrder, everyList: Bool) {
    // Outer groups come before the groups inside them, so an inner list's marks win.
    for g in order.groups.indices {
      switch order.groups[g].kind {
      case .list: markBoundaries(&order, group: g, start: .listStart, end: .listEnd, everyList: everyList)
      case .landmark: markBoundaries(&order, group: g, start: .landmarkStart, end: .landmarkEnd, everyList: everyList)
      case .dataTable: markCells(&order, table: g)
      default: break
      }
    }
  }

  /// The first stop of a list is its start and the last its end; a list of one stop has only a
  /// start (AccessibilitySnapshot's `AccessibilityHierarchyParser.swift`). Segments and tabs keep
  /// their "N of M" instead (`VoiceOverUnverified.listBoundariesOfEveryList`).
  private static func markBoundaries(_ order: inout ScreenOrder, group: Int, start: ContainerBoundary, end: ContainerBoundary,
                                     everyList: Bool) {
    guard everyList || order.groups[group].isExplicit else { return }
    let stops = stops(in: group, of: order, enteringTables: true)
    guard let first = stops.first, let last = stops.last else { return }
    if order.stops[first].position == nil { order.stops[first].boundary = start }
    if last != first, order.stops[last].position == nil { order.stops[last].boundary = end }
  }

  /// The cells of a table: the stops inside it (not inside a table nested in it) whose element has
  /// a row and a column. A cell is first in its row when no cell lies at an earlier column of that
  /// row; its headers follow AccessibilitySnapshot's reading of `accessibilityHeaderElements`: the
  /// row's headers only for the first cell of a row, the column's headers except the cell itself
  /// and, for the first cell of a row, the one right above it.
  private static func markCells(_ order: inout ScreenOrder, table: Int) {
    let cells = stops(in: table, of: order, enteringTables: false).filter {
      order.stops[$0].element.tableRow != nil && order.stops[$0].element.tableColumn != nil
    }
    guard !cells.isEmpty else { return }
    func place(_ i: Int) -> (row: Int, column: Int) {
      let source = order.stops[i].element
      return (source.tableRow!, source.tableColumn!)
    }
    var firstColumn: [Int: Int] = [:]
    for i in cells {
      let p = place(i)
      firstColumn[p.row] = min(firstColumn[p.row] ?? p.column, p.column)
    }
    let rowHeaders = cells.filter { order.stops[$0].element.tableHeader?.headsRow == true }.sorted { place($0).column < place($1).column }
    let columnHeaders = cells.filter { order.stops[$0].element.tableHeader?.headsColumn == true }.sorted { place($0).row < place($1).row }
    var updated: [(Int, TableCellPlace)] = []
    for i in cells {
      let p = place(i)
      let isFirstInRow = firstColumn[p.row] == p.column
      var headers: [Int] = []
      if isFirstInRow { headers += rowHeaders.filter { $0 != i && place($0).row == p.row } }
      headers += columnHeaders.filter { h in
        let hp = place(h)
        return h != i && hp.column == p.column && !(isFirstInRow && hp.row == p.row - 1)
      }
      let texts = headers.map { h in
        let e = order.stops[h].element
        return TableHeaderText(label: e.label, value: e.value, language: e.language)
      }
      var cell = TableCellPlace(row: p.row, column: p.column, header: order.stops[i].element.tableHeader, isFirstInRow: isFirstInRow, headers: texts)
      cell.rowSpan = order.stops[i].element.tableRowSpan ?? 1
      cell.columnSpan = order.stops[i].element.tableColumnSpan ?? 1
      updated.append((i, cell))
    }
    for (i, cell) in updated { order.stops[i].tableCell = cell }
  }

  /// The stops inside group `g`, in visiting order; without `enteringTables`, a data table nested
  /// in it keeps its own.
  private static func stops(in g: Int, of order: ScreenOrder, enteringTables: Bool) -> [Int] {
    var result: [Int] = []
    func visit(_ nodes: [ScreenOrder.Node]) {
      for node in nodes {
        switch node {
        case .stop(let i): result.append(i)
        case .group(let inner):
          if !enteringTables, order.groups[inner].kind == .dataTable { continue }
          visit(order.groups[inner].members)
        }
      }
    }
    visit(order.groups[g].members)
    return result
  }
}
