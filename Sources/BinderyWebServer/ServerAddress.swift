import Foundation

/// The address a server listens on, and the URLs it is reached at. `WebServer.run` and `makeApplication` report it
/// with the port really bound once connections are accepted (`port` 0 asks the system for a free one).
public struct ServerAddress: Sendable, Equatable {
    /// The host to bind, as given (a name, an IPv4 or an IPv6 address).
    public var host: String
    /// The port to bind; 0 lets the system pick one.
    public var port: Int

    /// An address of `host` and `port`.
    public init(host: String, port: Int) {
        self.host = host
        self.port = port
    }

    /// The URL printed for people, e.g. `http://127.0.0.1:8080/` (IPv6 hosts in brackets).
    public var publicURL: URL {
        URL(string: "http://\(Self.urlHost(host)):\(port)/")!
    }

    /// The URL the server's own services call it at: a wildcard bind address is reached through loopback.
    public var loopbackURL: URL {
        let reachableHost = switch host {
        case "0.0.0.0", "": "127.0.0.1"
        case "::", "[::]": "::1"
        default: host
        }
        return URL(string: "http://\(Self.urlHost(reachableHost)):\(port)/")!
    }

    /// The same address with the port the server really got.
    public func listening(on actualPort: Int) -> ServerAddress {
        ServerAddress(host: host, port: actualPort)
    }

    private static func urlHost(_ host: String) -> String {
        host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
    }
}
