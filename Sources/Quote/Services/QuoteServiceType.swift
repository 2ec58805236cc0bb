import Bindery

/// Fetches random quotes.
public protocol QuoteServiceType {
    /// A publisher of one random quote; cancelling it cancels the request.
    func getRandomQuote() -> AnyPublisher<Quote, Error>
}
