import Bindery
import Foundation

/// A session's "main thread": where its screens' code runs, and the scheduler its drivers deliver on.
public struct UIThread: @unchecked Sendable {
    /// The scheduler drivers, signals and binders deliver on.
    public let scheduler: AnySchedulerOf<DispatchQueue>
    /// Whether the caller is on this thread already (nil: unknown, always schedule).
    let isCurrent: (@Sendable () -> Bool)?
    /// Runs work later on the thread (after the work in progress).
    let async: (@escaping () -> Void) -> Void
    /// Runs work on the thread and waits for it.
    let sync: (() -> Void) -> Void
    /// Whether anything is under way on the thread that a replay of its session's record could not bring back as
    /// it will be: timed work waiting on its queue, or a service's request not yet answered.
    var hasWorkUnderWay: Bool {
        (pendingTimedWork?.value ?? 0) > 0 || (journal?.requestsInFlight.load(ordering: .acquiring) ?? 0) > 0
    }

    /// Whether a screen on the thread follows changes made outside its tab through `followedAcrossTabs()`.
    var followsOtherTabs: Bool { (journal?.followersOfOtherTabs.load(ordering: .acquiring) ?? 0) > 0 }

    /// Whether `sync` runs work in turn (after the work already queued) on the caller's own thread, as a live queue's
    /// `DispatchQueue.sync` does: how a `ScreenThreading.socketThread` screen's events skip the hop. A test thread's
    /// `sync` runs work at once, out of turn, so events there always go through `async`.
    let syncRunsInTurnOnCaller: Bool
    /// Whether patches are flushed by themselves at the end of each tick (live) or by the caller (tests).
    let flushesAtEndOfTick: Bool
    /// Where work on this thread finds the journal of its session (nil on a test thread, whose requests a replay serves).
    var journal: ThreadJournal? = nil
    /// The timed work waiting on a live thread's queue (`UIQueueScheduler.pendingTimedWork`); nil on a test thread,
    /// whose clock the test advances.
    var pendingTimedWork: PendingTimedWork? = nil

    /// A live thread: a serial dispatch queue; work from the queue itself runs at once.
    ///
    /// On a lane (the default) the queue targets one of the shared `UILanes`, so that sessions whose screens block
    /// hold a few threads at most. Off the lanes it targets nothing: a session whose events run on its socket's
    /// thread (`ScreenThreading.socketThread`) must not wait behind another session's blocked tick on a shared lane.
    public static func queue(label: String, onLane: Bool = true) -> UIThread {
        let queue = sessionQueue(label: label, onLane: onLane)
        let scheduler = UIQueueScheduler(queue: queue)
        return onQueue(queue, scheduler: scheduler, delivering: scheduler.eraseToAnyScheduler()) { work in
            let confined = ThreadConfined(work)
            queue.async { confined.run() }
        }
    }

    /// The one thread every parked session shares (`WebApp.park`): a parked tab has no screen, so what runs on it
    /// is a detach, a move, a close or the hand-over to its rebuilt session; it keeps no service journal, as no screen
    /// asks a service there. Off the lanes: nothing on it blocks, and a rebuild's hand-over, waited for on the
    /// socket's thread, then runs there at once rather than behind another session's tick on a shared lane (a
    /// tab's first tap after a release, Counter: 783 → 567 µs of CPU, p50 0.96 → 0.68 ms, `peers/first_taps.py`).
    static let parked: UIThread = {
        let queue = sessionQueue(label: "bindery.parked", onLane: false)
        let scheduler = UIQueueScheduler(queue: queue)
        return onQueue(queue, scheduler: scheduler, delivering: scheduler.eraseToAnyScheduler(), journaled: false) { work in
            let confined = ThreadConfined(work)
            queue.async { confined.run() }
        }
    }()

    /// A live thread, as `queue(label:onLane:)` makes, for a session being restored: until its `HandoverScheduler`
    /// goes live, what the session's work schedules on it waits on the replay's virtual clock.
    static func restoring(label: String, onLane: Bool = true) -> (thread: UIThread, handover: HandoverScheduler) {
        let queue = sessionQueue(label: label, onLane: onLane)
        let handover = HandoverScheduler(live: UIQueueScheduler(queue: queue))
        let thread = onQueue(queue, scheduler: handover.live, delivering: handover.eraseToAnyScheduler()) { work in
            handover.runLater(work)
        }
        return (thread, handover)
    }

    /// A session's serial queue: on one of the shared `UILanes`, or on none.
    private static func sessionQueue(label: String, onLane: Bool) -> DispatchQueue {
        onLane ? DispatchQueue(label: label, target: UILanes.shared.next()) : DispatchQueue(label: label)
    }

    /// A live thread on `queue` (whose UI scheduler is `scheduler`), delivering on `delivering` and running later
    /// work through `async`; with `journaled`, its services' requests are journaled (a `ThreadJournal` on `queue`).
    private static func onQueue(_ queue: DispatchQueue, scheduler: UIQueueScheduler, delivering: AnySchedulerOf<DispatchQueue>,
                                journaled: Bool = true,
                                async: @escaping (@escaping () -> Void) -> Void) -> UIThread {
        UIThread(
            scheduler: delivering,
            isCurrent: { scheduler.isCurrent },
            async: async,
            sync: { work in
                if scheduler.isCurrent { work() } else {
                    withoutActuallyEscaping(work) { work in
                        let confined = ThreadConfined(work)
                        queue.sync { confined.run() }
                    }
                }
            },
            syncRunsInTurnOnCaller: true,
            flushesAtEndOfTick: true,
            journal: journaled ? ThreadJournal.attach(to: queue) : nil,
            pendingTimedWork: scheduler.pendingTimedWork
        )
    }

    /// A thread on virtual time that, like a live one, runs at once what its work schedules for now (a driver's value,
    /// a reactor's state; see `ReplayUIScheduler`): a replay's, so that what one tick changes comes in the live order.
    static func replay(_ scheduler: TestSchedulerOf<DispatchQueue>) -> UIThread {
        UIThread(
            scheduler: ReplayUIScheduler(clock: scheduler).eraseToAnyScheduler(),
            isCurrent: { true },
            async: { work in scheduler.schedule(work) },
            sync: { work in work() },
            syncRunsInTurnOnCaller: false,
            flushesAtEndOfTick: false
        )
    }

    /// A thread on virtual time for screen tests: the test's own thread runs the work when it advances the scheduler.
    public static func test(_ scheduler: TestSchedulerOf<DispatchQueue>) -> UIThread {
        UIThread(
            scheduler: scheduler.eraseToAnyScheduler(),
            isCurrent: nil,
            async: { work in scheduler.schedule(work) },
            sync: { work in work() },
            syncRunsInTurnOnCaller: false,
            flushesAtEndOfTick: false
        )
    }
}

/// Work handed to the UI thread, which alone runs it (the queue's serial order is the synchronization).
struct ThreadConfined: @unchecked Sendable {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
}
