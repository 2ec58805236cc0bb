import Foundation
import NIOCore

/// Opens screens as a browser does: `GET` the page, then read its session token from `<meta name="bindery-session">`.
///
/// Each page is opened as by a new browser (no cookies kept, a connection of its own), so behind a cluster's nginx
/// the pages spread round robin; the instance cookie a page comes with goes with its socket, as a browser's would, to
/// reach the same instance.
struct PageOpener: Sendable {
    /// A session's page: its token, and the `Cookie` its socket carries (the instance that served it), if any.
    struct OpenedPage: Sendable {
        let token: String
        let cookie: String?
    }

    /// What `/_bindery/stats` counts, summed over the stats servers.
    struct Stats: Sendable {
        var sessions = 0
        var viewControllers = 0
        /// The C heap's bytes in use (glibc's count; 0 where the server cannot tell).
        var heapInUse = 0

        /// The counts of several servers, added up.
        static func sum(_ each: [Stats]) -> Stats {
            each.reduce(into: Stats()) { total, one in
                total.sessions += one.sessions
                total.viewControllers += one.viewControllers
                total.heapInUse += one.heapInUse
            }
        }
    }

    /// The gallery's origin.
    let server: String
    /// Where live sessions are counted (the server, or each instance of a cluster).
    let statsServers: [String]

    /// A new session on `path`, its page requested from `source` when given.
    func openSession(path: String, from source: SocketAddress? = nil) async throws -> OpenedPage {
        let (host, port) = Self.hostAndPort(server)
        let answer = try await HTTPGet.fetch(host: host, port: port, path: path, from: source)
        guard answer.status == 200 else { throw LoadError("GET \(path): status \(answer.status)") }
        guard let marker = answer.body.range(of: "name=\"bindery-session\" content=\""),
              let end = answer.body[marker.upperBound...].firstIndex(of: "\"") else { throw LoadError("GET \(path): no session token") }
        return OpenedPage(token: String(answer.body[marker.upperBound..<end]), cookie: Self.instanceCookie(in: answer.headers["Set-Cookie"]))
    }

    /// `bindery-instance=NAME` from the answer's `Set-Cookie` headers, when a cluster instance set it.
    private static func instanceCookie(in headers: [String]) -> String? {
        for header in headers {
            guard let start = header.range(of: "bindery-instance=") else { continue }
            let value = header[start.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
            return "bindery-instance=\(value)"
        }
        return nil
    }

    /// The live sessions, view controllers and heap bytes of every stats server (`/_bindery/stats`), summed.
    func stats() async throws -> Stats {
        Stats.sum(try await statsOfEach())
    }

    /// What each of `statsServers` counts, in their order.
    func statsOfEach() async throws -> [Stats] {
        var each: [Stats] = []
        for server in statsServers {
            let (host, port) = Self.hostAndPort(server)
            let answer = try await HTTPGet.fetch(host: host, port: port, path: "/_bindery/stats")
            guard let object = try JSONSerialization.jsonObject(with: Data(answer.body.utf8)) as? [String: Int],
                  let sessions = object["sessions"], let viewControllers = object["viewControllers"] else {
                throw LoadError("\(server)/_bindery/stats: run the gallery with --diagnostics")
            }
            each.append(Stats(sessions: sessions, viewControllers: viewControllers, heapInUse: object["heapInUse"] ?? 0))
        }
        return each
    }

    /// The host and port of an origin such as `http://127.0.0.1:18480`.
    static func hostAndPort(_ origin: String) -> (host: String, port: Int) {
        let url = URL(string: origin)
        return (url?.host ?? "127.0.0.1", url?.port ?? 80)
    }
}
