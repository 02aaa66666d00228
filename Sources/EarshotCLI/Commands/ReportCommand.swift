import EarshotEngine
import EarshotModel
import EarshotReview
import Foundation

/// `earshot report`: one self-contained HTML page for a review meeting.
enum ReportCommand: Command {
  static let spec = CommandSpec(
    name: "report",
    abstract: "Write one self-contained HTML page for a review meeting: audio with captions, stops, findings and costs.",
    discussion: """
      For each screen: an audio player with the swipe through every stop embedded, captions
      synchronized to it, the stops (spoken text, hint, traits, frame; select one to hear it),
      the audit findings beside the stops they concern, and the stops and seconds it takes to
      reach each one by swiping and with the Headings rotor. Two files (or --before) give a
      before/after view with what changed. The page works offline in any browser and needs
      nothing beside it.
      """,
    arguments: [ArgumentSpec("FILE", help: "Screen documents (.json); two files are compared as before and after.", repeating: true)],
    examples: [
      "earshot report samples/checkout-legacy.json samples/checkout.json -o review.html",
      "earshot report samples/checkout.json --before samples/checkout-legacy.json -o review.html",
      "earshot report samples/topics.json samples/call.json -o screens.html --no-audio",
    ])

  struct Options: OptionGroup {
    let output = Option<String>("--output", short: "o", value: "OUT.html", help: "The page to write.")
    let before = Option<String>("--before", value: "FILE", help: "Compare FILE (the old version) with the one FILE given.")
    let title = Option<String>("--title", value: "TEXT", help: "The page's title (default: the screens' titles).").completing(.none)
    let noAudio = Flag("--no-audio", help: "Leave the audio out (times are then estimated from the speaking rate).")
    let voice = VoiceOptions()
    let input = InputOptions()
  }

  static func run(_ arguments: Arguments<Options>, _ console: Console) throws(CLIError) {
    guard let output = arguments[\.output] else {
      throw .usage("missing -o OUT.html: the page to write", command: spec.name)
    }
    guard output.lowercased().hasSuffix(".html") || output.lowercased().hasSuffix(".htm") || output == Outputs.standardOutput else {
      throw .usage("-o \(output): the report is an HTML page; name it OUT.html", command: spec.name)
    }
    let files = arguments.positionals
    let before = arguments[\.before]
    if before != nil, files.count != 1 {
      throw .usage("--before compares with exactly one FILE; give one, not \(files.count)", command: spec.name)
    }
    try Outputs.check(output)
    let profile = try Inputs.profile(arguments.group(\.voice))
    var documents: [(file: String, document: Document)] = []
    for file in (before.map { [$0] } ?? []) + files {
      documents.append((file, try Inputs.document(file, arguments.group(\.input), console: console)))
    }

    let audio = try ReportAudioSource.make(profile: profile, enabled: !arguments[\.noAudio])
    func rendered(_ v: ScreenVersion) throws(CLIError) -> ReviewPage.Version {
      ReviewPage.Version(v, audio: try audio.audio(for: v.timeline))
    }
    func version(_ screen: Screen, _ file: String) throws(CLIError) -> ReviewPage.Version {
      try rendered(ScreenVersion(screen: screen, file: file, profile: profile, timing: audio.timing))
    }

    var sections: [ReviewPage.Section] = []
    if documents.count == 2 {
      let (b, a) = (documents[0], documents[1])
      let diff = DocumentDiff(before: b.document, beforeFile: b.file, after: a.document, afterFile: a.file,
                              profile: profile, timing: audio.timing)
      for d in diff.screens {
        console.progress("Rendering \(d.after.title), before and after…")
        sections.append(.comparison(d, before: try rendered(d.before), after: try rendered(d.after)))
      }
      for screen in b.document.screens where diff.onlyBefore.contains(screen.id ?? screen.title ?? "Screen") {
        sections.append(.screen(try version(screen, b.file)))
      }
      for screen in a.document.screens where diff.onlyAfter.contains(screen.id ?? screen.title ?? "Screen") {
        sections.append(.screen(try version(screen, a.file)))
      }
    } else {
      for (file, document) in documents {
        for screen in document.screens {
          console.progress("Rendering \(screen.title ?? screen.id ?? file)…")
          sections.append(.screen(try version(screen, file)))
        }
      }
    }
    let titles = documents.flatMap { $0.document.screens.compactMap(\.title) }
    var unique: [String] = []
    for t in titles where !unique.contains(t) { unique.append(t) }
    let title = arguments[\.title] ?? "Accessibility review: " + (unique.isEmpty ? "screens" : unique.joined(separator: ", "))
    let page = ReviewPage(title: title, sections: sections, voice: profile.name, timingNote: audio.timingNote, audioNote: audio.note)
    try Outputs.write(page.html(), to: output, console: console)
    if output != Outputs.standardOutput { console.print(output) }
  }
}
