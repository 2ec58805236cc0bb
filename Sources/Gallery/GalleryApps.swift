import BinderyWeb
import BinderyWebServer

/// The one place that lists the gallery's apps, in home-page order; each app's wiring is in `Apps/`.
enum GalleryApps {
    /// Every app, in the order the home page lists them.
    static let all: [any GalleryApp.Type] = [
        FindNumberApp.self,
        LoginApp.self,
        EmailSignInApp.self,
        QuoteApp.self,
        DutchPayApp.self,
        BankApp.self,
        MembersApp.self,
        SearchApp.self,
        CatsApp.self,
        MoviesApp.self,
    ]

    /// The apps on the home page, in order.
    static var entries: [AppEntry] { all.map { $0.entry } }

    /// The home page listing `entries`.
    static let homePage = HomePage(
        title: LocalizedText(GalleryText.siteName),
        introduction: LocalizedText(GalleryText.introduction),
        apps: entries
    )

    /// The screens of every app, their services built from `environment`.
    static func screens(environment: GalleryEnvironment) -> ScreenRegistry {
        let registry = ScreenRegistry()
        for app in all { app.register(in: registry, environment: environment) }
        return registry
    }
}
