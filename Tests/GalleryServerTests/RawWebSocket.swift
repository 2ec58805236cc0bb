import NIOCore
import NIOPosix

/// A bare WebSocket client for tests: it sends exactly the handshake a browser would (its own Origin), unlike
/// hummingbird-websocket's client, which always adds `Origin: ws://host` without the port.
enum RawWebSocket {
    /// A frame the client sends.
    enum Frame {
        case text(String)
        case binary([UInt8])
    }

    /// What the server answered: the handshake status, the text frames it sent, and its close code if it closed.
    struct Outcome: Equatable {
        var status: Int
        var texts: [String] = []
        var closeCode: UInt16?
    }

    /// Upgrades `/socket` on `localhost:port` with `origin`, sends `frames`, and reads until the server closes (at most `timeout`).
    static func exchange(port: Int, origin: String?, frames: [Frame], timeout: Duration = .seconds(10)) async throws -> Outcome {
        try await withThrowingTaskGroup(of: Outcome.self) { group in
            group.addTask { try await run(port: port, origin: origin, frames: frames) }
            group.addTask {
                try await Task.sleep(for: timeout)
                throw CancellationError()
            }
            let outcome = try await group.next()!
            group.cancelAll()
            return outcome
        }
    }

    private static func run(port: Int, origin: String?, frames: [Frame]) async throws -> Outcome {
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connect(host: "localhost", port: port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel)
                }
            }
        return try await channel.executeThenClose { inbound, outbound in
            var handshake = "GET /socket HTTP/1.1\r\nHost: localhost:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            handshake += "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
            if let origin { handshake += "Origin: \(origin)\r\n" }
            try await outbound.write(ByteBuffer(string: handshake + "\r\n"))

            var received = ByteBuffer()
            var outcome: Outcome?
            var inboundIterator = inbound.makeAsyncIterator()
            while let chunk = try await inboundIterator.next() {
                received.writeImmutableBuffer(chunk)
                if outcome == nil {
                    guard let status = readStatus(from: &received) else { continue }
                    outcome = Outcome(status: status)
                    guard status == 101 else { return outcome! }
                    for frame in frames { try await outbound.write(encode(frame)) }
                }
                while let (opcode, payload) = readFrame(from: &received) {
                    switch opcode {
                    case 0x1: outcome!.texts.append(String(decoding: payload, as: UTF8.self))
                    case 0x8:
                        outcome!.closeCode = payload.count >= 2 ? UInt16(payload[0]) << 8 | UInt16(payload[1]) : nil
                        return outcome!
                    default: break
                    }
                }
            }
            return outcome ?? Outcome(status: 0)
        }
    }

    /// Consumes the HTTP response head once complete and returns its status code.
    private static func readStatus(from buffer: inout ByteBuffer) -> Int? {
        let text = String(buffer: buffer)
        guard let end = text.range(of: "\r\n\r\n") else { return nil }
        buffer.moveReaderIndex(forwardBy: text[..<end.upperBound].utf8.count)
        let statusLine = text[..<end.lowerBound].split(separator: "\r\n").first ?? ""
        return statusLine.split(separator: " ").dropFirst().first.flatMap { Int($0) }
    }

    /// Consumes one complete unmasked server frame, if the buffer holds one.
    private static func readFrame(from buffer: inout ByteBuffer) -> (opcode: UInt8, payload: [UInt8])? {
        var peek = buffer
        guard let first = peek.readInteger(as: UInt8.self), let second = peek.readInteger(as: UInt8.self) else { return nil }
        var length = Int(second & 0x7F)
        if length == 126 {
            guard let extended = peek.readInteger(as: UInt16.self) else { return nil }
            length = Int(extended)
        } else if length == 127 {
            guard let extended = peek.readInteger(as: UInt64.self) else { return nil }
            length = Int(extended)
        }
        guard let payload = peek.readBytes(length: length) else { return nil }
        buffer = peek
        return (first & 0x0F, payload)
    }

    /// A final, masked client frame.
    private static func encode(_ frame: Frame) -> ByteBuffer {
        let (opcode, payload): (UInt8, [UInt8]) = switch frame {
        case .text(let text): (0x1, Array(text.utf8))
        case .binary(let bytes): (0x2, bytes)
        }
        var buffer = ByteBuffer()
        buffer.writeInteger(0x80 | opcode)
        if payload.count < 126 {
            buffer.writeInteger(0x80 | UInt8(payload.count))
        } else if payload.count <= Int(UInt16.max) {
            buffer.writeInteger(UInt8(0x80 | 126))
            buffer.writeInteger(UInt16(payload.count))
        } else {
            buffer.writeInteger(UInt8(0x80 | 127))
            buffer.writeInteger(UInt64(payload.count))
        }
        let mask: [UInt8] = [0x12, 0x34, 0x56, 0x78]
        buffer.writeBytes(mask)
        buffer.writeBytes(payload.enumerated().map { $0.element ^ mask[$0.offset % 4] })
        return buffer
    }
}
