import BinderyWeb
import Logging
import NIOWebSocket

/// What one session socket does with the messages it reads, whichever transport reads them (`SocketChannelHandler` on
/// the event loop, `SocketSession` in a task): the first must be a hello naming a live session, which attaches the
/// socket to it; every later one goes to the session; one over `maxMessageSize` is refused with an error reply and
/// the socket stays. The transport calls it from one thread at a time and tells it when the socket ends.
final class SessionConversation {
    private enum State {
        /// The socket's first message is still to come, from `visitor` (kept only until then).
        case awaitingHello(SocketVisitor)
        case attached(WebConnection)
        case ended
    }

    private let webApp: WebApp
    private let maxMessageSize: Int
    private let output: SocketOutput
    private let logger: Logger
    private var state: State

    init(webApp: WebApp, visitor: SocketVisitor, maxMessageSize: Int, output: SocketOutput, logger: Logger) {
        self.webApp = webApp
        self.state = .awaitingHello(visitor)
        self.maxMessageSize = maxMessageSize
        self.output = output
        self.logger = logger
    }

    /// Whether the conversation is over (a refused hello, or the socket ended): the transport stops reading.
    var isEnded: Bool {
        if case .ended = state { true } else { false }
    }

    /// Whether a hello attached the socket to its session.
    var isAttached: Bool {
        if case .attached = state { true } else { false }
    }

    /// Whether `text`, the socket's first message, is a hello that may restore a tab from its continuity record
    /// (it names no session this server holds, or resumes another one): the transport then hands it to a thread
    /// that may block, as a restore's store does.
    func mayRestore(hello text: String) -> Bool {
        guard case .success(.hello(_, let token, _, let resume)) = ClientMessage.decode(text, maxBytes: maxMessageSize) else { return false }
        if let resume, resume != token { return true }
        return webApp.session(token: token)?.holdsScreens != true
    }

    /// Handles a text message as `receive(text:)` does, unless it is for a session whose screens an idle spell
    /// released: then nothing is done and false is returned, and the transport hands the message to `receive(text:)`
    /// on a thread that may block (the rebuild reads the tab's continuity record).
    func receiveHoldingScreens(text: String) -> Bool {
        guard case .attached(let connection) = state, text.utf8.count <= maxMessageSize else {
            receive(text: text)
            return true
        }
        guard connection.receiveHoldingScreens(text: text) else { return false }
        endIfSessionEnded(connection)
        return true
    }

    /// The session could not be rebuilt and the page was told: the socket closes, and the page loads itself again.
    private func endIfSessionEnded(_ connection: WebConnection) {
        guard connection.sessionEnded else { return }
        SocketLog.notice(logger, "WebSocket closed: the tab's idle screens could not be rebuilt from its record")
        state = .ended
        output.close(.refused, "session ended")
    }

    /// Handles a text message.
    func receive(text: String) {
        switch state {
        case .ended:
            return
        case .awaitingHello(let visitor):
            if refusesOversizedHello(bytes: text.utf8.count) { return }
            guard let connection = webApp.connect(hello: text, visitor: visitor, sendUTF8: output.send) else { return refuseHello() }
            state = .attached(connection)
        case .attached(let connection):
            if refusesOversized(bytes: text.utf8.count, on: connection) { return }
            connection.receive(text: text)
            endIfSessionEnded(connection)
        }
    }

    /// Handles a binary message of `byteCount` bytes (the protocol has none; the session answers it as an error).
    func receiveBinary(byteCount: Int) {
        switch state {
        case .ended:
            return
        case .awaitingHello:
            if refusesOversizedHello(bytes: byteCount) { return }
            refuseHello()
        case .attached(let connection):
            if refusesOversized(bytes: byteCount, on: connection) { return }
            connection.receiveBinary()
        }
    }

    /// The socket ended: its session is told, and waits for the page's next socket.
    func end() {
        if case .attached(let connection) = state { connection.close() }
        state = .ended
    }

    /// A first message over the limit: there is no session to answer in, so the socket closes as too big.
    private func refusesOversizedHello(bytes: Int) -> Bool {
        guard bytes > maxMessageSize else { return false }
        SocketLog.notice(logger, "WebSocket closed: a frame over the size limit", metadata: ["bytes": "\(bytes)", "limit": "\(maxMessageSize)"])
        state = .ended
        output.close(.messageTooLarge, "Frames are limited to \(maxMessageSize) bytes.")
        return true
    }

    private func refuseHello() {
        SocketLog.notice(logger, "WebSocket refused: the first frame is not a hello naming a live session")
        state = .ended
        output.close(.refused, "hello expected")
    }

    private func refusesOversized(bytes: Int, on connection: WebConnection) -> Bool {
        guard bytes > maxMessageSize else { return false }
        SocketLog.notice(logger, "WebSocket frame refused: over the size limit", metadata: ["bytes": "\(bytes)", "limit": "\(maxMessageSize)"])
        connection.refuseOversized(bytes: bytes, limit: maxMessageSize)
        return true
    }
}
