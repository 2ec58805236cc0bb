import BinderyWeb

/// The catalog's sections, in its tab bar on each of its screens: the controls (`CatalogViewController`) and the
/// badges (`BadgesViewController`).
enum CatalogSections {
    /// The path of the badges' screen.
    static let badgesPath = CatalogApp.path + "/badges"

    /// The bar's items, titled in the screen's language by `strings`; the badge, if any, on the controls' item.
    static func items(_ strings: (CatalogText) -> String, controlsBadge: String? = nil) -> [TabBarItem] {
        [TabBarItem(title: strings(.controlsSection), path: CatalogApp.path, badgeValue: controlsBadge),
         TabBarItem(title: strings(.badgesSection), path: badgesPath)]
    }

    /// The controls' item's index.
    static let controls = 0
}
