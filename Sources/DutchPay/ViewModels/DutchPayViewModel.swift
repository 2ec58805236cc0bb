import Bindery
import Foundation

/// The Dutch pay calculator: keypad and party-size events fold into one `DutchPayBill`,
/// whose total, party size, per-person share and button states the view shows.
///
/// Pure state: the events are merged into one stream and `scan`ned from `DutchPayBill.initial`
/// (total 0, two people); no service, no side effect. The rules themselves are `DutchPayBill`'s.
public final class DutchPayViewModel: ViewModelType {
    /// The view's events.
    public struct Input {
        /// Fires with each keypad key pressed (digits, 00, clear, backspace).
        public let keypad = PublishRelay<KeypadKey>()
        /// Fires when the minus button is tapped.
        public let minusPerson = PublishRelay<Void>()
        /// Fires when the plus button is tapped.
        public let plusPerson = PublishRelay<Void>()
    }

    /// What the view shows.
    public struct Output {
        /// The total entered, in won.
        public let totalAmount: Driver<Int>
        /// The party size.
        public let personCount: Driver<Int>
        /// What each person pays, rounded up to the whole won.
        public let perPersonAmount: Driver<Int>
        /// Whether the minus button is enabled (more than one person).
        public let canRemovePerson: Driver<Bool>
        /// Whether the plus button is enabled (fewer than 99 people).
        public let canAddPerson: Driver<Bool>
    }

    private let scheduler: AnySchedulerOf<DispatchQueue>

    /// Creates the calculator; `scheduler` is the UI scheduler (nil: `SharingScheduler.current` when it is made).
    public init(scheduler: AnySchedulerOf<DispatchQueue>? = nil) {
        self.scheduler = SharingScheduler.resolve(scheduler)
    }

    /// Builds the outputs from the input's events; each call starts a fresh bill.
    public func transform(input: Input) -> Output {
        let events = input.keypad.map(BillEvent.key)
            .merge(with: input.minusPerson.map { BillEvent.removePerson },
                   input.plusPerson.map { BillEvent.addPerson })
        let bill = Driver(
            events.scan(DutchPayBill.initial) { bill, event in bill.applying(event) }.prepend(.initial),
            scheduler: scheduler
        )
        return Output(
            totalAmount: bill.map(\.total).distinctUntilChanged(),
            personCount: bill.map(\.personCount).distinctUntilChanged(),
            perPersonAmount: bill.map(\.perPersonAmount).distinctUntilChanged(),
            canRemovePerson: bill.map(\.canRemovePerson).distinctUntilChanged(),
            canAddPerson: bill.map(\.canAddPerson).distinctUntilChanged()
        )
    }
}
