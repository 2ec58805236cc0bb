import BinderyTest
import Foundation

extension TestScheduler where SchedulerTimeType == DispatchQueue.SchedulerTimeType,
                              SchedulerOptions == DispatchQueue.SchedulerOptions {
    /// The wall clock this scheduler's virtual time stands for: the scheduler's start is `start`, and advancing it
    /// advances the clock by as much, so a throttle on it follows the test's timeline (no sleeps). Clocks made from
    /// one scheduler at different moments agree, as a restarted server's clock agrees with the one before.
    func wallClock(start: Date = Date(timeIntervalSince1970: 1_800_000_000)) -> @Sendable () -> Date {
        { [self] in start.addingTimeInterval(TimeInterval(now.dispatchTime.uptimeNanoseconds) / 1e9) }
    }
}
