import Hummingbird
import Logging

extension WebServer {
    /// Serves on `host:port` until the process gets SIGINT (Ctrl-C) or SIGTERM, then drains (`drain`) and stops: the whole
    /// `main` of a standalone server, without importing Hummingbird or swift-log.
    ///
    /// `port` 0 lets the system pick one; `onListening` gets the address with the real port once connections are
    /// accepted (its `publicURL` is the URL people open, IPv6 hosts in brackets). Logs go to `logger`, by default swift-log's default handler (stderr)
    /// with the label `bindery`. A server that adds routes or mounts elsewhere uses `makeApplication` instead.
    public func run(host: String = "127.0.0.1", port: Int = 8080, logger: Logger? = nil,
                    onListening: @escaping @Sendable (ServerAddress) -> Void = { _ in }) async throws {
        let logger = logger ?? Logger(label: "bindery")
        let application = makeApplication(
            configuration: ApplicationConfiguration(address: .hostname(host, port: port), backlog: Self.listenBacklog),
            logger: logger,
            onListening: { bound in onListening(ServerAddress(host: host, port: bound.port)) }
        )
        try await runService(application, logger: logger)
    }
}
