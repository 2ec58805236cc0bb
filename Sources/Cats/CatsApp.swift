import BinderyWeb
import Foundation

/// Cats: a random cat picture on Resume; Stop cancels and clears it.
public enum CatsApp: TextKeyedWebAppModule {
    public typealias Texts = CatsText

    public static let path = "/cats"
    /// The cat picture (`cats.css`, a resource of this module).
    public static let stylesheet: String? = bundledStylesheet(named: "cats", in: .module)

    /// The cat service each screen is made with: the cat API under the environment's base URL (read as each screen is
    /// made), or a test's stub given with `AppEnvironment.providing`.
    public typealias Services = PerScreen<any CatServiceType>

    public static func register(in registry: ScreenRegistry, environment: AppEnvironment) {
        let cats: Services = environment.perScreen { CatService(baseURL: $0.apiBaseURL(), session: $0.urlSession) }
        registry.register(path, texts: Texts.self) { _ in
            CatsViewController { CatsViewModel(service: cats.make()) }
        }
    }
}
