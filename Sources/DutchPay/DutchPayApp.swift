import BinderyWeb
import Foundation

/// Dutch pay: split a bill evenly, rounded up to the won.
public enum DutchPayApp: TextKeyedWebAppModule {
    public typealias Texts = DutchPayText

    public static let path = "/dutch-pay"
    /// The bill, the party buttons and the keypad's keys (`dutch-pay.css`, a resource of this module).
    public static let stylesheet: String? = bundledStylesheet(named: "dutch-pay", in: .module)

    public static func register(in registry: ScreenRegistry, environment: AppEnvironment) {
        // Its view model only computes from its inputs: events run on the socket's thread, with no hop.
        registry.register(path, texts: Texts.self, threading: .socketThread) { _ in
            DutchPayViewController { DutchPayViewModel() }
        }
    }
}
