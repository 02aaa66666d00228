import EarshotEngine
import EarshotModel

/// Lists and grids as TalkBack announces them when focus moves (google/talkback@26a27dc
/// `utils/src/main/java/com/google/android/accessibility/utils/monitor/CollectionState.java:649-775`,
/// phrased by `talkback/src/main/java/com/google/android/accessibility/talkback/compositor/CollectionStateFeedbackUtils.java`):
/// entering a list says "In list, 3 items", each item whose row changes "2 of 3", leaving "Out of list".
struct CollectionPlace: Hashable, Sendable {
  /// The collection's node: the nearest list, grid, pager or node with collection info above the
  /// focused node (`getCollectionRoot(node.getParent())`, AccessibilityNodeInfoUtils.java:2633-2636).
  var root: Int
  var kind: Kind
  /// What TalkBack calls it: its content description, else its text (`CollectionState.getCollectionName`).
  var name: String?
  var roleDescription: String?
  var rows: Int
  var columns: Int
  /// Its depth among hierarchical collections, from 0; nil when it is not hierarchical.
  var level: Int?
  /// The item focus is in, when its item info gives one.
  var item: Item?

  enum Kind: Hashable, Sendable { case list, grid, pager }

  struct Item: Hashable, Sendable {
    /// The node holding the item info.
    var node: Int
    var row: Int
    var column: Int
    var heading: Bool
    var headingType: HeadingType
    var roleDescription: String?
  }

  enum HeadingType: Hashable, Sendable { case none, row, column, indeterminate }

  /// `getCollectionAlignmentInternal` (CollectionState.java:435-441): vertical unless it has more
  /// columns than rows.
  var vertical: Bool { rows >= columns }
  /// The item's place along the list: its row in a vertical list, its column in a horizontal one.
  var listIndex: Int? { item.map { vertical ? $0.row : $0.column }.flatMap { $0 >= 0 ? $0 : nil } }
}

extension TalkBackScreen {
  /// The collection TalkBack has entered when focus is on `i`, or nil (`shouldEnter`,
  /// CollectionState.java:930-964: more than one item, or size unknown; without collection info,
  /// more than one child; a flat collection holding another is skipped for the inner one).
  mutating func collection(at i: Int) -> CollectionPlace? {
    switch collections[i] {
    case 0: break
    case -1: return nil
    case let k: return places[k - 1]
    }
    let place = findCollection(i)
    if let place {
      places.append(place)
      collections[i] = places.count
    } else {
      collections[i] = -1
    }
    return place
  }

  private mutating func findCollection(_ i: Int) -> CollectionPlace? {
    var candidate = tree[i].parent
    while let c = candidate, !isCollection(c) { candidate = tree[c].parent }
    guard let root = candidate else { return nil }
    let n = tree[root]
    let info = n.props.collectionInfo
    let rows = info?.rowCount ?? -1, columns = info?.columnCount ?? -1
    if let info {
      let count = info.rowCount * info.columnCount
      if !(info.rowCount == -1 && info.columnCount == -1), count == 0 || count == 1 { return nil }
    } else if n.children.count <= 1 {
      return nil
    }
    if isFlatCollection(root), holdsFlatCollection(root) { return nil }
    let kind: CollectionPlace.Kind
    switch n.role {
    case .grid: kind = .grid
    case .pager: kind = .pager
    default: kind = info.map { $0.rowCount > 1 && $0.columnCount > 1 } == true ? .grid : .list
    }
    var level: Int?
    if info?.hierarchical == true {
      var count = 0
      var up = n.parent
      while let u = up {
        if isCollection(u), tree[u].props.collectionInfo?.hierarchical == true { count += 1 }
        up = tree[u].parent
      }
      level = count
    }
    var item: CollectionPlace.Item?
    var up: Int? = i
    while let u = up, u != root {
      if tree[u].flags.contains(.collectionItemInfo), let itemInfo = tree[u].props.collectionItemInfo {
        // CollectionState.java:905-928: an item spanning every row (column) has no row (column).
        let row = itemInfo.rowSpan == rows || itemInfo.rowIndex < 0 ? -1 : itemInfo.rowIndex
        let column = itemInfo.columnSpan == columns || itemInfo.columnIndex < 0 ? -1 : itemInfo.columnIndex
        var headingType = CollectionPlace.HeadingType.none
        if tree[u].isHeading || itemInfo.heading {
          headingType = .indeterminate
          if itemInfo.rowSpan == 1, itemInfo.columnSpan == 1 {
            if row == 0, columns > 1 { headingType = .column } else if column == 0, rows > 1 { headingType = .row }
          }
        }
        item = CollectionPlace.Item(node: u, row: row, column: column, heading: tree[u].isHeading || itemInfo.heading,
                                    headingType: headingType, roleDescription: tree[u].roleDescription)
        break
      }
      up = tree[u].parent
    }
    return CollectionPlace(root: root, kind: kind, name: n.contentDescription ?? n.text, roleDescription: n.roleDescription,
                           rows: rows, columns: columns, level: level, item: item)
  }

  /// `FILTER_COLLECTION` (AccessibilityNodeInfoUtils.java:452-460).
  private func isCollection(_ i: Int) -> Bool {
    tree[i].hasCollectionRole || tree[i].flags.contains(.collectionInfo)
  }

  private func isFlatCollection(_ i: Int) -> Bool { isCollection(i) && tree[i].props.collectionInfo?.hierarchical != true }

  /// Whether a flat collection lies below `i`, worked out once per collection.
  private mutating func holdsFlatCollection(_ i: Int) -> Bool {
    if let known = flatBelow[i] { return known }
    var stack = tree[i].children, found = false
    while let c = stack.popLast() {
      if isFlatCollection(c) { found = true; break }
      stack += tree[c].children
    }
    flatBelow[i] = found
    return found
  }

  /// What TalkBack adds about the collection when focus moves from `previous` to `current`: the
  /// item's place (said instead of "Heading", EventTypeViewAccessibilityFocusedFeedbackRule.java:218-239)
  /// and the collection entered or left (:242-246).
  mutating func collectionTransition(from previous: Int?, to current: Int) -> (item: [Segment], collection: [Segment]) {
    let old = previous.flatMap { collection(at: $0) }
    let new = collection(at: current)
    if let new, let old, new.root == old.root {
      // Within the collection: the item is spoken when its row or column changed
      // (CollectionState.java:727-755), or focus came back to the same node.
      var changed = rowColumnChanged(from: old, to: new)
      if previous == current || old.item == nil { changed = (true, true) }
      return (itemWords(new, focused: current, row: changed.row, column: changed.column), [])
    }
    if let new {
      return (itemWords(new, focused: current, row: true, column: true), enterWords(new))
    }
    if let old { return ([], exitWords(old)) }
    return ([], [])
  }

  private func rowColumnChanged(from old: CollectionPlace, to new: CollectionPlace) -> (row: Bool, column: Bool) {
    guard let a = old.item, let b = new.item else { return (new.item != nil, new.item != nil) }
    if new.kind == .list { let moved = old.listIndex != new.listIndex; return (moved, moved) }
    return (a.row != b.row, a.column != b.column)
  }

  /// `getCollectionItemTransitionDescription` (CollectionStateFeedbackUtils.java:193-280).
  private func itemWords(_ place: CollectionPlace, focused: Int, row: Bool, column: Bool) -> [Segment] {
    guard let item = place.item, row || column else { return [] }
    var out: [Segment] = []
    switch place.kind {
    case .list, .pager:
      if place.kind == .pager { return [] }
      if (item.heading && item.roleDescription == nil) || (!item.heading && tree[focused].isHeading) {
        out.append(words.word(.headingTemplate, .type))
      }
      // :265-280: "2 of 3" needs the count along the list.
      if let index = place.listIndex {
        if place.columns > 1, place.rows != -1 {
          out.append(words.word(.listIndexTemplate, .position, String(index + 1), String(place.columns)))
        } else if place.rows > 1, place.columns != -1 {
          out.append(words.word(.listIndexTemplate, .position, String(index + 1), String(place.rows)))
        }
      }
    case .grid:
      if item.roleDescription == nil {
        switch item.headingType {
        case .column: out.append(words.word(.columnHeadingTemplate, .type))
        case .row: out.append(words.word(.rowHeadingTemplate, .type))
        case .indeterminate: out.append(words.word(.headingTemplate, .type))
        case .none: if tree[focused].isHeading { out.append(words.word(.headingTemplate, .type)) }
        }
      }
      if row, item.row != -1, item.headingType != .row { out.append(words.word(.rowIndexTemplate, .position, String(item.row + 1))) }
      if column, item.column != -1, item.headingType != .column {
        out.append(words.word(.columnIndexTemplate, .position, String(item.column + 1)))
      }
    }
    return out
  }

  /// `getCollectionTransitionDescription`, entering (CollectionStateFeedbackUtils.java:45-128).
  private func enterWords(_ place: CollectionPlace) -> [Segment] {
    var out: [Segment] = []
    let level = place.level.map { words.word(.templateCollectionLevel, .containerLabel, String($0 + 1)) }
    if let described = place.roleDescription {
      out.append(place.name.map { words.word(.inCollectionRoleDescriptionWithName, .containerLabel, described, $0) }
        ?? words.word(.inCollectionRoleDescription, .containerLabel, described))
      if let level { out.append(level) }
      out += counts(place)
      return out
    }
    switch place.kind {
    case .list:
      out.append(place.name.map { words.word(.inListWithName, .containerLabel, $0) } ?? words.word(.inList, .containerLabel))
    case .grid:
      out.append(place.name.map { words.word(.inGridWithName, .containerLabel, $0) } ?? words.word(.inGrid, .containerLabel))
    case .pager:
      out.append(words.word(.inPager, .containerLabel))
      return out
    }
    if let level { out.append(level) }
    out += counts(place)
    return out
  }

  /// "3 items" for a list whose rows and columns are both known (:348-367); "2 rows, 3 columns"
  /// for a grid, each count that is known (:369-401).
  private func counts(_ place: CollectionPlace) -> [Segment] {
    let rows = place.rows > -1, columns = place.columns > -1
    func counted(_ forms: TalkBackWords.Quantity, _ n: Int) -> Segment {
      Segment(role: .containerLabel, text: words.count(forms, n), language: words.language, isPhrase: true)
    }
    switch place.kind {
    case .list:
      guard rows, columns else { return [] }
      return [counted(TalkBackWords.items, place.vertical ? place.rows : place.columns)]
    case .grid:
      return (rows ? [counted(TalkBackWords.rows, place.rows)] : []) + (columns ? [counted(TalkBackWords.columns, place.columns)] : [])
    case .pager:
      return []
    }
  }

  /// Leaving (CollectionStateFeedbackUtils.java:129-182).
  private func exitWords(_ place: CollectionPlace) -> [Segment] {
    if let described = place.roleDescription {
      return [place.name.map { words.word(.outOfRoleDescriptionWithName, .containerLabel, described, $0) }
        ?? words.word(.outOfRoleDescription, .containerLabel, described)]
    }
    switch place.kind {
    case .list:
      return [place.name.map { words.word(.outOfListWithName, .containerLabel, $0) } ?? words.word(.outOfList, .containerLabel)]
    case .grid:
      return [place.name.map { words.word(.outOfGridWithName, .containerLabel, $0) } ?? words.word(.outOfGrid, .containerLabel)]
    case .pager:
      return [words.word(.outOfPager, .containerLabel)]
    }
  }
}
