import BinderyTest
import BinderyWeb
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import Quote
import Testing

/// The HTTP quote service against a real server on loopback.
@Suite(.timeLimit(.minutes(1)))
struct QuoteServiceTests {
    /// Fetches one quote in `language` from a server giving `reply`, and the request lines it saw.
    private func fetch(replying reply: LoopbackHTTPServer.Reply, language: String = "en") async throws
        -> (result: Result<Quote, ServiceError>?, requestLines: [String]) {
        let server = try LoopbackHTTPServer(reply: reply)
        defer { server.stop() }
        let session = URLSession(configuration: .ephemeral)
        defer { session.finishTasksAndInvalidate() }
        let service = QuoteService(baseURL: server.baseURL, language: language, session: session)
        return (await firstResult(of: service), server.requestLines)
    }

    /// The service's first answer, its failure as the `ServiceError` it always is.
    private func firstResult(of service: QuoteService) async -> Result<Quote, ServiceError>? {
        await BinderyTest.firstResult(of: service.getRandomQuote().mapError { error in
            guard let error = error as? ServiceError else {
                Issue.record("not a ServiceError: \(error)")
                return ServiceError.unreachable
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
        #expect(result == .failure(.unreadableAnswer))
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

        #expect(await firstResult(of: service) == .failure(.unreachable))
    }

    @Test(arguments: ["relative/path", "ftp://127.0.0.1/", "file:///tmp/"])
    func aBaseURLThatIsNotAbsoluteHTTPIsAnInvalidURL(base: String) async {
        let service = QuoteService(baseURL: URL(string: base)!)

        #expect(await firstResult(of: service) == .failure(.invalidAddress))
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

    @Test(arguments: [ServiceError.invalidAddress, .unreachable, .badStatus(500), .unreadableAnswer])
    func everyErrorHasAnEnglishAndAKoreanMessage(error: ServiceError) {
        let english = error.message(in: QuoteText.strings(in: "en"))
        let korean = error.message(in: QuoteText.strings(in: "ko"))
        #expect(!english.isEmpty && !korean.isEmpty && english != korean)
        #expect(error.localizedDescription == error.message(in: ServiceErrorText.fallbackStrings))
    }

    @Test func theMessagesNameTheQuoteService() {
        #expect(ServiceError.invalidAddress.message(in: QuoteText.strings(in: "en")) == "The quote service address is invalid.")
        #expect(ServiceError.badStatus(500).message(in: QuoteText.strings(in: "ko"))
            == "명언 서비스가 오류로 응답했습니다 (HTTP 500). 다시 시도해 주세요.")
    }
}
