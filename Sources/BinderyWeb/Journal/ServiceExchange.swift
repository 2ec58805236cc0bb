import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One request an app's service made and what came back, as a journal keeps it: enough to serve the same answer
/// again in a replay, and nothing secret (no headers but the answer's content type; secret query values masked).
public struct ServiceExchange: Codable, Equatable, Sendable {
    /// What was asked: the method, the URL (secret query values masked) and a text body, if any.
    public struct Request: Codable, Equatable, Sendable {
        public var method: String
        public var url: String
        public var body: String?

        public init(method: String, url: String, body: String? = nil) {
            self.method = method
            self.url = url
            self.body = body
        }

        /// `request` as a journal keeps it: secret query values masked, a body only when it is text.
        public init(recording request: URLRequest) {
            self.init(method: request.httpMethod ?? "GET", url: request.url.map(JournalMask.url) ?? "",
                      body: request.httpBody.flatMap { String(data: $0, encoding: .utf8) })
        }

        /// The path and query the request is matched by in a replay: the recorded server's scheme, host and port
        /// do not count, since a replay sends the app's services nowhere.
        public var pathAndQuery: String {
            guard let components = URLComponents(string: url) else { return url }
            let query = components.percentEncodedQuery.map { "?" + $0 } ?? ""
            return method + " " + components.percentEncodedPath + query
        }
    }

    /// What the service answered: the status, the content type, and the body as text (UTF-8) or, when it is not
    /// text, as base64.
    public struct Response: Codable, Equatable, Sendable {
        public var status: Int
        public var contentType: String?
        public var body: String?
        public var base64: String?

        public init(status: Int, contentType: String? = nil, body: Data) {
            self.status = status
            self.contentType = contentType
            if let text = String(data: body, encoding: .utf8) { self.body = text } else { base64 = body.base64EncodedString() }
        }

        /// The body's bytes.
        public var data: Data {
            if let base64 { return Data(base64Encoded: base64) ?? Data() }
            return Data((body ?? "").utf8)
        }
    }

    public var request: Request
    /// The answer; nil when the request failed before one came (`failure` says how).
    public var response: Response?
    /// The `URLError` code of a request that got no answer (a timeout, a refused connection).
    public var failure: Int?
    /// How long the answer took, in milliseconds: a replay delivers it as late on virtual time.
    public var durationMs: Int

    public init(request: Request, response: Response?, failure: Int? = nil, durationMs: Int) {
        self.request = request
        self.response = response
        self.failure = failure
        self.durationMs = durationMs
    }
}
