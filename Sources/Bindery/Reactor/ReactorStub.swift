/// A reactor with its mutations switched off, for view tests: set a state, read the actions the view sent
/// (ReactorKit's `Stub`). Made by `reactor.runtime.enableStub()`.
public final class ReactorStub<R: Reactor> {
    /// Every action the view sent since the stub was enabled, oldest first.
    public private(set) var actions: [R.Action] = []
    private let stateRelay: BehaviorRelay<R.State>
    private var recording: AnyCancellable?

    init(actions: PublishRelay<R.Action>, stateRelay: BehaviorRelay<R.State>) {
        self.stateRelay = stateRelay
        recording = actions.bind { [weak self] action in self?.actions.append(action) }
    }

    /// The latest action the view sent, if any.
    public var lastAction: R.Action? { actions.last }

    /// The reactor's state; setting it sends the new state to the view as a reduction would.
    public var state: R.State {
        get { stateRelay.value }
        set { stateRelay.accept(newValue) }
    }
}
