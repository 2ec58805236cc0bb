import BinderyTest
import BinderyWeb
@testable import EmailSignIn
import Foundation
import Testing

/// The form and the screen after it, driven through their controls on an in-memory session, without a browser.
@Suite(.checksForLeaks)
struct EmailSignInScreenTests {
    let scheduler = DispatchQueue.test

    /// The app's two routes, as the app registers them.
    private func registry() -> ScreenRegistry {
        let registry = ScreenRegistry()
        EmailSignInApp.register(in: registry, environment: .testing)
        return registry
    }

    private func open(_ path: String = "/email-sign-in", language: Language = "en") -> ScreenTester {
        let tester = ScreenTester(path: path, registry: registry(), language: language, scheduler: scheduler,
                                  screenShown: Self.trackScreen)
        trackForLeaks(tester.session)
        return tester
    }

    /// Tracks a screen and its view model for leaks.
    private static func trackScreen(_ screen: ViewController) {
        trackForLeaks(screen)
        if let viewModel = (screen as? EmailSignInViewController)?.viewModel { trackForLeaks(viewModel) }
    }

    private func nextButton(_ tester: ScreenTester) -> (isEnabled: Bool, classes: [String])? {
        tester.view("nextButton", as: Button.self).map { ($0.isEnabled, $0.classes) }
    }

    private func screens(in messages: [ServerMessage]) -> [(path: String, html: String, history: HistoryMode)] {
        messages.compactMap { message in
            guard case let .screen(path, _, html, history) = message else { return nil }
            return (path, html, history)
        }
    }

    @Test func rendersTheSeedsOutletsWithTheButtonDisabled() {
        let tester = open()
        guard let (_, html, _) = screens(in: tester.takeMessages()).first else {
            Issue.record("no screen"); return
        }
        #expect(html.contains("id=\"textField\""))
        #expect(html.contains("<button type=\"button\" id=\"nextButton\" data-tap disabled>Next</button>"))
        #expect(tester.screen?.title == "Email sign-in")
        tester.close()
    }

    @Test func theButtonTurnsOnAndValidOnlyWhileTheTextIsJudgedValid() {
        let tester = open()
        _ = tester.takeMessages()
        tester.type("textField", "me")
        #expect(nextButton(tester)! == (false, []))
        tester.advance(by: .milliseconds(300))
        tester.type("textField", "me@example.com")
        #expect(nextButton(tester)! == (false, []), "judged at the end of the window")
        tester.advance(by: .milliseconds(700))
        #expect(tester.takePatches() == [.enabled(id: "nextButton", value: true), .classes(id: "nextButton", value: ["valid"])])
        tester.advance(by: .seconds(2))
        tester.type("textField", "me@example")
        #expect(nextButton(tester)! == (false, []))
        tester.close()
    }

    @Test func aTapShowsTheAddressOnTheNextScreenAndBackKeepsTheText() {
        let tester = open()
        tester.type("textField", "me@example.com")
        tester.advance(by: .seconds(1))
        _ = tester.takeMessages()
        tester.tap("nextButton")
        let pushed = screens(in: tester.takeMessages())
        #expect(pushed.map(\.path) == ["/email-sign-in/next"])
        #expect(pushed.first?.history == .push)
        #expect(tester.view("emailLabel", as: Label.self)?.text == "me@example.com")
        if let next = tester.screen { trackForLeaks(next) }

        tester.navigate("/email-sign-in")
        let back = screens(in: tester.takeMessages())
        #expect(back.map(\.path) == ["/email-sign-in"])
        #expect(back.first?.html.contains("value=\"me@example.com\"") == true)
        #expect(tester.view("textField", as: TextField.self)?.text == "me@example.com")
        #expect(nextButton(tester)! == (true, ["valid"]))
        tester.close()
    }

    @Test func returnInTheFieldGoesOnWithAValidAddressAndDoesNothingWithAnInvalidOne() {
        let tester = open()
        tester.type("textField", "not an address")
        tester.advance(by: .seconds(2))
        _ = tester.takeMessages()
        tester.pressReturn("textField")
        #expect(tester.takeMessages() == [], "an invalid address goes nowhere")

        tester.type("textField", "me@example.com")
        tester.advance(by: .seconds(1))
        tester.pressReturn("textField")
        #expect(tester.screen?.path == "/email-sign-in/next")
        #expect(tester.view("emailLabel", as: Label.self)?.text == "me@example.com")
        if let next = tester.screen { trackForLeaks(next) }
        tester.close()
    }

    @Test func aTapWhileDisabledDoesNothing() {
        let tester = open()
        tester.type("textField", "not an address")
        _ = tester.takeMessages()
        tester.tap("nextButton")
        tester.advance(by: .seconds(2))
        tester.tap("nextButton")
        #expect(tester.takeMessages().map(\.errorCode) == [.inactive, .inactive], "refused, changing nothing")
        #expect(tester.screen?.path == "/email-sign-in")
        tester.close()
    }

    @Test func markupIsShownAsTextOnBothScreens() {
        let tester = open()
        let markup = "<img src=x onerror=alert(1)>"
        tester.type("textField", markup)
        #expect(nextButton(tester)! == (false, []))
        tester.close()

        let next = trackForLeaks(NextViewController(email: "<b>me</b>&amp@example.com"))
        let nextTester = ScreenTester({ next }, path: "/email-sign-in/next", localization: EmailSignInText.localization, scheduler: scheduler)
        trackForLeaks(nextTester.session)
        guard let (_, html, _) = screens(in: nextTester.takeMessages()).first else {
            Issue.record("no screen"); return
        }
        #expect(html.contains(">&lt;b&gt;me&lt;/b&gt;&amp;amp@example.com</p>"))
        nextTester.close()
    }

    @Test func aDeepLinkWithoutAnAddressRedirectsToTheForm() {
        let tester = open("/email-sign-in/next")
        let shown = screens(in: tester.takeMessages())
        #expect(shown.map(\.path) == ["/email-sign-in/next", "/email-sign-in"])
        #expect(shown.last?.history == .replace)
        #expect(tester.screen?.path == "/email-sign-in")
        #expect(tester.session.stack.count == 1)
        if let form = tester.screen { trackForLeaks(form) }
        tester.close()
    }

    @Test func speaksKorean() {
        let tester = open(language: "ko")
        #expect(tester.screen?.title == "이메일 로그인")
        #expect(tester.view("nextButton", as: Button.self)?.title == "다음")
        tester.type("textField", "me@example.com")
        tester.advance(by: .seconds(1))
        tester.tap("nextButton")
        #expect(tester.view("titleLabel", as: Label.self)?.text == "입력한 이메일")
        tester.close()
    }
}

extension EmailSignInScreenTests {
    @Test func everyScreenHasOneHeadingAndNamedControlsInBothLanguages() {
        for language: Language in ["en", "ko"] {
            let tester0 = open("/email-sign-in", language: language)
            #expect(tester0.accessibilityIssues == [], "/email-sign-in in \(language)")
            tester0.close()
            let tester1 = open("/email-sign-in/next", language: language)
            #expect(tester1.accessibilityIssues == [], "/email-sign-in/next in \(language)")
            tester1.close()
        }
    }

    @Test func theFieldIsNamedHintedAndFilledAsAnEmailAddress() {
        let tester = open(language: "ko")
        let field = tester.view("textField", as: TextField.self)
        #expect(field?.accessibilityLabel == "이메일 주소")
        #expect(field?.accessibilityHint == "6자 이상 49자 이하, name@example.com 형식이에요.")
        #expect(field?.textContentType == .emailAddress)
        let html = tester.screen?.render() ?? ""
        #expect(html.contains("aria-describedby=\"textField-hint\""))
        #expect(html.contains("<span id=\"textField-hint\" hidden>6자 이상 49자 이하, name@example.com 형식이에요.</span>"))
        tester.close()
    }
}
