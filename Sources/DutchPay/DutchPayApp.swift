import BinderyWeb
import Foundation

/// Dutch pay: split a bill evenly, rounded up to the won.
public enum DutchPayApp: WebAppModule {
    public static let texts: any TextKey.Type = DutchPayText.self

    public static let path = "/dutch-pay"
    public static let title = LocalizedText(DutchPayText.appTitle)
    public static let summary = LocalizedText(DutchPayText.appSummary)
    /// The bill, the party buttons and the keypad's keys (`dutch-pay.css`, a resource of this module).
    public static let stylesheet: String? = bundledStylesheet(named: "dutch-pay", in: .module)

    public static func register(in registry: ScreenRegistry, environment: AppEnvironment) {
        // Its view model only computes from its inputs: events run on the socket's thread, with no hop.
        registry.register(path, texts: DutchPayText.self, threading: .socketThread) { _ in
            DutchPayViewController { DutchPayViewModel() }
        }
    }
}
