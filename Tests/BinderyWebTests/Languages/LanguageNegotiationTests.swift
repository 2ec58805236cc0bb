import BinderyWeb
import Testing

/// A page's language is chosen among the app's own languages: `?lang=` first, then `Accept-Language` by weight,
/// then the app's fallback.
struct LanguageNegotiationTests {
    private let spoken = try! Localization(strings: ["en": "", "ko": "", "pt-br": ""])

    @Test(arguments: [
        (nil, nil, "en"),
        ("lang=ko", nil, "ko"),
        ("lang=KO", "en", "ko"),
        ("lang=ko-KR", nil, "ko"),
        ("lang=xx", "ko-KR,ko;q=0.9", "ko"),
        ("x=1&lang=pt-BR", nil, "pt-br"),
        (nil, "fr-FR,ko;q=0.8,en;q=0.9", "en"),
        (nil, "fr, ko;q=0.5", "ko"),
        (nil, "ko;q=0, en;q=0.1", "en"),
        (nil, "*", "en"),
        (nil, "pt", "pt-br"),
    ] as [(String?, String?, Language)])
    func picksAmongTheAppsLanguages(query: String?, acceptLanguage: String?, expected: Language) {
        #expect(spoken.negotiate(query: query, acceptLanguage: acceptLanguage) == expected)
    }

    @Test func aLanguageTagIgnoresCase() {
        #expect(Language("ko-KR") == "ko-kr")
        #expect(Language("ko-KR").primary == "ko")
    }
}
