import BinderyWeb
import BinderyWebServer
import Foundation
import Hummingbird
import Logging
import StandIns

/// Assembles the gallery: the BinderyWeb pages and socket, the apps' screens, and the `/api` stand-ins.
struct GalleryServer {
    /// Where to listen.
    var address: ServerAddress
    /// Where the apps keep their data.
    var dataDirectory: URL
    /// `--api-base-url`, or nil for the server's own stand-ins.
    var fixedAPIBaseURL: URL?
    /// The random-number stand-in's source (seeded in tests).
    var randomSource: any RandomIntegerSource = SystemRandomIntegerSource()

    /// Builds the application; `onListening` gets the address with its real port once the server accepts connections.
    func makeApplication(logger: Logger, onListening: @escaping @Sendable (ServerAddress) -> Void = { _ in }) -> some ApplicationProtocol {
        let apiBaseURL = APIBaseURL(fixed: fixedAPIBaseURL, provisional: address.loopbackURL)
        let environment = GalleryEnvironment(dataDirectory: dataDirectory, apiBaseURL: apiBaseURL)
        let webApp = WebApp(screens: GalleryApps.screens(environment: environment))
        let standIns = StandIns(randomSource: randomSource)
        let address = self.address
        return WebServer(webApp: webApp, homePage: GalleryApps.homePage).makeApplication(
            configuration: ApplicationConfiguration(address: .hostname(address.host, port: address.port), serverName: "Bindery Gallery"),
            logger: logger,
            onListening: { port in
                let listening = address.listening(on: port ?? address.port)
                apiBaseURL.serverIsListening(at: listening.loopbackURL)
                onListening(listening)
            },
            addRoutes: { router in standIns.addRoutes(to: router) }
        )
    }
}
