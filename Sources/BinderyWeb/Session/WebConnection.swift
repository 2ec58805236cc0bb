import Bindery
import Foundation

/// One attached socket: decodes each frame and hands it to its session.
///
/// Refusals that concern the socket itself (binary or oversized frames, frames from a socket the page has since
/// replaced) are answered on this socket, never on the session's newest one, and count against a budget of this
/// socket's own at the session's event rate: past it such frames are dropped unanswered, so a flood of them costs
/// no more than a flood of taps.
public final class WebConnection: @unchecked Sendable {
    /// The session the socket is attached to; it outlives the socket for the grace period.
    public let session: Session
    private let attachment: Int
    private weak var app: WebApp?
    /// Sends a frame's UTF-8 on this socket.
    private let send: @Sendable ([UInt8]) -> Void
    private let refusalLock = StateLock()
    private var refusalBudget: EventRateLimiter

    init(session: Session, attachment: Int, app: WebApp, refusalBudget: EventRateLimiter,
         send: @escaping @Sendable ([UInt8]) -> Void) {
        self.session = session
        self.attachment = attachment
        self.app = app
        self.send = send
        self.refusalBudget = refusalBudget
    }

    /// Handles one text frame; a refused frame gets an error reply and changes nothing. Once a newer socket of
    /// the same page has attached, this one can no longer act on the session.
    public func receive(text: String) {
        guard session.isCurrent(attachment: attachment) else {
            return refuse(ProtocolError(.replaced, "A newer connection of this page replaced this one."))
        }
        session.receive(frame: text)
    }

    /// Refuses a binary frame with the error ``ProtocolError/Code/binary``; nothing changes.
    public func receiveBinary() {
        refuse(ProtocolError(.binary, "Binary frames are not part of the protocol."))
    }

    /// Refuses a message of `bytes` bytes, over the socket's `limit`: an error reply, nothing changes.
    public func refuseOversized(bytes: Int, limit: Int) {
        refuse(ProtocolError(.tooLarge, "Frame of \(bytes) bytes exceeds \(limit)."))
    }

    private func refuse(_ error: ProtocolError) {
        session.activity?.frameRefused(error.code)
        let now = DispatchQueue.SchedulerTimeType(.now())
        guard refusalLock.withLock({ refusalBudget.allow(at: now) }) else { return }
        send(error.reply.frameUTF8)
    }

    /// The socket closed: the session starts waiting out its grace period, unless a newer socket replaced this one.
    public func close() {
        app?.disconnected(session, attachment: attachment)
    }
}
