import Foundation

/// A view model in ReactorKit's shape: the view sends `Action`s, `mutate(action:)` turns each into
/// `Mutation`s (possibly asynchronous), `reduce(state:mutation:)` folds them into the next `State`,
/// and the view renders `state`.
///
/// A conformer declares exactly what ReactorKit asks for: `Action`, `Mutation`, `State`, `initialState`,
/// `mutate(action:)` — returning an `Observable<Mutation>` as in ReactorKit, or a Combine publisher — and
/// `reduce(state:mutation:)`. The library keeps the engine (`runtime`) for the object itself, in
/// `ReactorRuntimes`; the engine starts when first used and runs on the UI scheduler in effect then (or
/// `scheduler`). A conformer may still store its own engine (`lazy var runtime = ReactorRuntime(self)`).
public protocol Reactor: AnyObject {
    /// What the view asks for (taps, the screen appearing).
    associatedtype Action
    /// A change to the state, the result of an action.
    associatedtype Mutation = Action
    /// Everything the view shows.
    associatedtype State

    /// The state before any mutation.
    var initialState: State { get }
    /// The engine that holds the action relay and the current state. The default is kept by the library for
    /// this object (`ReactorRuntimes`); nothing needs declaring.
    var runtime: ReactorRuntime<Self> { get }
    /// The UI scheduler that state is reduced and delivered on; nil (the default) takes `SharingScheduler.current`.
    var scheduler: AnySchedulerOf<DispatchQueue>? { get }

    /// The mutations one action makes, in ReactorKit's spelling; the default makes none. A failure ends only
    /// this action's mutations (see `mutation(forFailure:of:)`).
    func mutate(action: Action) -> Observable<Mutation>
    /// The mutations one action makes, as a Combine publisher; the default is the `Observable` form's.
    /// Implement one of the two.
    func mutate(action: Action) -> AnyPublisher<Mutation, any Error>
    /// The state after `mutation`; pure. The default returns `state` unchanged.
    func reduce(state: State, mutation: Mutation) -> State
    /// The mutation that reports `error` from `action`'s mutations, or nil (the default) to drop it.
    func mutation(forFailure error: any Error, of action: Action) -> Mutation?
    /// Rewrites the action stream before `mutate` (the default is the `Observable` form's).
    func transform(action: AnyPublisher<Action, Never>) -> AnyPublisher<Action, Never>
    /// Rewrites the mutation stream, e.g. merges a shared service's changes (the default is the `Observable` form's).
    func transform(mutation: AnyPublisher<Mutation, Never>) -> AnyPublisher<Mutation, Never>
    /// Rewrites the reduced states before they become current (the default is the `Observable` form's).
    func transform(state: AnyPublisher<State, Never>) -> AnyPublisher<State, Never>
    /// ReactorKit's spelling of `transform(action:)` (the default passes the actions through). An error
    /// ends the action stream, as in ReactorKit.
    func transform(action: Observable<Action>) -> Observable<Action>
    /// ReactorKit's spelling of `transform(mutation:)` (the default passes the mutations through).
    func transform(mutation: Observable<Mutation>) -> Observable<Mutation>
    /// ReactorKit's spelling of `transform(state:)` (the default passes the states through).
    func transform(state: Observable<State>) -> Observable<State>
}

extension Reactor {
    /// The engine the library keeps for this reactor.
    public var runtime: ReactorRuntime<Self> { ReactorRuntimes.runtime(of: self) }
    /// No mutations (ReactorKit's default): a reactor that implements neither `mutate` form never changes its state.
    public func mutate(action: Action) -> Observable<Mutation> { .empty() }
    /// The state unchanged (ReactorKit's default): a reactor whose mutations change nothing need not declare it.
    public func reduce(state: State, mutation: Mutation) -> State { state }
    /// The mutations of the `Observable` form.
    public func mutate(action: Action) -> AnyPublisher<Mutation, any Error> {
        let mutations: Observable<Mutation> = mutate(action: action)
        return mutations.publisher
    }
    /// No fixed scheduler: the UI scheduler in effect when the engine starts.
    public var scheduler: AnySchedulerOf<DispatchQueue>? { nil }
    /// Drops the failure: the failed action's mutations end and the state does not change.
    public func mutation(forFailure error: any Error, of action: Action) -> Mutation? { nil }
    /// The actions as the `Observable` form rewrites them.
    public func transform(action: AnyPublisher<Action, Never>) -> AnyPublisher<Action, Never> {
        let actions: Observable<Action> = transform(action: Observable(action))
        return actions.endingOnError
    }
    /// The mutations as the `Observable` form rewrites them.
    public func transform(mutation: AnyPublisher<Mutation, Never>) -> AnyPublisher<Mutation, Never> {
        let mutations: Observable<Mutation> = transform(mutation: Observable(mutation))
        return mutations.endingOnError
    }
    /// The states as the `Observable` form rewrites them.
    public func transform(state: AnyPublisher<State, Never>) -> AnyPublisher<State, Never> {
        let states: Observable<State> = transform(state: Observable(state))
        return states.endingOnError
    }
    /// The actions as the view sent them (ReactorKit's default).
    public func transform(action: Observable<Action>) -> Observable<Action> { action }
    /// The mutations as `mutate` made them (ReactorKit's default).
    public func transform(mutation: Observable<Mutation>) -> Observable<Mutation> { mutation }
    /// The states as `reduce` made them (ReactorKit's default).
    public func transform(state: Observable<State>) -> Observable<State> { state }

    /// The relay the view sends actions to (`button.rx.tap.map { .refresh }.bind(to: reactor.action)`).
    public var action: PublishRelay<Action> { runtime.action }
    /// The whole state: the current one at once, then each new one, on the UI scheduler.
    public var state: Driver<State> { runtime.state }
    /// The state as of the latest reduction (the initial state before any), read without subscribing; starts the engine.
    public var currentState: State { runtime.currentState }
}

extension Observable {
    /// The values, with an error ending the stream quietly (a reactor's streams cannot fail).
    var endingOnError: AnyPublisher<Element, Never> {
        publisher.catch { _ in Empty<Element, Never>() }.eraseToAnyPublisher()
    }
}
