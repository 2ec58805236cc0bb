import NIOCore
import NIOPosix

/// A bare WebSocket client for tests: it sends exactly the handshake a browser would (its own Origin), unlike
/// hummingbird-websocket's client, which always adds `Origin: ws://host` without the port; then frames one at a time.
final class RawWebSocket {
    /// A frame the client sends.
    enum Frame: Sendable {
        case text(String)
        case binary([UInt8])
        case ping([UInt8])
        case pong([UInt8])
        /// A close frame with this code.
        case close(UInt16)
        /// A text message sent in fragments: a text frame, then continuations, the last one final.
        case fragmentedText([String])

        /// The frame as a client writes it: final and masked.
        var encoded: ByteBuffer {
            switch self {
            case .text(let text): WebSocketWire.encode(opcode: 0x1, payload: Array(text.utf8))
            case .binary(let bytes): WebSocketWire.encode(opcode: 0x2, payload: bytes)
            case .ping(let bytes): WebSocketWire.encode(opcode: 0x9, payload: bytes)
            case .pong(let bytes): WebSocketWire.encode(opcode: 0xA, payload: bytes)
            case .close(let code): WebSocketWire.encode(opcode: 0x8, payload: [UInt8(code >> 8), UInt8(code & 0xFF)])
            case .fragmentedText(let parts):
                parts.enumerated().reduce(into: ByteBuffer()) { frames, part in
                    var frame = WebSocketWire.encode(opcode: part.offset == 0 ? 0x1 : 0x0, payload: Array(part.element.utf8),
                                                     fin: part.offset == parts.count - 1)
                    frames.writeBuffer(&frame)
                }
            }
        }
    }

    /// What comes from the server, in order.
    enum Received: Equatable, Sendable {
        /// The upgrade request's answer.
        case handshake(status: Int, headerLines: [String])
        /// A text frame.
        case text(String)
        /// A ping and its payload.
        case ping([UInt8])
        /// A pong and its payload.
        case pong([UInt8])
        /// A close frame and its code.
        case close(code: UInt16?)
        /// The connection ended without a close frame.
        case ended
    }

    /// The handshake's HTTP status: 101 when the server upgraded.
    let status: Int
    /// The handshake answer's header lines (`Name: value`).
    let headerLines: [String]
    private let outbound: NIOAsyncChannelOutboundWriter<ByteBuffer>
    private let received: Mailbox<Received>

    private init(status: Int, headerLines: [String], outbound: NIOAsyncChannelOutboundWriter<ByteBuffer>,
                 received: Mailbox<Received>) {
        self.status = status
        self.headerLines = headerLines
        self.outbound = outbound
        self.received = received
    }

    /// Upgrades `path` (`/socket` by default) on `127.0.0.1:port` with `origin` (and `headers`), runs `body` with the socket, then closes the connection.
    static func connect<Result: Sendable>(
        port: Int,
        origin: String?,
        path: String = "/socket",
        headers: [String: String] = [:],
        _ body: (RawWebSocket) async throws -> Result
    ) async throws -> Result {
        let host = "127.0.0.1"
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connect(host: host, port: port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel)
                }
            }
        return try await channel.executeThenClose { inbound, outbound in
            let received = Mailbox<Received>()
            return try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { await read(inbound, into: received) }
                try await outbound.write(WebSocketWire.upgradeRequest(host: "\(host):\(port)", origin: origin, path: path, headers: headers))
                guard case .handshake(let status, let headerLines) = await received.take(within: .seconds(10)) else {
                    throw RawWebSocketError.noHandshake
                }
                let result = try await body(RawWebSocket(status: status, headerLines: headerLines, outbound: outbound, received: received))
                group.cancelAll()
                return result
            }
        }
    }

    /// Sends one frame.
    func send(_ frame: Frame) async throws {
        try await outbound.write(frame.encoded)
    }

    /// The next thing the server sent, or nil when nothing came within `timeout`; pings and pongs are skipped
    /// unless `controlFrames`.
    func next(within timeout: Duration = .seconds(10), controlFrames: Bool = false) async -> Received? {
        while true {
            let next = await received.take(within: timeout)
            switch next {
            case .ping, .pong: if controlFrames { return next }
            default: return next
            }
        }
    }

    /// Reads the handshake, then every frame, into `received` until the connection ends.
    private static func read(_ inbound: NIOAsyncChannelInboundStream<ByteBuffer>, into received: Mailbox<Received>) async {
        var buffer = ByteBuffer()
        var upgraded = false
        do {
            for try await chunk in inbound {
                buffer.writeImmutableBuffer(chunk)
                if !upgraded {
                    guard let (status, headerLines) = WebSocketWire.readStatus(from: &buffer) else { continue }
                    received.put(.handshake(status: status, headerLines: headerLines))
                    upgraded = true
                }
                while let (opcode, payload) = WebSocketWire.readFrame(from: &buffer) {
                    switch opcode {
                    case 0x1: received.put(.text(String(decoding: payload, as: UTF8.self)))
                    case 0x9: received.put(.ping(payload))
                    case 0xA: received.put(.pong(payload))
                    case 0x8: received.put(.close(code: payload.count >= 2 ? UInt16(payload[0]) << 8 | UInt16(payload[1]) : nil))
                    default: break
                    }
                }
            }
        } catch {}
        received.put(.ended)
    }
}

/// Why a test socket could not be used.
enum RawWebSocketError: Error {
    /// The server did not answer the upgrade request.
    case noHandshake
}
