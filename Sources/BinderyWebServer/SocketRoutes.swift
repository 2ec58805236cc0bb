import BinderyWeb
import Hummingbird
import HummingbirdWebSocket
import NIOCore

/// The WebSocket endpoint of BinderyWeb sessions, upgraded only for pages of this same origin.
struct SocketRoutes {
    /// Where the JS client opens its socket.
    static let path: RouterPath = "socket"

    let webApp: WebApp
    let configuration: WebServerConfiguration
    let allowlist: HostAllowlist

    /// The router consulted on upgrade requests: `/socket` upgrades when the Host is allowed and the Origin's host
    /// equals it.
    ///
    /// hummingbird-websocket answers every declined upgrade with `400 Bad Request` and closes the connection.
    func makeUpgradeRouter() -> Router<SocketRequestContext> {
        let router = Router(context: SocketRequestContext.self)
        router.ws(Self.path) { request, context in
            let origin = request.headers[.origin]
            guard allowlist.allows(authority: request.head.authority) else {
                context.logger.notice("WebSocket upgrade refused: unknown host", metadata: ["host": "\(request.head.authority ?? "none")"])
                return .dontUpgrade
            }
            guard SameOriginPolicy.allows(origin: origin, host: request.head.authority) else {
                context.logger.notice(
                    "WebSocket upgrade refused: cross-origin",
                    metadata: ["origin": "\(origin ?? "none")", "host": "\(request.head.authority ?? "none")"]
                )
                return .dontUpgrade
            }
            return .upgrade()
        } onUpgrade: { inbound, outbound, context in
            let session = SocketSession(
                webApp: webApp,
                maxMessageSize: configuration.maxMessageSize,
                maxOutboundBytes: configuration.maxOutboundBytes,
                logger: context.logger
            )
            let channel = context.requestContext.channel
            try await session.run(inbound: inbound, outbound: outbound, abort: { channel.close(mode: .all, promise: nil) })
        }
        if configuration.diagnostics {
            DiagnosticsRoutes.addEcho(to: router, maxMessageSize: configuration.maxMessageSize, allowlist: allowlist)
        }
        return router
    }

    /// How many times `maxMessageSize` the channel reads before it gives up on a frame or message.
    static let channelCapFactor = 4

    /// The channel settings: HTTP/1 with the WebSocket upgrade. The channel itself refuses frames over
    /// `channelCapFactor` × `maxMessageSize` (closing the socket with 1009; the page resumes its session on a new
    /// one); `SocketSession` answers anything over `maxMessageSize` below that with a `tooLarge` error reply and
    /// keeps the socket.
    var channelConfiguration: HTTP1WebSocketUpgradeChannel.Configuration {
        .init(http1: .init(idleTimeout: TimeAmount(configuration.requestLimits.idleTimeout)),
                     ws: .init(maxFrameSize: configuration.maxMessageSize * Self.channelCapFactor,
                               autoPing: .enabled(timePeriod: configuration.pingInterval)))
    }

    /// Answers a plain (not upgrading) `GET /socket` with 426 Upgrade Required.
    static func addPlainRequestRoute<Context: RequestContext>(to router: Router<Context>) {
        router.get(path) { _, _ in
            Response(status: .upgradeRequired, headers: [.upgrade: "websocket", .connection: "Upgrade"])
        }
    }
}
