import BinderyWeb
import Hummingbird
import HummingbirdWebSocket
import Logging

/// Serves BinderyWeb: the home page, the screens' pages, the JS client and the sessions' WebSocket, with security headers.
public struct WebServer: Sendable {
    /// The sessions' owner, which renders screens and attaches sockets.
    public let webApp: WebApp
    /// What `/` shows.
    public let homePage: HomePage
    /// WebSocket limits.
    public let configuration: WebServerConfiguration

    /// Creates the server's routes and channel around `webApp`.
    public init(webApp: WebApp, homePage: HomePage, configuration: WebServerConfiguration = .init()) {
        self.webApp = webApp
        self.homePage = homePage
        self.configuration = configuration
    }

    /// The Content-Security-Policy of every response: only this origin's resources (and `data:` images, which
    /// carry pictures the server downloaded), no inline script, no framing by other origins. A web view's frame may
    /// show any http(s) page (the control refuses other schemes), and this origin's own pages (the search stand-in's
    /// posts) may be framed by its screens.
    public static let contentSecurityPolicy: ContentSecurityPolicy = [
        .defaultSrc(.self),
        .imgSrc(.self, .uri("data:")),
        .frameSrc(.self, .scheme(.http), .scheme(.https)),
        .baseURI(.self),
        .formAction(.self),
        .frameAncestors(.self),
    ]

    /// Builds the application listening per `configuration`; `onListening` gets the bound port; `addRoutes` adds more routes (such as the `/api` stand-ins).
    public func makeApplication(
        configuration applicationConfiguration: ApplicationConfiguration,
        logger: Logger,
        onListening: @escaping @Sendable (_ port: Int?) -> Void = { _ in },
        addRoutes: (Router<PageRequestContext>) -> Void = { _ in }
    ) -> some ApplicationProtocol {
        let webApp = self.webApp
        webApp.observeExpiry { released in
            logger.info("Released \(released) session(s) whose socket was gone for the grace period", metadata: ["live": "\(webApp.sessionCount)"])
        }
        webApp.observeRateLimits { session, refused in
            logger.notice("Refused events over the rate limit", metadata: ["session": "\(session)", "refused": "\(refused)"])
        }
        let router = Router(context: PageRequestContext.self)
        router.add(middleware: ContentSecurityMiddleware(contentSecurityPolicy: Self.contentSecurityPolicy))
        addRoutes(router)
        if configuration.diagnostics { DiagnosticsRoutes(webApp: webApp).addRoutes(to: router) }
        SocketRoutes.addPlainRequestRoute(to: router)
        PageRoutes(webApp: webApp, homePage: homePage).addRoutes(to: router)
        let socketRoutes = SocketRoutes(webApp: webApp, configuration: configuration)
        return Application(
            router: router,
            server: .http1WebSocketUpgrade(webSocketRouter: socketRoutes.makeUpgradeRouter(), configuration: socketRoutes.channelConfiguration),
            configuration: applicationConfiguration,
            onServerRunning: { channel in onListening(channel.localAddress?.port) },
            logger: logger
        )
    }
}
