import BinderyWeb
import Testing

/// An app that speaks a language BinderyWeb's own texts lack is told so once, when its `WebApp` is made: which
/// language, which keys, and which file to add. Before, the alert's button, "Reconnecting…" and the 404 page stayed
/// English on its pages, silently.
struct FrameworkTextGapTests {
    private enum GreetingText: String, TextKey {
        case title
        static let localization = try! Localization(strings: [
            "en": #""title" = "Greeting";"#, "ko": #""title" = "인사";"#, "ja": #""title" = "あいさつ";"#,
        ])
    }

    private func webApp(frameworkTexts: Localization = BinderyText.localization) -> WebApp {
        let registry = ScreenRegistry()
        registry.register("/greeting", texts: GreetingText.self) { _ in ViewController() }
        return WebApp(screens: registry, configuration: WebConfiguration(strings: frameworkTexts))
    }

    @Test func aLanguageBinderyWebHasNoTableForIsNamedWithEveryKeyAndTheFileToAdd() throws {
        let app = webApp()
        defer { app.closeAll() }
        #expect(app.frameworkTextGaps.map(\.language) == ["ja"], "English and Korean are shipped")
        let gap = try #require(app.frameworkTextGaps.first)
        #expect(gap.lacksTable)
        #expect(gap.missingKeys == BinderyText.allCases.map(\.rawValue))
        #expect(gap.warning.contains("BinderyWeb's own texts have no ja table"))
        #expect(gap.warning.contains("alertDismiss, reconnecting, sessionEnded"))
        #expect(gap.warning.contains("Add Strings/BinderyWeb/ja.strings"))
        #expect(gap.warning.contains(#"directory: "Strings/BinderyWeb", languages: ["ja"]"#))
    }

    @Test func aTableWithGapsNamesOnlyTheKeysItLacks() throws {
        let partial = try Localization(strings: ["ja": #""languageName" = "日本語"; "alertDismiss" = "OK";"#])
        let app = webApp(frameworkTexts: BinderyText.localization.overriding(with: partial))
        defer { app.closeAll() }
        let gap = try #require(app.frameworkTextGaps.first)
        #expect(!gap.lacksTable)
        #expect(gap.missingKeys.first == "reconnecting")
        #expect(!gap.missingKeys.contains("alertDismiss"))
        #expect(gap.missingKeys.count == BinderyText.allCases.count - 2)
        #expect(gap.warning.contains("BinderyWeb's own ja table lacks \(BinderyText.allCases.count - 2) of its texts"))
    }

    @Test func aWholeTableLeavesNothingToSay() throws {
        let english = BinderyText.fallbackStrings.entries
        let japanese = StringsTable(language: "ja", entries: english.mapValues { "「\($0)」" })
        let app = webApp(frameworkTexts: BinderyText.localization.overriding(with: Localization([japanese])))
        defer { app.closeAll() }
        #expect(app.frameworkTextGaps == [])
    }

    @Test func anAppInTheShippedLanguagesHasNoGaps() {
        let registry = ScreenRegistry()
        registry.register("/plain") { _ in ViewController() }
        let app = WebApp(screens: registry)
        defer { app.closeAll() }
        #expect(app.frameworkTextGaps == [])
    }
}
