import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Opens screens as a browser does: `GET` the page, then read its session token from `<meta name="bindery-session">`.
struct PageOpener: Sendable {
    /// The gallery's origin.
    let server: String
    private let session: URLSession

    init(server: String) {
        self.server = server
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpMaximumConnectionsPerHost = 16
        self.session = URLSession(configuration: configuration)
    }

    /// The token of a new session on `path`.
    func openSession(path: String) async throws -> String {
        let (body, response) = try await session.data(from: URL(string: server + path)!)
        guard let status = (response as? HTTPURLResponse)?.statusCode, status == 200 else {
            throw LoadError("GET \(path): status \((response as? HTTPURLResponse)?.statusCode ?? 0)")
        }
        let html = String(decoding: body, as: UTF8.self)
        guard let marker = html.range(of: "name=\"bindery-session\" content=\""),
              let end = html[marker.upperBound...].firstIndex(of: "\"") else { throw LoadError("GET \(path): no session token") }
        return String(html[marker.upperBound..<end])
    }

    /// The gallery's `/_bindery/stats` as (sessions, view controllers).
    func stats() async throws -> (sessions: Int, viewControllers: Int) {
        let (body, _) = try await session.data(from: URL(string: server + "/_bindery/stats")!)
        guard let object = try JSONSerialization.jsonObject(with: body) as? [String: Int],
              let sessions = object["sessions"], let viewControllers = object["viewControllers"] else {
            throw LoadError("/_bindery/stats: run the gallery with --diagnostics")
        }
        return (sessions, viewControllers)
    }
}
