import EarshotImporters
import EarshotModel
import EarshotTestSupport
import Foundation
import Testing

/// The checkout screen as Android captures written for the project (samples/android, made by
/// scripts/android-sample-captures.py), before and after its fix, in each Android format: each is
/// detected, imported as its golden screen document, and shows what its format can carry.
@Suite struct AndroidSampleTests {
  static let captures: [(file: String, format: CaptureFormat)] = [
    ("checkout.xml", .uiautomator), ("checkout-legacy.xml", .uiautomator),
    ("checkout-appium.xml", .uiautomator2), ("checkout-legacy-appium.xml", .uiautomator2),
    ("checkout-compose.txt", .compose), ("checkout-legacy-compose.txt", .compose),
  ]

  static func path(_ file: String) -> String { Repository.path("samples/android/" + file) }

  static func elements(_ document: Document) -> [Element] {
    var all: [Element] = []
    document.screens[0].root.forEachDescendant { all.append($0) }
    return Array(all.dropFirst())
  }

  @Test(arguments: captures.map(\.file))
  func importsAsItsGolden(_ file: String) throws {
    let result = try Importer.read(path: Self.path(file))
    #expect(result.format == Self.captures.first { $0.file == file }?.format)
    #expect(result.document.screens[0].platform == .android && result.document.screens[0].density == 2.625)
    let text = DocumentWriter.string(result.document)
    let failure = Golden.check(text, named: "android-" + file + ".json")
    #expect(failure == nil, "\(failure ?? "")")
    let back = try DocumentReader.read(bytes: Array(text.utf8), file: "imported.json")
    #expect(back.warnings.isEmpty && back.document == result.document)
  }

  /// A density the user gives (`--density`) is the screen's: the frames stay the capture's pixels,
  /// nothing is estimated or said about it, and the audit's density rules are no longer skipped.
  @Test(arguments: captures.map(\.file))
  func aGivenDensityReplacesTheEstimate(_ file: String) throws {
    let estimated = try Importer.read(path: Self.path(file))
    let given = try Importer.read(path: Self.path(file), density: 2.75)
    #expect(given.document.screens.map(\.density) == [2.75])
    var same = given.document
    same.screens[0].density = estimated.document.screens[0].density
    #expect(same == estimated.document)
    #expect(given.warnings.map(\.message) == estimated.warnings.map(\.message).filter { !$0.contains("pixels per dp is assumed") })
    #expect(estimated.gaps[.density] != nil && given.gaps[.density] == nil)
  }

  /// Over an Android document's own density (or none: dp); an iOS document, in points, is read as it is.
  @Test func aGivenDensityIsEveryAndroidScreensAndNoIOSScreens() throws {
    let android = try Importer.read(path: Self.path("checkout.json"), density: 3)
    #expect(android.document.screens.map(\.density) == [3] && android.warnings.isEmpty)
    let flow = #"{"earshot": 1, "platform": "android", "density": 2, "screens": [{"id": "a", "root": {}}, {"id": "b", "density": 4, "root": {}}]}"#
    #expect(try Importer.read(bytes: Array(flow.utf8), file: "flow.json", density: 1.5).document.screens.map(\.density) == [1.5, 1.5])
    let ios = Repository.path("samples/checkout.json")
    #expect(try Importer.read(path: ios, density: 3).document == Importer.read(path: ios).document)
  }

  /// The screen documents read without a warning, as Android screens with frames in dp.
  @Test(arguments: ["checkout.json", "checkout-legacy.json"])
  func screenDocumentsRead(_ file: String) throws {
    let result = try DocumentReader.read(bytes: Repository.read("samples/android/" + file), file: file)
    #expect(result.warnings.isEmpty, "\(result.warnings)")
    let screen = result.document.screens[0]
    #expect(screen.platform == .android && screen.density == nil && screen.title == "Checkout")
    let all = Self.elements(result.document)
    #expect(all.first { $0.id == "pay" }?.onActivate == [.set(ElementChange(id: "payment-error", state: ElementState(hidden: false)))])
    #expect(all.first { $0.id == "payment-error" }?.hidden == true)
  }

  /// What each version shows of the fix, where its format can carry it.
  @Test func theFixShowsWhereTheFormatCarriesIt() throws {
    func read(_ file: String) throws -> [Element] { Self.elements(try Importer.read(path: Self.path(file)).document) }
    // The dump keeps the view tree's order: the legacy Pay comes before the total.
    let legacy = try read("checkout-legacy.xml")
    let order = legacy.compactMap(\.text)
    #expect(order.firstIndex(of: "Pay")! < order.firstIndex(of: "Total")!)
    #expect(legacy.first { $0.resourceId == "com.example.teashop:id/notifications" }?.className == "android.widget.LinearLayout")
    #expect(legacy.first { $0.resourceId == "com.example.teashop:id/chart" }?.children.isEmpty == true)
    let fixed = try read("checkout.xml")
    let toggle = fixed.first { $0.resourceId == "com.example.teashop:id/notifications" }
    #expect(toggle?.className == "android.widget.Switch" && toggle?.checkable == true && toggle?.checked == CheckedState.false)
    #expect(fixed.filter { $0.contentDescription?.hasSuffix("percent of spending") == true }.count == 3)
    #expect(fixed.first { $0.text == "Add" }?.contentDescription == "Add jasmine tea to cart")
    // A dump cannot say the title is a heading; the 2025 Appium source can.
    #expect(fixed.first { $0.text == "Checkout" }?.heading == nil)
    let appium = try read("checkout-appium.xml")
    #expect(appium.first { $0.text == "Checkout" }?.heading == true)
    #expect(appium.first { $0.resourceId == "com.example.teashop:id/items" }?.collectionInfo == CollectionInfo(rowCount: -1, columnCount: -1))
    #expect(appium.first { $0.resourceId == "com.example.teashop:id/item_summary" }?.screenReaderFocusable == true)
    // Compose: the legacy total shares Pay's row, so Compose visits Pay before the amount.
    let compose = try read("checkout-legacy-compose.txt")
    let total = compose.first { $0.text == "Total" }, pay = compose.first { $0.text == "Pay" }
    #expect(total?.traversalBefore == pay?.id && pay?.traversalBefore == compose.first { $0.text == "$17.70" }?.id)
    let composeFixed = try read("checkout-compose.txt")
    #expect(composeFixed.first { $0.roleDescription == "Switch" }?.stateDescription == "Off")
    #expect(composeFixed.first { $0.text == "Checkout" }?.heading == true)
    #expect(!composeFixed.contains { $0.traversalBefore != nil })
  }
}
