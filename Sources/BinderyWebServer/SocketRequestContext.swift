import Hummingbird
import HummingbirdWebSocket
import NIOCore

/// The request context of WebSocket upgrades: Hummingbird's basics plus the connection's channel, so a socket
/// whose page stopped reading can be cut at once — a close handshake would wait behind the unread bytes.
struct SocketRequestContext: RequestContext, WebSocketRequestContext {
    var coreContext: CoreRequestContextStorage
    let webSocket: WebSocketHandlerReference<Self>
    /// The connection.
    let channel: any Channel

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        webSocket = .init()
        channel = source.channel
    }
}
