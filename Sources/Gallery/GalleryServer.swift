import BinderyWeb
import BinderyWebServer
import Foundation
import Hummingbird
import Logging
import PostgresStorage
import StandIns

/// Assembles the gallery: the BinderyWeb pages and socket, the apps' screens, and the `/api` stand-ins.
struct GalleryServer: Sendable {
    /// Where the tabs' continuity records are kept: with a shared database, there, so any instance restores a tab
    /// another one held; else in the data directory's `sessions` folder.
    static func continuityStore(dataDirectory: URL, databaseURL: String?) throws -> any ContinuityStore {
        if let databaseURL, !databaseURL.isEmpty, let url = try? DatabaseURL(databaseURL) {
            let logger = Logger(label: "gallery.continuity")
            return PostgresContinuityStore(url: url) { error in
                DatabaseErrors.record()
                logger.warning("A continuity record was not written", metadata: ["reason": "\(error)"])
            }
        }
        return try DirectoryContinuityStore(directory: dataDirectory.appendingPathComponent("sessions", isDirectory: true))
    }

    /// Where to listen.
    let address: ServerAddress
    /// Where the apps' services send their `/api/...` requests.
    let apiBaseURL: APIBaseURL
    /// The sessions and the apps' screens.
    let webApp: WebApp
    /// The WebSocket limits and whether the diagnostics endpoints are on.
    let serverConfiguration: WebServerConfiguration
    /// The page server: its routes, metrics and drain.
    let webServer: WebServer
    private let standIns: StandIns

    /// Creates the gallery; `fixedAPIBaseURL` is `--api-base-url` (nil: the server's own stand-ins), `randomSource` feeds the stand-ins (seeded in tests), `quoteService` is `--quote-service`, `databaseURL` is `--database` (nil: the process environment's, else SQLite), `serverConfiguration` holds `--diagnostics`, `standInControls` the stand-ins' test controls, `signInDelaySeconds` `--sign-in-delay-seconds`.
    init(
        address: ServerAddress,
        dataDirectory: URL,
        fixedAPIBaseURL: URL?,
        randomSource: any RandomIntegerSource = SystemRandomIntegerSource(),
        webConfiguration: WebConfiguration = .init(),
        serverConfiguration: WebServerConfiguration = .init(),
        quoteService: QuoteServiceChoice = .http,
        databaseURL: String? = nil,
        standInControls: StandInControls = .off,
        signInDelaySeconds: Int? = nil
    ) {
        self.serverConfiguration = serverConfiguration
        self.address = address
        self.apiBaseURL = APIBaseURL(fixed: fixedAPIBaseURL, provisional: address.loopbackURL)
        let environment = GalleryEnvironment.make(dataDirectory: dataDirectory, apiBaseURL: apiBaseURL, quoteService: quoteService,
                                                  databaseURL: databaseURL,
                                                  recordsJournals: webConfiguration.journalDirectory != nil || webConfiguration.continuity != nil,
                                                  signInDelaySeconds: signInDelaySeconds)
        var webConfiguration = webConfiguration
        webConfiguration.siteName = { GalleryApps.homePage.title.text(in: $0) }
        webConfiguration.stylesheets = GalleryApps.all.stylesheets
        self.webApp = WebApp(screens: GalleryApps.screens(environment: environment), configuration: webConfiguration,
                             browsers: GalleryBrowsers.registry(databaseURL: environment.settings[DatabaseURL.settingName],
                                                                directory: webConfiguration.continuity == nil ? nil
                                                                    : dataDirectory.appendingPathComponent("browsers", isDirectory: true)))
        self.standIns = StandIns(randomSource: randomSource, controls: standInControls)
        self.webServer = WebServer(webApp: webApp, homePage: GalleryApps.homePage, configuration: serverConfiguration)
    }

    /// Builds the application; `onListening` gets the address with its real port once the server accepts connections.
    func makeApplication(logger: Logger, onListening: @escaping @Sendable (ServerAddress) -> Void = { _ in }) -> some ApplicationProtocol {
        let address = self.address
        let apiBaseURL = self.apiBaseURL
        let standIns = self.standIns
        return webServer.makeApplication(
            configuration: ApplicationConfiguration(address: .hostname(address.host, port: address.port), serverName: "Bindery Gallery",
                                                   backlog: WebServer.listenBacklog),
            logger: logger,
            onListening: { bound in
                let listening = address.listening(on: bound.port)
                apiBaseURL.serverIsListening(at: listening.loopbackURL)
                onListening(listening)
            },
            addRoutes: { router in standIns.addRoutes(to: router) }
        )
    }
}
