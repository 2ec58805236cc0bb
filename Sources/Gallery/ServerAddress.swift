import Foundation

/// The address the gallery listens on, and the URLs it is reached at.
struct ServerAddress: Sendable, Equatable {
    /// The host to bind, as given on the command line.
    var host: String
    /// The port to bind; 0 lets the system pick one.
    var port: Int

    /// The URL printed for people, e.g. `http://127.0.0.1:8080/` (IPv6 hosts in brackets).
    var publicURL: URL {
        URL(string: "http://\(Self.urlHost(host)):\(port)/")!
    }

    /// The URL the gallery's own services call it at: a wildcard bind address is reached through loopback.
    var loopbackURL: URL {
        let reachableHost = switch host {
        case "0.0.0.0", "": "127.0.0.1"
        case "::", "[::]": "::1"
        default: host
        }
        return URL(string: "http://\(Self.urlHost(reachableHost)):\(port)/")!
    }

    /// The same address with the port the server really got.
    func listening(on actualPort: Int) -> ServerAddress {
        ServerAddress(host: host, port: actualPort)
    }

    private static func urlHost(_ host: String) -> String {
        host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
    }
}
