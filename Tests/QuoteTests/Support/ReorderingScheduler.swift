import Bindery
import Foundation

/// A scheduler that runs the actions it holds in reverse order when told to, as a concurrent queue
/// may run two actions due at the same moment.
final class ReorderingScheduler: Scheduler, @unchecked Sendable {
    typealias SchedulerTimeType = DispatchQueue.SchedulerTimeType
    typealias SchedulerOptions = DispatchQueue.SchedulerOptions

    private var held: [() -> Void] = []

    var now: SchedulerTimeType { SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1)) }
    var minimumTolerance: SchedulerTimeType.Stride { .zero }

    /// Runs every held action, the last scheduled first.
    func runReversed() {
        let actions = held
        held = []
        actions.reversed().forEach { $0() }
    }

    func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) { held.append(action) }

    func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
                  options: SchedulerOptions?, _ action: @escaping () -> Void) { held.append(action) }

    func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
                  tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                  _ action: @escaping () -> Void) -> Cancellable {
        held.append(action)
        return AnyCancellable {}
    }
}
