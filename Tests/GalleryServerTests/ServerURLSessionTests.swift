import BinderyWeb
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import Gallery
import StandIns
import Testing

/// The apps' HTTP session survives what kills a plain `URLSession` on Linux: a request cancelled the moment it
/// starts, thousands of times (every screen a visitor leaves cancels its request in flight).
struct ServerURLSessionTests {
    /// Counts the answers of many tasks and remembers how many each one got.
    private final class Answers: @unchecked Sendable {
        private let lock = NSLock()
        private var cancelled = 0
        private var answered = 0
        private var other = 0
        private let finished: DispatchGroup

        init(_ finished: DispatchGroup) { self.finished = finished }

        func record(_ data: Data?, _ error: (any Error)?) {
            lock.withLock {
                if (error as? URLError)?.code == .cancelled { cancelled += 1 } else if data != nil { answered += 1 } else { other += 1 }
            }
            finished.leave()
        }

        var counts: (cancelled: Int, answered: Int, other: Int) { lock.withLock { (cancelled, answered, other) } }
    }

    @Test func requestsCancelledAsTheyStartNeitherTrapNorAnswerTwice() async throws {
        try await StandInsServer.run(controls: try StandInControls(latencyMilliseconds: 2)) { standIns in
            let url = try #require(URL(string: "http://127.0.0.1:\(standIns.port)/api/quotes/random"))
            let session = GalleryEnvironment.serviceSession
            let rounds = 4_000
            let finished = DispatchGroup()
            let answers = Answers(finished)
            DispatchQueue.concurrentPerform(iterations: 4) { lane in
                for round in 0..<(rounds / 4) {
                    finished.enter()
                    let task = session.dataTask(with: url) { data, _, error in answers.record(data, error) }
                    task.resume()
                    // Cancelled at once, or a little later, while the request is being sent or answered.
                    let delay = (round * 37 + lane) % 100
                    if delay < 10 {
                        task.cancel()
                    } else {
                        DispatchQueue.global().asyncAfter(deadline: .now() + .microseconds(delay * 40)) { task.cancel() }
                    }
                }
            }
            let done = await withCheckedContinuation { continuation in
                DispatchQueue.global().async { continuation.resume(returning: finished.wait(timeout: .now() + 60)) }
            }
            #expect(done == .success, "every task answered once")
            let counts = answers.counts
            #expect(counts.cancelled + counts.answered == rounds)
            #expect(counts.other == 0)

            let status = await withCheckedContinuation { continuation in
                session.dataTask(with: url) { _, response, _ in
                    continuation.resume(returning: (response as? HTTPURLResponse)?.statusCode)
                }.resume()
            }
            #expect(status == 200, "the next request is answered")
        }
    }

    @Test func theSessionKeepsNoCacheSharedBetweenUsers() {
        #expect(GalleryEnvironment.serviceSession.configuration.urlCache == nil)
        #expect(ServerURLSession.standard.configuration.urlCache == nil)
        #expect(GalleryEnvironment.serviceSession.configuration.timeoutIntervalForRequest == 10)
    }
}
