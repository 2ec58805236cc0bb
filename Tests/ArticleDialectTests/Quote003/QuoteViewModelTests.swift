import Bindery
import BinderyTest
import Foundation
import Testing

/// A service that answers after a delay on the test's scheduler, as the article's random delay does.
struct DelayedQuoteService: QuoteServiceType {
    let result: Result<Quote, StubError>
    let delay: DispatchQueue.SchedulerTimeType.Stride
    let scheduler: AnySchedulerOf<DispatchQueue>

    func getRandomQuote() -> AnyPublisher<Quote, Error> {
        result.publisher
            .mapError { $0 as Error }
            .delay(for: delay, scheduler: scheduler)
            .eraseToAnyPublisher()
    }
}

/// Seed 003: each input disables the button, then a quote or an error arrives and re-enables it.
@Suite(.checksForLeaks)
struct QuoteViewModelTests {
    private let scheduler = DispatchQueue.test

    private func run(_ result: Result<Quote, StubError>) -> TestRecorder<String, Never> {
        let service = DelayedQuoteService(result: result, delay: .milliseconds(500), scheduler: scheduler.eraseToAnyScheduler())
        let viewModel = trackForLeaks(QuoteViewModel(quoteServiceType: service))
        let input: PassthroughSubject<QuoteViewModel.Input, Never> = .init()
        let output = viewModel.transform(input: input.eraseToAnyPublisher()).map(\.description).record(on: scheduler)
        input.send(.viewDidAppear)
        scheduler.advance(by: .seconds(1))
        input.send(.refreshButtonDidTap)
        scheduler.advance(by: .seconds(1))
        return output
    }

    @Test func eachRequestTogglesTheButtonAroundTheQuote() {
        let output = run(.success(Quote(content: "Get busy living.", author: "Stephen King")))
        expectTimeline(output, [
            .next(0, "button(false)"), .next(500, "quote(Stephen King)"), .next(500, "button(true)"),
            .next(1000, "button(false)"), .next(1500, "quote(Stephen King)"), .next(1500, "button(true)"),
        ])
    }

    @Test func aFailureReEnablesTheButtonThenReportsAndTheNextTapWorks() {
        let output = run(.failure(.offline))
        expectTimeline(output, [
            .next(0, "button(false)"), .next(500, "button(true)"), .next(500, "fail(offline)"),
            .next(1000, "button(false)"), .next(1500, "button(true)"), .next(1500, "fail(offline)"),
        ])
    }

    @Test func theSameViewModelReadsInRxSwiftsDialectToo() {
        let service = DelayedQuoteService(result: .success(Quote(content: "c", author: "a")), delay: .milliseconds(500),
                                          scheduler: scheduler.eraseToAnyScheduler())
        let viewModel = trackForLeaks(QuoteViewModel(quoteServiceType: service))
        let taps = PublishRelay<QuoteViewModel.Input>()
        var shown: [String] = []
        let disposeBag = DisposeBag()
        viewModel.transform(input: taps.eraseToAnyPublisher())
            .asObservable()
            .compactMap { if case .fetchQuoteDidSucceed(let quote) = $0 { quote.author } else { nil } }
            .subscribe(onNext: { shown.append($0) })
            .disposed(by: disposeBag)
        taps.accept(.viewDidAppear)
        scheduler.advance(by: .seconds(1))
        #expect(shown == ["a"])
    }
}
