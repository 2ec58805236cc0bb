import Bindery
import Foundation

/// What the page sends a session: each frame decoded, counted against the tab's budget, recorded, and dispatched —
/// an event to its control, a navigation to the stack — in one tick whose patches leave as one message.
extension Session {
    /// Handles one decoded message from the page. Every message counts against the session's rate budget,
    /// whatever its kind: a flood of navigations or bad frames is refused like a flood of taps.
    public func receive(_ message: ClientMessage) {
        receive(message, arrivedAt: nil)
    }

    /// Decodes one text frame from the page and handles it; a refused frame gets an error reply and changes nothing.
    public func receive(frame text: String) {
        receive(frame: text, arrivedAt: DispatchTime.now().uptimeNanoseconds)
    }

    /// Decodes and handles one text frame that arrived at `arrival` (`DispatchTime` nanoseconds), as
    /// `receive(frame:)` does.
    func receive(frame text: String, arrivedAt arrival: UInt64) {
        let arrivedAt = activity == nil ? nil : arrival
        switch ClientMessage.decode(text, maxBytes: maxMessageBytes) {
        case .success(let message): receive(message, arrivedAt: arrivedAt)
        case .failure(let error):
            perform { [self] in refuseFrame(error) }
        }
    }

    /// Handles `message`; with `arrivedAt` (its frame's arrival, `DispatchTime` nanoseconds), `activity` is told
    /// how long it took until the tick's patches were sent.
    private func receive(_ message: ClientMessage, arrivedAt: UInt64?) {
        runEvent { [self] in tick(message, arrivedAt: arrivedAt) }
    }

    /// Handles `message` in one tick on the UI thread (the caller's): admitted by the budget, recorded, dispatched,
    /// and the tick's patches sent. Returns whether it was handled without a refusal: what a restore checks, as
    /// its replay must handle every message its record holds. A restore's messages (`replayed`) skip the budget:
    /// each was admitted when it was recorded, whatever the server's limits are now.
    @discardableResult
    func tick(_ message: ClientMessage, arrivedAt: UInt64? = nil, replayed: Bool = false) -> Bool {
        outbox.beginTick()
        defer { outbox.leaveTick() }
        let recorder = self.recorder
        let watched = recorder.watcher != nil
        let began = watched ? DispatchTime.now().uptimeNanoseconds : 0
        // Only a message within the budget is journaled whole; one over it leaves its refusal, never its payload.
        let admitted = replayed || takeFromBudget()
        if recorder.isRecording { recorder.page(message, admitted: admitted, refusal: Self.rateLimited) }
        defer { if watched { recorder.endPage(nanoseconds: DispatchTime.now().uptimeNanoseconds &- (arrivedAt ?? began)) } }
        guard admitted else {
            refuseForRate()
            return false
        }
        let handled = dispatch(message)
        if handled {
            recorder.handled(message)
            // Sent before the page heard it must move: in the record before another instance restores from it.
            if outbox.movedAway { recorder.continuity?.flushSoon() }
        }
        outbox.endTick()
        if let arrivedAt, let activity {
            activity.eventHandled(nanoseconds: DispatchTime.now().uptimeNanoseconds &- arrivedAt)
        }
        return handled
    }

    /// Hands an admitted message to its handler: an event to its control on the screen on show, a navigation or the
    /// page's visibility to the stack; what cannot be handled gets its refusal, and false.
    private func dispatch(_ message: ClientMessage) -> Bool {
        // A parked session has no screen to hand it to: the tab's connection rebuilds them before a message reaches it.
        // (`screenStack?` below rather than a `let` bound here: the stack is read in place, not retained, every event.)
        guard screenStack != nil else { return refuse(ProtocolError(.unknownId, "No screen is on show.")) }
        if message.actsOnScreen { screenStack?.noteMessage() }
        switch message {
        case .hello:
            return refuse(ProtocolError(.malformed, "hello was already received."))
        case .event(let id, let name, let value):
            guard let view = screenStack?.topViewController?.frontmostViewController.view(withId: id) else {
                return refuse(ProtocolError(.unknownId, "No control \"\(id)\" on this screen."))
            }
            guard view.acceptsUserEvents else {
                return refuse(ProtocolError(.inactive, "\(id) is hidden or disabled; the event was ignored."))
            }
            if let error = view.handle(name, value: value) { return refuse(error) }
        case .navigate(let path):
            if let error = screenStack?.navigate(to: path) { return refuse(error) }
        case .visibility(let visibility):
            screenStack?.pageVisibility = visibility
        }
        return true
    }

    /// Replies `error` and answers false (a message refused).
    private func refuse(_ error: ProtocolError) -> Bool {
        reply(error)
        return false
    }

    /// Runs the tick of an event from the page: on the calling thread (the socket's), in turn with the UI thread's
    /// other work, when the screen on show asks for it (`ScreenThreading.socketThread`); else on the UI thread after
    /// a hop.
    private func runEvent(_ tick: @escaping () -> Void) {
        if screenStack?.eventsRunOnCaller.load(ordering: .acquiring) == true { performAndWait(tick) } else { perform(tick) }
    }

    /// Refuses a frame that was no message (`error` says why) after taking it from the budget (one over the
    /// budget, or recorded as such, is refused for rate instead), journaling only the refusal, never the frame.
    /// A replay calls it with the refusals it reads.
    func refuseFrame(_ error: ProtocolError) {
        let refusal = error.code == .rateLimited || !takeFromBudget() ? Self.rateLimited : error
        recorder.refused(refusal)
        defer { recorder.endPage(nanoseconds: nil) }
        if refusal.code == .rateLimited { refuseForRate() } else { reply(refusal) }
    }

    /// Sends an error reply for a refused frame.
    public func reply(_ error: ProtocolError) {
        activity?.frameRefused(error.code)
        outbox.emit(error.reply)
    }

    /// The reply to a message over the budget.
    static let rateLimited = ProtocolError(.rateLimited, "Too many messages; this one was dropped.")

    /// Takes one message from the rate budget (on the UI thread); false when it is spent.
    private func takeFromBudget() -> Bool {
        let now = home.now
        guard budget.take(at: now) else { return false }
        statistics.countMessage(at: now.dispatchTime.uptimeNanoseconds)
        return true
    }

    /// Counts a message refused for rate, reports a flood at most every ten seconds, and replies `rateLimited`.
    private func refuseForRate() {
        if let refused = budget.countRefusal(at: home.now) { onRateLimited?(refused) }
        reply(Self.rateLimited)
    }
}
