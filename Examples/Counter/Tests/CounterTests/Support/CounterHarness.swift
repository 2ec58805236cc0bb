import BinderyTest
@testable import Counter
import Foundation
import Testing

/// One counter on virtual time: the view model (tracked for leaks) on a test scheduler, its input relays, and a
/// recorder on each output, all timed in milliseconds from the start.
final class CounterHarness {
    let scheduler = DispatchQueue.test
    let input = CounterViewModel.Input()
    let viewModel: CounterViewModel
    let count: TestRecorder<Int, Never>
    let canDecrement: TestRecorder<Bool, Never>
    let canReset: TestRecorder<Bool, Never>

    /// Builds the counter and delivers the drivers' first values; a leaked view model, or an input relay still
    /// subscribed when the test ends, is reported at `sourceLocation`, the test that built it.
    init(sourceLocation: SourceLocation = #_sourceLocation) {
        let viewModel = trackForLeaks(CounterViewModel(scheduler: scheduler.eraseToAnyScheduler()),
                                      sourceLocation: sourceLocation)
        trackObservers(of: input.increment, input.decrement, input.reset, sourceLocation: sourceLocation)
        let output = viewModel.transform(input: input)
        self.viewModel = viewModel
        count = output.count.record(on: scheduler)
        canDecrement = output.canDecrement.record(on: scheduler)
        canReset = output.canReset.record(on: scheduler)
        scheduler.advance()
    }

    /// Every output recorded so far, in one value a test compares whole.
    var timeline: CounterTimeline {
        CounterTimeline(count: count.events, canDecrement: canDecrement.events, canReset: canReset.events)
    }

    /// One thing the user does, or time passing.
    enum Step: HarnessStep {
        /// A tap on +.
        case increment
        /// A tap on −.
        case decrement
        /// A tap on reset.
        case reset
        /// `milliseconds` of virtual time pass.
        case wait(Int)

        var waitedMilliseconds: Int? { if case let .wait(milliseconds) = self { milliseconds } else { nil } }
    }

    /// Plays `steps` in order, running whatever is due at each instant.
    func play(_ steps: Step...) {
        StepPlayer(scheduler: scheduler, settling: .afterEachStep).play(steps) { step in
            switch step {
            case .increment: input.increment.accept()
            case .decrement: input.decrement.accept()
            case .reset: input.reset.accept()
            case .wait: break
            }
        }
    }
}

/// The counter's three outputs as recorded on virtual time: what a test expects in one piece.
struct CounterTimeline: Equatable {
    /// The count.
    var count: [Recorded<Int>]
    /// Whether − is enabled.
    var canDecrement: [Recorded<Bool>]
    /// Whether reset is enabled.
    var canReset: [Recorded<Bool>]
}
