import Bindery
import Foundation

/// One movie's detail: `trigger` (the screen appearing,
/// or the retry button) fetches the detail through the `MovieSearchService`, and `resultTitleText` is its title.
///
/// Loading and errors are part of the screen: `isLoading` is true while a fetch is under way, and a failure goes
/// to `error` (nil again when the next fetch starts) without ending anything, so the next trigger fetches again.
/// A newer trigger cancels an older fetch.
public final class MovieDetailViewModel: ViewModelType {
    /// View에서 발생할 Input 이벤트(Stream)들 — the view's events.
    public struct Input {
        /// viewWillAppear와 같은 trigger event — fetch the detail (the screen appeared, or retry).
        public let trigger = PublishRelay<Void>()
    }

    /// View에 반영시킬 Output Stream들 — what the view shows.
    public struct Output {
        /// The movie's title, for `titleLabel`.
        public let resultTitleText: Driver<String>
        /// The whole detail, each time one arrives.
        public let movie: Driver<MovieDetail>
        /// Whether a fetch is under way.
        public let isLoading: Driver<Bool>
        /// The last fetch's error, or nil once a fetch starts or succeeds.
        public let error: Driver<ServiceError?>
    }

    /// The movie shown.
    public let movieID: Int
    // 비즈니스 로직을 담당하는 객체(API Call)
    private let movieSearchService: MovieSearchServiceType
    private let scheduler: AnySchedulerOf<DispatchQueue>

    /// Creates the view model for `movieID`; `scheduler` is the UI scheduler (nil: the current one).
    public init(movieID: Int, movieSearchService: MovieSearchServiceType, scheduler: AnySchedulerOf<DispatchQueue>? = nil) {
        self.movieID = movieID
        self.movieSearchService = movieSearchService
        self.scheduler = SharingScheduler.resolve(scheduler)
    }

    /// 뷰의 Input을 받아 Output으로 변형하는 메서드 — builds the outputs; call once per view.
    public func transform(input: Input) -> Output {
        let service = movieSearchService
        let movieID = self.movieID
        let loads = input.trigger
            .flatMapLatest { [scheduler] _ in
                Loading.fetch(service.fetchMovieDetail(id: movieID), on: scheduler)
            }
            .share()
        let movie = loads.compactMap(\.value)
        return Output(
            resultTitleText: Driver(movie.map(\.title), scheduler: scheduler),
            movie: Driver(movie, scheduler: scheduler),
            isLoading: Driver(loads.map(\.isLoading).distinctUntilChanged(), scheduler: scheduler),
            error: Driver(loads.map(\.error).distinctUntilChanged(), scheduler: scheduler)
        )
    }
}
