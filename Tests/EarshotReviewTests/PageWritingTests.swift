import EarshotEngine
import EarshotModel
@testable import EarshotReview
import EarshotTestSupport
import Foundation
import Testing

/// The page is handed on in parts as it is made.
@Suite struct PageWritingTests {
  /// A screen of `count` buttons, one under another.
  static func version(buttons count: Int) -> ScreenVersion {
    let children = (0..<count).map { #"{"type": "button", "label": "Button \#($0) of the long list", "frame": [0, \#($0 * 44), 390, 44]}"# }
    let document = Fixture.document(#"{"earshot": 1, "platform": "ios", "root": {"children": [\#(children.joined(separator: ","))]}}"#)
    return ScreenVersion(screen: document.screens[0], file: "long.json", reader: Fixture.reader(), catalog: catalog,
                         timing: EstimatedTiming(voice: Fixture.voice()))
  }

  @Test func aLongPageIsHandedOnInPartsOfAboutAMegabyte() {
    let page = ReviewPage(title: "Long", sections: [.screen(.init(Self.version(buttons: 3000), audio: nil))], voice: "en-US", timingNote: "estimated")
    var parts: [String] = []
    page.write { parts.append($0) }
    #expect(parts.count > 1)
    #expect(parts.dropLast().allSatisfy { $0.utf8.count >= PageWriter.partSize && $0.utf8.count < PageWriter.partSize + 64 * 1024 })
    #expect(parts.joined() == page.html())
    #expect(parts.joined().hasSuffix("</html>\n"))
  }
}
