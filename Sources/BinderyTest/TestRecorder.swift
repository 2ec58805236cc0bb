import Foundation

/// Subscribes to a publisher with unlimited demand and records every event with its virtual time on a test scheduler.
///
/// The recorder owns its subscription: it cancels it when cancelled or deallocated, and the upstream
/// never holds the recorder itself, so dropping the recorder ends the subscription.
public final class TestRecorder<Output, Failure: Error>: Cancellable, @unchecked Sendable {
    // @unchecked Sendable: the only mutable state is the lock-guarded event log; `AnyCancellable` is thread-safe.
    private let log: EventLog
    private let subscription: AnyCancellable

    /// Subscribes to `publisher` now; times are measured on `scheduler` from `start` (default: the scheduler's `now`).
    public init<P: Publisher>(
        _ publisher: P,
        scheduler: TestSchedulerOf<DispatchQueue>,
        start: DispatchQueue.SchedulerTimeType? = nil
    ) where P.Output == Output, P.Failure == Failure {
        let log = EventLog(scheduler: scheduler, start: start ?? scheduler.now)
        self.log = log
        subscription = publisher.sink(
            receiveCompletion: { completion in
                switch completion {
                case .finished: log.append { .finished($0) }
                case let .failure(error): log.append { .failure($0, error) }
                }
            },
            receiveValue: { value in log.append { .next($0, value) } }
        )
    }

    /// Every event recorded so far, in order.
    public var events: [Recorded<Output>] { log.events }

    /// The values recorded so far, without times or completions.
    public var values: [Output] { log.events.compactMap(\.value) }

    /// Cancels the subscription; later events are not recorded.
    public func cancel() { subscription.cancel() }

    /// The events, guarded by a mutex, with the clock that stamps them.
    private final class EventLog: @unchecked Sendable {
        // @unchecked Sendable: `events` is only touched under `lock`; the scheduler is itself thread-safe.
        let scheduler: TestSchedulerOf<DispatchQueue>
        let start: DispatchQueue.SchedulerTimeType
        private let lock = NSLock()
        private var stored: [Recorded<Output>] = []

        init(scheduler: TestSchedulerOf<DispatchQueue>, start: DispatchQueue.SchedulerTimeType) {
            self.scheduler = scheduler
            self.start = start
        }

        var events: [Recorded<Output>] { lock.withLock { stored } }

        func append(_ make: (Int) -> Recorded<Output>) {
            let elapsed = Int64(scheduler.now.dispatchTime.uptimeNanoseconds) - Int64(start.dispatchTime.uptimeNanoseconds)
            let event = make(Int(elapsed / 1_000_000))
            lock.withLock { stored.append(event) }
        }
    }
}

extension Publisher {
    /// Records this publisher's events on `scheduler`'s virtual time, from `start` (default: now).
    public func record(
        on scheduler: TestSchedulerOf<DispatchQueue>,
        from start: DispatchQueue.SchedulerTimeType? = nil
    ) -> TestRecorder<Output, Failure> {
        TestRecorder(self, scheduler: scheduler, start: start)
    }
}
