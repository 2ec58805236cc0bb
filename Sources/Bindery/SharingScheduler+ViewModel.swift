import Foundation

extension SharingScheduler {
    /// The one UI scheduler a view model uses for every `Driver`, `Signal`, `receive(on:)`, debounce and throttle it
    /// builds: `injected` when the view model was given one (a test's virtual clock), else the UI scheduler in effect
    /// now (in the browser, the session's own serial queue).
    ///
    /// A view model takes `scheduler: AnySchedulerOf<DispatchQueue>? = nil` at `init` and keeps what this answers,
    /// as it keeps any other dependency: `self.scheduler = SharingScheduler.resolve(scheduler)`. BinderyWeb makes a
    /// view model in the same turn of the UI thread that binds it, so the scheduler in effect at `init` is the one
    /// `transform` runs on. A reactor passes the optional to its engine instead, which resolves it when it starts.
    public static func resolve(_ injected: AnySchedulerOf<DispatchQueue>?) -> AnySchedulerOf<DispatchQueue> {
        injected ?? current
    }
}
