import Bindery

/// Fetches random quotes (the seed's service protocol).
public protocol QuoteServiceType {
    /// A publisher of one random quote; cancelling it cancels the request.
    func getRandomQuote() -> AnyPublisher<Quote, Error>
}
