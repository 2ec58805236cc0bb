import BinderyTest
@testable import DutchPay
import Foundation
import Testing

/// One calculator on virtual time: the view model (tracked for leaks), its input relays and a recorder
/// on every output, all timed from the start.
final class CalculatorHarness {
    let scheduler = DispatchQueue.test
    let input = DutchPayViewModel.Input()
    let viewModel: DutchPayViewModel
    let totalAmount: TestRecorder<Int, Never>
    let personCount: TestRecorder<Int, Never>
    let perPersonAmount: TestRecorder<Int, Never>
    let canRemovePerson: TestRecorder<Bool, Never>
    let canAddPerson: TestRecorder<Bool, Never>

    /// Builds the calculator and delivers the drivers' first values; a leaked view model is reported
    /// at `sourceLocation`, the test that built it.
    init(sourceLocation: SourceLocation = #_sourceLocation) {
        let viewModel = trackForLeaks(DutchPayViewModel(scheduler: scheduler.eraseToAnyScheduler()),
                                      sourceLocation: sourceLocation)
        let output = viewModel.transform(input: input)
        trackObservers(of: input.keypad, input.minusPerson, input.plusPerson, sourceLocation: sourceLocation)
        self.viewModel = viewModel
        totalAmount = output.totalAmount.record(on: scheduler)
        personCount = output.personCount.record(on: scheduler)
        perPersonAmount = output.perPersonAmount.record(on: scheduler)
        canRemovePerson = output.canRemovePerson.record(on: scheduler)
        canAddPerson = output.canAddPerson.record(on: scheduler)
        scheduler.advance()
    }

    /// One thing the user does, or time passing.
    enum Step: HarnessStep {
        /// Presses the keys that type `digits` ("00" is one press of the 00 key).
        case type(String)
        /// Presses one key.
        case press(KeypadKey)
        /// Taps minus `times` times.
        case minus(times: Int)
        /// Taps plus `times` times.
        case plus(times: Int)
        /// `milliseconds` of virtual time pass.
        case wait(Int)

        /// Taps minus once.
        static let minus = Step.minus(times: 1)
        /// Taps plus once.
        static let plus = Step.plus(times: 1)

        var waitedMilliseconds: Int? { if case let .wait(milliseconds) = self { milliseconds } else { nil } }
    }

    /// Plays `steps` in order, then runs whatever is due now.
    func play(_ steps: Step...) {
        StepPlayer(scheduler: scheduler, settling: .afterTheLastStep).play(steps) { step in
            switch step {
            case let .type(digits): keys(typing: digits).forEach(input.keypad.accept)
            case let .press(key): input.keypad.accept(key)
            case let .minus(times): (0..<times).forEach { _ in input.minusPerson.accept() }
            case let .plus(times): (0..<times).forEach { _ in input.plusPerson.accept() }
            case .wait: break
            }
        }
    }

    /// The latest total, party size and per-person amount, in that order.
    var latest: [Int?] {
        [totalAmount.values.last, personCount.values.last, perPersonAmount.values.last]
    }
}
