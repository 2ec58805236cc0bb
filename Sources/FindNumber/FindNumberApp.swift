import BinderyWeb
import Foundation

/// Find Number: the guessing game.
public enum FindNumberApp: WebAppModule {
    public static let texts: any TextKey.Type = FindNumberText.self

    public static let path = "/find-number"
    public static let title = LocalizedText(FindNumberText.appTitle)
    public static let summary = LocalizedText(FindNumberText.appSummary)

    public static func register(in registry: ScreenRegistry, environment: AppEnvironment) {
        let records = RecordStore(defaults: environment.defaults(named: "find-number"))
        registry.register(path, texts: FindNumberText.self) { _ in
            FindNumberViewController {
                FindNumberViewModel(service: RandomNumberService(baseURL: environment.apiBaseURL(), session: environment.urlSession), store: records)
            }
        }
    }
}
