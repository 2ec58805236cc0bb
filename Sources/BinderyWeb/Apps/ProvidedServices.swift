/// Services given to apps in place of the ones they build, by their type: a screen test's stubs, which an app's own
/// `register(in:environment:)` takes from its environment (`AppEnvironment.providing(_:)` and `services(or:)`).
///
/// Each app declares one type for what its screens use (`FindNumberApp.Services`), so the type says whose they are.
/// Unchecked `Sendable`: the values are read once, where the app registers, as its live services are made there.
struct ProvidedServices: @unchecked Sendable {
    private var values: [ObjectIdentifier: Any] = [:]

    /// These services with `services` given for their type (replacing any given before).
    func adding<Services>(_ services: Services) -> ProvidedServices {
        var copy = self
        copy.values[ObjectIdentifier(Services.self)] = services
        return copy
    }

    /// The services given for `type`, if any.
    func value<Services>(of type: Services.Type) -> Services? { values[ObjectIdentifier(type)] as? Services }
}
