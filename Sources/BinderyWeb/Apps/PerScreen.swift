/// The one thing an app's screens each get their own of — a service, a clock — made anew for every screen: the live
/// one the app's `register(in:environment:)` gives (``AppEnvironment/perScreen(or:)``), or a test's stub given with
/// ``AppEnvironment/providing(_:)``.
///
/// An app whose screens need one such thing names it as its `Services` and takes it where it registers its screens:
///
/// ```swift
/// public typealias Services = PerScreen<any CatServiceType>
///
/// public static func register(in registry: ScreenRegistry, environment: AppEnvironment) {
///     let cats: Services = environment.perScreen { CatService(baseURL: $0.apiBaseURL(), session: $0.urlSession) }
///     registry.register(path, texts: Texts.self) { _ in CatsViewController { CatsViewModel(service: cats.make()) } }
/// }
/// ```
///
/// and a screen test gives it a stub:
/// `CatsApp.register(in: registry, environment: .testing.providing(CatsApp.Services { stub }))`.
///
/// An environment holds one for each `Value` type, so `PerScreen<any CatServiceType>` and `PerScreen<Date>` given
/// together do not mix, while two apps that take the same type from one environment get the same stub (a test gives
/// each app an environment of its own). An app whose screens need several things, things every screen shares (a
/// store, a scheduler), or things made from the screen (a service speaking the tab's language) declares a `Services`
/// struct of its own and takes it with ``AppEnvironment/services(or:)``.
public struct PerScreen<Value> {
    /// Makes the value of a new screen.
    public let make: () -> Value

    /// The values `make` makes, one each time it is called.
    public init(_ make: @escaping () -> Value) { self.make = make }
}

extension AppEnvironment {
    /// The `PerScreen<Value>` this environment was given (``providing(_:)``), else one that calls `live` with this
    /// environment each time a screen is made (so it reads ``apiBaseURL`` then): what an app's
    /// `register(in:environment:)` calls once, for the one thing each of its screens is made with.
    public func perScreen<Value>(or live: @escaping (AppEnvironment) -> Value) -> PerScreen<Value> {
        services { environment in PerScreen { live(environment) } }
    }
}
