import Foundation
import StandIns
import Testing

/// `GET /api/quotes/random` on the real gallery: the public quotes API's shape, English or Korean by
/// `?lang=` or `Accept-Language`, and a JSON 400 for an unknown language.
struct QuoteStandInTests {
    /// One quote as the public API sends it.
    private struct QuoteBody: Decodable {
        let _id: String
        let content: String
        let author: String
        let tags: [String]
        let length: Int
    }

    /// GETs `/api/quotes/random{query}` from a gallery whose stand-ins always pick their first quote.
    private func randomQuote(_ query: String = "", headers: [String: String] = [:]) async throws -> HTTPAnswer {
        try await TestGallery.run(randomSource: LowestNumberSource()) { gallery in
            try await TestHTTP.get(gallery.url("/api/quotes/random" + query), headers: headers)
        }
    }

    private func quote(from answer: HTTPAnswer) throws -> QuoteBody {
        #expect(answer.status == 200)
        #expect(answer.header("Content-Type") == "application/json; charset=utf-8")
        return try JSONDecoder().decode(QuoteBody.self, from: answer.body)
    }

    @Test func answersAnEnglishQuoteInThePublicAPIsShapeByDefault() async throws {
        let quote = try quote(from: try await randomQuote())
        #expect(quote._id == "en-1")
        #expect(quote.content == "Well done is better than well said.")
        #expect(quote.author == "Benjamin Franklin")
        #expect(quote.tags == ["Wisdom"])
        #expect(quote.length == quote.content.count)
    }

    @Test(arguments: [("?lang=ko", [String: String]()), ("", ["Accept-Language": "ko-KR,ko;q=0.9,en;q=0.8"]),
                      ("?lang=KO", ["Accept-Language": "en-US"])])
    func answersAKoreanQuoteForLangOrAcceptLanguage(query: String, headers: [String: String]) async throws {
        let quote = try quote(from: try await randomQuote(query, headers: headers))
        #expect(quote._id == "ko-1")
        #expect(quote.author == "이순신")
        #expect(quote.length == quote.content.count)
    }

    @Test func langWinsOverAcceptLanguage() async throws {
        let quote = try quote(from: try await randomQuote("?lang=en", headers: ["Accept-Language": "ko"]))
        #expect(quote._id == "en-1")
    }

    @Test func refusesAnUnknownLanguageWithAJSONError() async throws {
        let answer = try await randomQuote("?lang=fr")
        #expect(answer.status == 400)
        let body = try JSONDecoder().decode([String: String].self, from: answer.body)
        #expect(body["error"]?.contains("lang") == true)
    }

    @Test func everyQuoteCanComeUpInBothLanguages() {
        let source = SeededRandomIntegerSource(seed: 3)
        let standIn = QuoteStandIn(source: source)
        for language in [QuoteStandIn.Language.en, .ko] {
            let ids = Set((0..<400).map { _ in standIn.randomQuote(in: language).id })
            #expect(ids.count >= 10, "\(language): \(ids.count) distinct quotes")
        }
    }

    @Test func theQuotePageRendersItsOutlets() async throws {
        let page = try await TestGallery.run { gallery in try await TestHTTP.get(gallery.url("/quote?lang=ko")) }
        #expect(page.status == 200)
        for id in ["quoteLabel", "authorLabel", "refreshButton"] {
            #expect(page.text.contains("id=\"\(id)\""), "missing \(id)")
        }
        #expect(page.text.contains("새로고침"))
    }
}
