import BinderyTest
import FindNumber
import Foundation
import Testing

/// One game on virtual time: a stub service, a record store on a fresh defaults suite, the view model
/// (tracked for leaks), its input relays and a recorder on every output, all timed from the start.
final class GameHarness {
    let scheduler = DispatchQueue.test
    let service: StubRandomNumberService
    let suiteName: String
    let store: RecordStore
    let input = FindNumberViewModel.Input()
    let viewModel: FindNumberViewModel
    let target: TestRecorder<Int, Never>
    let round: TestRecorder<Int, Never>
    let bestRecord: TestRecorder<Int, Never>
    let currentRecord: TestRecorder<Int, Never>
    let error: TestRecorder<FindNumberError, Never>

    /// Builds the game over `suiteName` (a fresh suite by default) and delivers the drivers' first values;
    /// a leaked view model is reported at `sourceLocation`, the test that built it.
    init(suiteName: String = TemporaryDefaults.makeSuiteName(),
         range: ClosedRange<Int> = 1...3,
         sourceLocation: SourceLocation = #_sourceLocation) {
        service = StubRandomNumberService(scheduler: scheduler)
        self.suiteName = suiteName
        store = RecordStore(defaults: TemporaryDefaults.defaults(suiteName: suiteName))
        let viewModel = trackForLeaks(FindNumberViewModel(service: service, store: store, range: range),
                                      sourceLocation: sourceLocation)
        let input = input
        let output = SharingScheduler.mock(scheduler: scheduler.eraseToAnyScheduler()) {
            viewModel.transform(input: input)
        }
        self.viewModel = viewModel
        target = output.target.record(on: scheduler)
        round = output.round.record(on: scheduler)
        bestRecord = output.bestRecord.record(on: scheduler)
        currentRecord = output.currentRecord.record(on: scheduler)
        error = output.error.record(on: scheduler)
        scheduler.advance()
    }

    /// One thing the player does, or time passing.
    enum Step {
        /// The screen loads.
        case start
        /// The player taps `number`.
        case guess(Int)
        /// The player taps reset.
        case reset
        /// `milliseconds` of virtual time pass.
        case wait(Int)
    }

    /// Plays `steps` in order.
    func play(_ steps: Step...) {
        for step in steps {
            switch step {
            case .start: input.gameStart.accept()
            case let .guess(number): input.checkNumber.accept(number)
            case .reset: input.resetStage.accept()
            case let .wait(milliseconds): advance(by: milliseconds)
            }
        }
    }

    /// Advances virtual time by `milliseconds`, running everything due.
    func advance(by milliseconds: Int) {
        scheduler.advance(by: .milliseconds(milliseconds))
    }
}
