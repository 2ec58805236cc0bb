import BinderyWeb
import Hummingbird
import HummingbirdWebSocket
import Logging
import NIOCore

/// The WebSocket endpoint of BinderyWeb sessions, upgraded only for pages of this same origin.
struct SocketRoutes {
    /// Where the JS client opens its socket.
    static let path = RouterPath(WireProtocol.Path.socket.rawValue)

    let webApp: WebApp
    let configuration: WebServerConfiguration
    let allowlist: HostAllowlist

    /// What a WebSocket upgrade request becomes: a session socket at `/socket` (under the base path), the echo socket at `/socket/echo`
    /// when diagnostics are on, and nothing else — refused unless its Host is allowed and its Origin's host equals it.
    ///
    /// The upgrade is decided here, on the request head, rather than by a Hummingbird router: a router-based upgrade
    /// keeps its request context in a box the context itself holds (hummingbird-websocket 2.8.1), so every upgraded
    /// connection — its channel and buffers, about 4.5 KiB — stayed in memory for the life of the server. The handler
    /// holds the channel (to cut a socket whose page stopped reading) only while the socket runs.
    /// hummingbird-websocket answers every declined upgrade with `400 Bad Request` and closes the connection.
    func shouldUpgrade(_ head: HTTPRequest, channel: any Channel, logger: Logger)
        -> ShouldUpgradeResult<WebSocketDataHandler<HTTP1WebSocketUpgradeChannel.Context>>
    {
        let path = head.path.map { $0.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0] } ?? ""
        let isEcho = configuration.diagnostics && path == DiagnosticsRoutes.echoPath
        guard path == webApp.configuration.basePath + "/" + WireProtocol.Path.socket.rawValue || isEcho else { return .dontUpgrade }
        let origin = head.headerFields[.origin]
        guard allowlist.allows(authority: head.authority) else {
            logger.notice("WebSocket upgrade refused: unknown host", metadata: ["host": "\(head.authority ?? "none")"])
            return .dontUpgrade
        }
        guard SameOriginPolicy.allows(origin: origin, host: head.authority) else {
            logger.notice("WebSocket upgrade refused: cross-origin",
                          metadata: ["origin": "\(origin ?? "none")", "host": "\(head.authority ?? "none")"])
            return .dontUpgrade
        }
        if webApp.isDraining {
            // A standalone server's connection guard answers 503 first; a mount's upgrade can only be declined.
            logger.notice("WebSocket upgrade refused: the server is draining")
            return .dontUpgrade
        }
        let maxMessageBytes = webApp.configuration.maxMessageBytes
        if isEcho {
            return .upgrade([:]) { inbound, outbound, _ in
                try await DiagnosticsRoutes.echo(inbound: inbound, outbound: outbound, maxMessageSize: maxMessageBytes)
            }
        }
        let webApp = self.webApp, maxOutboundBytes = configuration.maxOutboundBytes
        var headers = HTTPFields()
        if let instanceName = configuration.instanceName {
            headers.append(InstanceCookie.field(instance: instanceName))
        }
        return .upgrade(headers) { inbound, outbound, context in
            let session = SocketSession(webApp: webApp, maxMessageSize: maxMessageBytes,
                                        maxOutboundBytes: maxOutboundBytes, logger: context.logger)
            try await session.run(inbound: inbound, outbound: outbound, abort: { channel.close(mode: .all, promise: nil) })
        }
    }

    /// How many times `WebConfiguration.maxMessageBytes` the channel reads before it gives up on a frame or message.
    static let channelCapFactor = 4

    /// The channel settings: HTTP/1 with the WebSocket upgrade. The channel itself refuses frames over
    /// `channelCapFactor` × `WebConfiguration.maxMessageBytes` (closing the socket with 1009; the page resumes its session on a new
    /// one); `SocketSession` answers anything over `WebConfiguration.maxMessageBytes` below that with a `tooLarge` error reply and
    /// keeps the socket. With `securityHeaders`, every response head the connection writes carries
    /// `SecurityHeaders` (the whole server is BinderyWeb's; a mount leaves the application's other answers alone).
    func channelConfiguration(securityHeaders: Bool) -> HTTP1WebSocketUpgradeChannel.Configuration {
        .init(http1: .init(additionalChannelHandlers: securityHeaders ? [SecurityHeadersHandler()] : [],
                           idleTimeout: TimeAmount(configuration.requestLimits.idleTimeout)),
                     ws: .init(maxFrameSize: webApp.configuration.maxMessageBytes * Self.channelCapFactor,
                               autoPing: .enabled(timePeriod: configuration.pingInterval)))
    }

    /// Answers a plain (not upgrading) `GET /socket` with 426 Upgrade Required.
    static func addPlainRequestRoute(to router: some RouterMethods) {
        router.get(path) { _, _ in
            Response(status: .upgradeRequired, headers: [.upgrade: "websocket", .connection: "Upgrade"])
        }
    }
}
