import NIOCore
import NIOHTTP1
import NIOPosix

/// The random-number API's stand-in for the load run: every request is answered `[1]`, so the load client knows
/// that `firstButton` is always the right guess and `secondButton` always a wrong one.
enum FixedTargetStandIn {
    /// Listens on `127.0.0.1:port` until the process ends.
    static func start(port: Int) async throws {
        _ = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.backlog, value: 256)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.configureHTTPServerPipeline()
                    try channel.pipeline.syncOperations.addHandler(Answer())
                }
            }
            .bind(host: "127.0.0.1", port: port)
            .get()
    }

    private final class Answer: ChannelInboundHandler, Sendable {
        typealias InboundIn = HTTPServerRequestPart
        typealias OutboundOut = HTTPServerResponsePart

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            guard case .end = unwrapInboundIn(data) else { return }
            let body = ByteBuffer(string: "[1]")
            var headers = HTTPHeaders()
            headers.add(name: "Content-Type", value: "application/json")
            headers.add(name: "Content-Length", value: "\(body.readableBytes)")
            context.write(wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: .ok, headers: headers))), promise: nil)
            context.write(wrapOutboundOut(.body(.byteBuffer(body))), promise: nil)
            context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
        }
    }
}
