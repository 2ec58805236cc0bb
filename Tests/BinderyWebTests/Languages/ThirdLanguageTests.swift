import BinderyWeb
import Testing

/// An app may speak any language: one that adds Japanese to English and Korean gets Japanese pages for a Japanese
/// browser, its own texts in them, and BinderyWeb's own texts in Japanese once the server lays a table over them.
struct ThirdLanguageTests {
    private enum GreetingText: String, TextKey {
        case title, greeting
        static let localization = try! Localization(strings: [
            "en": #""title" = "Greeting"; "greeting" = "Hello, %@!";"#,
            "ko": #""title" = "인사"; "greeting" = "%@님, 안녕하세요!";"#,
            "ja": #""title" = "あいさつ"; "greeting" = "こんにちは、%@さん！";"#,
        ])
    }

    private final class GreetingScreen: ViewController {
        let greetingLabel = Label(id: "greetingLabel")
        override var title: String { strings.text(GreetingText.title) }
        override func loadView() { add(greetingLabel) }
        override func viewDidLoad() { greetingLabel.text = strings.text(GreetingText.greeting, "Aiko") }
    }

    private func app(frameworkTexts: Localization = BinderyText.localization) -> WebApp {
        let registry = ScreenRegistry()
        registry.register("/greeting", texts: GreetingText.self) { _ in GreetingScreen() }
        return WebApp(screens: registry, configuration: WebConfiguration(strings: frameworkTexts))
    }

    @Test func theTablesAreComplete() {
        #expect(GreetingText.tableProblems == [])
    }

    @Test func aJapaneseBrowserGetsTheJapanesePage() throws {
        let app = app()
        defer { app.closeAll() }
        let language = app.language(forPage: "/greeting", query: nil, acceptLanguage: "ja-JP,ja;q=0.9,en;q=0.8")
        #expect(language == "ja")
        let page = try #require(app.openPage(path: "/greeting", language: language))
        #expect(page.html.contains("<html lang=\"ja\">"))
        #expect(page.html.contains("<title>あいさつ</title>"))
        #expect(page.html.contains("こんにちは、Aikoさん！"))
        #expect(page.html.contains("data-reconnecting=\"Reconnecting…\""), "BinderyWeb's texts fall back to English")
    }

    @Test func theQueryPicksTheThirdLanguageAndAnUnspokenOneFallsBack() {
        let app = app()
        #expect(app.language(forPage: "/greeting", query: "lang=ja", acceptLanguage: "ko") == "ja")
        #expect(app.language(forPage: "/greeting", query: "lang=fr", acceptLanguage: "de") == "en")
        #expect(app.language(forPage: "/greeting", query: nil, acceptLanguage: "ko-KR") == "ko")
    }

    @Test func theServerCanGiveBinderyWebsOwnTextsInTheThirdLanguage() throws {
        let japanese = try Localization(strings: [
            "ja": #""alertDismiss" = "閉じる"; "reconnecting" = "再接続しています…";"#,
        ])
        let app = app(frameworkTexts: BinderyText.localization.overriding(with: japanese))
        defer { app.closeAll() }
        let page = try #require(app.openPage(path: "/greeting", language: "ja"))
        #expect(page.html.contains(">閉じる</button>"))
        #expect(page.html.contains("data-reconnecting=\"再接続しています…\""))
        #expect(page.html.contains("data-session-ended=\"Session ended. Reload the page.\""), "a text it lacks is English")
    }

    @Test func anAppCanOverrideOneOfBinderyWebsTexts() throws {
        let friendlier = try Localization(strings: ["en": #""serverBusy" = "We are full right now, sorry!";"#])
        let registry = ScreenRegistry()
        registry.register("/greeting", texts: GreetingText.self) { _ in GreetingScreen() }
        let app = WebApp(screens: registry, configuration: WebConfiguration(
            maxSessions: 0, strings: BinderyText.localization.overriding(with: friendlier)))
        let refused = try #require(app.openPage(path: "/greeting", language: "en"))
        #expect(refused.status == 503)
        #expect(refused.html.contains("We are full right now, sorry!"))
    }
}
