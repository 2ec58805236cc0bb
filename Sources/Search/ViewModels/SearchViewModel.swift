import Bindery
import Foundation

/// The blog search screen: results for what the user types, page by page.
///
/// - The query is trimmed and searched once the user pauses for `debounceInterval`; an unchanged query
///   does not search again, and an empty one clears the results without searching.
/// - Latest wins: a new query cancels the request in flight (`flatMapLatest`), so a slow older answer
///   never replaces a newer one.
/// - `loadMore` fetches the next page and appends it, only when there is one and nothing is in flight.
/// - A failure shows its error and ends only that request; `retry` sends it again, and typing works as before.
/// - `itemSelected` (a row's index) sends the result's link to `showDetail`.
public final class SearchViewModel: ViewModelType {
    /// The view's events.
    public struct Input {
        /// The search bar's text: its current value, then each change.
        public let query = PublishRelay<String>()
        /// The user reached the end of the list (the "more" button).
        public let loadMore = PublishRelay<Void>()
        /// The user asked to send the failed request again.
        public let retry = PublishRelay<Void>()
        /// The user tapped the result at this index.
        public let itemSelected = PublishRelay<Int>()
    }

    /// What the view shows.
    public struct Output {
        /// The results so far, every page appended.
        public let results: Driver<[SearchResult]>
        /// What the status line says.
        public let status: Driver<SearchStatus>
        /// Whether there is a next page to load now.
        public let canLoadMore: Driver<Bool>
        /// Whether the last request failed and can be sent again.
        public let canRetry: Driver<Bool>
        /// A failed request's error, once, for an alert.
        public let error: Signal<ServiceError>
        /// The link of the result the user tapped: open it in the detail screen.
        public let showDetail: Signal<String>
    }

    /// How long the user must pause typing before the query is searched.
    public static var debounceInterval: DispatchQueue.SchedulerTimeType.Stride { .milliseconds(300) }

    private let service: SearchServiceType
    private let scheduler: AnySchedulerOf<DispatchQueue>
    private let state = BehaviorRelay(value: SearchState())
    private let disposeBag = DisposeBag()

    /// Creates the view model; `scheduler` is the UI scheduler (nil: `SharingScheduler.current` when it is made).
    public init(service: SearchServiceType, scheduler: AnySchedulerOf<DispatchQueue>? = nil) {
        self.service = service
        self.scheduler = SharingScheduler.resolve(scheduler)
    }

    /// Builds the outputs and starts searching the input's queries; call once per view.
    public func transform(input: Input) -> Output {
        let state = self.state
        let queries = input.query
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .debounce(for: Self.debounceInterval, scheduler: scheduler)
            .distinctUntilChanged()
            .map { query in query.isEmpty ? nil : SearchRequest(query: query) }
        let nextPages = input.loadMore.compactMap { state.value.nextPage }
        let retries = input.retry.compactMap { state.value.loading == nil ? state.value.failure?.request : nil }
        queries
            .merge(with: nextPages.map(Optional.some), retries.map(Optional.some))
            .flatMapLatest { [service, scheduler] request -> AnyPublisher<SearchMutation, Never> in
                guard let request else { return Just(.clear).eraseToAnyPublisher() }
                return Self.fetch(request, from: service, on: scheduler)
            }
            .bind { mutation in state.accept(state.value.applying(mutation)) }
            .disposed(by: disposeBag)

        let failures = state.map(\.failure).distinctUntilChanged().compactMap { $0?.error }
        let links = input.itemSelected.compactMap { index in
            state.value.results.indices.contains(index) ? state.value.results[index].link : nil
        }
        return Output(
            results: Driver(state.map(\.results).distinctUntilChanged(), scheduler: scheduler),
            status: Driver(state.map(\.status).distinctUntilChanged(), scheduler: scheduler),
            canLoadMore: Driver(state.map { $0.nextPage != nil }.distinctUntilChanged(), scheduler: scheduler),
            canRetry: Driver(state.map { $0.failure != nil && $0.loading == nil }.distinctUntilChanged(), scheduler: scheduler),
            error: Signal(failures, scheduler: scheduler),
            showDetail: Signal(links, scheduler: scheduler)
        )
    }

    /// `started` at once, then the page or the failure delivered on `scheduler`.
    private static func fetch(_ request: SearchRequest, from service: SearchServiceType,
                              on scheduler: AnySchedulerOf<DispatchQueue>) -> AnyPublisher<SearchMutation, Never> {
        let answer = service.search(request)
            .map { SearchMutation.loaded(request, $0) }
            .catch { error in Just(SearchMutation.failed(request, error as? ServiceError ?? .unreachable)) }
            .receive(on: scheduler)
        return Just(SearchMutation.started(request)).append(answer).eraseToAnyPublisher()
    }
}
