import BinderyTest
import Foundation
@testable import Login
import Testing

/// One sign-in form on virtual time: a stub store, a throttle, separate UI and background test
/// schedulers (so a test can show the check waits for the background), the view model (tracked for
/// leaks), its input relays and a recorder on every output, timed on the UI scheduler from the start.
final class LoginHarness {
    let ui: TestSchedulerOf<DispatchQueue>
    let background: TestSchedulerOf<DispatchQueue>
    let store: StubAccountStore
    let throttle: LoginThrottle
    let input = LoginViewModel.Input()
    let viewModel: LoginViewModel
    let isEmailValid: TestRecorder<Bool, Never>
    let isPasswordValid: TestRecorder<Bool, Never>
    let isLoginEnabled: TestRecorder<Bool, Never>
    let isChecking: TestRecorder<Bool, Never>
    let signedIn: TestRecorder<Account, Never>
    let error: TestRecorder<LoginError, Never>

    /// Builds the form (sharing `ui`, `background` and `throttle` when given, as tabs share the server's queues and
    /// throttle; a new throttle runs on `ui`'s wall clock) and delivers the drivers' first values; a leaked view
    /// model is reported at `sourceLocation`.
    init(store: StubAccountStore = StubAccountStore(),
         throttle: LoginThrottle? = nil,
         ui: TestSchedulerOf<DispatchQueue> = DispatchQueue.test,
         background: TestSchedulerOf<DispatchQueue> = DispatchQueue.test,
         clientAddress: String? = nil,
         sourceLocation: SourceLocation = #_sourceLocation) {
        self.ui = ui
        self.background = background
        self.store = store
        let throttle = throttle ?? LoginThrottle(clock: ui.wallClock())
        self.throttle = throttle
        let viewModel = trackForLeaks(
            LoginViewModel(accounts: store, throttle: throttle, background: background.eraseToAnyScheduler(),
                           scheduler: ui.eraseToAnyScheduler(), clientAddress: clientAddress),
            sourceLocation: sourceLocation
        )
        let output = viewModel.transform(input: input)
        trackObservers(of: input.email, input.password, input.loginTap, sourceLocation: sourceLocation)
        self.viewModel = viewModel
        isEmailValid = output.isEmailValid.record(on: ui)
        isPasswordValid = output.isPasswordValid.record(on: ui)
        isLoginEnabled = output.isLoginEnabled.record(on: ui)
        isChecking = output.isChecking.record(on: ui)
        signedIn = output.signedIn.record(on: ui)
        error = output.error.record(on: ui)
        ui.advance()
    }

    /// One thing the user does, or time passing.
    enum Step: HarnessStep {
        /// The email field's text becomes `text`.
        case email(String)
        /// The password field's text becomes `text`.
        case password(String)
        /// The user taps Login.
        case tap
        /// `milliseconds` of virtual time pass on the UI scheduler (the background runs nothing).
        case wait(Int)
        /// The background runs the checks waiting for it, and their answers reach the UI.
        case runChecks

        var waitedMilliseconds: Int? { if case let .wait(milliseconds) = self { milliseconds } else { nil } }
    }

    /// Plays `steps` in order, running the UI's due work after each.
    func play(_ steps: Step...) {
        StepPlayer(scheduler: ui, settling: .afterEachStep).play(steps) { step in
            switch step {
            case let .email(text): input.email.accept(text)
            case let .password(text): input.password.accept(text)
            case .tap: input.loginTap.accept()
            case .runChecks: background.advance()
            case .wait: break
            }
        }
    }

    /// Types the credentials, taps Login and lets the check run, `times` times.
    func fail(_ times: Int, email: String = "demo@example.com", password: String = "wrong-password") {
        for _ in 0..<times { play(.email(email), .password(password), .tap, .runChecks) }
    }
}
