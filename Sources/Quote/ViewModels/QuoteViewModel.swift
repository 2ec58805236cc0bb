import Bindery
import Foundation

/// The Quote screen's view model, in Combine's style: one stream of `Input`
/// events in, one stream of `Output` events out.
///
/// Each `viewDidAppear` or `refreshButtonDidTap` disables the button, fetches a quote, sends the quote
/// (or the error) and enables the button again. An event that arrives while a fetch is in flight is
/// ignored, so a quick second tap never starts a second fetch. A failure ends only that fetch; the
/// next event fetches again.
///
/// It does not conform to `ViewModelType`: its nested `Input` and `Output` enums are the
/// stream's elements, while `ViewModelType`'s `transform` takes `Input` itself. This shape, one enum stream in and
/// one out, is kept on purpose for a screen whose whole view is one `switch` over a few outputs; it replays no state
/// and its output is bound once, so a screen that needs more moves to `ViewModelType` (or to a `Reactor` when it is
/// a state machine).
public final class QuoteViewModel {
    /// What the view sends.
    public enum Input: Equatable, Sendable {
        /// The screen appeared.
        case viewDidAppear
        /// The user tapped the refresh button.
        case refreshButtonDidTap
    }

    /// What the view shows.
    public enum Output {
        /// A quote arrived: show its content and author.
        case fetchQuoteDidSucceed(Quote)
        /// The fetch failed: show the error's message.
        case fetchQuoteDidFail(Error)
        /// Enable or disable the refresh button.
        case toggleButton(isEnabled: Bool)
    }

    private let quoteService: QuoteServiceType
    private let scheduler: AnySchedulerOf<DispatchQueue>
    private var isFetching = false

    /// Creates the view model; `scheduler` is the UI scheduler answers are delivered on
    /// (nil: `SharingScheduler.current` when it is made).
    public init(quoteService: QuoteServiceType, scheduler: AnySchedulerOf<DispatchQueue>? = nil) {
        self.quoteService = quoteService
        self.scheduler = SharingScheduler.resolve(scheduler)
    }

    /// Turns the view's events into what it shows; call once per view, and send events on the UI scheduler.
    public func transform(input: AnyPublisher<Input, Never>) -> AnyPublisher<Output, Never> {
        return input
            .filter { [weak self] _ in self?.isFetching == false }
            .flatMap { [weak self] _ in
                self?.fetchQuote() ?? Empty().eraseToAnyPublisher()
            }
            .eraseToAnyPublisher()
    }

    /// Button off, the quote or the error delivered on `scheduler`, button on; marks the fetch in flight
    /// from subscription to completion or cancellation.
    private func fetchQuote() -> AnyPublisher<Output, Never> {
        let answer = quoteService.getRandomQuote()
            .map(Output.fetchQuoteDidSucceed)
            .catch { error in Just(Output.fetchQuoteDidFail(error)) }
            .receive(on: scheduler)
        return Just(Output.toggleButton(isEnabled: false))
            .append(answer)
            .append(Just(Output.toggleButton(isEnabled: true)))
            .handleEvents(
                receiveSubscription: { [weak self] _ in self?.isFetching = true },
                receiveCompletion: { [weak self] _ in self?.isFetching = false },
                receiveCancel: { [weak self] in self?.isFetching = false }
            )
            .eraseToAnyPublisher()
    }
}
