import BinderyWeb
import Foundation

/// Counter's one registration: where it lives, its name and summary, and its screen.
public enum CounterApp: WebAppModule {
    public static let path = "/counter"
    public static let texts: any TextKey.Type = CounterText.self
    public static let title = LocalizedText(CounterText.appTitle)
    public static let summary = LocalizedText(CounterText.appSummary)

    /// Registers the counter screen at `path`; it needs nothing from a server's environment. Its view model only
    /// computes from its inputs and never waits, so its events run on the thread that reads them from the socket.
    public static func register(in registry: ScreenRegistry) {
        registry.register(path, texts: CounterText.self, threading: .socketThread) { _ in
            CounterViewController { CounterViewModel() }
        }
    }

    public static func register(in registry: ScreenRegistry, environment: AppEnvironment) {
        register(in: registry)
    }
}
