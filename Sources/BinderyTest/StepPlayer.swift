import CombineSchedulers
import Foundation

/// Plays a harness's steps in order on a test scheduler: a waiting step advances the clock by its milliseconds, any
/// other is handed to the harness to perform, and the scheduler then runs what is due as `settling` says.
///
/// What differs between harnesses (which relay a tap feeds) stays in each harness's `perform`; the loop, the clock
/// and when due work runs live here once.
public struct StepPlayer {
    /// When the player runs the work due at the current instant.
    public enum Settling {
        /// Never on its own: a step's effects wait for the next `wait` (or the test's own `advance()`).
        case never
        /// After every step, so each one's effects land at the instant it happened.
        case afterEachStep
        /// Once, after the last step.
        case afterTheLastStep
    }

    /// The clock the steps wait on; a waiting step advances it by its milliseconds.
    public let scheduler: TestSchedulerOf<DispatchQueue>
    /// When the player runs the work due at the current instant (see ``Settling``).
    public let settling: Settling

    /// A player on `scheduler` that settles as `settling` says.
    public init(scheduler: TestSchedulerOf<DispatchQueue>, settling: Settling = .never) {
        self.scheduler = scheduler
        self.settling = settling
    }

    /// Plays `steps` in order, handing each user's action to `perform`.
    public func play<Step: HarnessStep>(_ steps: [Step], perform: (Step) -> Void) {
        for step in steps {
            if let milliseconds = step.waitedMilliseconds {
                scheduler.advance(by: .milliseconds(milliseconds))
            } else {
                perform(step)
            }
            if settling == .afterEachStep { scheduler.advance() }
        }
        if settling == .afterTheLastStep { scheduler.advance() }
    }
}
