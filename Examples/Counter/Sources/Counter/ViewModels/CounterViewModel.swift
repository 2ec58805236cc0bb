import Bindery
import Foundation

/// The counter's rules: taps on +, − and reset move a count that starts at zero and never goes below it.
///
/// The count is one `scan` over the three taps, shared by the outputs (a `Driver` shares its upstream), so
/// `canDecrement` and `canReset` are slices of the same state; nothing is subscribed until the view binds.
public final class CounterViewModel: ViewModelType {
    /// The view's events.
    public struct Input {
        /// Taps on +.
        public let increment = PublishRelay<Void>()
        /// Taps on −.
        public let decrement = PublishRelay<Void>()
        /// Taps on reset.
        public let reset = PublishRelay<Void>()
    }

    /// What the view shows.
    public struct Output {
        /// The count: 0 first, then each new value (a tap that changes nothing sends nothing).
        public let count: Driver<Int>
        /// Whether − may be tapped: false at zero.
        public let canDecrement: Driver<Bool>
        /// Whether reset may be tapped: false at zero.
        public let canReset: Driver<Bool>
    }

    private let scheduler: AnySchedulerOf<DispatchQueue>

    /// Creates the counter; `scheduler` is the UI scheduler (nil: the session's, when it is made).
    public init(scheduler: AnySchedulerOf<DispatchQueue>? = nil) {
        self.scheduler = SharingScheduler.resolve(scheduler)
    }

    /// Builds the outputs from the input; call once per view.
    public func transform(input: Input) -> Output {
        let steps = input.increment.map { CounterStep.increment }
            .merge(with: input.decrement.map { CounterStep.decrement }, input.reset.map { CounterStep.reset })
        let count = Driver(
            steps.scan(0) { count, step in step.applied(to: count) }.prepend(0).distinctUntilChanged(),
            scheduler: scheduler
        )
        let isAboveZero = count.map { $0 > 0 }.distinctUntilChanged()
        return Output(count: count, canDecrement: isAboveZero, canReset: isAboveZero)
    }
}
