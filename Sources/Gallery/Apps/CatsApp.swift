import BinderyWeb
import BinderyWebServer
import Cats

/// Cats (seed 002): a random cat picture on Resume; Stop cancels and clears it.
enum CatsApp: GalleryApp {
    static let texts: any TextKey.Type = CatsText.self

    static let entry = AppEntry(
        path: "/cats",
        title: LocalizedText(CatsText.appTitle),
        summary: LocalizedText(CatsText.appSummary)
    )

    static func register(in registry: ScreenRegistry, environment: GalleryEnvironment) {
        let (apiBaseURL, session) = (environment.apiBaseURL, environment.urlSession)
        registry.register(entry.path, texts: CatsText.self) { _ in
            CatsViewController { CatsViewModel(service: CatService(baseURL: apiBaseURL.current, session: session)) }
        }
    }
}
