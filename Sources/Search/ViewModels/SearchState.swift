import Bindery

/// Everything the search screen shows, kept by the view model and changed only by `SearchMutation`s.
struct SearchState: Equatable {
    /// The query the results are for ("" before any search, or after the field was cleared).
    var query = ""
    /// The results fetched so far, every page appended in order.
    var results: [SearchResult] = []
    /// How many results the service says there are.
    var total = 0
    /// The request in flight, if any.
    var loading: SearchRequest?
    /// The request that failed last, and why, until the next request starts.
    var failure: Failure?

    /// A failed request and its error.
    struct Failure: Equatable {
        let request: SearchRequest
        let error: ServiceError
    }

    /// The request for the next page, when there is one and nothing is in flight or failed.
    var nextPage: SearchRequest? {
        let start = results.count + 1
        guard loading == nil, failure == nil, !query.isEmpty, results.count < total,
              start <= SearchRequest.lastStart else { return nil }
        return SearchRequest(query: query, start: start)
    }

    /// What the status line says.
    var status: SearchStatus {
        if let loading { return loading.start == 1 ? .searching(loading.query) : .loadingMore }
        if let failure { return .failed(failure.error) }
        if query.isEmpty { return .idle }
        return results.isEmpty ? .noResults(query) : .results(total: total)
    }

    /// The state after `mutation`.
    func applying(_ mutation: SearchMutation) -> SearchState {
        var state = self
        switch mutation {
        case .clear:
            state = SearchState()
        case let .started(request):
            if request.start == 1 {
                state = SearchState(query: request.query)
            }
            state.loading = request
            state.failure = nil
        case let .loaded(request, page):
            state.loading = nil
            state.results = request.start == 1 ? page.items : state.results + page.items
            // A page that brings nothing ends the list, whatever total the service announced.
            state.total = page.items.isEmpty ? state.results.count : max(page.total, state.results.count)
        case let .failed(request, error):
            state.loading = nil
            state.failure = Failure(request: request, error: error)
        }
        return state
    }
}

/// One change to the search state.
enum SearchMutation {
    /// The field was emptied: no query, no results.
    case clear
    /// A request went out.
    case started(SearchRequest)
    /// A request's page arrived.
    case loaded(SearchRequest, SearchPage)
    /// A request failed.
    case failed(SearchRequest, ServiceError)
}

/// What the search screen's status line says.
public enum SearchStatus: Equatable, Sendable {
    /// Nothing searched yet (or the field was cleared).
    case idle
    /// The first page for this query is on its way.
    case searching(String)
    /// The next page is on its way.
    case loadingMore
    /// Results are on show; `total` match in all.
    case results(total: Int)
    /// The query matched nothing.
    case noResults(String)
    /// The last request failed.
    case failed(ServiceError)
}
