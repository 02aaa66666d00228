// swift-tools-version:6.0
import PackageDescription

// The engine (model, ordering, phrasing, scheduling, importers) builds with the Swift toolchain alone.
// Only EarshotAudio links C libraries, through the system-library targets below.
let package = Package(
  name: "Earshot",
  products: [
    .library(name: "EarshotEngine", targets: ["EarshotModel", "EarshotEngine", "EarshotImporters"]),
    .executable(name: "earshot", targets: ["earshot"]),
  ],
  targets: [
    .executableTarget(name: "EmbedVoicesTool", path: "Sources/EmbedVoicesTool"),
    .plugin(name: "EmbedVoices", capability: .buildTool(), dependencies: ["EmbedVoicesTool"]),

    .target(name: "EarshotModel", plugins: ["EmbedVoices"]),
    .target(name: "EarshotEngine", dependencies: ["EarshotModel"]),
    // Review meetings: audit rules, before/after diffs and the HTML report.
    .target(name: "EarshotReview", dependencies: ["EarshotModel", "EarshotEngine"]),
    .target(name: "EarshotImporters", dependencies: ["EarshotModel"]),
    .systemLibrary(name: "CEspeakNG", pkgConfig: "espeak-ng",
                   providers: [.apt(["libespeak-ng-dev", "espeak-ng-data"]), .brew(["espeak-ng"])]),
    .systemLibrary(name: "CSndfile", pkgConfig: "sndfile", providers: [.apt(["libsndfile1-dev"]), .brew(["libsndfile"])]),
    // pcaudiolib ships no pkg-config file on Debian; its module map links it by name.
    .systemLibrary(name: "CPcaudio", providers: [.apt(["libpcaudio-dev"]), .brew(["pcaudiolib"])]),
    // Every file a run writes: checked before the work, staged, committed together, cleaned up on signals.
    .target(name: "EarshotOutput", dependencies: ["EarshotModel"]),
    .target(name: "EarshotAudio", dependencies: ["EarshotModel", "EarshotEngine", "EarshotOutput", "CEspeakNG", "CSndfile", "CPcaudio"]),

    .target(name: "EarshotCLI", dependencies: ["EarshotModel", "EarshotEngine", "EarshotReview", "EarshotImporters", "EarshotAudio", "EarshotOutput"]),
    .executableTarget(name: "earshot", dependencies: ["EarshotCLI"]),
    .target(name: "EarshotTestSupport", dependencies: ["EarshotModel", "EarshotEngine"]),

    .testTarget(name: "EarshotModelTests", dependencies: ["EarshotModel", "EarshotTestSupport"]),
    .testTarget(name: "EarshotEngineTests", dependencies: ["EarshotModel", "EarshotEngine", "EarshotTestSupport"],
                exclude: ["Snapshots"]),
    .testTarget(name: "EarshotReviewTests", dependencies: ["EarshotModel", "EarshotEngine", "EarshotReview", "EarshotImporters", "EarshotTestSupport"],
                exclude: ["Snapshots"]),
    .testTarget(name: "EarshotImportersTests", dependencies: ["EarshotImporters", "EarshotModel", "EarshotEngine", "EarshotTestSupport"],
                exclude: ["Snapshots"]),
    .testTarget(name: "EarshotAudioTests", dependencies: ["EarshotAudio", "EarshotModel", "EarshotEngine", "EarshotTestSupport"]),
    .testTarget(name: "EarshotOutputTests", dependencies: ["EarshotOutput", "EarshotTestSupport"]),
    .testTarget(name: "EarshotCLITests", dependencies: ["EarshotCLI", "EarshotModel", "EarshotImporters", "EarshotAudio", "EarshotTestSupport"]),
  ]
)
