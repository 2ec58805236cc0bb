import Bindery
import Foundation

/// A small reactor for the Reactor tests: a counter with a name, a pulse alert, failures, a delayed
/// action and an external mutation stream.
final class CounterReactor: Reactor {
    enum Action: Equatable {
        case increase
        case increaseLater
        case fail(Int)
        case alert(String)
        case rename(String)
        /// `transform(action:)` turns it into two increases.
        case increaseTwice
    }

    enum Mutation: Equatable {
        case add(Int)
        case setAlert(String)
        case setName(String)
        case recordFailure(Int)
    }

    struct State: Equatable {
        var count = 0
        var name = ""
        var failures: [Int] = []
        @Pulse var alert: String? = nil
    }

    let initialState = State()
    lazy var runtime = ReactorRuntime(self)
    let scheduler: AnySchedulerOf<DispatchQueue>?
    /// Mutations from outside the actions (a shared service's changes).
    let external = PublishRelay<Mutation>()
    /// Whether a failure becomes `recordFailure` (true) or is dropped.
    let recoversFailures: Bool

    init(scheduler: AnySchedulerOf<DispatchQueue>?, recoversFailures: Bool = true) {
        self.scheduler = scheduler
        self.recoversFailures = recoversFailures
    }

    func transform(action: AnyPublisher<Action, Never>) -> AnyPublisher<Action, Never> {
        action.flatMap { action -> AnyPublisher<Action, Never> in
            action == .increaseTwice ? [Action.increase, .increase].publisher.eraseToAnyPublisher()
                : Just(action).eraseToAnyPublisher()
        }
        .eraseToAnyPublisher()
    }

    func transform(mutation: AnyPublisher<Mutation, Never>) -> AnyPublisher<Mutation, Never> {
        mutation.merge(with: external).eraseToAnyPublisher()
    }

    /// Names are shown trimmed of surrounding spaces.
    func transform(state: AnyPublisher<State, Never>) -> AnyPublisher<State, Never> {
        state.map { state in
            var trimmed = state
            trimmed.name = state.name.trimmingCharacters(in: .whitespaces)
            return trimmed
        }
        .eraseToAnyPublisher()
    }

    func mutate(action: Action) -> AnyPublisher<Mutation, any Error> {
        switch action {
        case .increase, .increaseTwice:
            Just(.add(1)).setFailureType(to: (any Error).self).eraseToAnyPublisher()
        case .increaseLater:
            Just(.add(1)).setFailureType(to: (any Error).self)
                .delay(for: .seconds(1), scheduler: scheduler ?? SharingScheduler.current)
                .eraseToAnyPublisher()
        case let .fail(code):
            Fail(error: TestError(code)).eraseToAnyPublisher()
        case let .alert(text):
            Just(.setAlert(text)).setFailureType(to: (any Error).self).eraseToAnyPublisher()
        case let .rename(name):
            Just(.setName(name)).setFailureType(to: (any Error).self).eraseToAnyPublisher()
        }
    }

    func mutation(forFailure error: any Error, of action: Action) -> Mutation? {
        guard recoversFailures, let error = error as? TestError else { return nil }
        return .recordFailure(error.code)
    }

    func reduce(state: State, mutation: Mutation) -> State {
        var state = state
        switch mutation {
        case let .add(amount): state.count += amount
        case let .setAlert(text): state.alert = text
        case let .setName(name): state.name = name
        case let .recordFailure(code): state.failures.append(code)
        }
        return state
    }
}

extension CounterReactor.State {
    /// A state with these values (and no alert assigned).
    static func with(count: Int = 0, name: String = "", failures: [Int] = []) -> Self {
        var state = Self()
        state.count = count
        state.name = name
        state.failures = failures
        return state
    }
}
