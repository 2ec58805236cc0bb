import NIOCore
import NIOWebSocket

extension WebSocketFrame {
    /// A final close frame: its status `code`, then `reason` in UTF-8 (RFC 6455, 5.5.1), empty for none.
    static func close(_ code: WebSocketErrorCode, reason: String = "", allocator: ByteBufferAllocator) -> WebSocketFrame {
        var data = allocator.buffer(capacity: 2 + reason.utf8.count)
        data.write(webSocketErrorCode: code)
        data.writeString(reason)
        return WebSocketFrame(fin: true, opcode: .connectionClose, data: data)
    }
}
