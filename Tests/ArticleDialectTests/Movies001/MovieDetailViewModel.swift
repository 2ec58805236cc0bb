import Bindery
import Foundation

/// A movie's details as the service returns them.
struct MovieDetail: Equatable {
    let title: String
    let overview: String
}

/// Business logic behind the detail screen (the article's `MovieSearchService`).
protocol MovieSearchService {
    func fetchMovieDetail() -> Observable<MovieDetail>
}

/// The article's repeated Input → Output shape as a protocol.
protocol ViewModelType {
    associatedtype Input
    associatedtype Output
    func transform(input: Input) -> Output
}

/// Seed 001's detail view model: a trigger in, the title out, nothing subscribed in the middle.
final class MovieDetailViewModel: ViewModelType {
    private let movieSearchService: MovieSearchService

    init(movieSearchService: MovieSearchService) {
        self.movieSearchService = movieSearchService
    }

    struct Input {
        /// viewWillAppear and the like.
        let trigger: Observable<Void>
    }

    struct Output {
        /// Bound to the title label.
        let resultTitleText: Observable<String>
    }

    func transform(input: Input) -> Output {
        let resultTitleText = input.trigger
            .flatMap { [movieSearchService] _ in
                movieSearchService.fetchMovieDetail()
            }
            .map { $0.title }
        return Output(resultTitleText: resultTitleText)
    }
}

/// A touch view's highlight, as the article's first exercise: pressed while touched, back when released.
final class TouchHighlightViewModel: ViewModelType {
    struct Input {
        let touchDown: Observable<Void>
        let touchUp: Observable<Void>
        let tap: Observable<Void>
    }

    struct Output {
        let isHighlighted: Driver<Bool>
        let showDetail: Signal<Void>
    }

    func transform(input: Input) -> Output {
        let isHighlighted = Observable.merge(input.touchDown.map { true }, input.touchUp.map { false })
            .startWith(false)
            .distinctUntilChanged()
            .asDriver(onErrorJustReturn: false)
        return Output(isHighlighted: isHighlighted, showDetail: input.tap.asSignal(onErrorSignalWith: .empty()))
    }
}
