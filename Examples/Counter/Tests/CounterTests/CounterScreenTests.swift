import BinderyTest
import BinderyWeb
@testable import Counter
import Foundation
import Testing

/// The counter screen driven through its controls on an in-memory session, without a browser.
@Suite(.checksForLeaks)
struct CounterScreenTests {
    /// The counter as `CounterApp` registers it, its view model tracked for leaks, in `language`.
    private func open(language: Language = "en") -> ScreenTester {
        let tester = ScreenTester({ CounterViewController { trackForLeaks(CounterViewModel()) } },
                                  path: CounterApp.path, language: language, localization: CounterText.localization)
        trackForLeaks(tester.session)
        return tester
    }

    /// The screen's HTML as the page got it first.
    private func firstScreen(_ tester: ScreenTester) -> (title: String, html: String)? {
        for message in tester.takeMessages() {
            if case let .screen(_, title, html, _) = message { return (title, html) }
        }
        return nil
    }

    private func isEnabled(_ tester: ScreenTester, _ id: String) -> Bool? { tester.view(id, as: Button.self)?.isEnabled }

    @Test func rendersZeroWithMinusAndResetDisabled() throws {
        let tester = open()
        let screen = try #require(firstScreen(tester))
        #expect(screen.title == "Counter")
        #expect(screen.html.contains(">Count: 0</h1>"))
        #expect(screen.html.contains("<button type=\"button\" id=\"decrementButton\" data-tap disabled>−</button>"))
        #expect(screen.html.contains("<button type=\"button\" id=\"incrementButton\" data-tap>+</button>"))
        #expect(screen.html.contains("id=\"resetButton\" class=\"secondary\" data-tap disabled>Reset</button>"))
        tester.close()
    }

    @Test func rendersTheKoreanTexts() throws {
        let tester = open(language: "ko")
        let screen = try #require(firstScreen(tester))
        #expect(screen.title == "카운터")
        #expect(screen.html.contains(">횟수: 0</h1>"))
        #expect(screen.html.contains(">초기화</button>"))
        tester.close()
    }

    @Test func theFirstPlusSendsTheCountAndEnablesMinusAndResetInOneMessage() {
        let tester = open()
        _ = tester.takeMessages()
        tester.tap("incrementButton")
        #expect(tester.takeMessages() == [.patches([
            .text(id: "countLabel", value: "Count: 1"),
            .enabled(id: "decrementButton", value: true),
            .enabled(id: "resetButton", value: true),
        ])])
        tester.tap("incrementButton")
        #expect(tester.takePatches() == [.text(id: "countLabel", value: "Count: 2")], "the buttons were already enabled")
        tester.close()
    }

    @Test func minusBackToZeroDisablesItAndATapOnTheDisabledButtonIsRefused() {
        let tester = open()
        tester.tap("incrementButton")
        _ = tester.takeMessages()
        tester.tap("decrementButton")
        #expect(tester.takePatches() == [
            .text(id: "countLabel", value: "Count: 0"),
            .enabled(id: "decrementButton", value: false),
            .enabled(id: "resetButton", value: false),
        ])
        tester.tap("decrementButton")
        #expect(tester.takePatches() == [], "a disabled button's tap changes nothing")
        tester.tap("incrementButton")
        #expect(tester.view("countLabel", as: Label.self)?.text == "Count: 1", "the next tap works")
        tester.close()
    }

    @Test func resetGoesBackToZero() {
        let tester = open()
        for _ in 1...5 { tester.tap("incrementButton") }
        tester.tap("resetButton")
        #expect(tester.view("countLabel", as: Label.self)?.text == "Count: 0")
        #expect(isEnabled(tester, "decrementButton") == false)
        #expect(isEnabled(tester, "resetButton") == false)
        tester.close()
    }

    @Test func everyLanguagesTableHasEveryText() {
        #expect(CounterText.tableProblems == [])
    }
}
