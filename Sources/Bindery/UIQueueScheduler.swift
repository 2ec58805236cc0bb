import Foundation
import Synchronization

/// A UI "main thread" for one serial queue: work scheduled from that queue runs at once, work from
/// any other thread is dispatched to it (what RxCocoa's `MainScheduler` does for the main queue).
public struct UIQueueScheduler: Scheduler, @unchecked Sendable {
    /// `DispatchQueue`'s time, so this scheduler erases to `AnySchedulerOf<DispatchQueue>` like a test scheduler does.
    public typealias SchedulerTimeType = DispatchQueue.SchedulerTimeType
    /// Dispatch options, as for `DispatchQueue`.
    public typealias SchedulerOptions = DispatchQueue.SchedulerOptions

    /// The serial queue that plays the UI thread.
    public let queue: DispatchQueue
    private let key: DispatchSpecificKey<UInt8>
    /// Timed work scheduled on the queue that has not run yet, and repeating timers not cancelled: shared by every
    /// copy of this scheduler, so the queue's owner can tell whether anything waits (a server releasing an idle
    /// tab's screens asks).
    public let pendingTimedWork = PendingTimedWork()

    /// The process's main queue as a UI queue: what `SharingScheduler.current` is outside any session or test.
    public static let main = UIQueueScheduler(queue: .main)

    /// Makes `queue` (which must be serial) a UI queue.
    public init(queue: DispatchQueue) {
        self.queue = queue
        self.key = DispatchSpecificKey<UInt8>()
        queue.setSpecific(key: key, value: 1)
    }

    /// Whether the caller is running on this scheduler's queue.
    public var isCurrent: Bool { DispatchQueue.getSpecific(key: key) != nil }

    /// The queue's current dispatch time, from which `schedule(after:…)` deadlines are measured.
    public var now: SchedulerTimeType { queue.now }
    /// The tolerance the queue allows for timed work, as `DispatchQueue` reports it.
    public var minimumTolerance: SchedulerTimeType.Stride { queue.minimumTolerance }

    /// Runs `action` now if on the queue, else asynchronously on it.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        if isCurrent { action() } else {
            let work = UncheckedAction(action)
            queue.async { work.run() }
        }
    }

    /// Runs `action` on the queue after `date`.
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let pending = pendingTimedWork
        pending.count.add(1, ordering: .relaxed)
        queue.schedule(after: date, tolerance: tolerance, options: options) {
            pending.count.subtract(1, ordering: .releasing)
            action()
        }
    }

    /// Runs `action` on the queue after `date` and then every `interval`.
    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
                         tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) -> Cancellable {
        let pending = pendingTimedWork
        pending.count.add(1, ordering: .relaxed)
        let timer = queue.schedule(after: date, interval: interval, tolerance: tolerance, options: options, action)
        return PendingTimedWork.Cancellation(timer: timer, pending: pending)
    }
}

/// How many pieces of timed work a `UIQueueScheduler` holds that have not run yet (repeating timers count until
/// they are cancelled). An atomic counter, touched only when timed work is scheduled, runs or is cancelled.
public final class PendingTimedWork: Sendable {
    let count = Atomic<Int>(0)

    /// The pieces of timed work waiting now.
    public var value: Int { count.load(ordering: .acquiring) }

    /// Cancels a repeating timer and stops counting it, once however often it is cancelled.
    final class Cancellation: Cancellable, Sendable {
        private let timer: any Cancellable & Sendable
        private let pending: PendingTimedWork
        private let cancelled = Atomic<Bool>(false)

        init(timer: any Cancellable, pending: PendingTimedWork) {
            self.timer = UncheckedCancellable(timer)
            self.pending = pending
        }

        func cancel() {
            guard !cancelled.exchange(true, ordering: .acquiringAndReleasing) else { return }
            pending.count.subtract(1, ordering: .releasing)
            timer.cancel()
        }
    }
}

/// A dispatch timer's cancellation, cancelled from whichever thread cancels its subscription.
private struct UncheckedCancellable: Cancellable, @unchecked Sendable {
    let base: any Cancellable
    init(_ base: any Cancellable) { self.base = base }
    func cancel() { base.cancel() }
}

/// Carries a closure to the queue that is its only caller (the UI queue serializes it).
private struct UncheckedAction: @unchecked Sendable {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
}
