import BinderyWeb
import BinderyWebServer
import Foundation
import Hummingbird
import Logging

/// A BinderyWeb server for one test with screens of the test's own (no gallery apps, no stand-ins), on 127.0.0.1
/// and a free port.
struct TestWebServer: Sendable {
    /// The port the server got.
    let port: Int
    /// The server's web layer, to look at its sessions.
    let webApp: WebApp

    /// The origin of the server's pages, which their sockets send.
    var origin: String { "http://127.0.0.1:\(port)" }

    /// The server's URL for `path`.
    func url(_ path: String) -> URL { URL(string: origin + path)! }

    /// Runs a server for `registry` with these configurations (and browsers and own routes) for `body`, then stops it.
    static func run<Result: Sendable>(
        registry: ScreenRegistry,
        web: WebConfiguration = .init(),
        server: WebServerConfiguration = .init(),
        routes: SiteRoutes = SiteRoutes(),
        browsers: BrowserRegistry = .init(),
        logger: Logger = LiveServer.logger,
        _ body: (TestWebServer) async throws -> Result
    ) async throws -> Result {
        let webApp = WebApp(screens: registry, configuration: web, browsers: browsers)
        let homePage = HomePage(title: LocalizedText(BinderyText.pageNotFound), introduction: LocalizedText(BinderyText.backToHome),
                                apps: [])
        return try await LiveServer.run { onListening in
            WebServer(webApp: webApp, homePage: homePage, configuration: server, routes: routes).makeApplication(
                configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0)),
                logger: logger,
                onListening: { onListening($0.port) }
            )
        } body: { port in
            try await body(TestWebServer(port: port, webApp: webApp))
        }
    }

    /// GETs `path` and returns the session token its page carries.
    func openPage(_ path: String) async throws -> String {
        let page = try await TestHTTP.get(url(path))
        return try sessionToken(inPage: page.text)
    }
}

/// The session token in a page's `<meta name="bindery-session" content="...">`.
func sessionToken(inPage html: String) throws -> String {
    let marker = #"<meta name="bindery-session" content=""#
    guard let start = html.range(of: marker)?.upperBound, let end = html[start...].firstIndex(of: "\"") else {
        throw SocketTestError.noSessionToken
    }
    return String(html[start..<end])
}
