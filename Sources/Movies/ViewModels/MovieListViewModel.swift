import Bindery
import Foundation

/// The movie list: cards that show they are touched, and open their movie when tapped.
///
/// - `trigger` (the screen first appearing, or the retry button) fetches the list; a newer trigger cancels an
///   older fetch. While it loads `isLoading` is true; a failure goes to `error` (nil again on the next try).
/// - A card is `pressed` from its touch down until the touch ends or leaves it; a touch that ends on the
///   card it went down on is a tap, and `showDetail` sends the card's movie id.
public final class MovieListViewModel: ViewModelType {
    /// The view's events.
    public struct Input {
        /// Fetch the list: the screen first appeared, or the user asked to retry.
        public let trigger = PublishRelay<Void>()
        /// A touch went down on the card of this movie id.
        public let touchDown = PublishRelay<Int>()
        /// The touch ended on the card of this movie id.
        public let touchUp = PublishRelay<Int>()
        /// The touch left, or was cancelled on, the card of this movie id.
        public let touchCancel = PublishRelay<Int>()
    }

    /// What the view shows.
    public struct Output {
        /// The movies, each time a list arrives.
        public let movies: Driver<[Movie]>
        /// Whether the list is being fetched.
        public let isLoading: Driver<Bool>
        /// The last fetch's error, or nil once a fetch starts or succeeds.
        public let error: Driver<ServiceError?>
        /// The id of the card held down, if any.
        public let pressedMovieID: Driver<Int?>
        /// A tapped card's movie id: open its detail.
        public let showDetail: Signal<Int>
    }

    private let movieSearchService: MovieSearchServiceType
    private let scheduler: AnySchedulerOf<DispatchQueue>

    /// Creates the view model; `scheduler` is the UI scheduler (nil: `SharingScheduler.current` when it is made).
    public init(movieSearchService: MovieSearchServiceType, scheduler: AnySchedulerOf<DispatchQueue>? = nil) {
        self.movieSearchService = movieSearchService
        self.scheduler = SharingScheduler.resolve(scheduler)
    }

    /// Builds the outputs from the input; call once per view.
    public func transform(input: Input) -> Output {
        let service = movieSearchService
        let loads = input.trigger
            .flatMapLatest { [scheduler] _ in
                Loading.fetch(service.fetchMovies(), on: scheduler)
            }
            .share()
        let touches = input.touchDown.map(CardTouch.down)
            .merge(with: input.touchUp.map(CardTouch.up), input.touchCancel.map(CardTouch.cancel))
            .scan(TouchState()) { state, touch in state.applying(touch) }
            .share()
        return Output(
            movies: Driver(loads.compactMap(\.value), scheduler: scheduler),
            isLoading: Driver(loads.map(\.isLoading).distinctUntilChanged(), scheduler: scheduler),
            error: Driver(loads.map(\.error).distinctUntilChanged(), scheduler: scheduler),
            pressedMovieID: Driver(touches.map(\.pressed).distinctUntilChanged(), scheduler: scheduler),
            showDetail: Signal(touches.compactMap(\.tapped), scheduler: scheduler)
        )
    }
}

/// One fetch as the screen sees it: under way, then its value or its error.
enum Loading<Value> {
    /// The fetch started.
    case loading
    /// The value arrived.
    case loaded(Value)
    /// The fetch failed.
    case failed(ServiceError)

    /// `loading` at once, then the value or the error delivered on `scheduler`; never fails.
    static func fetch(_ publisher: AnyPublisher<Value, Error>,
                      on scheduler: AnySchedulerOf<DispatchQueue>) -> AnyPublisher<Loading, Never> {
        publisher
            .map(Loading.loaded)
            .catch { error in Just(Loading.failed(error as? ServiceError ?? .unreachable)) }
            .receive(on: scheduler)
            .prepend(.loading)
            .eraseToAnyPublisher()
    }

    /// The value, when it arrived.
    var value: Value? { if case let .loaded(value) = self { value } else { nil } }
    /// Whether the fetch is under way.
    var isLoading: Bool { if case .loading = self { true } else { false } }
    /// The error, when it failed.
    var error: ServiceError? { if case let .failed(error) = self { error } else { nil } }
}
