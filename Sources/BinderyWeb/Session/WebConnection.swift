import Bindery
import Foundation

/// One attached socket: decodes each frame and hands it to its session.
///
/// Refusals that concern the socket itself (binary or oversized frames, frames from a socket the page has since
/// replaced) are answered on this socket, never on the session's newest one, and count against a budget of this
/// socket's own at the session's event rate: past it such frames are dropped unanswered, so a flood of them costs
/// no more than a flood of taps.
public final class WebConnection: @unchecked Sendable {
    /// The session the socket is attached to, held by the server's live sessions (it outlives the socket for the
    /// grace period), not by the socket: once an idle spell released its screens, a parked session takes its place
    /// (`WebApp.park`) and this one goes; the socket then finds the parked one by its token, and on its next message
    /// puts a rebuilt session here (changed only by the socket's thread).
    private weak var held: Session?
    private let token: String
    private var attachment: Int
    /// Whether the tab's session is gone (no longer live, or its screens could not be rebuilt from its record): the
    /// page was told (`badToken`, so it loads itself again and starts fresh), and the transport closes the socket.
    public private(set) var sessionEnded = false
    private weak var app: WebApp?
    /// Sends a frame's UTF-8 on this socket.
    private let send: @Sendable ([UInt8]) -> Void
    private let refusalLock = StateLock()
    private var refusalBudget: EventRateLimiter

    init(session: Session, attachment: Int, app: WebApp, refusalBudget: EventRateLimiter,
         send: @escaping @Sendable ([UInt8]) -> Void) {
        self.held = session
        self.token = session.token
        self.attachment = attachment
        self.app = app
        self.send = send
        self.refusalBudget = refusalBudget
    }

    /// The tab's live session: the one attached, or the parked one in its place; nil once it is no longer live.
    public var session: Session? { held ?? app?.session(token: token) }

    /// Handles one text frame; a refused frame gets an error reply and changes nothing. Once a newer socket of
    /// the same page has attached, this one can no longer act on the session.
    ///
    /// A frame for a session whose screens were released rebuilds them first from the tab's record (a read of the
    /// continuity store, which may block: see `receiveHoldingScreens(text:)`); when the rebuilt screen on show
    /// renders otherwise than the page shows, the page gets it whole instead of an event being handled
    /// (`Session.receiveOnChangedPage`).
    public func receive(text: String) {
        guard !sessionEnded else { return }
        guard let session else { return endSession() }
        guard session.isCurrent(attachment: attachment) else {
            return refuse(ProtocolError(.replaced, "A newer connection of this page replaced this one."))
        }
        let arrivedAt = DispatchTime.now().uptimeNanoseconds
        if session.noteHeard(at: arrivedAt) { return session.receive(frame: text, arrivedAt: arrivedAt) }
        let shown = session.releasedPageDigest
        guard let session = rebuildScreens(session) else { return }
        if session.showsOtherThanPage(digest: shown) {
            session.receiveOnChangedPage(frame: text, arrivedAt: arrivedAt)
        } else {
            session.receive(frame: text, arrivedAt: arrivedAt)
        }
    }

    /// Handles one text frame as `receive(text:)` does when the session holds its screens, and returns true; else
    /// does nothing and returns false, so that a transport on an event loop hands the frame to `receive(text:)` on
    /// a thread that may block.
    public func receiveHoldingScreens(text: String) -> Bool {
        guard let session = held else { return false }  // parked, or gone: `receive(text:)` sees which
        guard !sessionEnded, session.isCurrent(attachment: attachment) else {
            receive(text: text)  // ignored or refused: no rebuild
            return true
        }
        let arrivedAt = DispatchTime.now().uptimeNanoseconds
        guard session.noteHeard(at: arrivedAt) else { return false }
        session.receive(frame: text, arrivedAt: arrivedAt)
        return true
    }

    /// Puts a session with the tab's screens rebuilt from its record in place of the released one, attached to
    /// this socket without a word to the page (it shows those screens already, or gets them next); false when the
    /// record could not be replayed: the page is told its session is unknown, and loads itself again.
    private func rebuildScreens(_ session: Session) -> Session? {
        guard let app, let rebuilt = app.rebuiltSession(session) else {
            endSession()
            return nil
        }
        let send = self.send
        attachment = rebuilt.attachSilently { message in send(message.frameUTF8) }
        held = rebuilt
        return rebuilt
    }

    /// The tab's session is gone: the page is told its session is unknown (it loads itself again), and the
    /// transport closes the socket.
    private func endSession() {
        sessionEnded = true
        send(ProtocolError(.badToken, "Unknown or expired session; reload the page.").reply.frameUTF8)
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
        session?.activity?.frameRefused(error.code)
        let now = DispatchQueue.SchedulerTimeType(.now())
        guard refusalLock.withLock({ refusalBudget.allow(at: now) }) else { return }
        send(error.reply.frameUTF8)
    }

    /// The socket closed: the session starts waiting out its grace period, unless a newer socket replaced this one.
    public func close() {
        if let session { app?.disconnected(session, attachment: attachment) }
    }
}
