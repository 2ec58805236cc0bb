import Foundation

extension SharingScheduler {
    /// The one UI scheduler a view model's `transform` uses for every `Driver`, `Signal`, `receive(on:)`, debounce
    /// and throttle it builds: `injected` when the view model was given one (a test's virtual clock), else the UI
    /// scheduler in effect as `transform` runs (in the browser, the session's own serial queue).
    ///
    /// Every view model takes `scheduler: AnySchedulerOf<DispatchQueue>? = nil` at `init` and calls this once, at
    /// the top of `transform`; a reactor passes the same optional to its engine, which resolves it when it starts.
    public static func resolve(_ injected: AnySchedulerOf<DispatchQueue>?) -> AnySchedulerOf<DispatchQueue> {
        injected ?? current
    }
}
