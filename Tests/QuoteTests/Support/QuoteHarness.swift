import BinderyTest
import BinderyWeb
import Foundation
@testable import Quote
import Testing

/// One output event in a comparable form: errors by their English message.
enum QuoteEvent: Equatable {
    case quote(Quote)
    case failure(String)
    case button(isEnabled: Bool)

    init(_ output: QuoteViewModel.Output) {
        switch output {
        case let .fetchQuoteDidSucceed(quote): self = .quote(quote)
        case let .fetchQuoteDidFail(error):
            self = .failure((error as? ServiceError)?.message(in: QuoteText.fallbackStrings) ?? error.localizedDescription)
        case let .toggleButton(isEnabled): self = .button(isEnabled: isEnabled)
        }
    }
}

/// One Quote screen's view model on virtual time: a stub service, the view model (tracked for leaks),
/// its input relay and a recorder on its output, all timed from the start.
final class QuoteHarness {
    let scheduler = DispatchQueue.test
    let service: StubQuoteService
    let input = PublishRelay<QuoteViewModel.Input>()
    let viewModel: QuoteViewModel
    let events: TestRecorder<QuoteEvent, Never>

    /// Builds the view model and subscribes to its output; a leak is reported at `sourceLocation`.
    init(sourceLocation: SourceLocation = #_sourceLocation) {
        service = StubQuoteService(scheduler: scheduler)
        viewModel = trackForLeaks(QuoteViewModel(quoteService: service, scheduler: scheduler.eraseToAnyScheduler()),
                                  sourceLocation: sourceLocation)
        trackObservers(of: input, sourceLocation: sourceLocation)
        events = viewModel.transform(input: input.eraseToAnyPublisher())
            .map(QuoteEvent.init)
            .record(on: scheduler)
    }

    /// One thing the view does, or time passing.
    enum Step: HarnessStep {
        /// The screen appears.
        case appear
        /// The user taps refresh.
        case refresh
        /// `milliseconds` of virtual time pass.
        case wait(Int)

        var waitedMilliseconds: Int? { if case let .wait(milliseconds) = self { milliseconds } else { nil } }
    }

    /// Plays `steps` in order.
    func play(_ steps: Step...) {
        StepPlayer(scheduler: scheduler).play(steps) { step in
            switch step {
            case .appear: input.accept(.viewDidAppear)
            case .refresh: input.accept(.refreshButtonDidTap)
            case .wait: break
            }
        }
    }
}

/// One fetch as the output shows it: the button off at `start`, then `result` and the button on at `end`.
func fetchCycle(from start: Int, _ result: QuoteEvent, at end: Int) -> [Recorded<QuoteEvent>] {
    [.next(start, .button(isEnabled: false)), .next(end, result), .next(end, .button(isEnabled: true))]
}
