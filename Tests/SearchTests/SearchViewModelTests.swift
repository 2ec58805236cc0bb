import BinderyTest
@testable import Search
import Testing

/// The search view model's timelines on virtual time, with a stub service whose answers and delays each test scripts.
@Suite(.checksForLeaks)
struct SearchViewModelTests {
    @Test func typingSearchesOnceTheUserPausesFor300Milliseconds() {
        let screen = SearchHarness()
        screen.service.answer("swift", count: 2, total: 2, after: 100)

        screen.play(.type("s"), .wait(100), .type("sw"), .wait(100), .type("swift"), .wait(299))
        #expect(screen.requests.isEmpty, "no search while the user keeps typing")
        screen.play(.wait(1), .wait(1000))

        #expect(screen.requests == ["swift@1"], "one search, for the text at the pause")
        expectTimeline(screen.results, [.next(0, []), .next(600, titles("swift", 1...2))])
        expectTimeline(screen.status, [.next(0, .idle), .next(500, .searching("swift")), .next(600, .results(total: 2))])
        expectTimeline(screen.canLoadMore, [.next(0, false)], "both results are on show")
        expectTimeline(screen.error, [])
    }

    @Test func anUnchangedQueryDoesNotSearchAgainAndAnEmptyOneClearsWithoutSearching() {
        let screen = SearchHarness()
        screen.service.answer("swift", count: 1, total: 1, after: 100)
        screen.play(.type("swift"), .wait(1000))

        screen.play(.type("swift "), .wait(1000), .type("swif"), .wait(100), .type("swift"), .wait(1000))
        #expect(screen.requests == ["swift@1"], "the same words after trimming, and a change undone before the pause")

        screen.play(.type(""), .wait(1000), .type("   "), .wait(1000))
        #expect(screen.requests == ["swift@1"], "an empty query never searches")
        expectTimeline(screen.results, [.next(0, []), .next(400, ["swift #1"]), .next(3400, [])])
        expectTimeline(screen.status, [.next(0, .idle), .next(300, .searching("swift")), .next(400, .results(total: 1)),
                                       .next(3400, .idle)])
    }

    @Test func aSlowOlderAnswerNeverReplacesANewerOneAndItsRequestIsCancelled() {
        let screen = SearchHarness()
        screen.service.answer("a", count: 1, total: 1, after: 1000)   // would answer at 1300
        screen.service.answer("ab", count: 1, total: 1, after: 100)   // answers at 900

        screen.play(.type("a"), .wait(500), .type("ab"), .wait(3000))

        #expect(screen.requests == ["a@1", "ab@1"])
        #expect(screen.cancelled == ["a@1"], "the new query cancels the request in flight")
        expectTimeline(screen.results, [.next(0, []), .next(900, ["ab #1"])], "the answer for \"a\" never shows")
        expectTimeline(screen.status, [.next(0, .idle), .next(300, .searching("a")), .next(800, .searching("ab")),
                                       .next(900, .results(total: 1))])
    }

    @Test func moreAppendsTheNextPageUntilTheEndAndNeverFetchesTwiceAtOnce() {
        let screen = SearchHarness()
        screen.service.answer("swift", start: 1, count: 20, total: 45, after: 100)
        screen.service.answer("swift", start: 21, count: 20, total: 45, after: 100)
        screen.service.answer("swift", start: 41, count: 5, total: 45, after: 100)
        screen.play(.type("swift"), .wait(1000))

        screen.play(.more, .wait(50), .more, .more, .wait(950))
        #expect(screen.requests == ["swift@1", "swift@21"], "taps while the page loads fetch nothing more")
        screen.play(.more, .wait(1000), .more, .wait(1000))

        #expect(screen.requests == ["swift@1", "swift@21", "swift@41"], "no request after the last result")
        expectTimeline(screen.results, [.next(0, []), .next(400, titles("swift", 1...20)),
                                        .next(1100, titles("swift", 1...40)), .next(2100, titles("swift", 1...45))])
        expectTimeline(screen.canLoadMore, [.next(0, false), .next(400, true), .next(1000, false), .next(1100, true),
                                            .next(2000, false)])
        expectTimeline(screen.status, [.next(0, .idle), .next(300, .searching("swift")), .next(400, .results(total: 45)),
                                       .next(1000, .loadingMore), .next(1100, .results(total: 45)),
                                       .next(2000, .loadingMore), .next(2100, .results(total: 45))])
    }

    @Test func aNewQueryCancelsThePageInFlightAndStartsOver() {
        let screen = SearchHarness()
        screen.service.answer("swift", count: 20, total: 45, after: 100)
        screen.service.answer("swift", start: 21, count: 20, total: 45, after: 1000)
        screen.service.answer("rx", count: 1, total: 1, after: 100)
        screen.play(.type("swift"), .wait(1000), .more, .wait(100), .type("rx"), .wait(2000))

        #expect(screen.cancelled == ["swift@21"])
        expectTimeline(screen.results, [.next(0, []), .next(400, titles("swift", 1...20)), .next(1400, []),
                                        .next(1500, ["rx #1"])])
    }

    @Test func anEmptyPageEndsTheListWhateverTotalWasAnnounced() {
        let screen = SearchHarness()
        screen.service.answer("swift", count: 20, total: 100, after: 0)
        screen.service.answer("swift", start: 21, count: 0, total: 100, after: 0)
        screen.play(.type("swift"), .wait(300), .more, .wait(100), .more, .wait(100))

        #expect(screen.requests == ["swift@1", "swift@21"])
        expectTimeline(screen.canLoadMore, [.next(0, false), .next(300, true), .next(300, false)])
        expectTimeline(screen.status, [.next(0, .idle), .next(300, .searching("swift")), .next(300, .results(total: 100)),
                                       .next(300, .loadingMore), .next(300, .results(total: 20))])
    }

    @Test(arguments: [ServiceError.unreachable, .badStatus(500), .unreadableAnswer, .invalidAddress])
    func aFailureShowsItsErrorOnceAndRetryOrTypingStillWorks(error: ServiceError) {
        let screen = SearchHarness()
        screen.service.answer("swift", with: .failure(error), after: 100)
        screen.service.answer("swift", count: 1, total: 1, after: 100)
        screen.service.answer("rx", with: .failure(error), after: 100)
        screen.service.answer("rxswift", count: 1, total: 1, after: 100)

        screen.play(.type("swift"), .wait(1000), .retry, .wait(1000), .retry, .wait(1000))
        screen.play(.type("rx"), .wait(1000), .type("rxswift"), .wait(1000))

        #expect(screen.requests == ["swift@1", "swift@1", "rx@1", "rxswift@1"], "a retry without a failure does nothing")
        expectTimeline(screen.error, [.next(400, error), .next(3400, error)])
        expectTimeline(screen.canRetry, [.next(0, false), .next(400, true), .next(1000, false), .next(3400, true),
                                         .next(4300, false)])
        expectTimeline(screen.results, [.next(0, []), .next(1100, ["swift #1"]), .next(3300, []), .next(4400, ["rxswift #1"])])
    }

    @Test func selectingAResultSendsItsLink() {
        let screen = SearchHarness()
        screen.service.answer("swift", count: 3, total: 3, after: 0)
        screen.play(.type("swift"), .wait(300), .select(1), .select(7), .select(-1), .wait(0))

        expectTimeline(screen.showDetail, [.next(300, "https://blog.example/swift/2")], "indices not on show are ignored")
    }

    @Test func releasingTheViewModelCancelsTheSearchInFlight() {
        var service: StubSearchService?
        do {
            let screen = SearchHarness()
            service = screen.service
            screen.service.answer("swift", count: 1, total: 1, after: 1000)
            screen.play(.type("swift"), .wait(400))
        }
        #expect(service?.cancelled.map(\.query) == ["swift"])
    }
}
