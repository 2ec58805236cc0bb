import BinderyTest
@testable import FindNumber
import Foundation
import Testing

/// One game on virtual time: a stub service, a record store on a fresh defaults suite, the view model
/// (tracked for leaks), its input relays and a recorder on every output, all timed from the start.
final class GameHarness {
    let scheduler = DispatchQueue.test
    let service: StubRandomNumberService
    /// The temporary directory the record suite lives in (removed when the last user lets go).
    let suites: TemporaryDefaults
    let suiteName: String
    let store: RecordStore
    let input = FindNumberViewModel.Input()
    let viewModel: FindNumberViewModel
    let target: TestRecorder<Int, Never>
    let round: TestRecorder<Int, Never>
    let bestRecord: TestRecorder<Int, Never>
    let currentRecord: TestRecorder<Int, Never>
    let error: TestRecorder<FindNumberError, Never>

    /// Builds the game over `suiteName` in `suites` (a fresh suite by default) and delivers the drivers'
    /// first values; a leaked view model, or an input relay still subscribed when the test ends, is
    /// reported at `sourceLocation`, the test that built it.
    init(suites: TemporaryDefaults = TemporaryDefaults(),
         suiteName: String? = nil,
         range: ClosedRange<Int> = 1...3,
         sourceLocation: SourceLocation = #_sourceLocation) {
        service = StubRandomNumberService(scheduler: scheduler)
        self.suites = suites
        let suiteName = suiteName ?? suites.makeSuiteName()
        self.suiteName = suiteName
        store = RecordStore(defaults: suites.defaults(suiteName: suiteName))
        let (service, store, input) = (service, store, input)
        trackObservers(of: input.gameStart, input.checkNumber, input.resetStage, sourceLocation: sourceLocation)
        // Made and bound in one turn of the UI thread, as BinderyWeb does: given no scheduler, the view model keeps
        // the one in effect.
        let (viewModel, output) = SharingScheduler.mock(scheduler: scheduler.eraseToAnyScheduler()) {
            let viewModel = trackForLeaks(FindNumberViewModel(service: service, store: store, range: range),
                                          sourceLocation: sourceLocation)
            return (viewModel, viewModel.transform(input: input))
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
    enum Step: HarnessStep {
        /// The screen loads.
        case start
        /// The player taps `number`.
        case guess(Int)
        /// The player taps reset.
        case reset
        /// `milliseconds` of virtual time pass.
        case wait(Int)

        var waitedMilliseconds: Int? { if case let .wait(milliseconds) = self { milliseconds } else { nil } }
    }

    /// Every output's timeline so far.
    var timeline: GameTimeline {
        GameTimeline(target: target.events, round: round.events, bestRecord: bestRecord.events,
                     currentRecord: currentRecord.events, error: error.events)
    }

    /// Expects all five outputs to have recorded exactly `expected`; a mismatch is reported as one diff.
    func expect(_ expected: GameTimeline, _ comment: Comment? = nil,
                sourceLocation: SourceLocation = #_sourceLocation) {
        expectEqualTimelines(timeline, expected, comment, sourceLocation: sourceLocation)
    }

    /// Plays `steps` in order.
    func play(_ steps: Step...) {
        StepPlayer(scheduler: scheduler).play(steps) { step in
            switch step {
            case .start: input.gameStart.accept()
            case let .guess(number): input.checkNumber.accept(number)
            case .reset: input.resetStage.accept()
            case .wait: break
            }
        }
    }

    /// Advances virtual time by `milliseconds`, running everything due.
    func advance(by milliseconds: Int) {
        scheduler.advance(by: .milliseconds(milliseconds))
    }
}
