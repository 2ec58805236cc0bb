import Bindery

/// Searches blog posts.
public protocol SearchServiceType {
    /// A publisher of one page of results for `request`; cancelling it cancels the request.
    func search(_ request: SearchRequest) -> AnyPublisher<SearchPage, Error>
}
