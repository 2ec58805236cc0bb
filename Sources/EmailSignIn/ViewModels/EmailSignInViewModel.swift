import Bindery
import Foundation

/// The email sign-in form: judges the typed text as an address and lets the user
/// go on only with a valid one.
///
/// - `isTextValid` judges `text` through a throttle on the UI scheduler: the first value is judged at once,
///   later values at most once per `throttleInterval`, the latest one at the end of each window.
/// - `nextButtonClicked` is ignored unless the button is shown valid (`isTextValid`'s latest value is true)
///   and the text in the field right now is valid; otherwise `showNext` sends that text.
public final class EmailSignInViewModel: ViewModelType {
    /// The view's events.
    public struct Input {
        /// The field's text: its current value first, then each change.
        public let text = PublishRelay<String>()
        /// Taps on the next button.
        public let nextButtonClicked = PublishRelay<Void>()
    }

    /// What the view shows.
    public struct Output {
        /// Whether the text is a valid address, judged through the throttle.
        public let isTextValid: Driver<Bool>
        /// The accepted address, once per accepted tap: go to the next screen with it.
        public let showNext: Signal<String>
    }

    /// The throttle window: the first keystroke is judged at once, then at most one judgement per window.
    public static var throttleInterval: DispatchQueue.SchedulerTimeType.Stride { .seconds(1) }

    private let scheduler: AnySchedulerOf<DispatchQueue>

    /// Creates the form; `scheduler` is the UI scheduler (nil: `SharingScheduler.current` when it is made).
    public init(scheduler: AnySchedulerOf<DispatchQueue>? = nil) {
        self.scheduler = SharingScheduler.resolve(scheduler)
    }

    /// Builds the outputs from the input; call once per view.
    public func transform(input: Input) -> Output {
        let isTextValid = Driver(
            input.text
                .throttle(for: Self.throttleInterval, scheduler: scheduler, latest: true)
                .map(EmailAddress.isValid),
            scheduler: scheduler
        )
        let acceptedEmail = input.nextButtonClicked
            .withLatestFrom(isTextValid.combineLatest(input.text))
            .filter { isShownValid, text in isShownValid && EmailAddress.isValid(text) }
            .map { _, text in text }
        return Output(isTextValid: isTextValid, showNext: Signal(acceptedEmail, scheduler: scheduler))
    }
}
