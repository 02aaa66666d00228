import EarshotImporters
import EarshotModel
import EarshotTestSupport
import Foundation
import Testing

/// Captures come from other people's machines: whatever they hold, a reader ends with a document
/// or one clear error per problem, never a crash, a hang or a file read from outside the input.
@Suite struct HostileCaptureTests {
  static let xcuiHead = "Attributes: Application, 0x1, pid: 1, label: 'App'\nElement subtree:\n →Application, 0x1, pid: 1, label: 'App'\n"

  @Test func xcuitestNestedThousandsDeepStopsAtTheLimit() {
    var text = Self.xcuiHead
    for i in 0..<4_000 { text += String(repeating: "  ", count: i + 1) + "Other, 0x\(i + 2), {{0.0, 0.0}, {10.0, 10.0}}, label: 'L\(i)'\n" }
    let message = failure(text)
    #expect(message?.contains("nested more than \(InputLimits.elementDepth) levels deep") == true)
  }

  @Test func xcuitestWithWindowsLineEndingsReadsAsWithUnixOnes() throws {
    let text = Self.xcuiHead + "    Button, 0x2, {{0.0, 0.0}, {100.0, 44.0}}, label: 'Pay'\n    StaticText, 0x3, {{0.0, 50.0}, {100.0, 20.0}}, label: 'Total'\n"
    let crlf = text.replacingOccurrences(of: "\n", with: "\r\n")
    #expect(try spoken(crlf) == spoken(text))
    #expect(try spoken(text) == ["Pay, button", "Total"])
  }

  @Test func xcuitestFramesOutOfRangeAreLeftOutWithAWarning() throws {
    let text = Self.xcuiHead + "    Button, 0x2, {{9.3e18, 0.0}, {inf, 44.0}}, label: 'Pay'\n"
    let result = try read(text)
    #expect(result.document.screens[0].root.children[0].frame == nil)
    #expect(result.warnings.contains { $0.message.contains("the frame is left out") })
  }

  static func appium(_ body: String) -> String {
    #"<?xml version="1.0" encoding="UTF-8"?><AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="A" label="A" x="0" y="0" width="390" height="844">"#
      + body + "</XCUIElementTypeApplication></AppiumAUT>"
  }

  /// A page source with a DOCTYPE (Appium writes none) is refused before it is parsed, as every XML
  /// capture is: its entities could make 400 KB 135 MB of labels, and even a small one is refused.
  @Test func appiumDoctypesAreRefusedBeforeParsing() throws {
    let buttons = (0..<3_000).map { #"<XCUIElementTypeButton type="XCUIElementTypeButton" label="&a;&a;&a;&a;&a;" x="0" y="\#($0)" width="10" height="10" accessible="true"/>"# }
    let head = #"<?xml version="1.0"?><!DOCTYPE AppiumAUT [<!ENTITY a "\#(String(repeating: "x", count: 9_000))">]>"#
    let text = head + Self.appium(buttons.joined(separator: "\n")).drop { $0 != ">" }.dropFirst()
    #expect(failure(text) == "capture.txt: line 1, column 22: a DOCTYPE, which an Appium page source (<AppiumAUT> with XCUIElementType… elements) never has; save the page source again, unedited")
    let small = #"<?xml version="1.0"?><!DOCTYPE AppiumAUT [<!ENTITY pay "Pay now">]>"#
      + Self.appium(#"<XCUIElementTypeButton type="XCUIElementTypeButton" label="&pay;" x="0" y="0" width="100" height="44" accessible="true"/>"#)
        .drop { $0 != ">" }.dropFirst()
    #expect(failure(small)?.contains("a DOCTYPE, which an Appium page source") == true)
  }

  @Test func appiumNestedThousandsDeepStopsAtTheLimit() {
    let open = String(repeating: #"<XCUIElementTypeOther x="0" y="0" width="1" height="1">"#, count: 5_000)
    let close = String(repeating: "</XCUIElementTypeOther>", count: 5_000)
    #expect(failure(Self.appium(open + close), file: "page.xml")?.contains("nested more than \(InputLimits.elementDepth) levels deep") == true)
  }

  @Test func appiumBytesThatAreNotUTF8AreRefusedBeforeTheXMLParser() {
    let bytes = Array(Self.appium(#"<XCUIElementTypeButton name="B" label="B"/>"#).utf8)
    var broken = bytes
    broken.insert(0xFF, at: bytes.firstIndex(of: UInt8(ascii: "B"))!)
    do {
      _ = try Importer.read(bytes: broken, file: "page.xml")
      Issue.record("read a capture that is not UTF-8")
    } catch {
      #expect(error.description.hasPrefix("page.xml: line 1, column "))
      #expect(error.description.contains("byte 0xFF is not UTF-8"))
    }
  }

  @Test func appiumNumbersThatAreNotFramesAreLeftOut() throws {
    let xml = Self.appium(#"<XCUIElementTypeButton name="B" label="B" x="nan" y="inf" width="1e308" height="10"/>"#)
    let result = try read(xml, file: "page.xml")
    #expect(result.document.screens[0].root.children.first?.frame == nil)
    #expect(result.warnings.contains { $0.message.contains("the frame is left out") })
  }

  @Test func xmlErrorsAreSaidInWords() {
    let duplicate = #"<?xml version="1.0"?><AppiumAUT><XCUIElementTypeApplication name="a" name="b"></XCUIElementTypeApplication></AppiumAUT>"#
    #expect(failure(duplicate, file: "page.xml")?.contains("the same attribute twice on one element") == true)
    let mismatch = #"<?xml version="1.0"?><AppiumAUT><XCUIElementTypeApplication></XCUIElementTypeOther></AppiumAUT>"#
    #expect(failure(mismatch, file: "page.xml")?.contains("a closing tag that does not match") == true)
  }

  @Test func idbNestedDeeperThanTheLimitIsAnError() {
    var node = #"{"AXLabel": "leaf", "type": "Button", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}"#
    for _ in 0..<(InputLimits.elementDepth + 5) { node = #"{"type": "Group", "role_description": "group", "children": [\#(node)]}"# }
    #expect(failure("[\(node)]", file: "screen.json")?.contains("nested more than \(InputLimits.elementDepth) levels deep") == true)
  }

  @Test func maestroNestedDeeperThanTheLimitIsAnError() {
    var node = #"{"attributes": {"accessibilityText": "leaf", "bounds": "[0,0][10,10]"}, "children": []}"#
    for _ in 0..<(InputLimits.elementDepth + 5) { node = #"{"attributes": {}, "children": [\#(node)]}"# }
    #expect(failure(node, file: "hierarchy.json")?.contains("nested more than \(InputLimits.elementDepth) levels deep") == true)
  }

  @Test func idbFramesAtTheEdgeOfADoubleAreLeftOut() throws {
    let json = #"[{"type": "Application", "AXLabel": "A", "frame": {"x": 0, "y": 0, "width": 390, "height": 844}}, {"type": "Button", "AXLabel": "Go", "frame": {"x": 1e308, "y": 0, "width": 1e308, "height": 10}}]"#
    let result = try read(json, file: "screen.json")
    #expect(try spoken(json, file: "screen.json") == ["Go, button"])
    #expect(result.warnings.contains { $0.message.contains("the frame is left out") })
  }

  /// A screenshot that cannot give the scale is ignored with a warning; its elements are still read.
  @Test(arguments: ["dpi0", "onePixel", "hugeChunk"])
  func aScreenshotThatNoScreenHasIsIgnored(_ kind: String) throws {
    let folder = TemporaryDirectory()
    let bundle = folder.path + "/Cart.vodesign"
    folder.write("Cart.vodesign/Frame/controls.json", #"[{"label": "Pay", "trait": 1, "frame": [[30, 2000], [1110, 150]]}, {"label": "Total", "frame": [[30, 1800], [1110, 150]]}]"#)
    let png: [UInt8]
    switch kind {
    case "dpi0": png = Self.png(width: 1170, height: 2532, pixelsPerMetre: 0)
    case "onePixel": png = Self.png(width: 1, height: 1, pixelsPerMetre: nil)
    default: png = Self.png(width: 1170, height: 2532, pixelsPerMetre: nil, extraChunkLength: 0x7FFF_FFFF)
    }
    folder.write("Cart.vodesign/Frame/screen.png", Data(png))
    let result = try Importer.read(path: bundle)
    #expect(lines(result.document)[0] == ["Pay, button", "Total"])
    if kind != "hugeChunk" { #expect(result.warnings.contains { $0.message.contains("the screenshot (Frame/screen.png)") }) }
  }

  @Test func aBundleFileLinkingOutsideTheBundleIsNotRead() throws {
    let folder = TemporaryDirectory()
    let secret = folder.write("secret.json", #"[{"label": "a secret", "frame": [[0, 0], [10, 10]]}]"#)
    try FileManager.default.createDirectory(atPath: folder.path + "/Leak.vodesign/Frame", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: folder.path + "/Leak.vodesign/Frame/controls.json", withDestinationPath: secret)
    do {
      _ = try Importer.read(path: folder.path + "/Leak.vodesign")
      Issue.record("a link out of the bundle was followed")
    } catch {
      #expect(error.description.contains("links to a file outside the bundle"))
      #expect(!error.description.contains("a secret"))
    }
  }

  @Test func aThousandElementsWithOneLabelGetIdsInLinearTime() throws {
    let folder = TemporaryDirectory()
    let elements = (0..<20_000).map { #"{"label": "Add", "trait": 1, "frame": [[0, \#($0 * 10)], [100, 10]]}"# }.joined(separator: ",")
    folder.write("Many.vodesign/controls.json", "[\(elements)]")
    let result = try Importer.read(path: folder.path + "/Many.vodesign")
    let ids = result.document.screens[0].root.children.compactMap(\.id)
    #expect(ids.count == 20_000 && Set(ids).count == 20_000 && ids[2] == "add-3")
  }

  @Test func binaryAndNonUTF8FilesGetOneLine() throws {
    let folder = TemporaryDirectory()
    let zeros = folder.write("zeros.txt", Data(repeating: 0, count: 100_000))
    let latin1 = folder.write("latin1.txt", Data("Element subtree:\n →Application, 0x1, label: 'Caf".utf8) + Data([0xE9, 0x27]))
    for (path, expected) in [(zeros, "is a binary file"), (latin1, "byte 0xE9 is not UTF-8")] {
      do {
        _ = try Importer.read(path: path)
        Issue.record("\(path) was read")
      } catch {
        #expect(error.diagnostics.count == 1)
        #expect(error.description.contains(expected))
      }
    }
  }

  /// A PNG with the given size and resolution (pHYs in pixels per metre), and optionally a chunk
  /// claiming `extraChunkLength` bytes before the image data.
  static func png(width: UInt32, height: UInt32, pixelsPerMetre: UInt32?, extraChunkLength: UInt32? = nil) -> [UInt8] {
    func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
    func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] { be(UInt32(body.count)) + Array(type.utf8) + body + [0, 0, 0, 0] }
    var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    out += chunk("IHDR", be(width) + be(height) + [8, 0, 0, 0, 0])
    if let ppm = pixelsPerMetre { out += chunk("pHYs", be(ppm) + be(ppm) + [1]) }
    if let length = extraChunkLength { out += be(length) + Array("tEXt".utf8) + Array(repeating: 0x41, count: 16) }
    out += chunk("IEND", [])
    return out
  }
}
