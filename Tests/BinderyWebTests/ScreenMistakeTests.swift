import Bindery
import BinderyWeb
import Foundation
import Synchronization
import Testing

/// A screen's mistake stays in its tab: two controls with one id used to trap in a `precondition`, ending every tab
/// of every user. Now the screen opens, events reach the first control, and the mistake is logged and fails the
/// screen test that showed it.
struct ScreenMistakeTests {
    private final class TwoButtonsOneID: ViewController {
        let first = Button(id: "saveButton", title: "Save")
        let second = Button(id: "saveButton", title: "Save again")
        let statusLabel = Label(id: "statusLabel", text: "")
        override var title: String { "Two buttons" }

        override func loadView() { add(Label(id: "heading", text: "Two buttons", tag: "h1"), first, second, statusLabel) }

        override func viewDidLoad() {
            first.rx.tap.bind(with: self) { owner, _ in owner.statusLabel.text = "saved" }.disposed(by: disposeBag)
        }
    }

    @Test func aDuplicateIDOpensTheScreenAndIsReportedInsteadOfTrapping() {
        let issues = Mutex<[TestIssue]>([])
        TestIssueReporter.$current.withValue({ issue in issues.withLock { $0.append(issue) } }) {
            let tester = ScreenTester({ TwoButtonsOneID() }, checksAccessibility: false)
            tester.tap("saveButton")
            #expect(tester.view("statusLabel", as: Label.self)?.text == "saved", "events reach the first control")
            #expect(tester.screen?.mistakes.count == 1)
            tester.close()
        }
        let reported = issues.withLock { $0 }
        #expect(reported.count == 1, "the screen test that showed it fails")
        #expect(reported.first?.message.contains("two controls have the id \"saveButton\"") == true)
    }

    private final class BadlyMadeControls: ViewController {
        let headline = Label(id: "headline", text: "Hello", tag: "h1 onclick=alert(1)")
        let items = CollectionView(id: "items", tag: "<script>")
        let away = Link(id: "away", text: "Elsewhere", href: "javascript:alert(1)")
        override var title: String { "Badly made" }

        override func loadView() { add(headline, items, away) }
    }

    @Test func aBadTagOrHrefIsShownSafelyReportedAndToldToTheTab() throws {
        let issues = Mutex<[TestIssue]>([])
        try TestIssueReporter.$current.withValue({ issue in issues.withLock { $0.append(issue) } }) {
            let tester = ScreenTester({ BadlyMadeControls() }, checksAccessibility: false)
            let html = try #require(tester.screen?.render())
            #expect(html.contains("<p id=\"headline\""), "a label with a bad tag is shown as p")
            #expect(html.contains("<div id=\"items\""), "a collection with a bad tag is shown as div")
            #expect(!html.contains("javascript:") && !html.contains("onclick") && !html.contains("<script"))
            #expect(html.contains("<a id=\"away\">Elsewhere</a>"), "a link with a foreign href opens nothing")
            #expect(tester.screen?.mistakes.count == 3)
            let alerts = tester.takePatches().filter(\.isAlert)
            #expect(alerts == [.alert(message: BinderyText.fallbackStrings.text(BinderyText.screenMistake))],
                    "the tab is told, once, after its screen")
            tester.close()
        }
        let reported = issues.withLock { $0 }.map(\.message)
        #expect(reported.count == 3, "the screen test that showed them fails")
        #expect(reported.contains { $0.contains("headline: a label's tag must be an element name") })
        #expect(reported.contains { $0.contains("away: a link's href must be a path on this site") })
    }

    @Test func anAppWithoutItsStringsResourceOpensItsScreensAndSaysHowToFixIt() {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("no-strings-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let localization = Localization(bundle: Bundle(path: empty.path)!)       // `resources: [.copy("Strings")]` forgotten
        #expect(localization.mistakes.count == 1)
        #expect(localization.mistakes.first?.contains("resources: [.copy(\"Strings\")]") == true)
        let registry = ScreenRegistry()
        registry.register("/plain", localization: localization) { _ in TwoButtonsOneID() }
        let issues = Mutex<[TestIssue]>([])
        TestIssueReporter.$current.withValue({ issue in issues.withLock { $0.append(issue) } }) {
            let tester = ScreenTester(path: "/plain", registry: registry, checksAccessibility: false)
            tester.tap("saveButton")
            #expect(tester.view("statusLabel", as: Label.self)?.text == "saved", "the screen works, its texts aside")
            tester.close()
        }
        #expect(issues.withLock { $0 }.contains { $0.message.contains("No strings table Strings/en.strings") })
    }

    /// A folder standing in for a module's resource bundle named as SwiftPM names them, holding `files`.
    private func bundle(named name: String, holding files: [String]) throws -> (Bundle, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strings-\(UUID().uuidString)")
            .appendingPathComponent(name)
        for file in files {
            let url = folder.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(#""title" = "Hello";"#.utf8).write(to: url)
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return (try #require(Bundle(path: folder.path)), folder.deletingLastPathComponent())
    }

    @Test func aForgottenResourcesLineIsNamedWithTheTargetAndTheCompilersWordsForIt() throws {
        let (bundle, root) = try bundle(named: "Counter_Counter.resources", holding: [])
        defer { try? FileManager.default.removeItem(at: root) }
        let mistake = try #require(Localization(bundle: bundle).mistakes.first)
        #expect(mistake.contains("Add `resources: [.copy(\"Strings\")]` to the target `Counter` in Package.swift"))
        #expect(mistake.contains("'module' is inaccessible due to 'internal' protection level"))
    }

    @Test func stringsDeclaredWithProcessAreToldToBeCopied() throws {
        let (bundle, root) = try bundle(named: "Counter_Counter.resources", holding: ["en.strings", "ko.strings"])
        defer { try? FileManager.default.removeItem(at: root) }
        let mistake = try #require(Localization(bundle: bundle).mistakes.first)
        #expect(mistake.contains("en.strings is at its top level: the target `Counter` declares its strings with `.process`"))
        #expect(mistake.contains("Declare `resources: [.copy(\"Strings\")]`"))
    }

    @Test func aLanguageWithoutItsTableNamesTheFileToAdd() throws {
        let (bundle, root) = try bundle(named: "Todo_Todo.resources", holding: ["Strings/en.strings"])
        defer { try? FileManager.default.removeItem(at: root) }
        let localization = Localization(bundle: bundle, languages: ["en", "de"])
        #expect(localization.mistakes == [
            "No strings table Strings/de.strings in \(bundle.bundlePath): the folder Strings is there without de.strings. "
                + "Add the file, one line per key, as the other languages' tables have.",
        ])
        #expect(localization.strings(for: "de").text("title") == "Hello", "the language speaks the fallback's texts")
    }

    @Test func aPathRegisteredTwiceIsReportedWithItsFix() {
        let registry = ScreenRegistry()
        registry.register("/members/{id}") { _ in TwoButtonsOneID() }
        registry.register("/members/new") { _ in TwoButtonsOneID() }
        #expect(registry.mistakes == [], "a literal segment is another path than a parameter")
        registry.register("/members/{memberID}") { _ in TwoButtonsOneID() }
        #expect(registry.mistakes == [
            "the path /members/{memberID} is registered twice (first as /members/{id}): the first registration answers it "
                + "and this one is never reached. Register each app once, or give this screen a path of its own.",
        ])
    }
}
