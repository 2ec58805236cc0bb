import BinderyTest
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Quote
import Testing

/// The HTTP quote service against a real server on loopback.
@Suite(.timeLimit(.minutes(1)))
struct QuoteServiceTests {
    /// Fetches one quote in `language` from a server giving `reply`, and the request lines it saw.
    private func fetch(replying reply: LoopbackHTTPServer.Reply, language: String = "en") async throws
        -> (result: Result<Quote, QuoteError>?, requestLines: [String]) {
        let server = try LoopbackHTTPServer(reply: reply)
        defer { server.stop() }
        let session = URLSession(configuration: .ephemeral)
        defer { session.finishTasksAndInvalidate() }
        let service = QuoteService(baseURL: server.baseURL, language: language, session: session)
        return (await firstResult(of: service), server.requestLines)
    }

    /// The service's first answer, its failure as the `QuoteError` it always is.
    private func firstResult(of service: QuoteService) async -> Result<Quote, QuoteError>? {
        await BinderyTest.firstResult(of: service.getRandomQuote().mapError { error in
            guard let error = error as? QuoteError else {
                Issue.record("not a QuoteError: \(error)")
                return QuoteError.networkError
            }
            return error
        })
    }

    @Test func aQuoteInThePublicAPIsShapeIsDecoded() async throws {
        let body = #"{"_id":"en-1","content":"Well done is better than well said.","author":"Benjamin Franklin","tags":["Wisdom"],"length":35}"#
        let (result, requestLines) = try await fetch(replying: .respond(status: 200, body: body))
        #expect(result == .success(.franklin))
        #expect(requestLines == ["GET /api/quotes/random?lang=en HTTP/1.1"])
    }

    @Test func aKoreanServiceAsksForKoreanQuotes() async throws {
        let body = #"{"_id":"ko-2","content":"신에게는 아직 열두 척의 배가 있습니다.","author":"이순신","tags":[],"length":21}"#
        let (result, requestLines) = try await fetch(replying: .respond(status: 200, body: body), language: "ko")
        #expect(result == .success(.yiSunSin))
        #expect(requestLines == ["GET /api/quotes/random?lang=ko HTTP/1.1"])
    }

    @Test(arguments: ["{\"content\": oops", "[]", "{\"author\":\"Benjamin Franklin\"}", ""])
    func aBodyThatIsNotAQuoteIsADecodingError(body: String) async throws {
        let (result, _) = try await fetch(replying: .respond(status: 200, body: body))
        #expect(result == .failure(.decodingError))
    }

    @Test(arguments: [400, 404, 500, 503])
    func aStatusOtherThan200IsABadStatus(status: Int) async throws {
        let body = #"{"content":"x","author":"y"}"#
        let (result, _) = try await fetch(replying: .respond(status: status, body: body))
        #expect(result == .failure(.badStatus(status)))
    }

    @Test func nothingListeningIsANetworkError() async throws {
        let port = try LoopbackHTTPServer.unusedPort()
        let session = URLSession(configuration: .ephemeral)
        defer { session.finishTasksAndInvalidate() }
        let service = QuoteService(baseURL: URL(string: "http://127.0.0.1:\(port)")!, session: session)

        #expect(await firstResult(of: service) == .failure(.networkError))
    }

    @Test(arguments: ["relative/path", "ftp://127.0.0.1/", "file:///tmp/"])
    func aBaseURLThatIsNotAbsoluteHTTPIsAnInvalidURL(base: String) async {
        let service = QuoteService(baseURL: URL(string: base)!)

        #expect(await firstResult(of: service) == .failure(.invalidURL))
    }

    @Test func thePathIsAppendedToTheBaseURL() {
        let service = QuoteService(baseURL: URL(string: "http://example.test:8080/stand-ins")!, language: "ko")

        #expect(service.url?.absoluteString == "http://example.test:8080/stand-ins/api/quotes/random?lang=ko")
    }

    @Test func cancellingTheFetchCancelsTheRequest() async throws {
        let server = try LoopbackHTTPServer(reply: .hold)
        defer { server.stop() }
        let session = URLSession(configuration: .ephemeral)
        defer { session.finishTasksAndInvalidate() }
        let service = QuoteService(baseURL: server.baseURL, session: session)
        let recorder = service.getRandomQuote().record(on: DispatchQueue.test)

        await server.requestReceived.wait()
        recorder.cancel()
        await server.clientClosed.wait()

        #expect(recorder.events.isEmpty)
    }

    @Test(arguments: [QuoteError.invalidURL, .networkError, .badStatus(500), .decodingError])
    func everyErrorHasAnEnglishAndAKoreanMessage(error: QuoteError) {
        let english = error.message(in: QuoteText.strings(in: "en"))
        let korean = error.message(in: QuoteText.strings(in: "ko"))
        #expect(!english.isEmpty && !korean.isEmpty && english != korean)
        #expect(error.localizedDescription == english)
    }
}
