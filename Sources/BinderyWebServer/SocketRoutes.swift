import BinderyWeb
import Hummingbird
import HummingbirdCore
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
    /// The session sockets each client holds, capped at `WebServerConfiguration.maxSocketsPerClient`.
    let clientSockets: PerClientCounter
    /// Who a socket's client is behind the trusted proxies.
    let forwarded: ForwardedRequest

    init(webApp: WebApp, configuration: WebServerConfiguration, allowlist: HostAllowlist) {
        self.webApp = webApp
        self.configuration = configuration
        self.allowlist = allowlist
        clientSockets = PerClientCounter(limit: configuration.maxSocketsPerClient)
        forwarded = ForwardedRequest(trustedProxies: Set(configuration.trustedProxies))
    }

    /// What a WebSocket upgrade request becomes: a session socket at `/socket` (under the base path), the echo socket at `/socket/echo`
    /// when diagnostics are on, and nothing else — refused unless its Host is allowed and its Origin's host equals it,
    /// and a session socket refused while its client holds `maxSocketsPerClient` open ones.
    ///
    /// The upgrade is decided here, on the request head, rather than by a Hummingbird router: a router-based upgrade
    /// keeps its request context in a box the context itself holds (hummingbird-websocket 2.8.1), so every upgraded
    /// connection — its channel and buffers, about 4.5 KiB — stayed in memory for the life of the server.
    func admit(_ head: HTTPRequest, channel: any Channel, logger: Logger) -> SocketDecision {
        let path = head.path.map { $0.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0] } ?? ""
        let isEcho = configuration.diagnostics && path == DiagnosticsRoutes.echoPath
        guard path == webApp.configuration.basePath + "/" + WireProtocol.Path.socket.rawValue || isEcho else { return .refuse }
        let origin = head.headerFields[.origin]
        guard allowlist.allows(authority: head.authority) else {
            SocketLog.notice(logger, "WebSocket upgrade refused: unknown host", metadata: ["host": "\(head.authority ?? "none")"])
            return .refuse
        }
        guard SameOriginPolicy.allows(origin: origin, host: head.authority) else {
            SocketLog.notice(logger, "WebSocket upgrade refused: cross-origin",
                          metadata: ["origin": "\(origin ?? "none")", "host": "\(head.authority ?? "none")"])
            return .refuse
        }
        if webApp.isDraining {
            // A standalone server's connection guard answers 503 first; a mount's upgrade can only be declined.
            SocketLog.notice(logger, "WebSocket upgrade refused: the server is draining")
            return .refuse
        }
        if isEcho {
            guard LoopbackClient.isLocal(address: channel.remoteAddress?.ipAddress, headers: head.headerFields) else {
                SocketLog.notice(logger, "WebSocket upgrade refused: the echo socket is for loopback clients only")
                return .refuse
            }
            return .admit(.echo)
        }
        let client = forwarded.clientAddress(headers: head.headerFields, peer: channel.remoteAddress?.ipAddress)
        guard clientSockets.admit(client: client, on: channel) else {
            SocketLog.notice(logger, "WebSocket upgrade refused: the client holds the most sockets allowed",
                             metadata: ["client": "\(client ?? "unknown")", "limit": "\(configuration.maxSocketsPerClient)"])
            return .refuse
        }
        var headers = HTTPFields()
        if let instanceName = configuration.instanceName {
            headers.append(InstanceCookie.field(instance: instanceName))
        }
        let cookies = Cookies(from: head.headerFields[values: .cookie])
        let visitor = SocketVisitor(browser: cookies[BrowserCookie.name]?.value, clientAddress: client,
                                    timeZone: cookies[WireProtocol.timeZoneCookie]?.value)
        return .admit(.session(webApp, headers: headers, visitor: visitor))
    }

    /// `admit` as hummingbird-websocket's upgrade decision, for a `BinderyMount` in an application of one's own: the
    /// socket then runs as a `SocketSession` in its connection's task. (`WebServer` serves its sockets on their event
    /// loops instead, with no task per socket: `SocketChannelHandler`.)
    /// hummingbird-websocket answers every declined upgrade with `400 Bad Request` and closes the connection.
    func shouldUpgrade(_ head: HTTPRequest, channel: any Channel, logger: Logger)
        -> ShouldUpgradeResult<WebSocketDataHandler<HTTP1WebSocketUpgradeChannel.Context>>
    {
        let maxMessageBytes = webApp.configuration.maxMessageBytes
        switch admit(head, channel: channel, logger: logger) {
        case .refuse:
            return .dontUpgrade
        case .admit(.echo):
            return .upgrade([:]) { inbound, outbound, _ in
                try await DiagnosticsRoutes.echo(inbound: inbound, outbound: outbound, maxMessageSize: maxMessageBytes)
            }
        case .admit(.session(let webApp, let headers, let visitor)):
            let limits = socketLimits
            return .upgrade(headers) { inbound, outbound, context in
                let session = SocketSession(webApp: webApp, visitor: visitor, limits: limits, logger: context.logger)
                try await session.run(inbound: inbound, outbound: outbound, abort: { channel.close(mode: .all, promise: nil) })
            }
        }
    }

    /// How many times `WebConfiguration.maxMessageBytes` the channel reads before it gives up on a frame or message.
    static let channelCapFactor = 4

    /// The channel settings: HTTP/1 with the WebSocket upgrade. The channel itself refuses frames over
    /// `channelCapFactor` × `WebConfiguration.maxMessageBytes` (closing the socket with 1009; the page resumes its session on a new
    /// one); `SocketSession` answers anything over `WebConfiguration.maxMessageBytes` below that with a `tooLarge` error reply and
    /// keeps the socket.
    func channelConfiguration(securityHeaders: Bool) -> HTTP1WebSocketUpgradeChannel.Configuration {
        .init(http1: http1Configuration(securityHeaders: securityHeaders),
              ws: .init(maxFrameSize: socketLimits.channelCap, autoPing: .enabled(timePeriod: configuration.pingInterval)))
    }

    /// The HTTP/1 settings of either channel. With `securityHeaders`, every response head the connection writes carries
    /// `SecurityHeaders` (the whole server is BinderyWeb's; a mount leaves the application's other answers alone).
    func http1Configuration(securityHeaders: Bool) -> HTTP1Channel.Configuration {
        .init(additionalChannelHandlers: securityHeaders ? [SecurityHeadersHandler()] : [],
              idleTimeout: TimeAmount(configuration.requestLimits.idleTimeout))
    }

    /// The limits of every socket, on either channel.
    var socketLimits: SocketLimits {
        .init(maxMessageSize: webApp.configuration.maxMessageBytes,
              channelCap: webApp.configuration.maxMessageBytes * Self.channelCapFactor,
              maxOutboundBytes: configuration.maxOutboundBytes, pingInterval: TimeAmount(configuration.pingInterval),
              helloTimeout: TimeAmount(configuration.helloTimeout))
    }

    /// Answers a plain (not upgrading) `GET /socket` with 426 Upgrade Required.
    static func addPlainRequestRoute(to router: some RouterMethods) {
        router.get(path) { _, _ in
            Response(status: .upgradeRequired, headers: [.upgrade: "websocket", .connection: "Upgrade"])
        }
    }
}
