import EarshotEngine
import EarshotImporters
import EarshotModel
import EarshotTalkBack
import EarshotTestSupport
import EarshotVoiceOver
import Foundation
import Testing

/// VoiceOver Designer bundles (docs/CAPTURE-FORMATS.md): layouts, trait bits, adjustable options,
/// containers, and the unit of frames.
@Suite struct VODesignReaderTests {
  static func element(_ label: String, trait: Int = 0, frame: String = "[[30, 300], [300, 150]]", value: String = "", extra: String = "") -> String {
    #"{"isAccessibilityElement": true, "label": "\#(label)", "value": "\#(value)", "hint": "", "trait": \#(trait), "frame": \#(frame), "adjustableOptions": {"options": [], "isEnumerated": true}\#(extra)}"#
  }

  /// A PNG header: IHDR with the size and, when given, pHYs with the resolution (CRCs are not checked).
  static func png(width: UInt32, height: UInt32, dpi: Double?) -> Data {
    func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    bytes += be(13) + Array("IHDR".utf8) + be(width) + be(height) + [8, 6, 0, 0, 0] + [0, 0, 0, 0]
    if let dpi {
      let ppm = UInt32((dpi / 0.0254).rounded())
      bytes += be(9) + Array("pHYs".utf8) + be(ppm) + be(ppm) + [1] + [0, 0, 0, 0]
    }
    bytes += be(0) + Array("IEND".utf8) + [0, 0, 0, 0]
    return Data(bytes)
  }

  func bundle(_ controls: String, info: String? = #"{"id": "A", "imageScale": 1}"#, image: Data? = nil, layout: String = "Frame") -> (TemporaryDirectory, String) {
    let dir = TemporaryDirectory()
    let root = "Shop.vodesign"
    let folder = layout == "flat" ? root : root + "/Frame"
    dir.write(folder + "/controls.json", controls)
    if let info { dir.write(folder + "/info.json", info) }
    if let image { dir.write(folder + "/screen.png", image) }
    return (dir, dir.path + "/" + root)
  }

  /// VoiceOver Designer's bits, not UIKit's: 257 is button + selected, 513 button + dimmed.
  @Test func designerTraitBits() throws {
    let controls = "[" + [
      Self.element("Basket", trait: 257, frame: "[[30, 300], [300, 150]]"),
      Self.element("Pay", trait: 513, frame: "[[30, 600], [300, 150]]"),
      Self.element("Street", trait: 262144 | 2097152, frame: "[[30, 900], [300, 150]]", value: "Main Avenue"),
      Self.element("Title", trait: 2 | 524288, frame: "[[30, 1200], [300, 150]]"),
    ].joined(separator: ",") + "]"
    let (dir, path) = bundle(controls)
    let result = try Importer.read(path: path)
    #expect(lines(result.document, hints: false)[0] == [
      "Selected, Basket, button", "Pay, dimmed, button", "Street, Main Avenue, text field, is editing, insertion point at end", "Title, heading",
    ])
    #expect(result.warnings.map(\.description).contains(path + "/Frame/controls.json: [3].trait: bits 524288 of trait 524290 are not VoiceOver Designer traits; ignored, as VoiceOver Designer ignores them"))
    _ = dir
  }

  /// The current option wins over a stale value; enumerated options read "i of n".
  @Test func adjustableOptions() throws {
    let controls = "[" + [
      Self.element("Size", trait: 4, value: "Large", extra: #", "adjustableOptions": {"options": ["Small", "Medium", "Large"], "currentIndex": 1, "isEnumerated": true}"#),
      Self.element("Time", trait: 4, frame: "[[30, 600], [300, 150]]", value: "23:30", extra: #", "adjustableOptions": {"options": ["23:30", "23:59"], "currentIndex": 1, "isEnumerated": false}"#),
    ].joined(separator: ",") + "]"
    let (dir, path) = bundle(controls)
    let result = try Importer.read(path: path)
    #expect(lines(result.document, hints: false)[0] == ["Size, Medium, 2 of 3, adjustable", "Time, 23:59, adjustable"])
    #expect(result.document.screens[0].root.children[0].adjustable == .values(["Small", "Medium", "Large"], index: 1, enumerated: true))
    #expect(result.warnings.map(\.place).contains("[0].value"))
    _ = dir
  }

  /// Options with no `currentIndex` have no current value: VoiceOver Designer's `AdjustableOptions.swift`
  /// (VODGroup/VoiceOverDesigner at e0978fcd) gives `currentValue` nil and does not increment without
  /// a current index, so no value is read and swiping says nothing new.
  @Test func optionsWithNoCurrentIndexSpeakNoValue() throws {
    let controls = "[" + Self.element("Size", trait: 4, value: "Large", extra: #", "adjustableOptions": {"options": ["Small", "Medium", "Large"], "isEnumerated": true}"#) + "]"
    let (dir, path) = bundle(controls)
    let result = try Importer.read(path: path)
    #expect(result.document.screens[0].root.children[0].adjustable == .values(["Small", "Medium", "Large"], index: nil, enumerated: true))
    #expect(lines(result.document, hints: false)[0] == ["Size, adjustable"])
    #expect(result.warnings.compactMap(\.place) == ["[0].adjustableOptions"])
    var runner = GestureRunner(document: result.document, reader: Fixture.reader(), timing: EstimatedTiming(voice: Fixture.voice()), speakHints: false)
    try runner.run(try GestureScript.parse("increment; decrement", file: "-e", inline: true), file: "-e")
    #expect(runner.timeline().events.map(\.heard).filter { !$0.isEmpty } == ["Size, adjustable"])
    _ = dir
  }

  /// "i of n" is said in the voice's language and number format, not the document's script: a
  /// Russian profile on an English bundle says "2 из 3" (AccessibilitySnapshot formats numbers for the
  /// locale of the words, `UIAccessibility+SnapshotAdditions.swift` at 5b03db81, lines 15–17).
  @Test(arguments: Fixture.builtInVoices) func enumeratedOptionsSayTheirPlaceInTheVoicesWords(voice: String) throws {
    let controls = "[" + Self.element("Size", trait: 4, extra: #", "adjustableOptions": {"options": ["Small", "Medium", "Large"], "currentIndex": 1, "isEnumerated": true}"#) + "]"
    let (dir, path) = bundle(controls)
    let reader = Fixture.reader(voice), profile = reader.profile
    let document = try Importer.read(path: path).document
    let segments = Transcript(document: document, reader: reader, speakHints: false).screens[0].entries[0].utterance.segments
    let place = try #require(segments.first { $0.text == profile.phrase(.position, "2", "3") })
    #expect(place.language == profile.language && place.isPhrase && place.role == .value)
    _ = dir
  }

  @Test func containersActionsAndDescriptions() throws {
    let controls = """
      [\(Self.element("Hidden helper", frame: "[[30, 100], [300, 50]]", extra: #", "isAccessibilityElement": false"#)),
       {"type": "container", "label": "Filters", "frame": [[0, 200], [1170, 400]], "containerType": "list",
        "elements": [\(Self.element("Direct", trait: 1, frame: "[[30, 250], [300, 100]]", extra: #", "customActions": {"names": ["Delete"]}, "customDescriptions": {"descriptions": [{"label": "Price", "value": "£2"}]}"#))]},
       {"type": "container", "label": "Size", "frame": [[0, 700], [1170, 200]], "treatButtonsAsAdjustable": true, "isEnumerated": true,
        "elements": [\(Self.element("Small", trait: 1, frame: "[[30, 700], [300, 100]]")), \(Self.element("Large", trait: 1, frame: "[[400, 700], [300, 100]]"))]}]
      """
    let (dir, path) = bundle(controls)
    let document = try Importer.read(path: path).document
    #expect(lines(document, hints: false)[0] == [
      "Filters, Direct, button, list start, More content available, Actions available", "Size, Small, 1 of 2, adjustable",
    ])
    let filters = document.screens[0].root.children[1]
    #expect(!filters.modal && filters.containerType == .list && filters.accessibilityElements == ["direct"])
    _ = dir
  }

  /// A modal container hides everything listed beside it, though every level of a bundle lists its
  /// order: VoiceOver Designer's iOS preview sets `accessibilityViewIsModal` on the container it puts
  /// in the screen's `accessibilityElements` (VODGroup/VoiceOverDesigner at e0978fcd,
  /// `VoiceOver Preview/PreviewFeatures/Sources/VoiceOverLayout/VoiceOverContainer.swift`), and
  /// VoiceOver then ignores the container's siblings (Apple's `accessibilityViewIsModal`).
  @Test func aModalContainerHidesWhatIsListedBesideIt() throws {
    let controls = """
      [\(Self.element("Menu", trait: 1, frame: "[[30, 100], [300, 50]]")),
       {"type": "container", "label": "Sheet", "frame": [[0, 200], [1170, 400]], "isModal": true,
        "elements": [\(Self.element("Close", trait: 1, frame: "[[30, 250], [300, 100]]"))]},
       \(Self.element("Behind", trait: 1, frame: "[[30, 900], [300, 50]]"))]
      """
    let (dir, path) = bundle(controls)
    let document = try Importer.read(path: path).document
    #expect(document.screens[0].root.accessibilityElements != nil)
    #expect(document.screens[0].root.children[1].modal)
    #expect(lines(document, hints: false)[0] == ["Sheet, Close, button"])
    _ = dir
  }

  /// A 216-dpi screenshot means the frames are already points (VoiceOver Designer's `DocumentImage+ScaleTests`).
  @Test func screenshotResolutionGivesTheUnit() throws {
    let points = "[" + Self.element("Close", trait: 1, frame: "[[10, 50], [60, 40]]") + "]"
    let (dir1, path1) = bundle(points, image: Self.png(width: 1170, height: 2532, dpi: 216))
    let r1 = try Importer.read(path: path1)
    #expect(r1.document.screens[0].root.children[0].frame == Frame(x: 10, y: 50, width: 60, height: 40))
    #expect(r1.document.screens[0].size == [390, 844])
    #expect(r1.warnings.isEmpty)

    let pixels = "[" + Self.element("Close", trait: 1, frame: "[[30, 150], [180, 120]]") + "]"
    let (dir2, path2) = bundle(pixels, image: Self.png(width: 1170, height: 2532, dpi: nil))
    let r2 = try Importer.read(path: path2)
    #expect(r2.document.screens[0].root.children[0].frame == Frame(x: 10, y: 50, width: 60, height: 40))
    _ = (dir1, dir2)
  }

  /// Without the screenshot, a stale imageScale loses to where the elements lie, with warnings.
  @Test func withoutScreenshotTheUnitIsInferredAndSaid() throws {
    let controls = "[" + [
      Self.element("Card", trait: 1, frame: "[[44, 104], [302, 637]]"),
      Self.element("Next card", trait: 1, frame: "[[366, 104], [306, 637]]"),
    ].joined(separator: ",") + "]"
    let (dir, path) = bundle(controls)
    let result = try Importer.read(path: path)
    #expect(result.document.screens[0].root.children[0].frame == Frame(x: 44, y: 104, width: 302, height: 637))
    #expect(result.warnings.map(\.message) == [
      "info.json says imageScale 1, but the elements lie as on a screen 390 points wide; the frames are read as points",
      "the screenshot (Frame/screen.png) is not in the bundle, so the unit of the frames is inferred from where the elements lie: points",
    ])
    _ = dir
  }

  @Test func flatLayoutRestoresReversedTabs() throws {
    let controls = """
      [{"type": "container", "label": "Tabs", "isTabTrait": true, "frame": [[0, 2400], [1170, 200]], "elements": [
        \(Self.element("Basket", trait: 1, frame: "[[900, 2420], [200, 150]]")),
        \(Self.element("Menu", trait: 1, frame: "[[30, 2420], [200, 150]]"))]}]
      """
    let (dir, path) = bundle(controls, info: nil, layout: "flat")
    let result = try Importer.read(path: path)
    #expect(lines(result.document, hints: false)[0] == ["Tabs, Menu, tab, 1 of 2", "Basket, tab, 2 of 2"])
    #expect(result.warnings.map(\.place).contains("[0]"))
    _ = dir
  }

  /// One screen per artboard frame; element frames are absolute, so the frame's origin comes off.
  @Test func artboardFramesAreScreensOfAFlow() throws {
    let dir = TemporaryDirectory()
    dir.write("Flow.vodesign/document.json", """
      {"elements": [
        {"type": "frame", "label": "Second", "frame": [[2340, 0], [1170, 2532]], "imageLocation": {"fileWrapper": {"name": "Frame2.png"}},
         "elements": [\(Self.element("Back", trait: 1, frame: "[[2370, 150], [300, 150]]"))]},
        {"type": "frame", "label": "First", "frame": [[0, 0], [1170, 2532]], "imageLocation": {"file": {"name": "Frame.png"}},
         "elements": [\(Self.element("Next", trait: 1, frame: "[[30, 150], [300, 150]]"))]}]}
      """)
    let document = try Importer.read(path: dir.path + "/Flow.vodesign").document
    #expect(document.isFlow && document.title == "Flow" && document.start == "second")
    #expect(document.screens.map(\.id) == ["second", "first"])
    #expect(document.screens[0].root.children[0].frame == Frame(x: 10, y: 50, width: 100, height: 50))
    #expect(document.screens[0].size == [390, 844])
    #expect(lines(document, hints: false) == [["Back, button"], ["Next, button"]])
  }

  @Test func badElementsNameTheFileAndPath() {
    let (dir, path) = bundle(#"[{"frame": [[0, 0], [10, 10]], "trait": 1}, {"label": "x", "frame": [0, 0, 10, 10]}]"#)
    do {
      _ = try Importer.read(path: path)
      Issue.record("read a broken bundle")
    } catch {
      #expect(error.diagnostics.map(\.description) == [
        path + #"/Frame/controls.json: [0]: missing "label" (every VoiceOver Designer element, container and frame has one)"#,
        path + "/Frame/controls.json: [1].frame: expected [[x, y], [width, height]], found an array",
      ])
    }
    _ = dir
  }

  @Test func syntaxErrorsGiveTheInnerFileLineAndColumn() {
    let (dir, path) = bundle("[\n  {\"label\": \"x\",\n")
    #expect(throws: InputError.self) { try Importer.read(path: path) }
    do { _ = try Importer.read(path: path) } catch {
      #expect(error.description.hasPrefix(path + "/Frame/controls.json: line 3, column 1: "))
    }
    _ = dir
  }

  @Test func aFolderWithoutDesignerFilesIsNotABundle() {
    let dir = TemporaryDirectory()
    dir.write("Empty.vodesign/readme.txt", "x")
    do {
      _ = try Importer.read(path: dir.path + "/Empty.vodesign", format: .vodesign)
      Issue.record("read a folder with no document")
    } catch {
      #expect(error.description.contains("not a VoiceOver Designer bundle: it has none of controls.json, Frame/controls.json or document.json"))
    }
  }

  @Test func anEmptyDocumentIsAnEmptyCapture() {
    let (dir, path) = bundle("[]")
    do {
      _ = try Importer.read(path: path)
      Issue.record("read an empty bundle")
    } catch {
      #expect(error.description == path + "/Frame/controls.json: the capture is empty: the document has no elements (add some in VoiceOver Designer and save again)")
    }
    _ = dir
  }

  @Test func aFileInsideABundleStandsForTheBundle() throws {
    let result = try Importer.read(path: Repository.path("samples/captures/Library.vodesign/Frame/controls.json"))
    #expect(result.format == .vodesign && result.document.screens[0].title == "Library")
  }

  /// The sample bundle's frames are pixels of its 3× screenshot (imageScale 1): they read as the
  /// points the other captures of the same screen give.
  @Test func theSampleBundleReadsInPoints() throws {
    let screen = try Importer.read(path: Repository.path("samples/captures/Library.vodesign")).document.screens[0]
    func all(_ e: Element) -> [Element] { [e] + e.children.flatMap(all) }
    #expect(all(screen.root).first { $0.label == "Edit" }?.frame == Frame(x: 328, y: 51, width: 46, height: 36))
    #expect(screen.size == [390, 844])
  }

  @Test func aBundleBringsItsScreenshot() throws {
    let bundle = Repository.path("samples/captures/Library.vodesign")
    #expect(try Importer.read(path: bundle).screenshots == [0: bundle + "/Frame/screen.png"])
    #expect(try Importer.read(path: Repository.path("samples/captures/library.txt")).screenshots.isEmpty)
  }
}
