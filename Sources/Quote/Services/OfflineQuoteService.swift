import Bindery
import Foundation

/// The offline service: a random quote from a bundled list, after a random delay of
/// 0.5, 1, 1.2 or 1.4 seconds on the injected scheduler, as if a server had answered.
public struct OfflineQuoteService: QuoteServiceType {
    /// The delays one of which each answer waits.
    public static var delays: [DispatchQueue.SchedulerTimeType.Stride] {
        [.milliseconds(500), .milliseconds(1000), .milliseconds(1200), .milliseconds(1400)]
    }

    /// The quotes to pick from (never empty).
    public let quotes: [Quote]
    private let scheduler: AnySchedulerOf<DispatchQueue>
    private let random: RandomIndexSource

    /// Creates the service over `quotes` (the bundled list by default); the delay runs on `scheduler`,
    /// the quote and the delay are chosen by `random` when `getRandomQuote()` is called.
    public init(quotes: [Quote] = OfflineQuotes.english,
                scheduler: AnySchedulerOf<DispatchQueue>,
                random: RandomIndexSource = SystemRandomIndexSource()) {
        precondition(!quotes.isEmpty, "OfflineQuoteService needs at least one quote")
        self.quotes = quotes
        self.scheduler = scheduler
        self.random = random
    }

    /// One random quote after one random delay; it never fails.
    ///
    /// The quote and the end are delivered by one scheduled action: `delay(for:scheduler:)` schedules
    /// them as two, which a concurrent queue (the global one) may run in either order, and an end that
    /// overtakes its value leaves the screen on "Loading…".
    public func getRandomQuote() -> AnyPublisher<Quote, Error> {
        let quote = quotes[random.nextIndex(below: quotes.count)]
        let delay = Self.delays[random.nextIndex(below: Self.delays.count)]
        let scheduler = self.scheduler
        return Deferred {
            Future<Quote, Error> { promise in
                scheduler.schedule(after: scheduler.now.advanced(by: delay)) { promise(.success(quote)) }
            }
        }
        .eraseToAnyPublisher()
    }
}
