import BinderyTest
import Foundation
@testable import Quote
import Testing

/// A quote service whose answers the test scripts: each fetch takes the next queued answer and delivers
/// it after its delay on the test scheduler.
final class StubQuoteService: QuoteServiceType, @unchecked Sendable {
    // @unchecked Sendable: touched only from the test's own thread, which drives the test scheduler.
    private let scheduler: TestSchedulerOf<DispatchQueue>
    private var answers: [(result: Result<Quote, ServiceError>, delay: Int)] = []
    /// How many fetches were started.
    private(set) var requests = 0
    /// How many fetches were cancelled before they answered.
    private(set) var cancellations = 0

    init(scheduler: TestSchedulerOf<DispatchQueue>) {
        self.scheduler = scheduler
    }

    /// Queues answers to the next fetches, in order, each delivered `delay` milliseconds after its fetch starts.
    func enqueue(_ results: Result<Quote, ServiceError>..., after delay: Int) {
        answers += results.map { ($0, delay) }
    }

    func getRandomQuote() -> AnyPublisher<Quote, Error> {
        requests += 1
        guard !answers.isEmpty else {
            Issue.record("Unexpected fetch #\(requests): no answer queued")
            return Empty(completeImmediately: false).eraseToAnyPublisher()
        }
        let (result, delay) = answers.removeFirst()
        return Just(())
            .delay(for: .milliseconds(delay), scheduler: scheduler)
            .setFailureType(to: Error.self)
            .flatMap { _ -> AnyPublisher<Quote, Error> in
                switch result {
                case let .success(quote): Just(quote).setFailureType(to: Error.self).eraseToAnyPublisher()
                case let .failure(error): Fail(error: error).eraseToAnyPublisher()
                }
            }
            .handleEvents(receiveCancel: { [weak self] in self?.cancellations += 1 })
            .eraseToAnyPublisher()
    }
}

extension Quote {
    /// Quotes for the tests.
    static let franklin = Quote(content: "Well done is better than well said.", author: "Benjamin Franklin")
    static let lincoln = Quote(content: "A house divided against itself cannot stand.", author: "Abraham Lincoln")
    static let yiSunSin = Quote(content: "신에게는 아직 열두 척의 배가 있습니다.", author: "이순신")
}
