import BinderyTest
import BinderyWeb
import Foundation
@testable import Login
import Testing

/// The sign-in and welcome screens driven through their controls on an in-memory session, without a browser.
@Suite(.checksForLeaks)
struct LoginScreenTests {
    let scheduler = DispatchQueue.test
    let store = StubAccountStore(accounts: ["demo@example.com": "password",
                                            "<img src=x onerror=alert(1)>@evil.com": "password"])
    let throttle: LoginThrottle

    init() {
        throttle = LoginThrottle(clock: scheduler.wallClock())
    }

    /// Both screens as the app registers them, on the stub store, the check running on the test's one scheduler.
    private func registry() -> ScreenRegistry {
        let registry = ScreenRegistry()
        let services = LoginApp.Services(accounts: store, throttle: throttle, background: scheduler.eraseToAnyScheduler())
        LoginApp.register(in: registry, environment: .testing.providing(services))
        return registry
    }

    /// Opens `path` in a new tab of the browser whose values are `browser` (a new browser by default).
    private func open(_ path: String = "/login", language: Language = "en",
                      browser: BrowserValues = BrowserValues()) -> ScreenTester {
        let tester = ScreenTester(path: path, registry: registry(), language: language, scheduler: scheduler,
                                  browserValues: browser, screenShown: Self.trackScreen)
        trackForLeaks(tester.session)
        return tester
    }

    /// Tracks a screen and its view model for leaks.
    private static func trackScreen(_ screen: ViewController) {
        trackForLeaks(screen)
        if let viewModel = (screen as? LoginViewController)?.viewModel { trackForLeaks(viewModel) }
        if let viewModel = (screen as? WelcomeViewController)?.viewModel { trackForLeaks(viewModel) }
    }

    private func signIn(_ tester: ScreenTester, email: String = "demo@example.com", password: String = "password") {
        tester.type("idField", email)
        tester.type("pwField", password)
        tester.tap("loginButton")
    }

    private func screens(_ messages: [ServerMessage]) -> [(path: String, html: String)] {
        messages.compactMap { message in
            if case let .screen(path, _, html, _) = message { return (path, html) }
            return nil
        }
    }

    @Test func rendersTheOutletsWithBothBulletsInvalidAndTheButtonDisabled() {
        let tester = open()
        let screen = screens(tester.takeMessages()).first
        let html = screen?.html ?? ""

        #expect(screen?.path == "/login")
        for id in ["idField", "pwField", "idValidView", "pwValidView", "loginButton"] {
            #expect(html.contains("id=\"\(id)\""), "missing \(id)")
        }
        #expect(html.contains("<div id=\"idValidView\" class=\"bullet invalid\" role=\"img\" aria-label=\"Email is not valid yet\">"))
        #expect(html.contains("<div id=\"pwValidView\" class=\"bullet invalid\" role=\"img\" aria-label=\"Password is not valid yet\">"))
        #expect(html.contains("<button type=\"button\" id=\"loginButton\" data-tap disabled>Login</button>"))
        #expect(html.contains("type=\"password\""))
        tester.close()
    }

    @Test func bulletsAndButtonFollowTheTyping() {
        let tester = open()
        _ = tester.takeMessages()

        tester.type("idField", "demo@example")
        #expect(tester.takePatches() == [])
        tester.type("idField", "demo@example.com")
        #expect(tester.takePatches() == [.classes(id: "idValidView", value: ["bullet", "valid"]),
                                         .attribute(id: "idValidView", name: .ariaLabel, value: "Email is valid")])
        tester.type("pwField", "passwo")
        #expect(tester.takePatches() == [.classes(id: "pwValidView", value: ["bullet", "valid"]),
                                         .attribute(id: "pwValidView", name: .ariaLabel, value: "Password is valid"),
                                         .enabled(id: "loginButton", value: true)])
        tester.type("pwField", "pass")
        #expect(tester.takePatches() == [.classes(id: "pwValidView", value: ["bullet", "invalid"]),
                                         .attribute(id: "pwValidView", name: .ariaLabel, value: "Password is not valid yet"),
                                         .enabled(id: "loginButton", value: false)])
        tester.close()
    }

    @Test func theDemoAccountGoesToTheWelcomeScreenWhichGreetsTheEmail() {
        let tester = open()
        _ = tester.takeMessages()

        signIn(tester)

        let messages = tester.takeMessages()
        #expect(screens(messages).last?.path == "/login/welcome")
        #expect(messages.last == .patches([.text(id: "greetingLabel", value: "Welcome, demo@example.com!")]))
        #expect(tester.screen is WelcomeViewController)
        #expect(tester.session.renderTop()?.html.contains(">Welcome, demo@example.com!</h1>") == true)
        tester.close()
    }

    @Test func returnInEitherFieldSignsInOnceBothAreValidAndDoesNothingBefore() {
        let tester = open()
        tester.type("idField", "demo@example.com")
        tester.type("pwField", "pass")
        _ = tester.takeMessages()
        tester.pressReturn("pwField")
        #expect(tester.takeMessages() == [], "an invalid form is not submitted")
        #expect(store.checks.isEmpty)

        tester.type("pwField", "password")
        tester.pressReturn("idField")
        #expect(tester.screen is WelcomeViewController)
        #expect(store.checks.count == 1)
        tester.close()
    }

    @Test func aMismatchShowsOnlyTheAlertAndKeepsTheForm() {
        let tester = open()
        tester.type("idField", "demo@example.com")
        tester.type("pwField", "wrong-password")
        _ = tester.takeMessages()

        tester.tap("loginButton")

        #expect(tester.takeMessages() == [.patches([
            .enabled(id: "loginButton", value: false),
            .text(id: "loginButton", value: "Checking…"),
            .alert(message: "Check your account details."),
            .enabled(id: "loginButton", value: true),
            .text(id: "loginButton", value: "Login"),
        ])], "the button says it is checking, in order, then only the alert remains")
        #expect(tester.screen is LoginViewController)
        #expect(tester.view("idField", as: TextField.self)?.text == "demo@example.com")
        #expect(tester.view("pwField", as: TextField.self)?.text == "wrong-password")
        tester.close()
    }

    @Test func koreanTextsAndTheKoreanMismatchAlert() {
        let tester = open(language: "ko")
        let html = screens(tester.takeMessages()).first?.html ?? ""
        #expect(html.contains(">로그인</button>"))

        signIn(tester, password: "wrong-password")

        #expect(tester.takePatches().contains(.alert(message: "계정정보를 확인하세요.")))
        tester.close()
    }

    @Test func theSixthFailureInAWindowIsRefusedWithTheWaitInMinutes() {
        let tester = open()
        for _ in 0..<5 { signIn(tester, password: "wrong-password") }
        _ = tester.takeMessages()

        signIn(tester)

        #expect(tester.takePatches() == [.alert(message: "Too many attempts; try again in 1 minute.")])
        #expect(store.checks.count == 5)
        tester.advance(by: .seconds(60))
        tester.tap("loginButton")
        #expect(tester.screen is WelcomeViewController, "usable again once the delay passes")
        tester.close()
    }

    @Test func theWelcomeScreenWithoutASignedInAccountGoesToSignIn() {
        let tester = open("/login/welcome")

        #expect(tester.screen is LoginViewController)
        #expect(tester.session.stack.count == 1)
        #expect(screens(tester.takeMessages()).map(\.path) == ["/login"])
        tester.close()
    }

    @Test func signingOutReturnsToSignInAndTheWelcomeScreenIsGuardedAgain() {
        let tester = open()
        signIn(tester)
        _ = tester.takeMessages()

        tester.tap("signOutButton")
        #expect(screens(tester.takeMessages()).map(\.path) == ["/login"])
        #expect(tester.session.stack.count == 1)

        tester.navigate("/login/welcome")  // Forward, after signing out
        #expect(tester.screen is LoginViewController)
        #expect(screens(tester.takeMessages()).map(\.path) == ["/login"])
        tester.close()
    }

    @Test func aReloadAndAnotherTabOfTheSameBrowserStaySignedInAndAnotherBrowserIsNot() {
        let browser = BrowserValues()
        let first = open(browser: browser)
        signIn(first)
        #expect(first.screen is WelcomeViewController)

        let reload = open("/login/welcome", browser: browser)
        let stranger = open("/login/welcome")

        #expect(reload.screen is WelcomeViewController)
        #expect(reload.view("greetingLabel", as: Label.self)?.text == "Welcome, demo@example.com!")
        #expect(stranger.screen is LoginViewController, "another browser is not signed in")
        for tester in [first, reload, stranger] { tester.close() }
    }

    @Test func signingOutInOneTabSignsTheBrowserOut() {
        let browser = BrowserValues()
        let first = open(browser: browser)
        signIn(first)
        let second = open("/login/welcome", browser: browser)
        #expect(second.screen is WelcomeViewController)

        second.tap("signOutButton")
        let reload = open("/login/welcome", browser: browser)

        #expect(second.screen is LoginViewController)
        #expect(reload.screen is LoginViewController, "the browser signed out: its next page is guarded again")
        for tester in [first, second, reload] { tester.close() }
    }

    @Test func anOpenWelcomeScreenLeavesAtOnceWhenAnotherTabSignsTheBrowserOut() {
        let browser = BrowserValues()
        let first = open(browser: browser)
        signIn(first)
        _ = first.takeMessages()
        let second = open("/login/welcome", browser: browser)

        second.tap("signOutButton")
        first.settle()

        #expect(first.screen is LoginViewController, "no reload needed: the open tab hears the sign-out")
        #expect(screens(first.takeMessages()).map(\.path) == ["/login"])
        #expect(second.screen is LoginViewController)
        #expect(screens(second.takeMessages()).map(\.path).last == "/login")
        for tester in [first, second] { tester.close() }
    }

    @Test func backFromWelcomeShowsTheFormAsTheUserLeftIt() {
        let tester = open()
        signIn(tester)

        tester.navigate("/login")

        #expect(tester.screen is LoginViewController)
        #expect(tester.view("idField", as: TextField.self)?.text == "demo@example.com")
        tester.close()
    }

    @Test func markupTypedOrGreetedIsShownAsText() {
        let tester = open()
        let markup = "<img src=x onerror=alert(1)>@evil.com"
        tester.type("idField", markup)
        let form = tester.session.renderTop()?.html ?? ""
        #expect(form.contains("value=\"&lt;img src=x onerror=alert(1)&gt;@evil.com\""))
        #expect(!form.contains("<img"))

        tester.type("pwField", "password")
        tester.tap("loginButton")

        let welcome = tester.session.renderTop()?.html ?? ""
        #expect(welcome.contains("Welcome, &lt;img src=x onerror=alert(1)&gt;@evil.com!"))
        #expect(!welcome.contains("<img"))
        tester.close()
    }
}

extension LoginScreenTests {
    @Test func theFormHasOneHeadingAndNamedFieldsInBothLanguages() {
        for language: Language in ["en", "ko"] {
            let tester = open(language: language)
            #expect(tester.accessibilityIssues == [], "\(language)")
            signIn(tester)
            #expect(tester.screen?.path == "/login/welcome")
            #expect(tester.accessibilityIssues == [], "the welcome screen in \(language)")
            tester.close()
        }
        let tester = open(language: "ko")
        #expect(tester.view("idField", as: TextField.self)?.accessibilityLabel == "이메일")
        #expect(tester.view("pwField", as: TextField.self)?.accessibilityLabel == "비밀번호")
        #expect(tester.view("pwField", as: TextField.self)?.accessibilityHint == "6자 이상 입력하세요.")
        tester.close()
    }

    @Test func fieldsAreFilledAsTheAccountsEmailAndCurrentPassword() {
        let tester = open()
        #expect(tester.view("idField", as: TextField.self)?.textContentType == .emailAddress)
        #expect(tester.view("pwField", as: TextField.self)?.textContentType == .password)
        let html = tester.screen?.render() ?? ""
        #expect(html.contains("type=\"email\""))
        #expect(html.contains("autocomplete=\"email\""))
        #expect(html.contains("autocomplete=\"current-password\""))
        tester.close()
    }

    @Test func eachBulletIsANamedImageWhoseLabelFollowsTheTyping() {
        let tester = open()
        _ = tester.takeMessages()
        #expect(tester.view("idValidView")?.isAccessibilityElement == true)
        #expect(tester.view("idValidView")?.accessibilityLabel == "Email is not valid yet")
        tester.type("idField", "demo@example.com")
        #expect(tester.takePatches().contains(.attribute(id: "idValidView", name: .ariaLabel, value: "Email is valid")))
        #expect(tester.view("idValidView")?.accessibilityLabel == "Email is valid")
        tester.close()
    }
}
