/// A view model that turns the view's input streams into output streams in one pure `transform`.
public protocol ViewModelType: AnyObject {
    /// The streams the view feeds in: taps, text, lifecycle events.
    associatedtype Input
    /// The streams the view binds to its controls.
    associatedtype Output
    /// Builds the output streams from the input streams.
    ///
    /// A view model whose state the inputs change (seed 000's relays) subscribes to its inputs here and
    /// keeps those subscriptions in its own `DisposeBag`, so they end when the view model is released.
    /// The outputs subscribe to nothing until the view binds them.
    func transform(input: Input) -> Output
}
