import BinderyTest
@testable import FindNumber
import Foundation
import Testing

/// A random-number service whose answers the test scripts: each fetch takes the next queued answer and
/// delivers it after its delay on the test scheduler, so slow and fast responses can overtake each other.
final class StubRandomNumberService: RandomNumberServiceType, @unchecked Sendable {
    // @unchecked Sendable: touched only from the test's own thread, which drives the test scheduler.
    private let scheduler: TestSchedulerOf<DispatchQueue>
    private var answers: [(result: Result<Int, FindNumberError>, delay: Int)] = []
    /// The range of every fetch, in order.
    private(set) var requests: [ClosedRange<Int>] = []
    /// How many fetches were cancelled before they answered.
    private(set) var cancellations = 0

    init(scheduler: TestSchedulerOf<DispatchQueue>) {
        self.scheduler = scheduler
    }

    /// Queues the answer to the next fetch, delivered `delay` milliseconds after the fetch starts.
    func enqueue(_ result: Result<Int, FindNumberError>, after delay: Int) {
        answers.append((result, delay))
    }

    /// Queues answers to the next fetches, in order, each delivered `delay` milliseconds after its fetch starts.
    func enqueue(_ results: Result<Int, FindNumberError>..., after delay: Int) {
        answers += results.map { ($0, delay) }
    }

    func fetchNumber(in range: ClosedRange<Int>) -> AnyPublisher<Int, FindNumberError> {
        requests.append(range)
        guard !answers.isEmpty else {
            Issue.record("Unexpected fetch #\(requests.count): no answer queued")
            return Empty(completeImmediately: false).eraseToAnyPublisher()
        }
        let (result, delay) = answers.removeFirst()
        return Just(())
            .delay(for: .milliseconds(delay), scheduler: scheduler)
            .setFailureType(to: FindNumberError.self)
            .flatMap { _ -> AnyPublisher<Int, FindNumberError> in
                switch result {
                case let .success(number): Just(number).setFailureType(to: FindNumberError.self).eraseToAnyPublisher()
                case let .failure(error): Fail(error: error).eraseToAnyPublisher()
                }
            }
            .handleEvents(receiveCancel: { [weak self] in self?.cancellations += 1 })
            .eraseToAnyPublisher()
    }
}
