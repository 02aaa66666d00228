import EarshotEngine
import EarshotModel
import EarshotTalkBack
import EarshotTestSupport
import EarshotVoiceOver
import Testing

/// A swipe-through kept only for its length (`keepingEvents: false`, what `diff` and a review page
/// without audio read) lasts exactly as long as the whole timeline, and one given the screen's
/// transcript is the same timeline.
@Suite struct SwipeLengthTests {
  static func reader(for screen: Screen) -> any ScreenReader {
    screen.platform == .android ? TalkBack(language: "en-US") : Fixture.reader()
  }

  static func expectSameLength(_ screen: Screen, _ name: String) {
    let reader = reader(for: screen)
    for (hints, earcons) in [(nil, nil), (false, nil), (true, false)] as [(Bool?, Bool?)] {
      for timing in [EstimatedTiming(voice: Fixture.voice()), WordTiming()] as [SpeechTiming] {
        let whole = SwipeThrough.timeline(of: screen, reader: reader, timing: timing, speakHints: hints, earcons: earcons)
        let length = SwipeThrough.timeline(of: screen, reader: reader, timing: timing, speakHints: hints, earcons: earcons, keepingEvents: false)
        #expect(length.duration == whole.duration, "\(name), hints \(String(describing: hints)), earcons \(String(describing: earcons))")
        #expect(length.events.isEmpty)
        #expect(whole.events.isEmpty == (whole.duration == 0))
        // Given the transcript (its hints the reader's own), each stop is said as without it.
        let order = reader.order(of: ScreenState(screen: screen))
        let transcript = Transcript.entries(order, reader: reader)
        let known = SwipeThrough.timeline(of: screen, reader: reader, timing: timing, speakHints: hints, earcons: earcons,
                                          order: order, transcript: transcript)
        #expect(known == whole, "\(name), hints \(String(describing: hints)), earcons \(String(describing: earcons))")
        let knownLength = SwipeThrough.timeline(of: screen, reader: reader, timing: timing, speakHints: hints, earcons: earcons,
                                                order: order, transcript: transcript, keepingEvents: false)
        #expect(knownLength.duration == whole.duration)
      }
    }
  }

  /// A segment's duration alone is its timing's duration: ASCII, symbols weighed as the words they
  /// are read as, other scripts, and text past U+FFFF (two UTF-16 units).
  @Test func aDurationAloneIsTheTimingsDuration() {
    let timing = EstimatedTiming(voice: Fixture.voice())
    for text in ["", "Pay", "$17.70 & 20% off, #1 @ home = +3", "Café €5 £3", "Party 🎉 now 🇫🇷", "a\u{0}b\tc\nd", "日本語 テキスト"] {
      let segment = Segment(role: .label, text: text, language: "en-US")
      #expect(timing.duration(of: segment) == timing.timing(of: segment).duration, "\(text)")
    }
  }

  @Test(arguments: Repository.samples() + ["android/checkout.json", "android/checkout-legacy.json", "android/sound.json"])
  func everySample(sample: String) throws {
    let document = try DocumentReader.read(bytes: Repository.read("samples/\(sample)"), file: sample).document
    for screen in document.screens { Self.expectSameLength(screen, "\(sample), \(screen.id ?? "")") }
  }

  /// 200 elements in rows of five, as the benchmark generates them (`benchmarks/bench.py`): on iOS
  /// a label, button, switch, slider and text field, every third row a `groupChildren` view; on
  /// Android a text, button, switch, seek bar and edit text under a layout per row, every third
  /// row one clickable focusable container.
  @Test(arguments: [Platform.ios, .android]) func generatedScreen(platform: Platform) throws {
    var rows: [String] = []
    for r in 0..<40 {
      let y = r * 50
      if platform == .ios {
        let cells = ["label", "button", "switch", "slider", "textField"].enumerated().map { c, kind in
          var extra = ""
          if kind == "slider" { extra = #", "adjustable": {"min": 0, "max": 100, "value": \#(r)}"# }
          if kind == "switch" { extra = #", "on": \#(r % 2 == 0)"# }
          return #"{"type": "\#(kind)", "label": "Item \#(r) \#(kind)", "frame": [\#(c * 70), \#(y), 60, 44]\#(extra)}"#
        }
        rows.append(#"{"groupChildren": \#(r % 3 == 0), "children": [\#(cells.joined(separator: ", "))]}"#)
      } else {
        let cells = [
          #"{"className": "android.widget.TextView", "text": "Item \#(r) text", "frame": [0, \#(y), 60, 44]}"#,
          #"{"className": "android.widget.Button", "text": "Item \#(r) button", "clickable": true, "focusable": true, "frame": [70, \#(y), 60, 44]}"#,
          #"{"className": "android.widget.Switch", "text": "Item \#(r) switch", "checkable": true, "checked": \#(r % 2 == 0), "clickable": true, "focusable": true, "frame": [140, \#(y), 60, 44]}"#,
          #"{"className": "android.widget.SeekBar", "contentDescription": "Item \#(r) slider", "focusable": true, "rangeInfo": {"type": "int", "min": 0, "max": 100, "current": \#(r)}, "frame": [210, \#(y), 60, 44]}"#,
          #"{"className": "android.widget.EditText", "text": "Item \#(r) field", "editable": true, "clickable": true, "focusable": true, "frame": [280, \#(y), 60, 44]}"#,
        ]
        let container = r % 3 == 0 ? #", "clickable": true, "focusable": true"# : ""
        rows.append(#"{"className": "android.widget.LinearLayout", "frame": [0, \#(y), 350, 44]\#(container), "children": [\#(cells.joined(separator: ", "))]}"#)
      }
    }
    let document = platform == .ios
      ? Fixture.screen(rows.joined(separator: ", "), extra: #""title": "Big","#)
      : Fixture.screen(#"{"className": "android.widget.FrameLayout", "frame": [0, 0, 1000, 2000], "children": [\#(rows.joined(separator: ", "))]}"#,
                       extra: #""platform": "android", "title": "Big", "language": "en-US","#)
    #expect(document.screens[0].platform == platform)
    Self.expectSameLength(document.screens[0], "generated \(platform)")
  }
}
