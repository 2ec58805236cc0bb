import BinderyWeb
import BinderyWebServer
import DutchPay

/// Dutch pay (seed 002): split a bill evenly, rounded up to the won.
enum DutchPayApp: GalleryApp {
    static let texts: any TextKey.Type = DutchPayText.self

    static let entry = AppEntry(
        path: "/dutch-pay",
        title: LocalizedText(DutchPayText.appTitle),
        summary: LocalizedText(DutchPayText.appSummary)
    )

    static func register(in registry: ScreenRegistry, environment: GalleryEnvironment) {
        registry.register(entry.path, texts: DutchPayText.self) { _ in
            DutchPayViewController { DutchPayViewModel() }
        }
    }
}
