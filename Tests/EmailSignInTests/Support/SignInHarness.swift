import BinderyTest
@testable import EmailSignIn
import Foundation
import Testing

/// One sign-in form on virtual time: the view model (tracked for leaks) on a test scheduler, its input
/// relays, and a recorder on each output, all timed in milliseconds from the start.
final class SignInHarness {
    let scheduler = DispatchQueue.test
    let input = EmailSignInViewModel.Input()
    let viewModel: EmailSignInViewModel
    let isTextValid: TestRecorder<Bool, Never>
    let showNext: TestRecorder<String, Never>

    /// Builds the form; a leaked view model is reported at `sourceLocation`, the test that built it.
    init(sourceLocation: SourceLocation = #_sourceLocation) {
        let viewModel = trackForLeaks(EmailSignInViewModel(scheduler: scheduler.eraseToAnyScheduler()),
                                      sourceLocation: sourceLocation)
        let output = viewModel.transform(input: input)
        trackObservers(of: input.text, input.nextButtonClicked, sourceLocation: sourceLocation)
        self.viewModel = viewModel
        isTextValid = output.isTextValid.record(on: scheduler)
        showNext = output.showNext.record(on: scheduler)
        scheduler.advance()
    }

    /// One thing the user does, or time passing.
    enum Step: HarnessStep {
        /// The field's text becomes `text` (a keystroke, a paste).
        case type(String)
        /// The user taps the next button.
        case tap
        /// `milliseconds` of virtual time pass.
        case wait(Int)

        var waitedMilliseconds: Int? { if case let .wait(milliseconds) = self { milliseconds } else { nil } }
    }

    /// Plays `steps` in order, running whatever is due at each instant.
    func play(_ steps: Step...) {
        StepPlayer(scheduler: scheduler, settling: .afterEachStep).play(steps) { step in
            switch step {
            case let .type(text): input.text.accept(text)
            case .tap: input.nextButtonClicked.accept()
            case .wait: break
            }
        }
    }
}
