import EarshotEngine
import EarshotModel

/// What a person hears with Switch Control's Speech option on (Apple's guide: items are spoken as
/// they are scanned): one auto-scanning pass over the top level of the scan, each item spoken as it
/// is highlighted and cut off by the next highlight. The input of `render --with switch-control`.
public enum SwitchControlSpeech {
  public static func timeline(of screen: ReachScreen, settings: SwitchControlSettings = .default,
                              timing: SpeechTiming, settled: SettledParts.Receiver? = nil) -> HeardTimeline {
    let builder = screen.context.reader.phrasing(speakHints: nil)
    let scan = SwitchControlReach(screen, settings: settings)
    var scheduler = SpeechScheduler(reader: screen.context.reader, timing: timing)
    var parts = settled.map(SettledParts.init)
    for (k, node) in scan.tree.root.enumerated() {
      let at = Int((settings.secondsUntilHighlight(k) * 1000).rounded())
      let (key, text, language) = spoken(node, screen)
      guard !text.isEmpty else { continue }
      parts?.before(at, in: scheduler)
      let utterance = builder.spoken(text, role: .label, language: language, isPhrase: false)
      scheduler.submit(SpeechScheduler.Request(kind: .focus, id: key, utterance: utterance, channel: .navigation,
                                               gesture: k, focusKey: key), at: at)
    }
    return parts?.finish(scheduler) ?? scheduler.timeline()
  }

  /// What the highlight on `node` says (ReachUnverified.switchSpeechIsLabel): an element's label, a
  /// group's label or else its members' labels.
  static func spoken(_ node: ScanNode, _ screen: ReachScreen) -> (key: String, text: String, language: String?) {
    switch node {
    case .item(let stop):
      let e = screen.entries[stop].stop.element
      return (e.key, e.label ?? "", e.language)
    case .group(let key, let label, let members, _):
      if let label, !label.isEmpty { return (key, label, nil) }
      let labels = members.flatMap(\.stops).compactMap { screen.entries[$0].stop.element.label }.filter { !$0.isEmpty }
      return (key, labels.joined(separator: ", "), members.first?.firstStop.map { screen.entries[$0].stop.element.language })
    }
  }
}
