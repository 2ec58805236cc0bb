import Foundation

/// The way from a tab's screens to its page: the socket attached (if one is), and the patches the screen on show
/// made since the last flush, sent as one message at the end of the tick.
///
/// The screen on show holds it as its patch sink (`ViewController.outbox`, set by `ScreenStack` as screens come and
/// go), so a patch reaches it without a look at the stack. Every message to the page passes here, and is recorded
/// (masked) on its way when the session is recorded. Confined to the session's UI thread; its state is touched
/// several times an event and is not checked for exclusivity at run time (callgrind's g), as `Session`'s is not.
final class PageOutbox {
    /// Runs work later on the session's UI thread (`UIThread.async`): of the thread, only this and
    /// `flushesAtEndOfTick` are kept, not a copy of it (≈ 150 bytes of closures each tab).
    private let runLater: (@escaping () -> Void) -> Void
    /// Whether patches are flushed at the end of each tick (`UIThread.flushesAtEndOfTick`).
    private let flushesAtEndOfTick: Bool
    private let recorder: SessionRecorder

    /// Sends a message to the attached socket; nil while none is attached.
    @exclusivity(unchecked) private var send: ((ServerMessage) -> Void)?
    /// Patches made since the last flush.
    @exclusivity(unchecked) private var pending: [Patch] = []
    /// Whether a flush is scheduled for the end of this turn of the thread.
    @exclusivity(unchecked) private var flushScheduled = false
    /// Whether a tick that flushes when it ends is running: its patches need no flush of their own.
    @exclusivity(unchecked) private var inTick = false
    /// Whether the page was told to move (`move()`); a socket attaching afterwards is told again at once.
    @exclusivity(unchecked) private(set) var movedAway = false

    init(thread: UIThread, recorder: SessionRecorder) {
        self.runLater = thread.async
        self.flushesAtEndOfTick = thread.flushesAtEndOfTick
        self.recorder = recorder
    }

    /// Whether a socket is attached.
    var isAttached: Bool { send != nil }

    /// Sends through `send` from now on (a socket attached).
    func attach(_ send: @escaping (ServerMessage) -> Void) { self.send = send }

    /// Stops sending (the socket went); returns whether one was attached.
    @discardableResult
    func detach() -> Bool {
        defer { send = nil }
        return send != nil
    }

    /// Stops sending and returns the socket's sender, for the outbox that sends through it from now on (a parked
    /// session's); nothing is recorded as detached.
    func handOverSocket() -> ((ServerMessage) -> Void)? {
        defer { send = nil }
        return send
    }

    /// Begins a tick that flushes when it ends (`endTick`): what it patches until `leaveTick` needs no flush of its own.
    func beginTick() { inTick = true }

    /// Leaves the tick begun last, whether or not it ran to its end.
    func leaveTick() { inTick = false }

    /// Ends a tick that ran to its end: sends its patches where the thread flushes at the end of a tick.
    func endTick() {
        if flushesAtEndOfTick { flush() }
    }

    /// Receives a patch from the screen on show.
    func record(_ patch: Patch) {
        pending.append(patch)
        // Inside a tick that ends with a flush, that flush sends it: scheduling another would cost a hop per event.
        if flushesAtEndOfTick, !flushScheduled, !inTick {
            flushScheduled = true
            runLater { [weak self] in self?.flush() }
        }
    }

    /// Sends the patches collected so far as one message. With no socket attached, only the latest alert is kept,
    /// for the next socket: state patches are superseded by the screen that socket gets, but an alert is part of
    /// no render.
    func flush() {
        flushScheduled = false
        guard !pending.isEmpty else { return }
        guard let send else { return keepOnlyAlerts() }
        var batch: [Patch] = []
        swap(&batch, &pending)
        emit(.patches(batch), through: send)
        // The next tick appends into this buffer again (unless a patch came during the emit): starting from an empty
        // array allocated a buffer at the first append and grew it at the second, every tick. Only a small one is
        // kept, so that an idle tab does not hold the buffer of its first screen's many patches.
        guard batch.capacity <= Self.keptPatchCapacity, pending.isEmpty else { return }
        batch.removeAll(keepingCapacity: true)
        swap(&batch, &pending)
    }

    /// The largest patch buffer `flush` keeps for the next tick (a tick patches a few controls).
    private static let keptPatchCapacity = 4

    /// Drops the pending patches that a screen about to be sent whole supersedes, keeping the latest alert
    /// (raised in `viewDidLoad`, or while no socket was attached), which reaches the page right after the screen.
    func keepOnlyAlerts() {
        pending = pending.last(where: \.isAlert).map { [$0] } ?? []
    }

    /// Forgets every pending patch (the session closed).
    func discard() {
        pending = []
        send = nil
    }

    /// Sends `message` to the page when a socket is attached (recording it when the session is recorded).
    func emit(_ message: ServerMessage) {
        guard let send else { return }
        emit(message, through: send)
    }

    private func emit(_ message: ServerMessage, through send: (ServerMessage) -> Void) {
        recorder.sent(message)
        send(message)
    }

    /// Tells the page to load itself again (the server is draining), after what is pending; every socket that
    /// attaches afterwards is told so at once.
    func move() {
        movedAway = true
        flush()
        emit(.move)
    }
}
