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
        title: LocalizedText(en: "Bindery Gallery", ko: "Bindery 갤러리"),
        introduction: LocalizedText(
            en: "Example apps built with MVVM Input → transform → Output and reactive bindings; the browser is their View.",
            ko: "MVVM Input → transform → Output과 반응형 바인딩으로 만든 예제 앱입니다. 브라우저가 View 역할을 합니다."
        ),
        apps: entries
    )

    /// The screens of every app, their services built from `environment`.
    static func screens(environment: GalleryEnvironment) -> ScreenRegistry {
        let registry = ScreenRegistry()
        for app in all { app.register(in: registry, environment: environment) }
        return registry
    }
}
