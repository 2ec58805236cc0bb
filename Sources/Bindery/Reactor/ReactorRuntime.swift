import Foundation

/// A reactor's engine: the action relay, the mutation pipeline, and the current state.
///
/// Actions go through `transform(action:)`, each to `mutate(action:)` (its failure caught there, so the
/// action stream never ends), all mutations through `transform(mutation:)`, then hop to the UI scheduler,
/// where `reduce` folds them and `transform(state:)` rewrites them into the current state.
/// The engine holds its reactor weakly; releasing the reactor releases the engine and its subscriptions.
public final class ReactorRuntime<R: Reactor> {
    /// The relay the view sends actions to.
    public let action = PublishRelay<R.Action>()
    /// The UI scheduler states are delivered on.
    public let scheduler: AnySchedulerOf<DispatchQueue>
    /// The whole state: the current one at once, then each new one.
    public let state: Driver<R.State>
    let stateRelay: BehaviorRelay<R.State>
    private var pipeline: AnyCancellable?
    private var activeStub: ReactorStub<R>?

    /// Starts the engine of `reactor` on its scheduler, or the UI scheduler in effect now.
    public init(_ reactor: R) {
        let context = SharingScheduler.currentContext
        let scheduler = reactor.scheduler ?? context.scheduler
        let isCurrent = reactor.scheduler == nil ? context.isCurrent : nil
        let stateRelay = BehaviorRelay(value: reactor.initialState)
        self.scheduler = scheduler
        self.stateRelay = stateRelay
        state = Driver(onScheduler: stateRelay, scheduler: scheduler)
        // A reactor that names its scheduler (a test's clock) mutates in its scope, so `MainScheduler.instance` and
        // the traits `mutate` makes mean that scheduler, as they mean the tab's thread when it names none.
        let scope = reactor.scheduler.map { SharingScheduler.context(for: $0) }
        pipeline = Self.states(of: reactor, actions: action, scheduler: scheduler, isCurrent: isCurrent, scope: scope)
            .bind(to: stateRelay)
    }

    /// The state as of the latest reduction (the initial state before any), read without subscribing.
    public var currentState: R.State { stateRelay.value }

    /// Stops mutating: from now on actions are only recorded by the returned stub and the state is what
    /// the stub sets (ReactorKit's `isStubEnabled`, for view tests). Calling it again returns the same stub.
    public func enableStub() -> ReactorStub<R> {
        if let activeStub { return activeStub }
        pipeline?.cancel()
        pipeline = nil
        let stub = ReactorStub<R>(actions: action, stateRelay: stateRelay)
        activeStub = stub
        return stub
    }

    /// The pipeline from actions to reduced, transformed states, delivered on `scheduler`; each `mutate` runs with
    /// `scope`'s scheduler as the UI scheduler, when there is one.
    private static func states(of reactor: R, actions: PublishRelay<R.Action>,
                               scheduler: AnySchedulerOf<DispatchQueue>,
                               isCurrent: (@Sendable () -> Bool)?,
                               scope: SharingScheduler.Context?) -> AnyPublisher<R.State, Never> {
        let mutations = reactor.transform(action: actions.eraseToAnyPublisher())
            .flatMap { [weak reactor] action -> AnyPublisher<R.Mutation, Never> in
                guard let reactor else { return Empty().eraseToAnyPublisher() }
                let mutations: AnyPublisher<R.Mutation, any Error> = scope.map { scope in
                    SharingScheduler.use(scope) { reactor.mutate(action: action) }
                } ?? reactor.mutate(action: action)
                return mutations
                    .catch { [weak reactor] error -> AnyPublisher<R.Mutation, Never> in
                        guard let mutation = reactor?.mutation(forFailure: error, of: action) else {
                            return Empty().eraseToAnyPublisher()
                        }
                        return Just(mutation).eraseToAnyPublisher()
                    }
                    .eraseToAnyPublisher()
            }
            .eraseToAnyPublisher()
        let reduced = reactor.transform(mutation: mutations)
            .observe(on: scheduler, isCurrent: isCurrent)
            .scan(reactor.initialState) { [weak reactor] state, mutation in
                reactor?.reduce(state: state, mutation: mutation) ?? state
            }
            .eraseToAnyPublisher()
        return reactor.transform(state: reduced)
    }
}
