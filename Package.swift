// swift-tools-version:6.0
import PackageDescription

// The engine (model, ordering, phrasing, scheduling, importers) builds with the Swift toolchain alone.
// Only EarshotAudio links C libraries, through the system-library targets below.
let package = Package(
  name: "Earshot",
  products: [
    .library(name: "EarshotEngine", targets: ["EarshotModel", "EarshotEngine", "EarshotVoiceOver", "EarshotTalkBack", "EarshotImporters"]),
    .executable(name: "earshot", targets: ["earshot"]),
  ],
  targets: [
    .executableTarget(name: "EmbedVoicesTool", path: "Sources/EmbedVoicesTool"),
    .plugin(name: "EmbedVoices", capability: .buildTool(), dependencies: ["EmbedVoicesTool"]),

    .target(name: "EarshotModel", plugins: ["EmbedVoices"]),
    // What every screen reader shares: the reader's protocol, scheduling, transcripts, sessions' mechanics.
    .target(name: "EarshotEngine", dependencies: ["EarshotModel"]),
    // Review meetings: the audit's mechanism, before/after diffs and the HTML report, for any screen reader.
    .target(name: "EarshotReview", dependencies: ["EarshotModel", "EarshotEngine"]),
    // One target per screen reader: its rules, words, earcons, terms, unverified guesses and the
    // audit rules about its platform. Only the command line (and the tests) list them.
    .target(name: "EarshotVoiceOver", dependencies: ["EarshotModel", "EarshotEngine", "EarshotReview"]),
    .target(name: "EarshotTalkBack", dependencies: ["EarshotModel", "EarshotEngine", "EarshotReview"]),
    .target(name: "EarshotImporters", dependencies: ["EarshotModel"]),
    .systemLibrary(name: "CEspeakNG", pkgConfig: "espeak-ng",
                   providers: [.apt(["libespeak-ng-dev", "espeak-ng-data"]), .brew(["espeak-ng"])]),
    .systemLibrary(name: "CSndfile", pkgConfig: "sndfile", providers: [.apt(["libsndfile1-dev"]), .brew(["libsndfile"])]),
    // pcaudiolib ships no pkg-config file on Debian; its module map links it by name.
    .systemLibrary(name: "CPcaudio", providers: [.apt(["libpcaudio-dev"]), .brew(["pcaudiolib"])]),
    // Every file a run writes: checked before the work, staged, committed together, cleaned up on signals.
    .target(name: "EarshotOutput", dependencies: ["EarshotModel"]),
    .target(name: "EarshotAudio", dependencies: ["EarshotModel", "EarshotEngine", "EarshotOutput", "CEspeakNG", "CSndfile", "CPcaudio"]),

    .target(name: "EarshotCLI", dependencies: ["EarshotModel", "EarshotEngine", "EarshotVoiceOver", "EarshotTalkBack", "EarshotReview", "EarshotImporters", "EarshotAudio", "EarshotOutput"]),
    .executableTarget(name: "earshot", dependencies: ["EarshotCLI"]),
    .target(name: "EarshotTestSupport", dependencies: ["EarshotModel", "EarshotEngine", "EarshotVoiceOver", "EarshotTalkBack"]),

    .testTarget(name: "EarshotModelTests", dependencies: ["EarshotModel", "EarshotTestSupport"]),
    .testTarget(name: "EarshotEngineTests", dependencies: ["EarshotModel", "EarshotEngine", "EarshotVoiceOver", "EarshotTalkBack", "EarshotTestSupport"],
                exclude: ["Snapshots"]),
    .testTarget(name: "EarshotReviewTests", dependencies: ["EarshotModel", "EarshotEngine", "EarshotVoiceOver", "EarshotTalkBack", "EarshotReview", "EarshotImporters", "EarshotTestSupport"],
                exclude: ["Snapshots"]),
    .testTarget(name: "EarshotImportersTests", dependencies: ["EarshotImporters", "EarshotModel", "EarshotEngine", "EarshotVoiceOver", "EarshotTalkBack", "EarshotTestSupport"],
                exclude: ["Snapshots"]),
    .testTarget(name: "EarshotAudioTests", dependencies: ["EarshotAudio", "EarshotModel", "EarshotEngine", "EarshotVoiceOver", "EarshotTalkBack", "EarshotReview", "EarshotTestSupport"]),
    .testTarget(name: "EarshotOutputTests", dependencies: ["EarshotOutput", "EarshotTestSupport"]),
    .testTarget(name: "EarshotCLITests", dependencies: ["EarshotCLI", "EarshotModel", "EarshotEngine", "EarshotVoiceOver", "EarshotTalkBack", "EarshotImporters", "EarshotAudio", "EarshotTestSupport"],
                exclude: ["StandIns"]),
  ]
)
