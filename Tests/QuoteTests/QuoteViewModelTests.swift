import BinderyTest
@testable import Quote
import Testing

/// The Quote view model's timelines on virtual time, with a stub service whose answers and delays each test scripts.
@Suite(.checksForLeaks)
struct QuoteViewModelTests {
    @Test func appearingDisablesTheButtonFetchesShowsTheQuoteAndEnablesTheButton() {
        let screen = QuoteHarness()
        screen.service.enqueue(.success(.franklin), after: 500)

        screen.play(.appear, .wait(499))
        expectTimeline(screen.events, [.next(0, .button(isEnabled: false))], "nothing arrives before the answer")
        screen.play(.wait(1))

        expectTimeline(screen.events, fetchCycle(from: 0, .quote(.franklin), at: 500))
        #expect(screen.service.requests == 1)
    }

    @Test func eachRefreshFetchesAnotherQuote() {
        let screen = QuoteHarness()
        screen.service.enqueue(.success(.franklin), after: 500)
        screen.service.enqueue(.success(.lincoln), after: 1200)

        screen.play(.appear, .wait(1000), .refresh, .wait(2000))

        expectTimeline(screen.events, fetchCycle(from: 0, .quote(.franklin), at: 500)
            + fetchCycle(from: 1000, .quote(.lincoln), at: 2200))
        #expect(screen.service.requests == 2)
    }

    @Test func refreshesWhileAQuoteIsLoadingAreIgnored() {
        let screen = QuoteHarness()
        screen.service.enqueue(.success(.franklin), after: 500)
        screen.service.enqueue(.success(.lincoln), after: 1000)
        screen.service.enqueue(.success(.yiSunSin), after: 100)

        screen.play(.appear, .wait(100), .refresh, .wait(100), .appear, .refresh, .wait(300))
        #expect(screen.service.requests == 1, "no second fetch while the first is loading")
        screen.play(.refresh, .wait(100), .refresh, .wait(2000))

        let twoFetches = fetchCycle(from: 0, .quote(.franklin), at: 500) + fetchCycle(from: 500, .quote(.lincoln), at: 1500)
        expectTimeline(screen.events, twoFetches)
        #expect(screen.service.requests == 2)
        #expect(screen.service.cancellations == 0, "the fetch in flight is never replaced")

        screen.play(.refresh, .wait(100))
        expectTimeline(screen.events, twoFetches + fetchCycle(from: 2600, .quote(.yiSunSin), at: 2700),
                       "once the fetch is done, a refresh works again")
    }

    @Test(arguments: [ServiceError.invalidAddress, .unreachable, .badStatus(503), .unreadableAnswer])
    func aFailureShowsTheErrorEnablesTheButtonAndTheNextRefreshWorks(error: ServiceError) {
        let screen = QuoteHarness()
        screen.service.enqueue(.failure(error), .success(.lincoln), after: 300)

        screen.play(.appear, .wait(1000), .refresh, .wait(1000))

        expectTimeline(screen.events, fetchCycle(from: 0, .failure(error.message(in: QuoteText.strings(in: "en"))), at: 300)
            + fetchCycle(from: 1000, .quote(.lincoln), at: 1300))
    }

    @Test func unsubscribingCancelsTheFetchInFlight() {
        let screen = QuoteHarness()
        screen.service.enqueue(.success(.franklin), after: 500)

        screen.play(.appear, .wait(100))
        screen.events.cancel()
        screen.play(.wait(1000))

        expectTimeline(screen.events, [.next(0, .button(isEnabled: false))])
        #expect(screen.service.cancellations == 1)
    }
}
