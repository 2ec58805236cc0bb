import HTTPTypes
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1
import NIOHTTPTypes
import NIOHTTPTypesHTTP1
import NIOWebSocket

/// `WebServer`'s connections: HTTP/1 for pages, upgraded to a WebSocket for sockets that `admit` lets in, each then
/// served by a `SocketChannelHandler` on its event loop.
///
/// Built as hummingbird-websocket's `HTTP1WebSocketUpgradeChannel` is, with one difference that matters for scale:
/// an upgraded connection keeps no task. hummingbird-websocket runs every socket inside its connection's task, with a
/// task group (frame reader, handler, pinger) and async streams, which cost an idle tab about 25 KiB of task objects
/// and frames and every frame two hops through the concurrency pool (`Benchmarks/HISTORY.md`). Here `handle` returns
/// as soon as the upgrade is done and the channel's own handlers serve the socket.
struct BinderyServerChannel: ServerChildChannel, HTTPChannelHandler {
    enum UpgradeResult: Sendable {
        /// Upgraded: the pipeline's `SocketChannelHandler` serves it.
        case socket
        /// A plain HTTP/1 connection.
        case notUpgraded(NIOAsyncChannel<HTTPRequestPart, HTTPResponsePart>)
        /// An upgrade that was refused: answered 400.
        case failedUpgrade(NIOAsyncChannel<HTTPRequestPart, HTTPResponsePart>)
    }

    struct Value: ServerChildChannelValue {
        let upgradeResult: EventLoopFuture<UpgradeResult>
        let channel: any Channel
    }

    let responder: HTTPChannelHandler.Responder
    let http1: HTTP1Channel.Configuration
    let limits: SocketLimits
    /// Decides an upgrade request, on the connection's event loop.
    let admit: @Sendable (HTTPRequest, any Channel, Logger) -> SocketDecision

    init(responder: @escaping HTTPChannelHandler.Responder, http1: HTTP1Channel.Configuration, limits: SocketLimits,
         admit: @escaping @Sendable (HTTPRequest, any Channel, Logger) -> SocketDecision) {
        self.responder = Self.redirectingLateUpgrades(responder)
        self.http1 = http1
        self.limits = limits
        self.admit = admit
    }

    /// What the upgrade of one connection has decided so far.
    private enum UpgradeState {
        case none
        case refused
        case admitted(SocketAdmission)
    }

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        channel.eventLoop.makeCompletedFuture {
            try channel.syncOptions?.setOption(ChannelOptions.recvAllocator, value: Self.receiveBuffers)
            let state = NIOLoopBoundBox(UpgradeState.none, eventLoop: channel.eventLoop)
            let limits = self.limits
            let upgrader = SocketUpgrader<UpgradeResult>(
                shouldUpgrade: { channel, head in
                    guard let request = try? HTTPRequest(head, secure: false, splitCookie: false),
                          case .admit(let admission) = admit(request, channel, logger)
                    else {
                        state.value = .refused
                        return channel.eventLoop.makeSucceededFuture(nil)
                    }
                    state.value = .admitted(admission)
                    guard case .session(_, let fields, _) = admission else { return channel.eventLoop.makeSucceededFuture([:]) }
                    return channel.eventLoop.makeSucceededFuture(HTTPHeaders(fields.map { ($0.name.rawName, $0.value) }))
                },
                addSocketHandler: { channel in
                    guard case .admitted(let admission) = state.value else { throw NIOWebSocketUpgradeError.unsupportedWebSocketTarget }
                    try channel.pipeline.syncOperations.addHandler(SocketChannelHandler(admission: admission, limits: limits, logger: logger))
                    return UpgradeResult.socket
                }
            )
            let serverUpgrade = NIOTypedHTTPServerUpgradeConfiguration(
                upgraders: [upgrader],
                notUpgradingCompletionHandler: { channel in
                    channel.eventLoop.makeCompletedFuture {
                        try channel.pipeline.syncOperations.addHandler(HTTP1ToHTTPServerCodec(secure: false))
                        try channel.pipeline.syncOperations.addHandlers(http1.additionalChannelHandlers())
                        try channel.pipeline.syncOperations.addHandler(
                            HTTPConnectionStateHandler(idleTimeout: http1.idleTimeout.map { .init($0) }, logger: logger)
                        )
                        let http = try NIOAsyncChannel<HTTPRequestPart, HTTPResponsePart>(
                            wrappingChannelSynchronously: channel, configuration: .init(isOutboundHalfClosureEnabled: true)
                        )
                        if case .none = state.value { return UpgradeResult.notUpgraded(http) }
                        return UpgradeResult.failedUpgrade(http)
                    }
                }
            )
            var configuration = NIOUpgradableHTTPServerPipelineConfiguration<UpgradeResult>(upgradeConfiguration: serverUpgrade)
            configuration.enablePipelining = false  // HTTP is pipelined by NIOAsyncChannel
            configuration.enableErrorHandling = false  // Hummingbird handles them
            configuration.enableResponseHeaderValidation = false  // HTTP types validate already
            configuration.decoderConfiguration.maxHeaderFieldSize = http1.httpDecoder.maxHeaderFieldSize
            configuration.decoderConfiguration.maxHeaderListSize = http1.httpDecoder.maxHeaderListSize
            configuration.decoderConfiguration.maxHeaderFieldCount = http1.httpDecoder.maxHeaderFieldCount
            let result = try channel.pipeline.syncOperations.configureUpgradableHTTPServerPipeline(configuration: configuration)
            return Value(upgradeResult: result, channel: channel)
        }
    }

    func handle(value: Value, logger: Logger) async {
        do {
            switch try await value.upgradeResult.get() {
            case .socket:
                return  // the channel's handlers serve it from here, with no task
            case .notUpgraded(let http):
                await handleHTTP(asyncChannel: http, logger: logger)
            case .failedUpgrade(let http):
                await Self.refuseUpgrade(on: http, logger: logger)
            }
        } catch let error as ChannelError where error == .inputClosed {
            logger.trace("Upgrade failed as input was closed")
        } catch {
            logger.debug("Connection ended before its first request was read", metadata: ["error": "\(error)"])
        }
    }

    /// How big a connection's reads start: 512 bytes, growing as reads fill them (NIO starts at 2 KiB). A channel
    /// keeps its last receive buffer for the next read, so an idle socket holds one for its whole life; a page's
    /// upgrade request and its frames (a tap is under 100 bytes) fit in 512.
    static let receiveBuffers = AdaptiveRecvByteBufferAllocator(minimum: 64, initial: 512, maximum: 65536)

    /// Answers a refused upgrade with 400 and closes the connection (as hummingbird-websocket does).
    private static func refuseUpgrade(on http: NIOAsyncChannel<HTTPRequestPart, HTTPResponsePart>, logger: Logger) async {
        do {
            try await http.executeThenClose { _, outbound in
                let head = HTTPResponse(status: .badRequest, headerFields: [.connection: "close", .contentLength: "0"])
                try await outbound.write(contentsOf: [.head(head), .end(nil)])
            }
        } catch {
            logger.trace("Could not answer a refused upgrade", metadata: ["error": "\(error)"])
        }
    }

    /// Only a connection's first request can upgrade; a later one asking to is sent back to the same URL with the
    /// connection closed, so that the client asks again on a new connection (as hummingbird-websocket does).
    private static func redirectingLateUpgrades(_ responder: @escaping HTTPChannelHandler.Responder) -> HTTPChannelHandler.Responder {
        struct RedirectedLateUpgrade: Error {}
        return { request, responseWriter, channel in
            guard request.headers[.upgrade] == "websocket" else { return try await responder(request, responseWriter, channel) }
            let location = request.uri.query.map { "\(request.uri.path)?\($0)" } ?? request.uri.path
            try await responseWriter.writeResponse(HTTPResponse(status: .temporaryRedirect,
                                                                headerFields: [.connection: "close", .location: location]))
            throw RedirectedLateUpgrade()
        }
    }
}
