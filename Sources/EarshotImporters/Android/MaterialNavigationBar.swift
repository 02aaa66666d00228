import EarshotModel

/// Material Components' navigation bar (BottomNavigationView, NavigationRailView) as its views
/// describe themselves to TalkBack, which no dump records: each item (`NavigationBarItemView`,
/// recognised by the parts it inflates, `navigation_bar_item_icon_view` and
/// `navigation_bar_item_labels_group`) says the role description "Tab" and its place among the
/// visible items (`onInitializeAccessibilityNodeInfo`: a CollectionItemInfo of row 0, column = its
/// visible position; material-components/material-components-android@aca5bfb6
/// `lib/java/com/google/android/material/navigation/NavigationBarItemView.java`), and the bar holding
/// them is a collection of one row (`NavigationBarMenuView.java`). The word is Material's English
/// resource (`item_view_role_description`); the capture does not say the app's language
/// (`UnverifiedMapping.materialWordsAreEnglish`).
enum MaterialNavigationBar {
  /// The resource name of the group of labels every item inflates beside its icon.
  static let labelsGroup = ":id/navigation_bar_item_labels_group"
  /// The labels, which the item makes not important for accessibility (its constructor): the
  /// item's content description speaks for them.
  static let labels = [":id/navigation_bar_item_small_label_view", ":id/navigation_bar_item_large_label_view"]
  /// `item_view_role_description` in Material's `values/strings.xml`.
  static let roleDescription = "Tab"

  /// Gives the items of every navigation bar among `nodes` their role and place, and says how many.
  static func apply(_ nodes: inout [Element], report: ImportReport) {
    guard UnverifiedMapping.materialWordsAreEnglish else { return }
    var items = 0
    // The readers bound the tree's depth.
    for i in nodes.indices { mark(&nodes[i], items: &items) }
    guard items > 0 else { return }
    report.warn("materialNavigation", at: nil,
                "\(items) item\(items == 1 ? "" : "s") of a Material navigation bar \(items == 1 ? "is" : "are") read as the bar describes them (role \"\(roleDescription)\", place in the bar), which the capture does not record; the word is Material's English one")
  }

  private static func mark(_ e: inout Element, items: inout Int) {
    if let id = e.resourceId, labels.contains(where: id.hasSuffix) { e.importantForAccessibility = false }
    let positions = e.children.indices.filter { isItem(e.children[$0]) }
    if !positions.isEmpty {
      if e.collectionInfo == nil { e.collectionInfo = CollectionInfo(rowCount: 1, columnCount: positions.count) }
      for (column, c) in positions.enumerated() {
        if e.children[c].collectionItemInfo == nil { e.children[c].collectionItemInfo = CollectionItemInfo(rowIndex: 0, columnIndex: column) }
        if e.children[c].roleDescription == nil { e.children[c].roleDescription = roleDescription }
        items += 1
      }
    }
    for c in e.children.indices { mark(&e.children[c], items: &items) }
  }

  /// An item: a node holding the group of labels an item inflates.
  static func isItem(_ e: Element) -> Bool {
    e.children.contains { $0.resourceId?.hasSuffix(labelsGroup) == true }
  }
}
