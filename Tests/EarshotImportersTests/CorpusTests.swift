import EarshotEngine
import EarshotImporters
import EarshotModel
import EarshotTalkBack
import EarshotTestSupport
import EarshotVoiceOver
import Foundation
import Testing

/// Every genuine capture in the corpus (`Repository.corpus`) reads, with pinned stop counts and
/// spoken lines; the corpus's own SOURCES.md files say where each came from.
@Suite(.needsCorpus) struct CorpusTests {
  struct Case: CustomStringConvertible, Sendable {
    var file: String
    var format: CaptureFormat
    /// Stops per screen.
    var stops: [Int]
    /// Lines (with hints) that must appear, in this order.
    var lines: [String]
    var absent: [String] = []
    var voice = "en-US"
    var description: String { file }
  }

  static let adjust = "(hint: Swipe up or down with one finger to adjust the value.)"
  static let actions = "(hint: Swipe up or down to select a custom action, then double tap to activate.)"

  static let cases: [Case] = [
    Case(file: "xcuitest-debugdescription/rjchatfield-ax-swiftui-hello.txt", format: .xcuitest, stops: [2],
         lines: ["Hello, world!", "Tap me!, button"]),
    Case(file: "xcuitest-debugdescription/supertestpilot-testapp-tabbar.txt", format: .xcuitest, stops: [9],
         lines: ["Menu, button", "App presented by", "Sponsor, image", "See more", "Tab Bar, News, tab, 1 of 5",
                 "Selected, Explore, tab, 2 of 5", "Profile, tab, 5 of 5"],
         absent: ["chevron", "App presented by sponsor"]),
    Case(file: "xcuitest-debugdescription/wda-pr40-uicatalog-xcode9-element.txt", format: .xcuitest, stops: [0], lines: []),
    Case(file: "xcuitest-debugdescription/xcuitest-study-tau-enroll.txt", format: .xcuitest, stops: [4],
         lines: ["Welcome to XCUITest Course", "Enter Your City", "text field (hint: Double tap to edit.)", "Enroll, button"]),
    Case(file: "appium-xcuitest-xml/alumnium-foobar-onboarding.xml", format: .appium, stops: [4],
         lines: ["Welcome to the new FooBar app!", "We're happy to have you!",
                 "Reveal exclusive perks, save lots on stuff, and find gifts for everyone. Start acting today!", "Start Now, button"]),
    // The task list lies under the onboarding card (visible="false"), so it is not spoken.
    Case(file: "appium-xcuitest-xml/alumnium-todolist-home.xml", format: .appium, stops: [3],
         lines: ["Welcome to ToDoList", "Start with a quick onboarding", "Continue, button"],
         absent: ["All Tasks", "Today", "Add Task", "settingsIcon", "scroll bar"]),
    Case(file: "idb-describe-json/idb-docs-springboard-homescreen-describe-all.json", format: .idb, stops: [11],
         lines: ["Calendar, Wednesday, October 14, button, Actions available \(actions)", "Settings, button, Actions available \(actions)",
                 "Page 1 of 2, adjustable \(adjust)", "Dock, Safari, button, Actions available \(actions)",
                 "Messages, button, Actions available \(actions)"]),
    Case(file: "idb-describe-json/idb-docs-springboard-wallet-describe-point.json", format: .idb, stops: [1],
         lines: ["Wallet, button, Actions available \(actions)"]),
    // The Settings root starts with its heading.
    Case(file: "idb-describe-json/quern-settings-root-describe-all.json", format: .idb, stops: [15],
         lines: ["Settings, heading", "Search, search field (hint: Double tap to edit.)",
                 "Dictate, button (hint: Double-tap to start dictation. Double-tap with two fingers when finished.)",
                 "Apple Account, Sign in to access your iCloud data, the App Store, Apple services, and more., button",
                 "General, button", "Game Center, button"]),
    Case(file: "maestro-hierarchy-json/testingmaestro-rn081-home.json", format: .maestro, stops: [11],
         lines: ["BOX 1", "Lorem ipsum 1", "BOX 2", "Welcome to React Native", "💡\u{2002}Open App.tsx to get started",
                 "Learn & Explore", "Fast Refresh, See edits instantly"],
         absent: ["08:54", "battery", "scroll bar"]),
    Case(file: "vodesign/ArtboardFormat.vodesign", format: .vodesign, stops: [13, 8],
         lines: ["Привет, Михаил, заголовок", "Панель вкладок, Меню, вкладка, 1 из 4", "Выбрано, Профиль, вкладка, 2 из 4",
                 "Закрыть, кнопка", "В корзину за 339 рублей, Скидка 49 рублей, кнопка"], voice: "ru-RU"),
    // The Dodo Pizza cart's tab bar: "tab, N of 4".
    Case(file: "vodesign/Cart.vodesign", format: .vodesign, stops: [14],
         lines: ["Basket, heading", "3 items at the price of £23.97, heading",
                 "Margherita, Medium, original crust, 1, £10, adjustable, More content available \(adjust)",
                 "Add to your order?, Dips, 1 of 3, button, adjustable \(adjust)", "3 items £23.97",
                 "Tabs, Menu, tab, 1 of 4", "Profile, tab, 2 of 4", "Contact, tab, 3 of 4", "Selected, Basket, 3, tab, 4 of 4"]),
    Case(file: "vodesign/Combo builder.vodesign", format: .vodesign, stops: [3],
         lines: ["Chicken BBQ, 10 from 20, Extra chicken, mozzarella, bacon, red onions, bbq sauce Small, original crust, 430±50 g, button, Actions available \(actions)"]),
    Case(file: "vodesign/Menu (flat 2023-02-10).vodesign", format: .vodesign, stops: [14],
         lines: ["Selected, Delivery, 1 of 2, button", "Tabs, Menu, tab, 1 of 4", "Basket, tab, 4 of 4"]),
    Case(file: "vodesign/Menu.vodesign", format: .vodesign, stops: [14],
         lines: ["Brighton, button", "Selected, Delivery, 1 of 2, button", "Pick-up, 2 of 2, button",
                 "Special offers, Buy one get one free, 1 of 2, button, adjustable \(adjust)",
                 "Product type, Pizza, 2 of 5, adjustable \(adjust)", "Tabs, Selected, Menu, tab, 1 of 4", "Basket, tab, 4 of 4"]),
    Case(file: "vodesign/Pizza halves.vodesign", format: .vodesign, stops: [5],
         lines: ["Half & Half pizza, large, heading", "Left half, Vegan Overlord £8.99, 1 of 8, adjustable \(adjust)",
                 "Create pizza, £17.98, button, Actions available \(actions)"]),
    Case(file: "vodesign/Product card.vodesign", format: .vodesign, stops: [12],
         lines: ["Close, button", "Pizza, image", "Chicken Tikka, heading", "Size, Medium, 2 of 3, adjustable \(adjust)",
                 "Add to basket for £13.80, button"]),
    // The Russian documents speak Russian phrases with the ru-RU profile.
    Case(file: "vodesign/Авиа фильтры.vodesign", format: .vodesign, stops: [10],
         lines: ["Сбросить, кнопка", "Фильтры, заголовок",
                 "Цена с багажом, кнопка-переключатель, багаж включён в стоимость (hint: Коснитесь дважды, чтобы переключить настройку.)",
                 "Пересадки, 1 пересадка, 2 из 2, кнопка", "Выбрано, Прямые, 1 из 2, кнопка",
                 "Максимальное время, 23:59, элемент регулировки (hint: Смахните вверх или вниз одним пальцем, чтобы настроить значение.)"],
         absent: ["23:30"], voice: "ru-RU"),
    Case(file: "vodesign/Конструктор комбо.vodesign", format: .vodesign, stops: [3],
         lines: ["Ветчина и грибы, +60 рублей, 5 из 28, кнопка, Доступно больше контента, Доступны действия (hint: Смахните вверх или вниз, чтобы выбрать действие, затем коснитесь дважды, чтобы активировать.)"],
         voice: "ru-RU"),
    Case(file: "vodesign/Пассажиры.vodesign", format: .vodesign, stops: [7],
         lines: ["Закрыть, кнопка", "Пассажиры, заголовок",
                 "Взрослые от 12 лет, 1, элемент регулировки (hint: Смахните вверх или вниз одним пальцем, чтобы настроить значение.)",
                 "Ребёнок до года, Доступны действия (hint: Смахните вверх или вниз, чтобы выбрать действие, затем коснитесь дважды, чтобы активировать.)",
                 "ПРИМЕНИТЬ, кнопка"], voice: "ru-RU"),
  ]

  static let empty = [
    "idb-describe-json/quern-wedged-empty-app-describe-all.json",
    "idb-describe-json/axe-issue893-ipad-stage-manager-dockfolderviewservice.json",
  ]

  @Test func everyCorpusInputIsCovered() {
    let covered = Set(Self.cases.map(\.file) + Self.empty)
    #expect(Set(corpusInputs()) == covered)
  }

  @Test(arguments: cases)
  func readsWithPinnedStopsAndLines(_ c: Case) throws {
    let result = try Importer.read(path: corpus(c.file))
    #expect(result.format == c.format)
    let spoken = lines(result.document, voice: c.voice)
    #expect(spoken.map(\.count) == c.stops)
    let all = spoken.flatMap { $0 }
    var from = 0
    for line in c.lines {
      guard let at = all[from...].firstIndex(of: line) else {
        Issue.record("missing or out of order: \(line)\nin:\n\(all.joined(separator: "\n"))")
        continue
      }
      from = at + 1
    }
    for word in c.absent { #expect(!all.contains { $0.contains(word) }, "\(word) is spoken") }
  }

  @Test(arguments: cases)
  func goldenTranscript(_ c: Case) throws {
    let result = try Importer.read(path: corpus(c.file))
    let transcript = Transcript(document: result.document, reader: Fixture.reader(c.voice))
    let name = ((c.file as NSString).lastPathComponent as NSString).deletingPathExtension + ".txt"
    let failure = Golden.check(transcript.text(), named: name)
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// Importing and transcribing the written screen document gives the same document and stops.
  @Test(arguments: cases)
  func importedDocumentReadsBackTheSame(_ c: Case) throws {
    let result = try Importer.read(path: corpus(c.file))
    let text = DocumentWriter.string(result.document)
    let back = try DocumentReader.read(bytes: Array(text.utf8), file: "imported.json")
    #expect(back.warnings.isEmpty, "\(back.warnings)")
    #expect(back.document == result.document)
    #expect(lines(back.document, voice: c.voice) == lines(result.document, voice: c.voice))
  }

  static let noTraitsXCUITest = "this debugDescription lists no traits, so only element types are known: a heading, link or other trait an app sets is not heard (an Appium page source with traits, or idb, shows them)"
  static let noTraitsAppium = "this page source lists no traits (WebDriverAgent adds them from version 9.12), so only element types are known: a heading, link or other trait an app sets is not heard"
  static func noScreenshot(_ image: String = "Frame/screen.png", _ unit: String = "pixels of a 3× screenshot") -> String {
    "the screenshot (\(image)) is not in the bundle, so the unit of the frames is inferred from where the elements lie: \(unit)"
  }

  /// What each capture cannot tell, said as warnings with their places.
  static let warnings: [String: [String]] = [
    "xcuitest-debugdescription/rjchatfield-ax-swiftui-hello.txt": [noTraitsXCUITest],
    "xcuitest-debugdescription/supertestpilot-testapp-tabbar.txt": [noTraitsXCUITest],
    "xcuitest-debugdescription/wda-pr40-uicatalog-xcode9-element.txt": [
      noTraitsXCUITest, "nothing in this capture is an accessibility element, so VoiceOver would say nothing here",
    ],
    "xcuitest-debugdescription/xcuitest-study-tau-enroll.txt": [noTraitsXCUITest],
    "appium-xcuitest-xml/alumnium-foobar-onboarding.xml": [noTraitsAppium],
    "appium-xcuitest-xml/alumnium-todolist-home.xml": [
      noTraitsAppium,
      #"line 5: 19 elements here are covered by something on top (visible="false" inside the screen) and not spoken; written with "hidden": true"#,
    ],
    "idb-describe-json/idb-docs-springboard-homescreen-describe-all.json": [
      #"[11]: the flat list does not say what "Dock" holds; it is taken to hold the 2 elements after it inside its frame (describe-all --nested gives the real tree)"#,
    ],
    "idb-describe-json/idb-docs-springboard-wallet-describe-point.json": [],
    "idb-describe-json/quern-settings-root-describe-all.json": [],
    "maestro-hierarchy-json/testingmaestro-rn081-home.json": [
      #"Maestro hierarchies have no element types, so 11 elements are read as plain text, with no "button", "heading" or "link"; capture with idb or XCUITest to hear what each element is"#,
      "children[1]: the status bar is left out: VoiceOver reaches it by touching the top of the screen, not by swiping through the app",
    ],
    "vodesign/ArtboardFormat.vodesign": [
      #"elements[0].elements[6].value: the value "до 10 февраля" is stale; the current option, "до 10 февраля, Карбонара 25 см в подарок от 1299 ₽", is read, as VoiceOver Designer does"#,
    ],
    "vodesign/Cart.vodesign": [
      noScreenshot(),
      #"[2].value: the value "Medium, original crust £ Any pizzas & a side for £12.99. Collection only" is stale; the current option, "1, £10", is read, as VoiceOver Designer does"#,
    ],
    "vodesign/Combo builder.vodesign": [
      "info.json says imageScale 1, but the elements lie as on a screen 390 points wide; the frames are read as points",
      noScreenshot("Frame/screen.png", "points"),
    ],
    "vodesign/Menu (flat 2023-02-10).vodesign": [
      noScreenshot("screen.png"),
      #"[10]: the container "Tabs" lists its elements right to left, the order VoiceOver Designer stored by mistake before February 2023; read left to right"#,
    ],
    "vodesign/Menu.vodesign": [noScreenshot()],
    "vodesign/Pizza halves.vodesign": [noScreenshot()],
    "vodesign/Product card.vodesign": [noScreenshot()],
    "vodesign/Авиа фильтры.vodesign": [
      noScreenshot(), #"[5].elements[1].value: the value "23:30" is stale; the current option, "23:59", is read, as VoiceOver Designer does"#,
    ],
    "vodesign/Конструктор комбо.vodesign": [noScreenshot()],
    "vodesign/Пассажиры.vodesign": [noScreenshot("Frame/screen.png", "points")],
  ]

  @Test(arguments: cases)
  func warningsSayWhatTheCaptureCannotTell(_ c: Case) throws {
    let result = try Importer.read(path: corpus(c.file))
    let said = result.warnings.map { [$0.place, $0.message].compactMap { $0 }.joined(separator: ": ") }
    #expect(said == Self.warnings[c.file])
    #expect(result.warnings.allSatisfy { $0.severity == .warning && $0.file?.hasPrefix(corpus(c.file)) == true })
  }

  @Test(arguments: empty)
  func emptyCapturesSaySo(_ file: String) {
    #expect(throws: InputError.self) { try Importer.read(path: corpus(file)) }
    do {
      _ = try Importer.read(path: corpus(file))
    } catch {
      #expect(error.diagnostics.count == 1)
      #expect(error.description.contains("the capture is empty"))
      #expect(error.description.hasPrefix(corpus(file) + ": "))
    }
  }
}
