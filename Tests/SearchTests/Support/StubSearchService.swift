import BinderyTest
import Foundation
@testable import Search
import Testing

/// A search service whose answers the test scripts per query and page, each delivered after its delay on the
/// test scheduler; it records every request and every request cancelled before it answered.
final class StubSearchService: SearchServiceType, @unchecked Sendable {
    // @unchecked Sendable: touched only from the test's own thread, which drives the test scheduler.
    private let scheduler: TestSchedulerOf<DispatchQueue>
    private var answers: [String: [(result: Result<SearchPage, ServiceError>, delay: Int)]] = [:]
    /// Every request, in order.
    private(set) var requests: [SearchRequest] = []
    /// Every request cancelled before its answer, in order.
    private(set) var cancelled: [SearchRequest] = []

    init(scheduler: TestSchedulerOf<DispatchQueue>) {
        self.scheduler = scheduler
    }

    /// Queues the answer to the next request for `query` from `start`, delivered `delay` ms after it starts.
    func answer(_ query: String, start: Int = 1, with result: Result<SearchPage, ServiceError>, after delay: Int) {
        answers["\(query)@\(start)", default: []].append((result, delay))
    }

    /// Queues a page of `count` results for `query` from `start`, `total` in all.
    func answer(_ query: String, start: Int = 1, count: Int, total: Int, after delay: Int) {
        answer(query, start: start, with: .success(.results(query, from: start, count: count, total: total)), after: delay)
    }

    func search(_ request: SearchRequest) -> AnyPublisher<SearchPage, Error> {
        requests.append(request)
        let key = "\(request.query)@\(request.start)"
        guard let (result, delay) = answers[key]?.first else {
            Issue.record("Unexpected request \(key): no answer queued")
            return Empty(completeImmediately: false).eraseToAnyPublisher()
        }
        answers[key]?.removeFirst()
        return Just(())
            .delay(for: .milliseconds(delay), scheduler: scheduler)
            .setFailureType(to: Error.self)
            .flatMap { _ -> AnyPublisher<SearchPage, Error> in
                switch result {
                case let .success(page): Just(page).setFailureType(to: Error.self).eraseToAnyPublisher()
                case let .failure(error): Fail(error: error).eraseToAnyPublisher()
                }
            }
            .handleEvents(receiveCancel: { [weak self] in self?.cancelled.append(request) })
            .eraseToAnyPublisher()
    }
}

extension SearchPage {
    /// `count` results titled "`query` #n" (n from `start`), `total` in all.
    static func results(_ query: String, from start: Int, count: Int, total: Int) -> SearchPage {
        SearchPage(total: total, start: start, items: (start..<(start + count)).map { SearchResult.numbered(query, $0) })
    }
}

extension SearchResult {
    /// The result "`query` #`number`" linking to `https://blog.example/{query}/{number}`.
    static func numbered(_ query: String, _ number: Int) -> SearchResult {
        SearchResult(title: [TextRun(query, emphasized: true), TextRun(" #\(number)")],
                     description: [TextRun("about \(query)")],
                     link: "https://blog.example/\(query)/\(number)")
    }
}
