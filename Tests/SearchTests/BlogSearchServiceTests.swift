import BinderyTest
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import Search
import Testing

/// The HTTP search service against a real server on loopback.
@Suite(.timeLimit(.minutes(1)))
struct BlogSearchServiceTests {
    private func search(_ request: SearchRequest, replying reply: LoopbackHTTPServer.Reply) async throws
        -> (result: Result<SearchPage, ServiceError>?, requestLines: [String]) {
        let server = try LoopbackHTTPServer(reply: reply)
        defer { server.stop() }
        let session = URLSession(configuration: .ephemeral)
        defer { session.finishTasksAndInvalidate() }
        let service = BlogSearchService(apiBaseURL: server.baseURL, session: session)
        let result = await firstResult(of: service.search(request).mapError { $0 as? ServiceError ?? .unreachable })
        return (result, server.requestLines)
    }

    @Test func aPageInNaversShapeIsDecodedWithItsHighlights() async throws {
        let body = #"""
        {"lastBuildDate":"Mon, 26 Sep 2016 11:01:35 +0900","total":31,"start":21,"display":1,
         "items":[{"title":"<b>Swift</b> &amp; Rx","link":"https://blog.example/1","description":"&quot;<b>swift</b>&quot; notes",
                   "bloggername":"Mina&#39;s","bloggerlink":"https://blog.example","postdate":"20240101"}]}
        """#
        let (result, lines) = try await search(SearchRequest(query: "swift & rx+", start: 21), replying: .respond(status: 200, body: body))

        #expect(lines == ["GET /api/v1/search/blog.json?query=swift%20%26%20rx%2B&display=20&start=21&sort=sim HTTP/1.1"])
        #expect(result == .success(SearchPage(total: 31, start: 21, items: [
            SearchResult(title: [TextRun("Swift", emphasized: true), TextRun(" & Rx")],
                         description: [TextRun("\""), TextRun("swift", emphasized: true), TextRun("\" notes")],
                         link: "https://blog.example/1", bloggerName: "Mina's", postDate: "20240101"),
        ])))
    }

    @Test(arguments: [400, 401, 500])
    func aStatusOtherThan200IsABadStatus(status: Int) async throws {
        let (result, _) = try await search(SearchRequest(query: "x"), replying: .respond(status: status, body: "{}"))
        #expect(result == .failure(.badStatus(status)))
    }

    @Test(arguments: ["[]", "{\"items\": 3}", "not json"])
    func aBodyThatIsNotAPageIsADecodingError(body: String) async throws {
        let (result, _) = try await search(SearchRequest(query: "x"), replying: .respond(status: 200, body: body))
        #expect(result == .failure(.unreadableAnswer))
    }

    @Test func theNaverHeadersAreSentWhenConfigured() throws {
        let service = BlogSearchService(endpoint: BlogSearchService.naverEndpoint, clientID: "id", clientSecret: "secret")
        let request = try #require(service.urlRequest(for: SearchRequest(query: "스위프트")))
        #expect(request.value(forHTTPHeaderField: "X-Naver-Client-Id") == "id")
        #expect(request.value(forHTTPHeaderField: "X-Naver-Client-Secret") == "secret")
        #expect(request.url?.absoluteString.hasPrefix("https://openapi.naver.com/v1/search/blog.json?query=%EC%8A%A4") == true)
        #expect(BlogSearchService(endpoint: URL(string: "file:///tmp/x")!).urlRequest(for: SearchRequest(query: "x")) == nil)
    }

    @Test func cancellingTheSearchCancelsTheRequest() async throws {
        let server = try LoopbackHTTPServer(reply: .hold)
        defer { server.stop() }
        let session = URLSession(configuration: .ephemeral)
        defer { session.finishTasksAndInvalidate() }
        let recorder = BlogSearchService(apiBaseURL: server.baseURL, session: session)
            .search(SearchRequest(query: "slow")).record(on: DispatchQueue.test)

        await server.requestReceived.wait()
        recorder.cancel()
        await server.clientClosed.wait()

        #expect(recorder.events.isEmpty)
    }
}
