import Bindery
import Foundation

/// The signed-in screen: shows whose account it is and signs out on request.
public final class WelcomeViewModel: ViewModelType {
    /// The view's events.
    public struct Input {
        /// Fires when the user taps Sign out.
        public let signOutTap = PublishRelay<Void>()
    }

    /// What the view shows.
    public struct Output {
        /// The signed-in email, to greet.
        public let email: Driver<String>
        /// Fires once per sign-out tap.
        public let signedOut: Signal<Void>
    }

    private let account: Account
    private let scheduler: AnySchedulerOf<DispatchQueue>

    /// Creates the screen's model for `account`; `scheduler` is the UI scheduler (nil: the current one).
    public init(account: Account, scheduler: AnySchedulerOf<DispatchQueue>? = nil) {
        self.account = account
        self.scheduler = SharingScheduler.resolve(scheduler)
    }

    /// Builds the outputs.
    public func transform(input: Input) -> Output {
        return Output(
            email: Driver.just(account.email, scheduler: scheduler),
            signedOut: Signal(input.signOutTap, scheduler: scheduler)
        )
    }
}
