import EarshotAudio
import EarshotEngine
import EarshotModel
import EarshotTalkBack
import EarshotTestSupport
import EarshotVoiceOver
import Foundation
import Testing

@Suite("Captions and the timeline file")
struct CaptionTests {
  @Test("captions are monotonic, inside the audio, and one per spoken part with the hint its own cue")
  func cues() throws {
    let r = try render(sample("checkout.json"))
    let cues = Captions.cues(of: r.timeline, audioDuration: r.audio.milliseconds)
    let spoken = r.timeline.events.filter { $0.kind != .earcon && !$0.heard.isEmpty }
    #expect(cues.count == spoken.count)
    #expect(cues.map(\.text) == spoken.map(\.heard))
    var last = 0
    for cue in cues {
      #expect(cue.start >= last)
      #expect(cue.end > cue.start)
      #expect(cue.end <= r.audio.milliseconds)
      last = cue.end
    }
    let hint = try #require(r.timeline.events.first { $0.kind == .hint })
    #expect(cues.contains { $0.text == hint.text })
    // Each cue starts where its first word is heard.
    for (cue, event) in zip(cues, spoken) {
      #expect(r.audio.peak(from: cue.start, to: cue.start + 80) > 1000, "speech at the start of \"\(event.heard)\"")
    }
  }

  @Test("Control characters in a label never reach a caption file")
  func controlCharacters() {
    let cues = [Caption(start: 0, end: 900, text: "A\u{1B}[31mB\u{7}C\u{0}\nD\tE\u{85}F")]
    #expect(Captions.webVTT(cues).hasSuffix("\nA[31mBC D E F\n"))
    #expect(Captions.srt(cues).hasSuffix("\nA[31mBC D E F\n"))
  }

  @Test("WebVTT and SRT formats")
  func formats() {
    let cues = [Caption(start: 60, end: 1118, text: "Checkout, heading"), Caption(start: 3_723_004, end: 3_724_000, text: "a <b> & c")]
    #expect(Captions.webVTT(cues) == """
      WEBVTT

      1
      00:00:00.060 --> 00:00:01.118
      Checkout, heading

      2
      01:02:03.004 --> 01:02:04.000
      a &lt;b&gt; &amp; c

      """)
    #expect(Captions.srt(cues) == """
      1
      00:00:00,060 --> 00:00:01,118
      Checkout, heading

      2
      01:02:03,004 --> 01:02:04,000
      a &lt;b&gt; &amp; c

      """)
  }

  @Test("an interrupted event is cut at its end: silence after, its heard text captioned")
  func interruption() throws {
    let synthesizer = try Synthesizer(voice: Fixture.voice())
    let long = Segment(role: .announcement, text: "This announcement is long and will be cut off by a focus change", language: "en-US")
    let pay = Segment(role: .label, text: "Pay", language: "en-US")
    let full = try synthesizer.speech(for: long)
    let payTime = try synthesizer.speech(for: pay)
    let timeline = HeardTimeline(events: [
      TimelineEvent(start: 0, end: 900, kind: .announcement, text: long.text, heard: "This announcement", interrupted: true,
                    segments: [TimedSegment(segment: long, start: 0, end: full.duration)]),
      TimelineEvent(start: 2000, end: 2000 + payTime.duration, kind: .focus, text: "Pay",
                    segments: [TimedSegment(segment: pay, start: 2000, end: 2000 + payTime.duration)]),
    ], duration: 2000 + payTime.duration, earcons: .voiceOver, terms: .voiceOver)
    #expect(full.duration > 2500)
    let mixer = TimelineMixer(timeline: timeline, synthesizer: synthesizer)
    var samples: [Int16] = []
    while !mixer.isFinished { samples += try mixer.nextBlock() }
    let audio = DecodedAudio(sampleRate: 22050, channels: 1, samples: samples, format: nil)
    #expect(abs(audio.milliseconds - timeline.duration) <= 2)
    #expect(audio.peak(from: 300, to: 880) > 1000, "speech before the cut")
    #expect(audio.peak(from: 900, to: 2000) == 0, "nothing after the cut until the next event")
    #expect(audio.peak(from: 2000, to: audio.milliseconds) > 1000)
    // The fade: the speech's last milliseconds before the cut are scaled down towards silence.
    // (Compared with the same speech unfaded, not with a fixed level: espeak-ng's waveform at a
    // given moment depends on what it synthesized before, and tests run in any order.)
    let cut = 900 * 22050 / 1000, fade = TimelineMixer.fadeMilliseconds * 22050 / 1000
    for i in (cut - fade / 4)..<cut {
      #expect(abs(Int(samples[i])) <= abs(Int(full.samples[i])) / 4 + 1, "sample \(i) is faded")
    }
    #expect(samples[cut - 1] == 0, "the cut itself is silent")
    let cues = Captions.cues(of: timeline, audioDuration: audio.milliseconds)
    #expect(cues.map(\.text) == ["This announcement", "Pay"])
    #expect(cues[0].end == 900)
  }

  @Test("with the reader's spoken forms, a cue shows the words the voice says; a part cut off stays as written")
  func spokenCaptions() {
    let forms = Fixture.reader().spokenForms
    let departs = Segment(role: .label, text: "Departs 09:05", language: "en-US")
    let price = Segment(role: .value, text: "$2.50", language: "en-US")
    let spelled = Segment(role: .label, text: "$2.50", language: "en-US", speech: SpeechAttributes(spellOut: true))
    let timeline = HeardTimeline(events: [
      TimelineEvent(start: 0, end: 2000, kind: .focus, text: "Departs 09:05, $2.50",
                    segments: [TimedSegment(segment: departs, start: 0, end: 1000), TimedSegment(segment: price, start: 1000, end: 2000)]),
      TimelineEvent(start: 2000, end: 2500, kind: .focus, text: "Departs 09:05, $2.50", heard: "Departs 09:05, $2", interrupted: true,
                    segments: [TimedSegment(segment: departs, start: 2000, end: 2400), TimedSegment(segment: price, start: 2400, end: 3000)]),
      TimelineEvent(start: 3000, end: 4000, kind: .focus, text: "$2.50", segments: [TimedSegment(segment: spelled, start: 3000, end: 4000)]),
    ], duration: 4000, earcons: .voiceOver, terms: .voiceOver)
    let cues = Captions.cues(of: timeline, audioDuration: 4000, spokenForms: forms)
    #expect(cues.map(\.text) == ["Departs 9 oh 5, 2 dollars and 50 cents", "Departs 9 oh 5, $2", "$2.50"])
    #expect(Captions.cues(of: timeline, audioDuration: 4000).map(\.text) == ["Departs 09:05, $2.50", "Departs 09:05, $2", "$2.50"])
  }

  @Test("the timeline file lists every segment with start, end, role and text, and the events")
  func timelineFile() throws {
    let r = try render(sample("checkout.json"))
    let json = TimelineFile.json(r.timeline, audioDuration: r.audio.milliseconds, sampleRate: 22050, voice: "en-US")
    let segments = try #require(json["segments"]?.arrayValue)
    let expected = r.timeline.events.flatMap { $0.segments }
    #expect(segments.count == expected.count)
    var last = 0.0
    for s in segments {
      let start = try #require(s["start"]?.numberValue), end = try #require(s["end"]?.numberValue)
      #expect(start >= last && end >= start && end <= Double(r.audio.milliseconds + 1), "ends within a rounding of the audio")
      #expect(s["role"]?.stringValue != nil && s["text"]?.stringValue != nil)
      last = start
    }
    #expect(json["events"]?.arrayValue?.count == r.timeline.events.count)
    #expect(json["duration"]?.numberValue == Double(r.audio.milliseconds))
    // It is valid JSON that Earshot's own reader accepts.
    #expect(try JSONParser.parse(JSONWriter.string(json)) == json)
  }
}
