import Bindery
import Foundation

/// The catalog's values: what each control holds, as its value line shows it, and what one control drives in
/// another (the switch runs the activity indicator, the slider fills the progress bar); what the alert, the action
/// sheet and the presented nickname screen reported; the planets' table and the refreshes above it.
///
/// Every output starts with the control's current value (the controls' properties give it first; nil where the user
/// has not chosen yet) and follows each change, on the UI scheduler; a value equal to the last one shown is not shown
/// again. A refresh ends `refreshDuration` after it was asked for.
public final class CatalogViewModel: ViewModelType {
    /// The controls' values: each control's property, its current value first.
    public struct Input {
        /// The switch: whether work is under way.
        public let isWorking = PublishRelay<Bool>()
        /// The check box.
        public let wantsNews = PublishRelay<Bool>()
        /// The chosen size segment's index.
        public let size = PublishRelay<Int>()
        /// The slider, from 0 to 1.
        public let volume = PublishRelay<Float>()
        /// The stepper.
        public let guests = PublishRelay<Double>()
        /// The date picker's date.
        public let day = PublishRelay<Date>()
        /// The browser's time zone, which the picker shows its day in (UTC until the browser says).
        public let timeZone = PublishRelay<TimeZone>()
        /// The chosen fruit's row.
        public let fruit = PublishRelay<Int>()
        /// The text view's text.
        public let notes = PublishRelay<String>()
        /// The title of the alert's action the user chose.
        public let alertChoice = PublishRelay<String>()
        /// The title of the action sheet's action the user chose.
        public let shareChoice = PublishRelay<String>()
        /// The nickname the presented nickname screen reported when the user pressed Done.
        public let nickname = PublishRelay<String>()
        /// The planet whose row the user selected.
        public let planet = PublishRelay<Planet>()
        /// The refresh control: the user asked for a refresh.
        public let refresh = PublishRelay<Void>()
    }

    /// What the view shows.
    public struct Output {
        /// Whether the switch is on: its value line, and whether the activity indicator runs.
        public let isWorking: Driver<Bool>
        /// Whether the check box is checked.
        public let wantsNews: Driver<Bool>
        /// The chosen size's index (the view names it).
        public let size: Driver<Int>
        /// The slider's value as a whole percentage, rounded.
        public let volumePercent: Driver<Int>
        /// The progress bar's value: the slider's.
        public let progress: Driver<Float>
        /// The stepper's value as a whole number of guests.
        public let guests: Driver<Int>
        /// The picked day in ISO form (`2025-03-01`), in the browser's time zone, as the picker shows it.
        public let day: Driver<String>
        /// The chosen fruit's row (the view names it).
        public let fruit: Driver<Int>
        /// How many characters the notes hold.
        public let notesLength: Driver<Int>
        /// The title of the alert's action chosen last (nil until one is).
        public let alertChoice: Driver<String?>
        /// The title of the action sheet's action chosen last (nil until one is).
        public let shareChoice: Driver<String?>
        /// The nickname reported last, without surrounding spaces (nil until one is, or when it was blank).
        public let nickname: Driver<String?>
        /// The table's rows: every planet, nearest the sun first.
        public let planets: Driver<[Planet]>
        /// The planet selected last (nil until one is).
        public let planet: Driver<Planet?>
        /// Whether a refresh is under way: true when one is asked for, false when it ends.
        public let isRefreshing: Driver<Bool>
        /// How many refreshes have ended (0 at first).
        public let refreshCount: Driver<Int>
    }

    /// How long a refresh takes.
    public static var refreshDuration: DispatchQueue.SchedulerTimeType.Stride { .milliseconds(600) }

    private let scheduler: AnySchedulerOf<DispatchQueue>

    /// Creates the view model; `scheduler` is the UI scheduler (nil: `SharingScheduler.current` when it is made).
    public init(scheduler: AnySchedulerOf<DispatchQueue>? = nil) {
        self.scheduler = SharingScheduler.resolve(scheduler)
    }

    /// Builds the outputs from the input; call once per view.
    public func transform(input: Input) -> Output {
        func drive<Value: Equatable, P: Publisher>(_ values: P) -> Driver<Value> where P.Output == Value, P.Failure == Never {
            Driver(values.removeDuplicates(), scheduler: scheduler)
        }
        let refreshed = input.refresh.delay(for: Self.refreshDuration, scheduler: scheduler).share()
        return Output(
            isWorking: drive(input.isWorking),
            wantsNews: drive(input.wantsNews),
            size: drive(input.size),
            volumePercent: drive(input.volume.map { Int(($0 * 100).rounded()) }),
            progress: drive(input.volume),
            guests: drive(input.guests.map { Int($0.rounded()) }),
            day: drive(input.day.combineLatest(input.timeZone.prepend(TimeZone(identifier: "UTC")!)).map(Self.isoDay)),
            fruit: drive(input.fruit),
            notesLength: drive(input.notes.map(\.count)),
            alertChoice: drive(chosen(input.alertChoice)),
            shareChoice: drive(chosen(input.shareChoice)),
            nickname: drive(input.nickname.map(Self.nickname).prepend(nil)),
            planets: Driver.just(Planet.allCases, scheduler: scheduler),
            planet: drive(chosen(input.planet)),
            isRefreshing: drive(input.refresh.map { true }.merge(with: refreshed.map { false })),
            refreshCount: drive(refreshed.scan(0) { count, _ in count + 1 }.prepend(0))
        )
    }

    /// `choices` after nil, the value shown before the user chose.
    private func chosen<P: Publisher>(_ choices: P) -> AnyPublisher<P.Output?, Never> where P.Failure == Never {
        choices.map(Optional.some).prepend(nil).eraseToAnyPublisher()
    }

    /// `text` without surrounding spaces; nil when nothing is left.
    static func nickname(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }

    /// `date`'s day in ISO form, in `timeZone`.
    static func isoDay(_ date: Date, in timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }
}
