import NIOWebSocket

/// Where a socket's conversation writes, whatever carries the socket: text frames in order, then at most one close.
struct SocketOutput: Sendable {
    /// Sends a text frame, given as its UTF-8; called from any thread (a session's UI lane sends its patches).
    let send: @Sendable ([UInt8]) -> Void
    /// Sends a close frame with this code and reason after what was sent before it; nothing is sent after it.
    let close: @Sendable (WebSocketErrorCode, String) -> Void
}
