/// A view model that turns the view's input streams into output streams in one pure `transform`.
///
/// This is the shape to reach for first: the view feeds relays, `transform` composes publishers, the view binds
/// the outputs, and every rule reads as one chain. A `Reactor` (Action → `mutate` → Mutation → `reduce` → State)
/// is the better choice when the screen is a state machine more than a pipeline: several actions change one shared
/// state, the next step depends on the whole current state (a balance, a ledger), or several screens or tabs must
/// see the same state change; its `reduce` is then the one place the state changes, and tests can stub actions and
/// state directly.
///
/// The UI scheduler is injected: `init(…, scheduler: AnySchedulerOf<DispatchQueue>? = nil)`, resolved once in `init`
/// with `SharingScheduler.resolve(_:)` (tests pass a virtual clock; the browser leaves it nil).
public protocol ViewModelType: AnyObject {
    /// The streams the view feeds in: taps, text, lifecycle events.
    associatedtype Input
    /// The streams the view binds to its controls.
    associatedtype Output
    /// Builds the output streams from the input streams.
    ///
    /// A view model whose state the inputs change subscribes to its inputs here and
    /// keeps those subscriptions in its own `DisposeBag`, so they end when the view model is released.
    /// The outputs subscribe to nothing until the view binds them.
    func transform(input: Input) -> Output
}
