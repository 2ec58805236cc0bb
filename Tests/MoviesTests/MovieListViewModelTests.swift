import BinderyTest
import Foundation
@testable import Movies
import Testing

/// The movie list's view model on virtual time: loading, failure and retry, and the cards' touch states.
@Suite(.checksForLeaks)
struct MovieListViewModelTests {
    /// The view model with a stub service and recorders on every output.
    final class Harness {
        let scheduler = DispatchQueue.test
        let service: StubMovieService
        let input = MovieListViewModel.Input()
        let viewModel: MovieListViewModel
        let movies: TestRecorder<[Int], Never>
        let isLoading: TestRecorder<Bool, Never>
        let error: TestRecorder<ServiceError?, Never>
        let pressed: TestRecorder<Int?, Never>
        let showDetail: TestRecorder<Int, Never>

        init(sourceLocation: SourceLocation = #_sourceLocation) {
            service = StubMovieService(scheduler: scheduler)
            viewModel = trackForLeaks(MovieListViewModel(movieSearchService: service, scheduler: scheduler.eraseToAnyScheduler()),
                                      sourceLocation: sourceLocation)
            let output = viewModel.transform(input: input)
            movies = output.movies.map { $0.map(\.id) }.record(on: scheduler)
            isLoading = output.isLoading.record(on: scheduler)
            error = output.error.record(on: scheduler)
            pressed = output.pressedMovieID.record(on: scheduler)
            showDetail = output.showDetail.record(on: scheduler)
            scheduler.advance()
        }

        func wait(_ milliseconds: Int) { scheduler.advance(by: .milliseconds(milliseconds)) }
    }

    @Test func theTriggerLoadsTheList() {
        let screen = Harness()
        screen.service.enqueueList(.success([.metropolis, .theKid]), after: 300)

        screen.input.trigger.accept()
        screen.wait(1000)

        expectTimeline(screen.movies, [.next(300, [8, 3])])
        expectTimeline(screen.isLoading, [.next(0, true), .next(300, false)])
        expectTimeline(screen.error, [.next(0, nil)])
    }

    @Test func aFailureShowsItsErrorAndARetryLoadsAgain() {
        let screen = Harness()
        screen.service.enqueueList(.failure(.unreachable), after: 100)
        screen.service.enqueueList(.success([.theKid]), after: 100)

        screen.input.trigger.accept()
        screen.wait(1000)
        screen.input.trigger.accept()
        screen.wait(1000)

        expectTimeline(screen.error, [.next(0, nil), .next(100, .unreachable), .next(1000, nil)])
        expectTimeline(screen.isLoading, [.next(0, true), .next(100, false), .next(1000, true), .next(1100, false)])
        expectTimeline(screen.movies, [.next(1100, [3])])
    }

    @Test func aCardIsPressedFromTouchDownUntilTheTouchEndsOrLeavesIt() {
        let screen = Harness()

        screen.input.touchDown.accept(8)
        screen.wait(100)
        screen.input.touchCancel.accept(3)      // another card's leave changes nothing
        screen.wait(100)
        screen.input.touchCancel.accept(8)      // the pointer left the pressed card
        screen.wait(100)
        screen.input.touchUp.accept(8)          // ...and was released outside: not a tap
        screen.wait(100)
        screen.input.touchDown.accept(3)
        screen.wait(100)
        screen.input.touchUp.accept(3)          // a tap
        screen.wait(100)
        screen.input.touchUp.accept(3)          // an up without a down is no tap
        screen.wait(100)

        expectTimeline(screen.pressed, [.next(0, 8), .next(200, nil), .next(400, 3), .next(500, nil)])
        expectTimeline(screen.showDetail, [.next(500, 3)])
    }

    @Test func anUpOnAnotherCardThanTheOnePressedReleasesWithoutATap() {
        let screen = Harness()
        screen.input.touchDown.accept(8)
        screen.input.touchUp.accept(3)
        screen.wait(0)

        expectTimeline(screen.pressed, [.next(0, 8), .next(0, nil)])
        expectTimeline(screen.showDetail, [])
    }
}
