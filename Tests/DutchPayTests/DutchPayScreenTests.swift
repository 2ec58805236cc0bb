import BinderyTest
import BinderyWeb
@testable import DutchPay
import Foundation
import Testing

/// The Dutch pay screen driven through its keypad and buttons on an in-memory session, without a browser.
@Suite(.checksForLeaks)
struct DutchPayScreenTests {
    private func open(language: Language = "en") -> ScreenTester {
        let registry = ScreenRegistry()
        DutchPayApp.register(in: registry, environment: .testing)
        let tester = ScreenTester(path: "/dutch-pay", registry: registry, language: language, screenShown: Self.trackScreen)
        trackForLeaks(tester.session)
        return tester
    }

    /// Tracks a screen and its view model for leaks.
    private static func trackScreen(_ screen: ViewController) {
        trackForLeaks(screen)
        if let viewModel = (screen as? DutchPayViewController)?.viewModel { trackForLeaks(viewModel) }
    }

    private func type(_ digits: String, on tester: ScreenTester) {
        for key in keys(typing: digits) { tester.tap(key.elementID) }
    }

    private func shown(_ tester: ScreenTester) -> [String?] {
        ["totalAmountLabel", "personCountLabel", "perPersonLabel"].map { tester.view($0, as: Label.self)?.text }
    }

    private func enabled(_ tester: ScreenTester) -> [Bool?] {
        ["minusPersonButton", "plusPersonButton"].map { tester.view($0, as: Button.self)?.isEnabled }
    }

    @Test func rendersEveryKeyAndLabelWithTheirIds() {
        let tester = open()
        let messages = tester.takeMessages()
        guard case .screen(_, let title, let html, _)? = messages.dropFirst().first else {
            Issue.record("no screen in \(messages)"); return
        }
        #expect(title == "Dutch Pay")
        let ids = (0...9).map { "key\($0)" } + ["key00", "clearKey", "backspaceKey", "minusPersonButton", "plusPersonButton",
                                                "totalAmountLabel", "personCountLabel", "perPersonLabel"]
        for id in ids {
            #expect(html.contains("id=\"\(id)\""), "missing \(id)")
        }
        #expect(html.contains(">₩0</h2>"))
        #expect(html.contains(">2 people</span>"))
        #expect(!html.contains("disabled"), "both person buttons start enabled")
        tester.close()
    }

    @Test func typing1000ForFourPeopleShows250Each() {
        let tester = open()
        _ = tester.takeMessages()

        type("1000", on: tester)
        tester.tap("plusPersonButton")
        _ = tester.takeMessages()
        tester.tap("plusPersonButton")

        #expect(tester.takeMessages() == [.patches([
            .text(id: "personCountLabel", value: "4 people"),
            .text(id: "perPersonLabel", value: "₩250"),
        ])])
        #expect(shown(tester) == ["₩1,000", "4 people", "₩250"])
        tester.close()
    }

    @Test func oneKeyPressUpdatesTotalAndShareInOneMessage() {
        let tester = open()
        type("100", on: tester)
        _ = tester.takeMessages()

        tester.tap("key1")

        #expect(tester.takeMessages() == [.patches([
            .text(id: "totalAmountLabel", value: "₩1,001"),
            .text(id: "perPersonLabel", value: "₩501"),
        ])])
        tester.close()
    }

    @Test func clearAndBackspace() {
        let tester = open()
        type("12345", on: tester)
        tester.tap("backspaceKey")
        #expect(shown(tester) == ["₩1,234", "2 people", "₩617"])
        tester.tap("clearKey")
        #expect(shown(tester) == ["₩0", "2 people", "₩0"])
        _ = tester.takeMessages()
        tester.tap("backspaceKey")
        tester.tap("key0")
        tester.tap("key00")
        #expect(tester.takeMessages() == [], "backspace, 0 and 00 on an empty total change nothing")
        tester.close()
    }

    @Test func aThirteenthDigitIsIgnored() {
        let tester = open()
        type("999999999999", on: tester)
        _ = tester.takeMessages()

        tester.tap("key9")
        tester.tap("key00")

        #expect(tester.takeMessages() == [])
        #expect(shown(tester) == ["₩999,999,999,999", "2 people", "₩500,000,000,000"])
        tester.close()
    }

    @Test func minusDisablesAtOnePersonAndPlusAtNinetyNine() {
        let tester = open()
        type("1000", on: tester)
        _ = tester.takeMessages()

        tester.tap("minusPersonButton")
        #expect(tester.takePatches().contains(.enabled(id: "minusPersonButton", value: false)))
        tester.tap("minusPersonButton")
        #expect(tester.takeMessages().map(\.errorCode) == [.inactive], "a disabled button refuses the tap, changing nothing")
        #expect(shown(tester) == ["₩1,000", "1 person", "₩1,000"])
        #expect(enabled(tester) == [false, true])

        for _ in 1..<99 { tester.tap("plusPersonButton") }
        #expect(shown(tester) == ["₩1,000", "99 people", "₩11"])
        #expect(enabled(tester) == [true, false])
        _ = tester.takeMessages()
        tester.tap("plusPersonButton")
        #expect(tester.takeMessages().map(\.errorCode) == [.inactive])
        #expect(shown(tester) == ["₩1,000", "99 people", "₩11"])
        tester.close()
    }

    @Test func koreanTexts() {
        let tester = open(language: "ko")
        let messages = tester.takeMessages()
        guard case .screen(_, let title, let html, _)? = messages.dropFirst().first else {
            Issue.record("no screen in \(messages)"); return
        }
        #expect(title == "더치페이")
        #expect(html.contains("총 금액") && html.contains("1인당 금액") && html.contains("지우기"))
        type("1001", on: tester)
        tester.tap("plusPersonButton")
        tester.tap("plusPersonButton")
        #expect(shown(tester) == ["1,001원", "4명", "251원"])
        tester.close()
    }
}

extension DutchPayScreenTests {
    @Test func everyScreenHasOneHeadingAndNamedControlsInBothLanguages() {
        for language: Language in ["en", "ko"] {
            let tester0 = open(language: language)
            #expect(tester0.accessibilityIssues == [], "/dutch-pay in \(language)")
            tester0.close()
        }
    }

    @Test func theKeysWithoutWordsHaveAccessibilityLabels() {
        let tester = open(language: "ko")
        #expect(tester.view("backspaceKey", as: Button.self)?.accessibilityLabel == "마지막 숫자 지우기")
        #expect(tester.view("minusPersonButton", as: Button.self)?.accessibilityLabel == "인원 줄이기")
        #expect(tester.view("plusPersonButton", as: Button.self)?.accessibilityLabel == "인원 늘리기")
        #expect(tester.view("key7", as: Button.self)?.keyShortcut == "7")
        #expect(tester.view("backspaceKey", as: Button.self)?.keyShortcut == "Backspace")
        #expect(tester.view("clearKey", as: Button.self)?.keyShortcut == "Delete")
        #expect(tester.view("key00", as: Button.self)?.keyShortcut == nil)
        #expect(tester.screen?.render().contains("id=\"keypad\" class=\"keypad stack vertical\" role=\"group\" aria-label=\"키패드\"") == true)
        tester.close()
    }
}
