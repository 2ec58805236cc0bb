import Bindery
import Foundation

/// The Find Number game: guess the hidden target; a right guess scores once its new target arrives.
///
/// Rules, all on one event stream where the latest event wins (a new event cancels an in-flight fetch):
/// - `gameStart` fetches a target.
/// - A right guess fetches a new target; only when it arrives do round, best and current move on.
/// - A wrong guess sets round 1 and current 0 at once; the target stays and nothing is fetched.
/// - A guess made while there is no target yet (the first fetch is pending or failed) counts neither
///   way: it (re)requests a target, so the game recovers from a failed start.
/// - `resetStage` sets round 1, best 0, current 0 at once and fetches a fresh target; the old target
///   stays in play until the new one arrives. (Seed 000 keeps the target on reset; we fetch because a
///   reset cancels a right guess's pending fetch, which would leave the target already found in play.)
/// - A failed fetch goes to `error` and changes nothing else; the next event works normally.
/// The record is restored from the `RecordStore` at init and saved on every change; that subscription and
/// the game's, made in `transform`, live in the view model's `DisposeBag` and end when it is released.
public final class FindNumberViewModel: ViewModelType {
    /// The view's events.
    public struct Input {
        /// Fires when the screen loads.
        public let gameStart = PublishRelay<Void>()
        /// Fires with the number the player tapped.
        public let checkNumber = PublishRelay<Int>()
        /// Fires when the player taps reset.
        public let resetStage = PublishRelay<Void>()
    }

    /// What the view shows.
    public struct Output {
        /// The hidden target, each time one arrives (not shown; for tests).
        public let target: AnyPublisher<Int, Never>
        /// The stage being played.
        public let round: Driver<Int>
        /// The longest streak of right guesses.
        public let bestRecord: Driver<Int>
        /// The current streak of right guesses.
        public let currentRecord: Driver<Int>
        /// A failed fetch, once, for an alert.
        public let error: Signal<FindNumberError>
    }

    private let service: RandomNumberServiceType
    private let range: ClosedRange<Int>
    private let scheduler: AnySchedulerOf<DispatchQueue>
    private let targetRelay = BehaviorRelay<Int?>(value: nil)
    private let recordRelay: BehaviorRelay<GameRecord>
    private let errorRelay = PublishRelay<FindNumberError>()
    private let disposeBag = DisposeBag()

    /// Creates the game; `scheduler` is the UI scheduler (nil: `SharingScheduler.current` when it is made).
    public init(service: RandomNumberServiceType,
                store: RecordStore,
                range: ClosedRange<Int> = GuessRange.standard,
                scheduler: AnySchedulerOf<DispatchQueue>? = nil) {
        self.service = service
        self.range = range
        self.scheduler = SharingScheduler.resolve(scheduler)
        recordRelay = BehaviorRelay(value: store.load())
        recordRelay
            .dropFirst()
            .distinctUntilChanged()
            .bind { record in store.save(record) }
            .disposed(by: disposeBag)
    }

    /// Builds the outputs and starts playing the input's events; call once per view.
    public func transform(input: Input) -> Output {
        input.gameStart.map { GameEvent.start }
            .merge(with: input.checkNumber.map(GameEvent.guess), input.resetStage.map { GameEvent.reset })
            .flatMapLatest { [weak self] event in
                self?.mutations(for: event) ?? Empty().eraseToAnyPublisher()
            }
            .bind(with: self) { viewModel, mutation in viewModel.apply(mutation) }
            .disposed(by: disposeBag)

        return Output(
            target: targetRelay.compactMap { $0 }.eraseToAnyPublisher(),
            round: Driver(recordRelay.map(\.round).distinctUntilChanged(), scheduler: scheduler),
            bestRecord: Driver(recordRelay.map(\.best).distinctUntilChanged(), scheduler: scheduler),
            currentRecord: Driver(recordRelay.map(\.current).distinctUntilChanged(), scheduler: scheduler),
            error: Signal(errorRelay, scheduler: scheduler)
        )
    }

    /// The state changes `event` leads to, given the current target.
    private func mutations(for event: GameEvent) -> AnyPublisher<GameMutation, Never> {
        switch event {
        case .start:
            return fetchTarget().map(GameMutation.newTarget).eraseToAnyPublisher()
        case let .guess(number):
            guard let target = targetRelay.value else {
                return fetchTarget().map(GameMutation.newTarget).eraseToAnyPublisher()
            }
            guard number == target else { return Just(.missed).eraseToAnyPublisher() }
            return fetchTarget().map { GameMutation.scored(newTarget: $0) }.eraseToAnyPublisher()
        case .reset:
            return Just(GameMutation.reset)
                .append(fetchTarget().map(GameMutation.newTarget))
                .eraseToAnyPublisher()
        }
    }

    /// A new target delivered on `scheduler`; a failure is sent to `error` and ends the fetch quietly.
    private func fetchTarget() -> AnyPublisher<Int, Never> {
        service.fetchNumber(in: range)
            .receive(on: scheduler)
            .catch { [errorRelay] error in
                errorRelay.accept(error)
                return Empty<Int, Never>()
            }
            .eraseToAnyPublisher()
    }

    /// Applies one mutation to the state relays.
    private func apply(_ mutation: GameMutation) {
        switch mutation {
        case let .newTarget(target):
            targetRelay.accept(target)
        case let .scored(newTarget):
            recordRelay.accept(recordRelay.value.scored())
            targetRelay.accept(newTarget)
        case .missed:
            recordRelay.accept(recordRelay.value.missed())
        case .reset:
            recordRelay.accept(.initial)
        }
    }
}
