import Bank
import Catalog
import BinderyWeb
import BinderyWebServer
import Cats
import DutchPay
import EmailSignIn
import FindNumber
import Login
import Members
import Movies
import Quote
import Search

/// The one place that lists the gallery's apps, in home-page order; each app registers itself in its own module.
enum GalleryApps {
    /// Every app, in the order the home page lists them.
    // nonisolated(unsafe): a constant list of types, never mutated. (`WebAppModule: SendableMetatype` would say so in
    // the type, but needs Swift 6.2 and the package's tools version is 6.1.)
    nonisolated(unsafe) static let all: [any WebAppModule.Type] = [
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
        CatalogApp.self,
    ]

    /// The apps on the home page, in order.
    static var entries: [AppEntry] { all.map(AppEntry.init) }

    /// The home page listing `entries`.
    static let homePage = HomePage(
        title: LocalizedText(GalleryText.siteName),
        introduction: LocalizedText(GalleryText.introduction),
        apps: entries
    )

    /// The screens of every app, their services built from `environment`.
    static func screens(environment: AppEnvironment) -> ScreenRegistry {
        let registry = ScreenRegistry()
        for app in all { app.register(in: registry, environment: environment) }
        return registry
    }
}
