import Bindery
import BinderyTest
import Foundation
import Testing

/// A service that answers after 200 ms with the next movie it was given.
final class StubMovieSearchService: MovieSearchService {
    var movies: [MovieDetail] = []
    private(set) var calls = 0
    func fetchMovieDetail() -> Observable<MovieDetail> {
        calls += 1
        return stubResponse(movies.isEmpty ? .failure(StubError.offline) : .success(movies.removeFirst()), after: .milliseconds(200))
    }
}

/// Seed 001: the view model turns a trigger into the title the label shows, and the touch view's highlight.
@Suite(.checksForLeaks)
struct MovieDetailViewModelTests {
    private let scheduler = DispatchQueue.test

    @Test func eachTriggerFetchesTheDetailAndShowsItsTitle() {
        withUIScheduler(scheduler) {
            let service = StubMovieSearchService()
            service.movies = [MovieDetail(title: "Parasite", overview: ""), MovieDetail(title: "Okja", overview: "")]
            let trigger = PublishSubject<Void>()
            let viewModel = trackForLeaks(MovieDetailViewModel(movieSearchService: service))
            let output = viewModel.transform(input: .init(trigger: trigger.asObservable()))
            #expect(service.calls == 0, "nothing is fetched before the view binds")

            let title = output.resultTitleText.record(on: scheduler)
            trigger.onNext(())
            scheduler.advance(by: .milliseconds(300))
            trigger.onNext(())
            scheduler.advance(by: .milliseconds(300))

            expectTimeline(title, [.next(200, "Parasite"), .next(500, "Okja")])
        }
    }

    @Test func boundWithSelfTheLabelGetsEveryTitleWhileTheOwnerLives() {
        withUIScheduler(scheduler) {
            final class Screen { var titles: [String] = [] }
            let service = StubMovieSearchService()
            service.movies = [MovieDetail(title: "Minari", overview: "")]
            let screen = Screen()
            let disposeBag = DisposeBag()
            let output = MovieDetailViewModel(movieSearchService: service).transform(input: .init(trigger: .just(())))
            output.resultTitleText
                .bind(with: screen, onNext: { owner, title in owner.titles.append(title) })
                .disposed(by: disposeBag)
            scheduler.advance(by: .milliseconds(200))
            #expect(screen.titles == ["Minari"])
        }
    }

    @Test func theTouchViewIsHighlightedWhileTouchedAndTapsShowTheDetail() {
        withUIScheduler(scheduler) {
            let touchDown = PublishSubject<Void>()
            let touchUp = PublishSubject<Void>()
            let tap = PublishSubject<Void>()
            let output = trackForLeaks(TouchHighlightViewModel())
                .transform(input: .init(touchDown: touchDown.asObservable(), touchUp: touchUp.asObservable(), tap: tap.asObservable()))
            let highlighted = output.isHighlighted.record(on: scheduler)
            let detail = output.showDetail.map { "detail" }.record(on: scheduler)
            scheduler.advance(by: .milliseconds(100))
            touchDown.onNext(())
            scheduler.advance(by: .milliseconds(100))
            touchUp.onNext(())
            tap.onNext(())
            scheduler.advance()

            expectTimeline(highlighted, [.next(0, false), .next(100, true), .next(200, false)])
            expectTimeline(detail, [.next(200, "detail")])
        }
    }
}
