import Bindery
import Foundation

/// The UI scheduler of a session being restored: on virtual time while its journal replays, then, from
/// `goLive()`, its live queue's, with every piece of timed work still waiting moved there at the time it has left.
///
/// A restore replays hours of a tab in milliseconds, so the view models' timers (a debounce, a countdown, a retry)
/// must run on the replay's clock; the same view models then go on serving the page, so those timers must not be
/// lost when the clock stops. Operators keep the scheduler they were given (an `AnySchedulerOf<DispatchQueue>` made
/// once), which is why the switch is inside the scheduler and not a new one. Work scheduled for now from the
/// session's queue runs at once in both phases, as on a live `UIQueueScheduler`.
final class HandoverScheduler: Scheduler, @unchecked Sendable {
    typealias SchedulerTimeType = DispatchQueue.SchedulerTimeType
    typealias SchedulerOptions = DispatchQueue.SchedulerOptions

    /// The session's live UI queue.
    let live: UIQueueScheduler
    /// The replay's virtual clock: advanced by the restore, never again once live.
    let clock: TestSchedulerOf<DispatchQueue>
    private let lock = NSLock()
    /// Whether the clock has handed over (under `lock`).
    private var isLive = false
    /// Timed work scheduled on the virtual clock that has not run yet (under `lock`; empty once live).
    private var waiting: [TimedWork] = []

    /// A scheduler for the session whose UI queue `live` is, on a virtual clock from zero until `goLive()`.
    init(live: UIQueueScheduler) {
        self.live = live
        self.clock = DispatchQueue.test
    }

    var now: SchedulerTimeType { lock.withLock { isLive } ? live.now : clock.now }
    var minimumTolerance: SchedulerTimeType.Stride { live.minimumTolerance }

    /// Runs `action` at once on the session's queue, else later on it (after the restore, if one is running there).
    func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        live.schedule(options: options, action)
    }

    func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                  _ action: @escaping () -> Void) {
        let work = lock.withLock { () -> TimedWork? in
            guard !isLive else { return nil }
            let work = TimedWork(due: date, action: action)
            waiting.append(work)
            return work
        }
        guard let work else { return live.schedule(after: date, tolerance: tolerance, options: options, action) }
        clock.schedule(after: date, tolerance: tolerance, options: options) { [weak self] in self?.run(work) }
    }

    /// Runs `work` after the work in progress: on the virtual clock while the restore runs on the session's queue,
    /// else on the queue itself (after the restore, when one runs there).
    func runLater(_ work: @escaping () -> Void) {
        if !lock.withLock({ isLive }), live.isCurrent { return clock.schedule(work) }
        let confined = ThreadConfined(work)
        live.queue.async { confined.run() }
    }

    /// Repeats as one-off steps, each on the clock in effect when it is scheduled, so a timer started during the
    /// replay keeps its rhythm after the handover.
    func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                  options: SchedulerOptions?, _ action: @escaping () -> Void) -> Cancellable {
        let repetition = Repetition(interval: interval, action: action)
        repetition.step(on: self, at: date)
        return AnyCancellable { repetition.cancel() }
    }

    /// Runs the work the replay's clock holds for now, then moves every piece of timed work still waiting to the
    /// live queue, due after the time it had left on the clock. Called once, on the session's queue.
    func goLive() {
        clock.advance()
        let (left, clockNow) = lock.withLock { () -> ([TimedWork], SchedulerTimeType) in
            isLive = true
            defer { waiting = [] }
            return (waiting, clock.now)
        }
        let liveNow = live.now
        for work in left {
            let remaining = max(0, clockNow.distance(to: work.due).magnitude)
            live.schedule(after: liveNow.advanced(by: .nanoseconds(remaining)), tolerance: .zero, options: nil) { [weak self] in
                self?.run(work)
            }
        }
    }

    private func run(_ work: TimedWork) {
        let due = lock.withLock { () -> Bool in
            guard !work.isDone else { return false }
            work.isDone = true
            waiting.removeAll { $0 === work }
            return true
        }
        if due { work.action() }
    }

    /// One piece of timed work, run at most once: on the clock, or on the live queue after the handover.
    private final class TimedWork {
        let due: SchedulerTimeType
        let action: () -> Void
        var isDone = false
        init(due: SchedulerTimeType, action: @escaping () -> Void) {
            self.due = due
            self.action = action
        }
    }

    /// A repeating timer made of one-off steps.
    private final class Repetition: @unchecked Sendable {
        let interval: SchedulerTimeType.Stride
        let action: () -> Void
        private let lock = NSLock()
        private var cancelled = false

        init(interval: SchedulerTimeType.Stride, action: @escaping () -> Void) {
            self.interval = interval
            self.action = action
        }

        func step(on scheduler: HandoverScheduler, at date: SchedulerTimeType) {
            scheduler.schedule(after: date, tolerance: .zero, options: nil) { [self, weak scheduler] in
                guard !lock.withLock({ cancelled }), let scheduler else { return }
                action()
                step(on: scheduler, at: scheduler.now.advanced(by: interval))
            }
        }

        func cancel() { lock.withLock { cancelled = true } }
    }
}
