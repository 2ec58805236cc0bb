import Bindery
import Foundation

/// A quote and its author.
struct Quote: Decodable, Equatable {
    let content: String
    let author: String
}

/// The service protocol, Combine-typed as in the article.
protocol QuoteServiceType {
    func getRandomQuote() -> AnyPublisher<Quote, Error>
}

/// Seed 003's view model in Combine's own dialect: enum Input and Output, a PassthroughSubject out,
/// subscriptions stored in a `Set<AnyCancellable>`.
final class QuoteViewModel {
    enum Input {
        case viewDidAppear
        case refreshButtonDidTap
    }

    enum Output {
        case fetchQuoteDidFail(error: Error)
        case fetchQuoteDidSucceed(quote: Quote)
        case toggleButton(isEnabled: Bool)
    }

    private let quoteServiceType: QuoteServiceType
    private let output: PassthroughSubject<Output, Never> = .init()
    private var cancellables = Set<AnyCancellable>()

    init(quoteServiceType: QuoteServiceType) {
        self.quoteServiceType = quoteServiceType
    }

    func transform(input: AnyPublisher<Input, Never>) -> AnyPublisher<Output, Never> {
        input.sink { [weak self] event in
            switch event {
            case .viewDidAppear, .refreshButtonDidTap:
                self?.handleGetRandomQuote()
            }
        }.store(in: &cancellables)
        return output.eraseToAnyPublisher()
    }

    private func handleGetRandomQuote() {
        output.send(.toggleButton(isEnabled: false))
        quoteServiceType.getRandomQuote().sink { [weak self] completion in
            self?.output.send(.toggleButton(isEnabled: true))
            if case .failure(let error) = completion {
                self?.output.send(.fetchQuoteDidFail(error: error))
            }
        } receiveValue: { [weak self] quote in
            self?.output.send(.fetchQuoteDidSucceed(quote: quote))
        }.store(in: &cancellables)
    }
}

extension QuoteViewModel.Output: CustomStringConvertible {
    /// A comparable rendering for timelines (the error compared by its description).
    public var description: String {
        switch self {
        case .fetchQuoteDidFail(let error): "fail(\(error))"
        case .fetchQuoteDidSucceed(let quote): "quote(\(quote.author))"
        case .toggleButton(let isEnabled): "button(\(isEnabled))"
        }
    }
}
