import BinderyWeb
import Foundation

/// Catalog: every value control on one screen, each showing its value (as Apple's UIKitCatalog), then an alert, an
/// action sheet, a presented screen and a table of custom cells with a refresh control, each reporting on a line; a
/// tab bar of two sections, the controls and a screen that puts a badge on them.
public enum CatalogApp: WebAppModule {
    public static let texts: any TextKey.Type = CatalogText.self

    public static let path = "/catalog"
    public static let title = LocalizedText(CatalogText.appTitle)
    public static let summary = LocalizedText(CatalogText.appSummary)

    /// The day the date picker of each screen first shows: the server's clock's, or a test's fixed day given with
    /// `AppEnvironment.providing`.
    public typealias Services = PerScreen<Date>

    public static func register(in registry: ScreenRegistry, environment: AppEnvironment) {
        let today: Services = environment.perScreen { _ in Date() }
        registry.register(path, texts: CatalogText.self) { _ in
            CatalogViewController(today: today.make()) { CatalogViewModel() }
        }
        registry.register(CatalogSections.badgesPath, texts: CatalogText.self) { _ in
            BadgesViewController { BadgesViewModel() }
        }
    }
}
