import Bindery
import Foundation
import Synchronization

/// One attached socket: decodes each frame and hands it to its session.
///
/// Refusals that concern the socket itself (binary or oversized frames, frames from a socket the page has since
/// replaced) are answered on this socket, never on the session's newest one, and count against a budget of this
/// socket's own at the session's event rate: past it such frames are dropped unanswered, so a flood of them costs
/// no more than a flood of taps.
public final class WebConnection: @unchecked Sendable {
    /// The session the socket is attached to; it outlives the socket for the grace period. A tab whose screens an
    /// idle spell released gets the parked session in its place here (`parked(_:into:)`, from the tab's UI thread),
    /// so that the released one goes, and a rebuilt session on its next message (from the socket's thread).
    private let current: Mutex<Session>
    private var attachment: Int
    /// Whether the tab's session is gone: its screens could not be rebuilt from its record, the page was told
    /// (`badToken`, so it loads itself again and starts fresh), and the transport closes the socket.
    public private(set) var sessionEnded = false
    private weak var app: WebApp?
    /// Sends a frame's UTF-8 on this socket.
    private let send: @Sendable ([UInt8]) -> Void
    private let refusalLock = StateLock()
    private var refusalBudget: EventRateLimiter

    init(session: Session, attachment: Int, app: WebApp, refusalBudget: EventRateLimiter,
         send: @escaping @Sendable ([UInt8]) -> Void) {
        self.current = Mutex(session)
        self.attachment = attachment
        self.app = app
        self.send = send
        self.refusalBudget = refusalBudget
    }

    /// The session the socket is attached to.
    public var session: Session { current.withLock { $0 } }

    /// Puts `parked` in the place of `released`, the session whose screens were just released, unless another
    /// session took its place meanwhile.
    func parked(_ released: Session, into parked: Session) {
        current.withLock { if $0 === released { $0 = parked } }
    }

    /// Handles one text frame; a refused frame gets an error reply and changes nothing. Once a newer socket of
    /// the same page has attached, this one can no longer act on the session.
    ///
    /// A frame for a session whose screens were released rebuilds them first from the tab's record (a read of the
    /// continuity store, which may block: see `receiveHoldingScreens(text:)`); when the rebuilt screen on show
    /// renders otherwise than the page shows, the page gets it whole instead of an event being handled
    /// (`Session.receiveOnChangedPage`).
    public func receive(text: String) {
        guard !sessionEnded else { return }
        let session = self.session
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
        let session = self.session
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
    /// this socket without a word to the page (it shows those screens already, or gets them next), and returns it;
    /// nil when the record could not be replayed: the page is told its session is unknown, and loads itself again.
    private func rebuildScreens(_ session: Session) -> Session? {
        guard let app, let rebuilt = app.rebuiltSession(session) else {
            sessionEnded = true
            send(ProtocolError(.badToken, "Unknown or expired session; reload the page.").reply.frameUTF8)
            return nil
        }
        let send = self.send
        attachment = rebuilt.attachSilently { message in send(message.frameUTF8) }
        current.withLock { $0 = rebuilt }
        rebuilt.attachments.connect(self, attachment: attachment)
        return rebuilt
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
