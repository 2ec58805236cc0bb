import BinderyWeb
@testable import Gallery
import Testing

/// The gallery serves exactly the routes its apps register, in their order, and registers none of its own: so the
/// screen tests, which build their screens through each app's own `register(in:environment:)` on stub services,
/// test the gallery's routes, and a route an app adds or changes reaches both at once.
struct GalleryRoutesTests {
    @Test func theGalleryServesTheRoutesItsAppsRegisterEachWithAFrozenScreen() throws {
        let (gallery, apps) = try TemporaryAppEnvironment.with { environment in
            let apps = GalleryApps.all.flatMap { app in
                let registry = ScreenRegistry()
                app.register(in: registry, environment: environment)
                return registry.patterns
            }
            return (GalleryApps.screens(environment: environment).patterns, apps)
        }
        #expect(gallery == apps)
        #expect(gallery == ["/find-number", "/login", "/login/welcome", "/email-sign-in", "/email-sign-in/next", "/quote",
                            "/dutch-pay", "/bank", "/bank/transaction", "/members", "/members/{id}", "/search", "/search/detail",
                            "/cats", "/movies", "/movies/{id}", "/catalog", "/catalog/badges"])
        for pattern in gallery {
            let route = ScreenRegistry()
            route.register(pattern) { _ in nil }
            #expect(GalleryScreenIDsTests.frozen.contains { route.matches($0.path) }, "\(pattern) has no frozen screen")
        }
    }
}
