import BinderyTest
import Foundation
@testable import Movies
import Testing

/// A movie service whose answers the test scripts, each delivered after its delay on the test scheduler; it
/// counts requests and cancellations.
final class StubMovieService: MovieSearchServiceType, @unchecked Sendable {
    // @unchecked Sendable: touched only from the test's own thread, which drives the test scheduler.
    private let scheduler: TestSchedulerOf<DispatchQueue>
    private var lists: [(result: Result<[Movie], ServiceError>, delay: Int)] = []
    private var details: [(result: Result<MovieDetail, ServiceError>, delay: Int)] = []
    /// The ids of the details asked for, in order (0 for a list).
    private(set) var requests: [Int] = []
    /// How many requests were cancelled before they answered.
    private(set) var cancellations = 0

    init(scheduler: TestSchedulerOf<DispatchQueue>) {
        self.scheduler = scheduler
    }

    /// Queues answers to the next list fetches.
    func enqueueList(_ results: Result<[Movie], ServiceError>..., after delay: Int) {
        lists += results.map { ($0, delay) }
    }

    /// Queues answers to the next detail fetches.
    func enqueueDetail(_ results: Result<MovieDetail, ServiceError>..., after delay: Int) {
        details += results.map { ($0, delay) }
    }

    func fetchMovies() -> AnyPublisher<[Movie], Error> {
        requests.append(0)
        guard !lists.isEmpty else { return unexpected() }
        let (result, delay) = lists.removeFirst()
        return answer(result, after: delay)
    }

    func fetchMovieDetail(id: Int) -> AnyPublisher<MovieDetail, Error> {
        requests.append(id)
        guard !details.isEmpty else { return unexpected() }
        let (result, delay) = details.removeFirst()
        return answer(result, after: delay)
    }

    private func unexpected<Value>() -> AnyPublisher<Value, Error> {
        Issue.record("Unexpected fetch #\(requests.count): no answer queued")
        return Empty(completeImmediately: false).eraseToAnyPublisher()
    }

    private func answer<Value>(_ result: Result<Value, ServiceError>, after delay: Int) -> AnyPublisher<Value, Error> {
        Just(())
            .delay(for: .milliseconds(delay), scheduler: scheduler)
            .setFailureType(to: Error.self)
            .flatMap { _ in result.mapError { $0 as Error }.publisher }
            .handleEvents(receiveCancel: { [weak self] in self?.cancellations += 1 })
            .eraseToAnyPublisher()
    }
}

extension Movie {
    static let metropolis = Movie(id: 8, title: "Metropolis", releaseDate: "1927-01-10",
                                  posterURL: URL(string: "http://127.0.0.1/api/movies/posters/8.svg"))
    static let theKid = Movie(id: 3, title: "The Kid", releaseDate: "1921-02-06")
}

extension MovieDetail {
    static let metropolis = MovieDetail(id: 8, title: "Metropolis", overview: "A city divided.", releaseDate: "1927-01-10",
                                        runtime: 153, genres: ["Drama", "Science Fiction"], voteAverage: 8.1,
                                        posterURL: URL(string: "http://127.0.0.1/api/movies/posters/8.svg"))
}
