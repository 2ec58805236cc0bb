import Foundation

/// A context is the scheduler it wraps: what a trait or binder keeps to deliver on the UI thread is then this one
/// reference, not a copy of `AnyScheduler`'s five closures (80 bytes in every subscription of an idle tab).
///
/// What it runs, runs with it as the UI scheduler in effect (`SharingScheduler.current`), as everything on iOS's main
/// thread has `MainScheduler`: a driver made while a delivery is handled (`flatMapLatest { _ in relay.asDriver() }`)
/// delivers on the same UI thread, not on the process's main queue outside the tab's.
extension SharingScheduler.Context: Scheduler {
    /// `DispatchQueue`'s time, as `AnySchedulerOf<DispatchQueue>`'s.
    public typealias SchedulerTimeType = DispatchQueue.SchedulerTimeType
    /// Dispatch options, as `AnySchedulerOf<DispatchQueue>`'s.
    public typealias SchedulerOptions = DispatchQueue.SchedulerOptions

    /// The wrapped scheduler's current time.
    public var now: SchedulerTimeType { scheduler.now }
    /// The wrapped scheduler's minimum tolerance.
    public var minimumTolerance: SchedulerTimeType.Stride { scheduler.minimumTolerance }

    /// Schedules `action` on the wrapped scheduler.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        scheduler.schedule(options: options) { [self] in SharingScheduler.use(self, action) }
    }

    /// Schedules `action` on the wrapped scheduler after `date`.
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) {
        scheduler.schedule(after: date, tolerance: tolerance, options: options) { [self] in SharingScheduler.use(self, action) }
    }

    /// Schedules `action` on the wrapped scheduler after `date` and then every `interval`.
    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
                         tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) -> Cancellable {
        scheduler.schedule(after: date, interval: interval, tolerance: tolerance, options: options) { [self] in
            SharingScheduler.use(self, action)
        }
    }
}
