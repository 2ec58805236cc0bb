import Foundation
import Hummingbird
import Logging

extension WebServer {
    /// Serves on `host:port` until the process gets SIGINT (Ctrl-C) or SIGTERM, then drains (`drain`) and stops: the whole
    /// `main` of a standalone server, without importing Hummingbird or swift-log.
    ///
    /// `port` 0 lets the system pick one; `onListening` gets the URL people open (the real port, IPv6 hosts in
    /// brackets) once connections are accepted. Logs go to `logger`, by default swift-log's default handler (stderr)
    /// with the label `bindery`. A server that adds routes or mounts elsewhere uses `makeApplication` instead.
    public func run(host: String = "127.0.0.1", port: Int = 8080, logger: Logger? = nil,
                    onListening: @escaping @Sendable (URL) -> Void = { _ in }) async throws {
        let logger = logger ?? Logger(label: "bindery")
        let application = makeApplication(
            configuration: ApplicationConfiguration(address: .hostname(host, port: port), backlog: Self.listenBacklog),
            logger: logger,
            onListening: { bound in onListening(Self.url(host: host, port: bound ?? port)) }
        )
        try await runService(application, logger: logger)
    }

    /// `http://host:port/`, an IPv6 host in brackets.
    static func url(host: String, port: Int) -> URL {
        let urlHost = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        return URL(string: "http://\(urlHost):\(port)/")!
    }
}
