import BinderyWeb
import Foundation

/// Dutch pay: split a bill evenly, rounded up to the won.
public enum DutchPayApp: WebAppModule {
    public static let texts: any TextKey.Type = DutchPayText.self

    public static let path = "/dutch-pay"
    public static let title = LocalizedText(DutchPayText.appTitle)
    public static let summary = LocalizedText(DutchPayText.appSummary)

    public static func register(in registry: ScreenRegistry, environment: AppEnvironment) {
        registry.register(path, texts: DutchPayText.self) { _ in
            DutchPayViewController { DutchPayViewModel() }
        }
    }
}
