import BinderyWeb
import Foundation

/// Cats: a random cat picture on Resume; Stop cancels and clears it.
public enum CatsApp: WebAppModule {
    public static let texts: any TextKey.Type = CatsText.self

    public static let path = "/cats"
    public static let title = LocalizedText(CatsText.appTitle)
    public static let summary = LocalizedText(CatsText.appSummary)

    public static func register(in registry: ScreenRegistry, environment: AppEnvironment) {
        let (apiBaseURL, session) = (environment.apiBaseURL, environment.urlSession)
        registry.register(path, texts: CatsText.self) { _ in
            CatsViewController { CatsViewModel(service: CatService(baseURL: apiBaseURL(), session: session)) }
        }
    }
}
