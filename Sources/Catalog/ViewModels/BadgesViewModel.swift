import Bindery
import Foundation

/// The badges' screen: the number the stepper asks for as the badge on the controls' section (none at 0), and the
/// section the user chose last in the bar.
///
/// Every output starts with its current value (the stepper's property gives it first; nil before any choice) and
/// follows each change on the UI scheduler; a value equal to the last one shown is not shown again.
public final class BadgesViewModel: ViewModelType {
    /// The view's events.
    public struct Input {
        /// The stepper: the badge's number.
        public let count = PublishRelay<Double>()
        /// The title of the section chosen in the bar.
        public let chosenSection = PublishRelay<String>()
    }

    /// What the view shows.
    public struct Output {
        /// The badge on the controls' section: the number as text, nil at 0 (no badge).
        public let badge: Driver<String?>
        /// The section chosen last (nil until one is).
        public let chosenSection: Driver<String?>
    }

    private let scheduler: AnySchedulerOf<DispatchQueue>

    /// Creates the view model; `scheduler` is the UI scheduler (nil: `SharingScheduler.current` when it is made).
    public init(scheduler: AnySchedulerOf<DispatchQueue>? = nil) {
        self.scheduler = SharingScheduler.resolve(scheduler)
    }

    /// Builds the outputs from the input; call once per view.
    public func transform(input: Input) -> Output {
        let badge = input.count.map { count -> String? in
            let whole = Int(count.rounded())
            return whole > 0 ? String(whole) : nil
        }
        let chosen = input.chosenSection.map(Optional.some).prepend(nil)
        return Output(badge: Driver(badge.removeDuplicates(), scheduler: scheduler),
                      chosenSection: Driver(chosen.removeDuplicates(), scheduler: scheduler))
    }
}
