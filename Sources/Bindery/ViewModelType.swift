/// A view model that turns the view's input streams into output streams in one pure `transform`.
public protocol ViewModelType: AnyObject {
    /// The streams the view feeds in: taps, text, lifecycle events.
    associatedtype Input
    /// The streams the view binds to its controls.
    associatedtype Output
    /// Builds the output streams from the input streams; subscribes to nothing the view does not bind.
    func transform(input: Input) -> Output
}
