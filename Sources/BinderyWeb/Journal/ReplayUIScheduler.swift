import Bindery
import Foundation

/// A replay's UI scheduler: work scheduled for now runs at once, as a live `UIQueueScheduler` runs work scheduled
/// from its own queue (in a replay every tick runs on the test's thread, which plays the UI thread); timed work
/// waits on the test scheduler's virtual clock. So what one tick changes reaches the page in the live order.
struct ReplayUIScheduler: Scheduler, @unchecked Sendable {
    typealias SchedulerTimeType = DispatchQueue.SchedulerTimeType
    typealias SchedulerOptions = DispatchQueue.SchedulerOptions

    /// The virtual clock timed work waits on.
    let clock: TestSchedulerOf<DispatchQueue>

    var now: SchedulerTimeType { clock.now }
    var minimumTolerance: SchedulerTimeType.Stride { clock.minimumTolerance }

    func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) { action() }

    func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                  _ action: @escaping () -> Void) {
        clock.schedule(after: date, tolerance: tolerance, options: options, action)
    }

    func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                  options: SchedulerOptions?, _ action: @escaping () -> Void) -> Cancellable {
        clock.schedule(after: date, interval: interval, tolerance: tolerance, options: options, action)
    }
}
