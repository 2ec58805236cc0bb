import BinderyWeb
import Foundation

/// Cats: a random cat picture on Resume; Stop cancels and clears it.
public enum CatsApp: TextKeyedWebAppModule {
    public typealias Texts = CatsText

    public static let path = "/cats"
    /// The cat picture (`cats.css`, a resource of this module).
    public static let stylesheet: String? = bundledStylesheet(named: "cats", in: .module)

    /// What the screen uses: the server's (`live`), or a test's stubs given with `AppEnvironment.providing`.
    public struct Services {
        /// Makes the cat service of a new screen.
        public var cats: () -> CatServiceType

        /// Services made of these.
        public init(cats: @escaping () -> CatServiceType) { self.cats = cats }

        /// The cat API under the environment's base URL, read as each screen is made.
        public static func live(_ environment: AppEnvironment) -> Services {
            let (apiBaseURL, session) = (environment.apiBaseURL, environment.urlSession)
            return Services { CatService(baseURL: apiBaseURL(), session: session) }
        }
    }

    public static func register(in registry: ScreenRegistry, environment: AppEnvironment) {
        let services = environment.services(or: Services.live)
        registry.register(path, texts: Texts.self) { _ in
            CatsViewController { CatsViewModel(service: services.cats()) }
        }
    }
}
