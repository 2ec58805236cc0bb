import BinderyWeb
import Foundation

/// Catalog: every value control on one screen, each showing its value (as Apple's UIKitCatalog), then an alert, an
/// action sheet, a presented screen and a table of custom cells with a refresh control, each reporting on a line.
public enum CatalogApp: WebAppModule {
    public static let texts: any TextKey.Type = CatalogText.self

    public static let path = "/catalog"
    public static let title = LocalizedText(CatalogText.appTitle)
    public static let summary = LocalizedText(CatalogText.appSummary)

    /// What the screen uses: the server's clock (`live`), or a test's fixed day given with `AppEnvironment.providing`.
    public struct Services {
        /// The day the date picker first shows.
        public var today: () -> Date

        /// Services made of these.
        public init(today: @escaping () -> Date) { self.today = today }

        /// The server's clock.
        public static func live(_ environment: AppEnvironment) -> Services { Services { Date() } }
    }

    public static func register(in registry: ScreenRegistry, environment: AppEnvironment) {
        let services = environment.services(or: Services.live)
        registry.register(path, texts: CatalogText.self) { _ in
            CatalogViewController(today: services.today()) { CatalogViewModel() }
        }
    }
}
