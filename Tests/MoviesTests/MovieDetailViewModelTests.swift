import BinderyTest
import Foundation
@testable import Movies
import Testing

/// Seed 001's `MovieDetailViewModel` on virtual time: `trigger` → `MovieSearchService` → `resultTitleText`,
/// plus the loading and error states.
@Suite(.checksForLeaks)
struct MovieDetailViewModelTests {
    final class Harness {
        let scheduler = DispatchQueue.test
        let service: StubMovieService
        let input = MovieDetailViewModel.Input()
        let viewModel: MovieDetailViewModel
        let title: TestRecorder<String, Never>
        let isLoading: TestRecorder<Bool, Never>
        let error: TestRecorder<ServiceError?, Never>

        init(movieID: Int = 8, sourceLocation: SourceLocation = #_sourceLocation) {
            service = StubMovieService(scheduler: scheduler)
            viewModel = trackForLeaks(MovieDetailViewModel(movieID: movieID, movieSearchService: service,
                                                           scheduler: scheduler.eraseToAnyScheduler()),
                                      sourceLocation: sourceLocation)
            let output = viewModel.transform(input: input)
            title = output.resultTitleText.record(on: scheduler)
            isLoading = output.isLoading.record(on: scheduler)
            error = output.error.record(on: scheduler)
            scheduler.advance()
        }

        func wait(_ milliseconds: Int) { scheduler.advance(by: .milliseconds(milliseconds)) }
    }

    @Test func theTriggerFetchesTheMovieAndTheTitleShowsIt() {
        let screen = Harness()
        screen.service.enqueueDetail(.success(.metropolis), after: 400)

        screen.wait(100)
        expectTimeline(screen.title, [], "nothing until the screen appears")
        screen.input.trigger.accept()
        screen.wait(1000)

        expectTimeline(screen.title, [.next(500, "Metropolis")])
        expectTimeline(screen.isLoading, [.next(100, true), .next(500, false)])
        expectTimeline(screen.error, [.next(100, nil)])
        #expect(screen.service.requests == [8])
    }

    @Test(arguments: [ServiceError.unreachable, .notFound, .badStatus(500), .unreadableAnswer])
    func aFailureShowsItsErrorAndTheNextTriggerRetries(error: ServiceError) {
        let screen = Harness()
        screen.service.enqueueDetail(.failure(error), .success(.metropolis), after: 200)

        screen.input.trigger.accept()
        screen.wait(1000)
        screen.input.trigger.accept()
        screen.wait(1000)

        expectTimeline(screen.error, [.next(0, nil), .next(200, error), .next(1000, nil)])
        expectTimeline(screen.isLoading, [.next(0, true), .next(200, false), .next(1000, true), .next(1200, false)])
        expectTimeline(screen.title, [.next(1200, "Metropolis")])
    }

    @Test func aNewTriggerCancelsTheFetchInFlight() {
        let screen = Harness()
        screen.service.enqueueDetail(.success(MovieDetail(id: 8, title: "Old")), after: 1000)
        screen.service.enqueueDetail(.success(.metropolis), after: 100)

        screen.input.trigger.accept()
        screen.wait(500)
        screen.input.trigger.accept()
        screen.wait(2000)

        expectTimeline(screen.title, [.next(600, "Metropolis")])
        #expect(screen.service.cancellations == 1)
    }
}
