import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Opens screens as a browser does: `GET` the page, then read its session token from `<meta name="bindery-session">`.
///
/// Each page is opened as by a new browser (no cookies kept), so behind a cluster's nginx the pages spread round robin;
/// the instance cookie a page comes with goes with its socket, as a browser's would, to reach the same instance.
struct PageOpener: Sendable {
    /// A session's page: its token, and the `Cookie` its socket carries (the instance that served it), if any.
    struct OpenedPage: Sendable {
        let token: String
        let cookie: String?
    }

    /// The gallery's origin.
    let server: String
    /// Where live sessions are counted (the server, or each instance of a cluster).
    let statsServers: [String]
    private let session: URLSession

    init(server: String, statsServers: [String]) {
        self.server = server
        self.statsServers = statsServers
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpMaximumConnectionsPerHost = 16
        configuration.httpShouldSetCookies = false
        configuration.httpCookieAcceptPolicy = .never
        self.session = URLSession(configuration: configuration)
    }

    /// A new session on `path`.
    func openSession(path: String) async throws -> OpenedPage {
        let (body, response) = try await session.data(from: URL(string: server + path)!)
        guard let http = response as? HTTPURLResponse, http.statusCode == 200 else {
            throw LoadError("GET \(path): status \((response as? HTTPURLResponse)?.statusCode ?? 0)")
        }
        let html = String(decoding: body, as: UTF8.self)
        guard let marker = html.range(of: "name=\"bindery-session\" content=\""),
              let end = html[marker.upperBound...].firstIndex(of: "\"") else { throw LoadError("GET \(path): no session token") }
        return OpenedPage(token: String(html[marker.upperBound..<end]), cookie: Self.instanceCookie(in: http))
    }

    /// `bindery-instance=NAME` from the answer's `Set-Cookie`, when a cluster instance set it.
    private static func instanceCookie(in response: HTTPURLResponse) -> String? {
        guard let header = response.value(forHTTPHeaderField: "Set-Cookie"),
              let start = header.range(of: "bindery-instance=") else { return nil }
        let value = header[start.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        return "bindery-instance=\(value)"
    }

    /// The live sessions and view controllers of every stats server (`/_bindery/stats`), summed.
    func stats() async throws -> (sessions: Int, viewControllers: Int) {
        var total = (sessions: 0, viewControllers: 0)
        for server in statsServers {
            let (body, _) = try await session.data(from: URL(string: server + "/_bindery/stats")!)
            guard let object = try JSONSerialization.jsonObject(with: body) as? [String: Int],
                  let sessions = object["sessions"], let viewControllers = object["viewControllers"] else {
                throw LoadError("\(server)/_bindery/stats: run the gallery with --diagnostics")
            }
            total.sessions += sessions
            total.viewControllers += viewControllers
        }
        return total
    }
}
