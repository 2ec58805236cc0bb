import Bindery
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What a server gives every app when it registers the app's screens: where data lives, where the apps' services
/// find their APIs, the HTTP session they use, and named settings (the process environment and the server's own
/// options); a test also gives an app stub services in place of those it builds (`providing(_:)`).
public struct AppEnvironment: Sendable {
    /// A directory (created) for data that survives restarts.
    public let dataDirectory: URL
    /// The base URL services append their `/api/...` paths to, read each time a screen is made (a server may learn
    /// its own address only once it listens).
    public let apiBaseURL: @Sendable () -> URL
    /// The HTTP session every service's requests run on: a ``ServerURLSession`` unless the server names another.
    public let urlSession: URLSession
    /// Named settings: API keys and endpoints from the process environment, and options a server passes to its apps.
    public let settings: [String: String]
    /// The time apps stamp what they store with (a ledger entry): the wall clock, or a replay's virtual one.
    public let now: @Sendable () -> Date
    /// Makes the scheduler an app runs blocking work on (storage, password hashing), by label and whether it may
    /// run several pieces at once: a dispatch queue, or a replay's virtual clock, so replayed work is deterministic.
    public let backgroundScheduler: @Sendable (_ label: String, _ concurrent: Bool) -> AnySchedulerOf<DispatchQueue>
    /// The services given in place of the ones apps build (none unless `providing(_:)` gave some).
    private var provided = ProvidedServices()

    /// An environment with these values; every service of every app shares `urlSession`. An app that calls no HTTP
    /// service of its own leaves `apiBaseURL` out: it is then ``nowhere``.
    public init(dataDirectory: URL, apiBaseURL: @escaping @Sendable () -> URL = { AppEnvironment.nowhere },
                urlSession: URLSession = ServerURLSession.standard,
                settings: [String: String] = [:], now: @escaping @Sendable () -> Date = Date.init,
                backgroundScheduler: @escaping @Sendable (_ label: String, _ concurrent: Bool) -> AnySchedulerOf<DispatchQueue>
                    = AppEnvironment.dispatchQueue) {
        self.dataDirectory = dataDirectory
        self.apiBaseURL = apiBaseURL
        self.urlSession = urlSession
        self.settings = settings
        self.now = now
        self.backgroundScheduler = backgroundScheduler
    }

    /// A base URL where nothing answers (the discard port on loopback, `http://127.0.0.1:9`): a request to it fails at
    /// once. What an environment without an API of its own gives services, and what screen tests give them.
    public static let nowhere = URL(string: "http://127.0.0.1:9")!

    /// An environment for screen tests: a new empty data directory each time (a store a test makes from it starts
    /// empty and shares nothing with other tests; every such directory is removed when the test process exits), the
    /// API base URL ``nowhere``, no settings. Give it an app's stub services with `providing(_:)`.
    public static var testing: AppEnvironment {
        AppEnvironment(dataDirectory: TestingDataDirectories.fresh())
    }

    /// This environment, also giving `services` to the app that asks for their type (`services(or:)`, or
    /// `perScreen(or:)` for a ``PerScreen``): what a screen test passes to an app's own `register(in:environment:)`,
    /// so the screens it tests are the ones the app registers, on stubs.
    public func providing<Services>(_ services: Services) -> AppEnvironment {
        var environment = self
        environment.provided = provided.adding(services)
        return environment
    }

    /// The services of type `Services` this environment was given (`providing(_:)`), else those `live` builds from
    /// it: what an app's `register(in:environment:)` calls once, for the services its screens use.
    public func services<Services>(or live: (AppEnvironment) -> Services) -> Services {
        provided.value(of: Services.self) ?? live(self)
    }

    /// A new user-initiated dispatch queue named `label`, concurrent or serial.
    public static func dispatchQueue(label: String, concurrent: Bool) -> AnySchedulerOf<DispatchQueue> {
        DispatchQueue(label: label, qos: .userInitiated, attributes: concurrent ? .concurrent : []).eraseToAnyScheduler()
    }

    /// A defaults suite stored in the data directory (a suite named by an absolute path lives at that path + `.plist`).
    public func defaults(named name: String) -> UserDefaults {
        UserDefaults(suiteName: dataDirectory.appendingPathComponent(name).path) ?? .standard
    }
}
