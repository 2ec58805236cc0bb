import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A response as the tests look at it.
struct HTTPAnswer: Sendable {
    /// The status code.
    let status: Int
    /// The body.
    let body: Data
    private let headers: [String: String]

    init(body: Data, response: HTTPURLResponse) {
        self.status = response.statusCode
        self.body = body
        var headers: [String: String] = [:]
        for case let (name as String, value as String) in response.allHeaderFields { headers[name.lowercased()] = value }
        self.headers = headers
    }

    /// The body as UTF-8 text.
    var text: String { String(decoding: body, as: UTF8.self) }

    /// The value of the header `name` (any case), if present.
    func header(_ name: String) -> String? {
        headers[name.lowercased()]
    }

    /// The browser id the `bindery-browser` cookie this answer sets carries, if it sets one.
    var browserCookieID: String? {
        guard let cookie = header("Set-Cookie"), cookie.hasPrefix("bindery-browser=") else { return nil }
        return String(cookie.dropFirst("bindery-browser=".count).prefix { $0 != ";" })
    }
}

/// Plain HTTP requests to the test server with Foundation's URLSession, no cache and no cookies.
enum TestHTTP {
    private static let session: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpShouldSetCookies = false  // a test sends the cookies it means to, in its headers
        configuration.httpCookieAcceptPolicy = .never
        return URLSession(configuration: configuration)
    }()

    /// `GET url` with `headers`.
    static func get(_ url: URL, headers: [String: String] = [:]) async throws -> HTTPAnswer {
        try await send(URLRequest(url: url), headers: headers)
    }

    /// `POST url` with `body` as plain text and `headers`.
    static func post(_ url: URL, body: String, headers: [String: String] = [:]) async throws -> HTTPAnswer {
        var request = URLRequest(url: url)
        request.httpMethod = "POST"
        request.httpBody = Data(body.utf8)
        return try await send(request, headers: ["Content-Type": "text/plain"].merging(headers) { $1 })
    }

    private static func send(_ request: URLRequest, headers: [String: String]) async throws -> HTTPAnswer {
        var request = request
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let (body, response) = try await session.data(for: request)
        return HTTPAnswer(body: body, response: response as! HTTPURLResponse)
    }
}
