import BinderyTest
@testable import Cats
import Foundation
import Testing

/// The cat viewer's view model on virtual time: fetch then download, Stop cancels, the latest tap wins.
@Suite(.checksForLeaks)
struct CatsViewModelTests {
    let scheduler = DispatchQueue.test
    let service: StubCatService
    let input = CatsViewModel.Input()

    init() { service = StubCatService(scheduler: scheduler) }

    /// The view model's outputs, recorded from the start.
    struct Recorders {
        let viewModel: CatsViewModel
        let picture: TestRecorder<CatPicture?, Never>
        let isLoading: TestRecorder<Bool, Never>
        let error: TestRecorder<ServiceError, Never>
    }

    /// One thing the user does, or time passing.
    enum Step {
        case resume, stop
        /// `milliseconds` of virtual time pass.
        case wait(Int)
    }

    /// Plays `steps` in order.
    private func play(_ steps: Step...) {
        for step in steps {
            switch step {
            case .resume: input.resume.accept()
            case .stop: input.stop.accept()
            case let .wait(milliseconds): scheduler.advance(by: .milliseconds(milliseconds))
            }
        }
    }

    private func start() -> Recorders {
        let viewModel = trackForLeaks(CatsViewModel(service: service, scheduler: scheduler.eraseToAnyScheduler()))
        let output = viewModel.transform(input: input)
        let recorders = Recorders(viewModel: viewModel, picture: output.picture.record(on: scheduler),
                                  isLoading: output.isLoading.record(on: scheduler), error: output.error.record(on: scheduler))
        scheduler.advance()
        return recorders
    }

    @Test func resumeFetchesACatDownloadsItsPictureAndShowsIt() {
        let screen = start()
        service.enqueueCat(.success(.tabby), after: 100)
        service.enqueuePicture(.success(.tabbyPicture), after: 200)

        play(.resume, .wait(1000))

        expectTimeline(screen.picture, [.next(0, nil), .next(300, .tabby)])
        expectTimeline(screen.isLoading, [.next(0, false), .next(0, true), .next(300, false)])
        expectTimeline(screen.error, [])
        #expect(service.downloads == [.tabby])
    }

    @Test func stopWhileTheCatIsFetchedCancelsTheFetchAndNothingShowsLater() {
        let screen = start()
        service.enqueueCat(.success(.tabby), after: 500)
        service.enqueuePicture(.success(.tabbyPicture), after: 100)

        play(.resume, .wait(100), .stop, .wait(2000))

        #expect(service.fetchCancellations == 1)
        #expect(service.downloads.isEmpty)
        expectTimeline(screen.picture, [.next(0, nil)], "no picture, not even after the answer was due")
        expectTimeline(screen.isLoading, [.next(0, false), .next(0, true), .next(100, false)])
    }

    @Test func stopWhileThePictureDownloadsCancelsTheDownloadAndClearsThePicture() {
        let screen = start()
        service.enqueueCat(.success(.tabby), after: 100)
        service.enqueuePicture(.success(.tabbyPicture), after: 100)
        service.enqueueCat(.success(.loaf), after: 100)
        service.enqueuePicture(.success(.loafPicture), after: 500)

        play(.resume, .wait(1000), .resume, .wait(300), .stop, .wait(2000))

        #expect(service.downloads == [.tabby, .loaf])
        #expect(service.downloadCancellations == 1)
        expectTimeline(screen.picture, [.next(0, nil), .next(200, .tabby), .next(1300, nil)],
                       "the first picture stays while the next loads; stop clears it and the late one never shows")
    }

    @Test func aNewResumeCancelsTheOneInFlightAndOnlyTheNewCatShows() {
        let screen = start()
        service.enqueueCat(.success(.tabby), after: 300)
        service.enqueueCat(.success(.loaf), after: 100)
        service.enqueuePicture(.success(.loafPicture), after: 100)

        play(.resume, .wait(100), .resume, .wait(1000))

        #expect(service.fetchCancellations == 1)
        expectTimeline(screen.picture, [.next(0, nil), .next(300, .loaf)])
    }

    @Test(arguments: [ServiceError.invalidAddress, .unreachable, .badStatus(503), .unreadableAnswer])
    func aFailureIsAnErrorAndTheNextResumeWorks(error: ServiceError) {
        let screen = start()
        service.enqueueCat(.success(.tabby), after: 100)
        service.enqueuePicture(.failure(error), after: 100)
        service.enqueueCat(.success(.loaf), after: 100)
        service.enqueuePicture(.success(.loafPicture), after: 100)

        play(.resume, .wait(1000), .resume, .wait(1000))

        expectTimeline(screen.error, [.next(200, error)])
        expectTimeline(screen.picture, [.next(0, nil), .next(1200, .loaf)])
        expectTimeline(screen.isLoading, [.next(0, false), .next(0, true), .next(200, false), .next(1000, true), .next(1200, false)])
    }

    @Test func unsubscribingCancelsTheWorkInFlight() {
        let screen = start()
        service.enqueueCat(.success(.tabby), after: 500)

        play(.resume, .wait(100))
        screen.picture.cancel()
        screen.isLoading.cancel()
        screen.error.cancel()
        scheduler.advance(by: .milliseconds(1000))

        #expect(service.fetchCancellations == 1)
        #expect(service.downloads.isEmpty)
    }
}
