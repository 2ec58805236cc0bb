import Foundation

/// A view model in ReactorKit's shape: the view sends `Action`s, `mutate(action:)` turns each into
/// `Mutation`s (possibly asynchronous), `reduce(state:mutation:)` folds them into the next `State`,
/// and the view renders `state`.
///
/// A conformer is a final class that stores its engine lazily (`public lazy var runtime = ReactorRuntime(self)`);
/// the engine starts when first used and runs on the UI scheduler in effect then (or `scheduler`).
public protocol Reactor: AnyObject {
    /// What the view asks for (taps, the screen appearing).
    associatedtype Action
    /// A change to the state, the result of an action.
    associatedtype Mutation = Action
    /// Everything the view shows.
    associatedtype State

    /// The state before any mutation.
    var initialState: State { get }
    /// The engine that holds the action relay and the current state; declare it `lazy var runtime = ReactorRuntime(self)`.
    var runtime: ReactorRuntime<Self> { get }
    /// The UI scheduler that state is reduced and delivered on; nil (the default) takes `SharingScheduler.current`.
    var scheduler: AnySchedulerOf<DispatchQueue>? { get }

    /// The mutations one action makes; a failure ends only this action's mutations (see `mutation(forFailure:of:)`).
    func mutate(action: Action) -> AnyPublisher<Mutation, any Error>
    /// The state after `mutation`; pure.
    func reduce(state: State, mutation: Mutation) -> State
    /// The mutation that reports `error` from `action`'s mutations, or nil (the default) to drop it.
    func mutation(forFailure error: any Error, of action: Action) -> Mutation?
    /// Rewrites the action stream before `mutate` (the default passes it through).
    func transform(action: AnyPublisher<Action, Never>) -> AnyPublisher<Action, Never>
    /// Rewrites the mutation stream, e.g. merges a shared service's changes (the default passes it through).
    func transform(mutation: AnyPublisher<Mutation, Never>) -> AnyPublisher<Mutation, Never>
    /// Rewrites the reduced states before they become current (the default passes them through).
    func transform(state: AnyPublisher<State, Never>) -> AnyPublisher<State, Never>
}

extension Reactor {
    /// No fixed scheduler: the UI scheduler in effect when the engine starts.
    public var scheduler: AnySchedulerOf<DispatchQueue>? { nil }
    /// Drops the failure.
    public func mutation(forFailure error: any Error, of action: Action) -> Mutation? { nil }
    /// The actions unchanged.
    public func transform(action: AnyPublisher<Action, Never>) -> AnyPublisher<Action, Never> { action }
    /// The mutations unchanged.
    public func transform(mutation: AnyPublisher<Mutation, Never>) -> AnyPublisher<Mutation, Never> { mutation }
    /// The states unchanged.
    public func transform(state: AnyPublisher<State, Never>) -> AnyPublisher<State, Never> { state }

    /// The relay the view sends actions to (`button.rx.tap.map { .refresh }.bind(to: reactor.action)`).
    public var action: PublishRelay<Action> { runtime.action }
    /// The whole state: the current one at once, then each new one, on the UI scheduler.
    public var state: Driver<State> { runtime.state }
    /// The state now.
    public var currentState: State { runtime.currentState }
}
