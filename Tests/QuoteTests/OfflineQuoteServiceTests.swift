import BinderyTest
import Foundation
@testable import Quote
import Testing

/// The offline service on virtual time: a random quote from its list after a random one of its delays.
struct OfflineQuoteServiceTests {
    @Test(arguments: zip(0..<4, [500, 1000, 1200, 1400]))
    func theChosenQuoteArrivesAfterTheChosenDelay(delayIndex: Int, milliseconds: Int) {
        let scheduler = DispatchQueue.test
        let random = ScriptedIndexSource(1, delayIndex)
        let service = OfflineQuoteService(quotes: [.franklin, .lincoln, .yiSunSin],
                                          scheduler: scheduler.eraseToAnyScheduler(), random: random)

        let recorder = service.getRandomQuote().record(on: scheduler)
        scheduler.advance(by: .milliseconds(milliseconds - 1))
        #expect(recorder.events.isEmpty, "nothing before the delay")
        scheduler.advance(by: .milliseconds(1))

        #expect(recorder.values == [.lincoln])
        #expect(recorder.events.map(\.time) == [milliseconds, milliseconds], "the quote, then the end, both at the delay")
        #expect(random.counts == [3, 4], "one draw among the quotes, one among the four delays")
    }

    @Test func theQuoteArrivesEvenWhenTheSchedulerRunsSimultaneousActionsOutOfOrder() {
        let scheduler = ReorderingScheduler()
        let service = OfflineQuoteService(quotes: [.franklin], scheduler: scheduler.eraseToAnyScheduler(),
                                          random: ScriptedIndexSource(0, 0))
        var events: [String] = []
        let subscription = service.getRandomQuote().sink(
            receiveCompletion: { _ in events.append("end") },
            receiveValue: { events.append($0.author) }
        )

        scheduler.runReversed()

        #expect(events == ["Benjamin Franklin", "end"], "the quote before the end, whatever order the queue picks")
        subscription.cancel()
    }

    @Test func theDelaysAreTheSeeds() {
        #expect(OfflineQuoteService.delays == [.milliseconds(500), .seconds(1), .milliseconds(1200), .milliseconds(1400)])
    }

    @Test func eachCallDrawsAgain() {
        let scheduler = DispatchQueue.test
        let service = OfflineQuoteService(quotes: [.franklin, .lincoln],
                                          scheduler: scheduler.eraseToAnyScheduler(),
                                          random: ScriptedIndexSource(0, 0, 1, 3))

        let first = service.getRandomQuote().record(on: scheduler)
        let second = service.getRandomQuote().record(on: scheduler)
        scheduler.advance(by: .seconds(2))

        #expect(first.events.first == .next(500, .franklin))
        #expect(second.events.first == .next(1400, .lincoln))
    }

    @Test func theBundledListsAreNotEmptyAndKoreanIsKorean() {
        #expect(!OfflineQuotes.english.isEmpty)
        #expect(OfflineQuotes.quotes(in: "en") == OfflineQuotes.english)
        #expect(OfflineQuotes.quotes(in: "ko") == OfflineQuotes.korean)
        #expect(OfflineQuotes.korean.allSatisfy { quote in
            quote.content.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
        })
    }
}
