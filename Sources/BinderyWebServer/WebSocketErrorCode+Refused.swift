import BinderyWeb
import NIOWebSocket

extension WebSocketErrorCode {
    /// `WireProtocol.CloseCode.refused` as NIO spells a close code: a socket refused before it joined a session (no
    /// hello naming a live one, or none in time), which the page answers by reloading rather than reconnecting.
    static let refused = WebSocketErrorCode(codeNumber: WireProtocol.CloseCode.refused.rawValue)
}
