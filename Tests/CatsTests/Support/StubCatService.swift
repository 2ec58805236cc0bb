import BinderyTest
@testable import Cats
import Foundation
import Testing

/// A cat service whose answers the test scripts: fetches and downloads take the next queued answer and
/// deliver it after its delay on the test scheduler; it records every start and every cancellation.
final class StubCatService: CatServiceType, @unchecked Sendable {
    // @unchecked Sendable: touched only from the test's own thread, which drives the test scheduler.
    private let scheduler: TestSchedulerOf<DispatchQueue>
    private var catAnswers: [(result: Result<Cat, ServiceError>, delay: Int)] = []
    private var pictureAnswers: [(result: Result<Data, ServiceError>, delay: Int)] = []
    /// How many random-cat fetches were started.
    private(set) var fetches = 0
    /// How many random-cat fetches were cancelled before they answered.
    private(set) var fetchCancellations = 0
    /// The cats whose pictures were asked for, in order.
    private(set) var downloads: [Cat] = []
    /// How many downloads were cancelled before they answered.
    private(set) var downloadCancellations = 0

    init(scheduler: TestSchedulerOf<DispatchQueue>) {
        self.scheduler = scheduler
    }

    /// Queues the answer to the next fetch, delivered `delay` milliseconds after it starts.
    func enqueueCat(_ result: Result<Cat, ServiceError>, after delay: Int) {
        catAnswers.append((result, delay))
    }

    /// Queues the answer to the next download (the picture's bytes), delivered `delay` milliseconds after it starts.
    func enqueuePicture(_ result: Result<Data, ServiceError>, after delay: Int) {
        pictureAnswers.append((result, delay))
    }

    func fetchRandomCat() -> AnyPublisher<Cat, ServiceError> {
        fetches += 1
        guard !catAnswers.isEmpty else {
            Issue.record("Unexpected fetch #\(fetches): no answer queued")
            return Empty(completeImmediately: false).eraseToAnyPublisher()
        }
        let (result, delay) = catAnswers.removeFirst()
        return answer(result, after: delay) { [weak self] in self?.fetchCancellations += 1 }
    }

    func downloadPicture(of cat: Cat) -> AnyPublisher<CatPicture, ServiceError> {
        downloads.append(cat)
        guard !pictureAnswers.isEmpty else {
            Issue.record("Unexpected download of \(cat.id): no answer queued")
            return Empty(completeImmediately: false).eraseToAnyPublisher()
        }
        let (result, delay) = pictureAnswers.removeFirst()
        return answer(result.map { CatPicture(cat: cat, data: $0, mimeType: "image/svg+xml") }, after: delay) { [weak self] in
            self?.downloadCancellations += 1
        }
    }

    private func answer<Value>(_ result: Result<Value, ServiceError>, after delay: Int,
                               onCancel: @escaping () -> Void) -> AnyPublisher<Value, ServiceError> {
        Just(())
            .delay(for: .milliseconds(delay), scheduler: scheduler)
            .setFailureType(to: ServiceError.self)
            .flatMap { _ in result.publisher }
            .handleEvents(receiveCancel: onCancel)
            .eraseToAnyPublisher()
    }
}

extension Cat {
    /// Cats for the tests.
    static let tabby = Cat(id: "cat1", url: "http://cats.test/cat1.svg", width: 300, height: 400)
    static let loaf = Cat(id: "cat2", url: "http://cats.test/cat2.svg", width: 400, height: 300)
}

extension Data {
    /// Picture bytes for the tests.
    static let tabbyPicture = Data("<svg id=\"tabby\"/>".utf8)
    static let loafPicture = Data("<svg id=\"loaf\"/>".utf8)
}

extension CatPicture {
    /// The pictures the stub gives for the test cats.
    static let tabby = CatPicture(cat: .tabby, data: .tabbyPicture, mimeType: "image/svg+xml")
    static let loaf = CatPicture(cat: .loaf, data: .loafPicture, mimeType: "image/svg+xml")
}
