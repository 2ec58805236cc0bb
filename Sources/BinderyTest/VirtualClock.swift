import Bindery
import Foundation

extension TestScheduler where SchedulerTimeType == DispatchQueue.SchedulerTimeType {
    /// A clock on this scheduler's virtual time, for a view model that tells the time (`clock: () -> Date`, "sent 2
    /// min ago", a deadline): it reads `start` now, and as much later as the scheduler advances.
    ///
    /// RxSwift's virtual-time scheduler has a `Date` for `now`; a `DispatchQueue` scheduler's `now` is not a date, so a
    /// view model takes its clock beside its scheduler, `Date.init` in the app and this in its tests:
    /// ```swift
    /// let scheduler = DispatchQueue.test
    /// let viewModel = RoomViewModel(store: store, clock: scheduler.clock(), scheduler: scheduler.eraseToAnyScheduler())
    /// scheduler.advance(by: .seconds(61))    // the clock reads a minute and a second later
    /// ```
    public func clock(startingAt start: Date = Date(timeIntervalSince1970: 1_767_225_600)) -> @Sendable () -> Date {
        let origin = now.dispatchTime.uptimeNanoseconds
        return { [self] in
            start.addingTimeInterval(TimeInterval(now.dispatchTime.uptimeNanoseconds - origin) / 1_000_000_000)
        }
    }
}
