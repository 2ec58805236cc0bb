import Bindery
import Foundation

/// The sign-in form: live validity of both fields, and a throttled credential check.
///
/// - The email is valid when it contains "@" and ".com", the password when it has 6 characters or more;
///   both start invalid (an empty form).
/// - Login is enabled only when both are valid and no check is in flight; a tap while disabled, or while
///   a check runs, is ignored, so one check at a time.
/// - A check runs on the `background` scheduler (bcrypt is slow) and its answer comes back on the UI
///   scheduler: a match signs in, a mismatch is the `mismatch` error, a store failure `storeUnavailable`.
/// - A try counts as a failure from the moment it is admitted (so checks in flight in other tabs count). Its
///   check settles it with the throttle where it ran, before the answer reaches the UI, so a check whose screen
///   is gone (left, or its tab closed) still counts and is logged; a sign-in or a store failure gives that place
///   back.
/// - Tries count against three keys (see `AttemptPolicy`): the (email, client) pair, the email from every client
///   and the client on every email, where the client is its network address when known, else this tab. While
///   any key is in its delay, tries are refused with `tooManyAttempts` (no check runs). A sign-in forgets the
///   failures of its pair and its email only: this client's stay counted, so signing in to a known account
///   between guesses cannot reset the client's count.
public final class LoginViewModel: ViewModelType {
    /// The view's events.
    public struct Input {
        /// The email field's text, each time it changes.
        public let email = PublishRelay<String>()
        /// The password field's text, each time it changes.
        public let password = PublishRelay<String>()
        /// Fires when the user taps Login.
        public let loginTap = PublishRelay<Void>()
    }

    /// What the view shows.
    public struct Output {
        /// Whether the email passes its rule (the email bullet).
        public let isEmailValid: Driver<Bool>
        /// Whether the password passes its rule (the password bullet).
        public let isPasswordValid: Driver<Bool>
        /// Whether Login can be tapped: both fields valid and no check in flight.
        public let isLoginEnabled: Driver<Bool>
        /// Whether a check is in flight.
        public let isChecking: Driver<Bool>
        /// The account, once, when the credentials match.
        public let signedIn: Signal<Account>
        /// Why a tap did not sign in, once, for an alert.
        public let error: Signal<LoginError>
    }

    private let accounts: any AccountStore
    private let throttle: LoginThrottle
    private let background: AnySchedulerOf<DispatchQueue>
    private let scheduler: AnySchedulerOf<DispatchQueue>
    private let client: String
    private let credentialsRelay = BehaviorRelay(value: Credentials())
    private let checkingRelay = BehaviorRelay(value: false)
    private let signedInRelay = PublishRelay<Account>()
    private let errorRelay = PublishRelay<LoginError>()
    private let disposeBag = DisposeBag()

    /// Creates the form; checks run on `background`, `scheduler` is the UI scheduler
    /// (nil: `SharingScheduler.current` when it is made). Failures also count against
    /// `clientAddress` (the browser's network address) when known, else against this tab.
    public init(accounts: any AccountStore,
                throttle: LoginThrottle,
                background: AnySchedulerOf<DispatchQueue>,
                scheduler: AnySchedulerOf<DispatchQueue>? = nil,
                clientAddress: String? = nil) {
        self.client = clientAddress ?? "tab:" + UUID().uuidString
        self.accounts = accounts
        self.throttle = throttle
        self.background = background
        self.scheduler = SharingScheduler.resolve(scheduler)
    }

    /// Builds the outputs and starts following the input's events; call once per view.
    public func transform(input: Input) -> Output {
        input.email.prepend("")
            .combineLatest(input.password.prepend("")) { Credentials(email: $0, password: $1) }
            .bind(to: credentialsRelay)
            .disposed(by: disposeBag)

        input.loginTap
            .withLatestFrom(credentialsRelay)
            .filter { [checkingRelay] credentials in credentials.isValid && !checkingRelay.value }
            .flatMapLatest { [weak self] credentials in
                self?.attempt(credentials) ?? Empty().eraseToAnyPublisher()
            }
            .bind(with: self) { viewModel, step in viewModel.apply(step) }
            .disposed(by: disposeBag)

        let isEmailValid = credentialsRelay.map(\.isEmailValid).distinctUntilChanged()
        let isPasswordValid = credentialsRelay.map(\.isPasswordValid).distinctUntilChanged()
        let isLoginEnabled = credentialsRelay.map(\.isValid)
            .combineLatest(checkingRelay) { isValid, isChecking in isValid && !isChecking }
            .distinctUntilChanged()
        return Output(
            isEmailValid: Driver(isEmailValid, scheduler: scheduler),
            isPasswordValid: Driver(isPasswordValid, scheduler: scheduler),
            isLoginEnabled: Driver(isLoginEnabled, scheduler: scheduler),
            isChecking: Driver(checkingRelay.distinctUntilChanged(), scheduler: scheduler),
            signedIn: Signal(signedInRelay, scheduler: scheduler),
            error: Signal(errorRelay, scheduler: scheduler)
        )
    }

    /// One try: refused by the throttle at once, or a check on `background` answered on `scheduler`. The check
    /// starts as soon as the try is admitted (not when the step stream is subscribed) and settles the try with the
    /// throttle itself, so cancelling the stream (leaving the screen) cannot give an admitted try back.
    private func attempt(_ credentials: Credentials) -> AnyPublisher<LoginStep, Never> {
        // Admitting counts the try as a failure at once, so tries in flight in other tabs count too.
        let attempt: LoginThrottle.Try
        switch throttle.admit(account: credentials.email, client: client) {
        case let .refused(delay): return Just(.refused(retryAfter: delay)).eraseToAnyPublisher()
        case let .admitted(admitted): attempt = admitted
        }
        // One scheduled block computes the answer, settles the try and the Future sends the answer with its
        // completion, so even a concurrent background queue cannot reorder them (as `receive(on:)` onto it could).
        let (accounts, throttle, background) = (self.accounts, self.throttle, self.background)
        let answer = Future<Result<Account?, any Error>, Never> { promise in
            background.schedule {
                let answer = Result { try accounts.authenticate(email: credentials.email, password: credentials.password) }
                throttle.settle(attempt, with: answer)
                promise(.success(answer))
            }
        }
        return answer
            .receive(on: scheduler)
            .map(LoginStep.answered)
            .prepend(.checking)
            .eraseToAnyPublisher()
    }

    /// Applies one step to the state relays (the throttle has already settled an answered try).
    private func apply(_ step: LoginStep) {
        switch step {
        case let .refused(delay):
            errorRelay.accept(.tooManyAttempts(minutes: AttemptPolicy.minutes(delay)))
        case .checking:
            checkingRelay.accept(true)
        case let .answered(.success(account?)):
            checkingRelay.accept(false)
            signedInRelay.accept(account)
        case .answered(.success(nil)):
            checkingRelay.accept(false)
            errorRelay.accept(.mismatch)
        case .answered(.failure):
            checkingRelay.accept(false)
            errorRelay.accept(.storeUnavailable)
        }
    }
}
