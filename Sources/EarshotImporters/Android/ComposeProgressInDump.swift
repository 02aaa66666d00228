import EarshotModel

/// A Compose progress indicator as a dump shows it: a ProgressBar node inside a ComposeView, with no
/// text or description. Compose's delegate describes such a node itself, which no dump records:
/// its state ("In progress" for an indeterminate one, `getInfoStateDescriptionOrNull`) and that a
/// screen reader focuses it (a leaf that says something, `isScreenReaderFocusable`; androidx
/// `AndroidComposeViewAccessibilityDelegateCompat.android.kt` at 0094ab03). The dump does not record
/// its range either, so it is read as indeterminate, in Compose's English words
/// (`UnverifiedMapping.composeProgressInDumpIsIndeterminate`), and the import says so.
enum ComposeProgressInDump {
  static let host = "androidx.compose.ui.platform.ComposeView"
  static let progressBar = "android.widget.ProgressBar"

  static func apply(_ nodes: inout [Element], report: ImportReport) {
    guard UnverifiedMapping.composeProgressInDumpIsIndeterminate else { return }
    var count = 0
    for i in nodes.indices { mark(&nodes[i], inCompose: false, count: &count) }
    guard count > 0 else { return }
    report.warn("composeProgress", at: nil,
                "\(count) Compose progress indicator\(count == 1 ? " is" : "s are") read as Compose describes an indeterminate one (\"\(ComposeNode.Word.inProgress)\", focused by TalkBack): the dump records neither its range nor its state")
  }

  private static func mark(_ e: inout Element, inCompose: Bool, count: inout Int) {
    let inCompose = inCompose || e.className == host
    if inCompose, e.className == progressBar, e.text == nil, e.contentDescription == nil, e.stateDescription == nil, e.rangeInfo == nil {
      e.stateDescription = ComposeNode.Word.inProgress
      e.screenReaderFocusable = true
      count += 1
    }
    for c in e.children.indices { mark(&e.children[c], inCompose: inCompose, count: &count) }
  }
}
