import EarshotEngine
import EarshotModel
import EarshotReview

/// TalkBack's rules about Android screens, in the order reports list them, after VoiceOver's;
/// the command line's registry pairs them with TalkBack for the auditor.
extension TalkBack {
  public static let auditRules: [any AuditRule] = [
    AndroidUnlabelled(), AndroidDuplicateDescription(), AndroidRoleInDescription(), AndroidEditableDescription(),
    AndroidTouchTarget(), AndroidTraversalLoop(), AndroidSilentChange(),
  ]
}

/// What the Android rules share: the screen's nodes as TalkBack is given them, and findings about
/// a node, whether TalkBack stops on it or not.
extension ScreenContext {
  /// The screen's Android nodes, worked out once for all the rules, in the words of TalkBack
  /// speaking the audit reader's language.
  var android: AndroidNodes {
    shared { AndroidNodes(context: self, reader: TalkBack(language: reader.language)) }
  }
}

extension AuditRule {
  /// A finding about Android node `n` of `android` (the screen's `android`, which the rule has at
  /// hand: looking the shared model up again cost near a thousand instructions a finding): about
  /// its stop when TalkBack stops on it, else about the stops inside it.
  func finding(_ screen: ScreenContext, node n: Int, of android: AndroidNodes, _ message: String, fix: String) -> Finding {
    // The path read in place, through the buffer (taking the node out copies it): the element is
    // copied out only for a node that is not a stop.
    // By the node's element index where the nodes have it: looking a path up hashed every path of
    // the screen into a table, and each finding's path again.
    if android.elementIndices.indices.contains(n), case let k = Int(android.elementIndices[n]), k >= 0 {
      if let stop = screen.stop(ofElement: k) { return finding(screen, stop: stop, message, fix: fix) }
      return finding(screen, elementAt: k, message, fix: fix)
    }
    if let stop = screen.stop(path: android.nodes.withUnsafeBufferPointer { $0[n].read { $0.path } }) {
      return finding(screen, stop: stop, message, fix: fix)
    }
    return finding(screen, element: android.nodes[n].element, message, fix: fix)
  }
}
