import BinderyWeb
import HTTPTypes

/// What a WebSocket upgrade request is let in as, once its path, host and origin passed (`SocketRoutes.admit`).
enum SocketAdmission: Sendable {
    /// A page's socket to its session in `webApp`, opened by `visitor`; `headers` go on the 101 answer (the
    /// instance cookie).
    case session(WebApp, headers: HTTPFields, visitor: SocketVisitor)
    /// The diagnostics' bare echo socket: every text frame goes straight back (the load benchmark's floor).
    case echo
}

/// The answer to a WebSocket upgrade request.
enum SocketDecision: Sendable {
    /// Upgrade, as this kind of socket.
    case admit(SocketAdmission)
    /// Refuse (answered 400, as hummingbird-websocket answers a declined upgrade).
    case refuse
}
