import EarshotEngine
import EarshotModel
import EarshotReview
import EarshotTalkBack
import EarshotTestSupport
import EarshotVoiceOver
import Testing

/// Work that must grow with the input, not with its square (benchmarks/reach-large.sh and
/// benchmarks/report-large.sh time it; these count the work itself, which a busy machine cannot change).
@Suite struct ReachScalingTests {
  /// Counts the segments timed, by role.
  final class CountingTiming: SpeechTiming {
    let base: EstimatedTiming
    var counts: [SegmentRole: Int] = [:]
    init(voice: Voice) { base = EstimatedTiming(voice: voice) }
    var voice: Voice { base.voice }
    func timing(of segment: Segment) -> SpokenTiming {
      counts[segment.role, default: 0] += 1
      return base.timing(of: segment)
    }
  }

  // Swiping down to the k-th custom action speaks k names; VoiceOver's reach model times each
  // name once and sums, so an element with n actions times n names, not n²/2.
  @Test func voiceOverTimesEachActionOnce() {
    let n = 300
    let actions = (0..<n).map { #"{"name": "Action \#($0)"}"# }.joined(separator: ",")
    let doc = Fixture.screen(#"{"id": "row", "type": "button", "label": "Anna", "frame": [0, 0, 390, 60], "customActions": [\#(actions)]}"#)
    let voice = Fixture.voice()
    let timing = CountingTiming(voice: voice)
    let report = ReachReport(screen: ReachScreen(screen: doc.screens[0], reader: Fixture.reader()), technologies: [.screenReader], timing: timing)
    #expect(report.targets.count == n + 1)
    #expect((timing.counts[.action] ?? 0) <= n)
    // The sum is the same as timing each name on the way.
    let last = report.cost(of: "row#Action \(n - 1)", with: .screenReader)
    let names = (0..<n).reduce(0.0) { $0 + Double(EstimatedTiming(voice: voice).timing(of: Segment(role: .action, text: "Action \($1)", language: voice.language)).duration) / 1000 }
    let first = report.cost(of: "row", with: .screenReader)
    #expect(abs((last?.seconds ?? 0) - (first?.seconds ?? 0) - names) < 1e-6)
  }
}
