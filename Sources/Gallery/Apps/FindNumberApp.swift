import BinderyWeb
import BinderyWebServer
import FindNumber

/// Find Number (seed 000): the guessing game.
enum FindNumberApp: GalleryApp {
    static let texts: any TextKey.Type = FindNumberText.self

    static let entry = AppEntry(
        path: "/find-number",
        title: LocalizedText(FindNumberText.appTitle),
        summary: LocalizedText(FindNumberText.appSummary)
    )

    static func register(in registry: ScreenRegistry, environment: GalleryEnvironment) {
        let records = RecordStore(defaults: environment.defaults(named: "find-number"))
        registry.register(entry.path, texts: FindNumberText.self) { _ in
            FindNumberViewController {
                FindNumberViewModel(service: RandomNumberService(baseURL: environment.apiBaseURL.current, session: environment.urlSession), store: records)
            }
        }
    }
}
