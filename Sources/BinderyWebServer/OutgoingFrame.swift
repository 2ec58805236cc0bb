import NIOCore
import NIOWebSocket

/// A frame from the server, encoded whole into one buffer: its header (RFC 6455 §5.2: FIN set, the opcode, the
/// payload's length in 1, 2 or 8 bytes; a server's frames are never masked), then its payload.
///
/// One buffer a frame is one pending write and one iovec. NIO's `WebSocketFrameEncoder` writes a frame as two
/// (its own header buffer, then the payload) unless the payload's storage is uniquely referenced when it gets it,
/// which a frame passed down the pipeline inside an `NIOAny` is not; and as a pipeline handler it is one more hop
/// for every frame and one more context (with its header buffer) for every socket (`Benchmarks/HISTORY.md`, "One
/// buffer a frame, and no codec in the pipeline").
enum OutgoingFrame {
    /// A text frame of `text`'s UTF-8.
    static func text(_ text: String, allocator: ByteBufferAllocator) -> ByteBuffer {
        var frame = header(.text, length: text.utf8.count, allocator: allocator)
        frame.writeString(text)
        return frame
    }

    /// A text frame of `utf8` (a session's frame, already UTF-8).
    static func text(utf8: [UInt8], allocator: ByteBufferAllocator) -> ByteBuffer {
        var frame = header(.text, length: utf8.count, allocator: allocator)
        frame.writeBytes(utf8)
        return frame
    }

    /// A control frame: a ping or a pong carrying `data` (125 bytes at most, as the page's ping it answers).
    static func control(_ opcode: WebSocketOpcode, data: ByteBuffer, allocator: ByteBufferAllocator) -> ByteBuffer {
        var frame = header(opcode, length: data.readableBytes, allocator: allocator)
        frame.writeImmutableBuffer(data)
        return frame
    }

    /// A close frame: its status `code`, then `reason` in UTF-8 (RFC 6455 §5.5.1), empty for none.
    static func close(_ code: WebSocketErrorCode, reason: String = "", allocator: ByteBufferAllocator) -> ByteBuffer {
        var frame = header(.connectionClose, length: 2 + reason.utf8.count, allocator: allocator)
        frame.write(webSocketErrorCode: code)
        frame.writeString(reason)
        return frame
    }

    /// A buffer with room for the whole frame, holding its header.
    private static func header(_ opcode: WebSocketOpcode, length: Int, allocator: ByteBufferAllocator) -> ByteBuffer {
        let finalFrame: UInt8 = 0x80
        var frame = allocator.buffer(capacity: 10 + length)
        frame.writeInteger(finalFrame | UInt8(webSocketOpcode: opcode))
        switch length {
        case ...125:
            frame.writeInteger(UInt8(length))
        case ...Int(UInt16.max):
            frame.writeInteger(UInt8(126))
            frame.writeInteger(UInt16(length))
        default:
            frame.writeInteger(UInt8(127))
            frame.writeInteger(UInt64(length))
        }
        return frame
    }
}
