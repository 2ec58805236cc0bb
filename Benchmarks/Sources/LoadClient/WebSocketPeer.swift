import NIOCore
import NIOHTTP1
import NIOPosix
import NIOWebSocket

/// One client WebSocket as a browser opens it (its page's Origin), read and written from one task.
struct WebSocketPeer: Sendable {
    private let channel: NIOAsyncChannel<WebSocketFrame, WebSocketFrame>

    /// Opens `path` on `host:port`, sending `origin` as a page of that origin would, and `cookie` when given; the
    /// socket is bound to `source` when given (see `SourceAddresses`).
    static func connect(host: String, port: Int, path: String, origin: String, cookie: String? = nil,
                        from source: SocketAddress? = nil) async throws -> WebSocketPeer {
        try await upgrade(host: host, port: port, path: path, origin: origin, cookie: cookie, from: source) { channel in
            WebSocketPeer(channel: try NIOAsyncChannel(wrappingChannelSynchronously: channel))
        }
    }

    /// Opens a WebSocket as `connect` describes and hands the upgraded channel (its frame encoder and decoder in
    /// place) to `upgraded`, on its event loop, for the handlers that will read it.
    static func upgrade<Upgraded: Sendable>(host: String, port: Int, path: String, origin: String, cookie: String?,
                                            from source: SocketAddress?,
                                            upgraded: @escaping @Sendable (Channel) throws -> Upgraded) async throws -> Upgraded {
        var bootstrap = ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton).connectTimeout(.seconds(30))
        if let source { bootstrap = bootstrap.bind(to: source) }
        let upgrade = try await bootstrap
            .connect(host: host, port: port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    let upgrader = NIOTypedWebSocketClientUpgrader<Upgraded?>(maxFrameSize: 1 << 20) { channel, _ in
                        channel.eventLoop.makeCompletedFuture { try upgraded(channel) }
                    }
                    var headers = HTTPHeaders()
                    headers.add(name: "Host", value: "\(host):\(port)")
                    headers.add(name: "Origin", value: origin)
                    if let cookie { headers.add(name: "Cookie", value: cookie) }
                    let head = HTTPRequestHead(version: .http1_1, method: .GET, uri: path, headers: headers)
                    let configuration = NIOTypedHTTPClientUpgradeConfiguration<Upgraded?>(
                        upgradeRequestHead: head,
                        upgraders: [upgrader],
                        notUpgradingCompletionHandler: { channel in channel.eventLoop.makeSucceededFuture(nil) }
                    )
                    return try channel.pipeline.syncOperations.configureUpgradableHTTPClientPipeline(
                        configuration: .init(upgradeConfiguration: configuration)
                    )
                }
            }
        guard let upgraded = try await upgrade.get() else { throw LoadError("\(path): upgrade refused") }
        return upgraded
    }

    /// Runs `body` with the socket's frames (a reader task fills a mailbox and answers pings), then closes the socket.
    func run<Result: Sendable>(_ body: (SocketFrames) async throws -> Result) async throws -> Result {
        try await channel.executeThenClose { inbound, outbound in
            let mailbox = FrameMailbox()
            return try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask {
                    defer { mailbox.end() }
                    for try await frame in inbound {
                        switch frame.opcode {
                        case .text: mailbox.put(String(buffer: frame.unmaskedData))
                        case .ping:
                            try await outbound.write(WebSocketFrame(fin: true, opcode: .pong, maskKey: .random(), data: frame.unmaskedData))
                        case .connectionClose: return
                        default: continue
                        }
                    }
                }
                let result = try await body(SocketFrames(outbound: outbound, mailbox: mailbox))
                group.cancelAll()
                return result
            }
        }
    }
}

/// One socket's text frames: `send` one, `next` one (nil after a timeout or once the socket ended).
struct SocketFrames: Sendable {
    fileprivate let outbound: NIOAsyncChannelOutboundWriter<WebSocketFrame>
    fileprivate let mailbox: FrameMailbox

    /// Sends `text` as one masked text frame.
    func send(_ text: String) async throws {
        try await outbound.write(WebSocketFrame(fin: true, opcode: .text, maskKey: .random(), data: ByteBuffer(string: text)))
    }

    /// The next text frame, or nil when none came within `timeout` or the socket ended.
    func next(within timeout: Duration = .seconds(5)) async -> String? {
        await mailbox.take(within: timeout)
    }
}
