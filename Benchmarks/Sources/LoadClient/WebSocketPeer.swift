import NIOCore
import NIOHTTP1
import NIOPosix
import NIOWebSocket

/// One client WebSocket as a browser opens it (its page's Origin), read and written from one task.
struct WebSocketPeer: Sendable {
    private let channel: NIOAsyncChannel<WebSocketFrame, WebSocketFrame>

    private enum Upgrade: Sendable {
        case upgraded(NIOAsyncChannel<WebSocketFrame, WebSocketFrame>)
        case refused
    }

    /// Opens `path` on `host:port`, sending `origin` as a page of that origin would.
    static func connect(host: String, port: Int, path: String, origin: String) async throws -> WebSocketPeer {
        let upgrade = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connect(host: host, port: port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    let upgrader = NIOTypedWebSocketClientUpgrader<Upgrade>(maxFrameSize: 1 << 20) { channel, _ in
                        channel.eventLoop.makeCompletedFuture {
                            .upgraded(try NIOAsyncChannel(wrappingChannelSynchronously: channel))
                        }
                    }
                    var headers = HTTPHeaders()
                    headers.add(name: "Host", value: "\(host):\(port)")
                    headers.add(name: "Origin", value: origin)
                    let head = HTTPRequestHead(version: .http1_1, method: .GET, uri: path, headers: headers)
                    let configuration = NIOTypedHTTPClientUpgradeConfiguration<Upgrade>(
                        upgradeRequestHead: head,
                        upgraders: [upgrader],
                        notUpgradingCompletionHandler: { channel in channel.eventLoop.makeSucceededFuture(.refused) }
                    )
                    return try channel.pipeline.syncOperations.configureUpgradableHTTPClientPipeline(
                        configuration: .init(upgradeConfiguration: configuration)
                    )
                }
            }
        guard case .upgraded(let channel) = try await upgrade.get() else { throw LoadError("\(path): upgrade refused") }
        return WebSocketPeer(channel: channel)
    }

    /// Runs `body` with a writer and a reader of text frames (pings answered on the way), then closes the socket.
    func run<Result: Sendable>(_ body: (inout TextFrames) async throws -> Result) async throws -> Result {
        try await channel.executeThenClose { inbound, outbound in
            var frames = TextFrames(inbound: inbound.makeAsyncIterator(), outbound: outbound)
            return try await body(&frames)
        }
    }
}

/// The text frames of one socket: `send` one, `next` one (answering pings, nil when the socket ends).
struct TextFrames {
    fileprivate var inbound: NIOAsyncChannelInboundStream<WebSocketFrame>.AsyncIterator
    fileprivate let outbound: NIOAsyncChannelOutboundWriter<WebSocketFrame>

    /// Sends `text` as one masked text frame.
    func send(_ text: String) async throws {
        try await outbound.write(WebSocketFrame(fin: true, opcode: .text, maskKey: .random(), data: ByteBuffer(string: text)))
    }

    /// The next text frame; pings are answered with pongs; nil once the server closed.
    mutating func next() async throws -> String? {
        while let frame = try await inbound.next() {
            switch frame.opcode {
            case .text: return String(buffer: frame.unmaskedData)
            case .ping:
                try await outbound.write(WebSocketFrame(fin: true, opcode: .pong, maskKey: .random(), data: frame.unmaskedData))
            case .connectionClose: return nil
            default: continue
            }
        }
        return nil
    }
}
