import BinderyWeb
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging

/// Serves BinderyWeb: the home page, the screens' pages, the JS client and the sessions' WebSocket, with security headers.
public struct WebServer: Sendable {
    /// The sessions' owner, which renders screens and attaches sockets.
    public let webApp: WebApp
    /// The page `/` shows, listing the apps.
    public let homePage: HomePage
    /// The server's request, WebSocket and host limits, and whether diagnostics are served.
    public let configuration: WebServerConfiguration
    /// The metrics `GET /_bindery/metrics` serves; `webApp` reports its events and refusals to them.
    public let metrics: ServerMetrics
    /// The app's own files and JSON routes, served beside the screens.
    public let routes: SiteRoutes

    /// Creates the server's routes and channel around `webApp`, with the app's own `routes`, and its metrics.
    public init(webApp: WebApp, homePage: HomePage, configuration: WebServerConfiguration = .init(),
                routes: SiteRoutes = SiteRoutes()) {
        self.webApp = webApp
        self.homePage = homePage
        self.configuration = configuration
        self.routes = routes
        metrics = ServerMetrics()
        webApp.observeActivity(metrics)
    }

    /// How many accepted-but-not-yet-taken connections the listening socket queues (`listen`'s backlog) in `run` and
    /// the gallery: 4,096, where Hummingbird's default is 256. Connections of a burst of page loads and socket upgrades
    /// past the queue are dropped by the kernel and wait for the client's retry, a second or more. Linux caps it at
    /// `net.core.somaxconn` (4,096 by default). Pass it to `makeApplication` as `ApplicationConfiguration`'s `backlog`.
    public static let listenBacklog = 4096

    /// The Content-Security-Policy of every response (see `SecurityHeaders`).
    public static var contentSecurityPolicy: ContentSecurityPolicy { SecurityHeaders.contentSecurityPolicy }

    /// Builds the application listening per `configuration`; `onListening` gets the address bound (its IP address as
    /// the system reports it, the real port) once connections are accepted; `addRoutes` adds Hummingbird routes
    /// besides `routes` (such as the gallery's `/api` stand-ins).
    public func makeApplication(
        configuration applicationConfiguration: ApplicationConfiguration,
        logger: Logger,
        onListening: @escaping @Sendable (ServerAddress) -> Void = { _ in },
        addRoutes: (Router<PageRequestContext>) -> Void = { _ in }
    ) -> some ApplicationProtocol {
        let webApp = self.webApp
        let mount = BinderyMount(webApp: webApp, homePage: homePage, configuration: configuration, logger: logger)
        // HEAD is answered wherever GET is: the GET route runs and its body is dropped.
        let router = Router(context: PageRequestContext.self, options: .autoGenerateHeadEndpoints)
        // Security headers are added to every response head by the connections' `SecurityHeadersHandler`
        // (`standaloneHTTP1Configuration`), which also reaches answers no route writes.
        router.add(middleware: AllowedHostMiddleware(allowlist: HostAllowlist(extraNames: configuration.allowedHosts)))
        addRoutes(router)
        routes.addRoutes(to: router)
        if !routes.servesFavicon { DefaultFavicon.addRoute(to: router) }
        OperationsRoutes(webApp: webApp, metrics: metrics, configuration: configuration).addRoutes(to: router)
        let inspector = configuration.diagnostics ? InspectorRoutes(inspecting: webApp, configuration: configuration, logger: logger) : nil
        if configuration.diagnostics { DiagnosticsRoutes(webApp: webApp).addRoutes(to: router) }
        inspector?.addRoutes(to: router)
        mount.addRoutes(to: router, withPolicies: false)
        let (http1, socketLimits) = (mount.standaloneHTTP1Configuration, mount.standaloneSocketLimits)
        let limits = configuration.requestLimits
        let connections = PerClientCounter(limit: limits.maxConnectionsPerClient)
        let trustedProxies = Set(configuration.trustedProxies)
        let makeChannel = { @Sendable (responder: @escaping HTTPChannelHandler.Responder) in
            GuardedServerChannel(
                inner: BinderyServerChannel(responder: responder, http1: http1, limits: socketLimits) { head, channel, logger in
                    inspector?.admit(head, channel: channel, logger: logger) ?? mount.admit(head, channel: channel, logger: logger)
                },
                limits: limits,
                refusesUpgrades: { webApp.isDraining },
                connections: connections,
                trustedProxies: trustedProxies
            )
        }
        PipelineWarmUp.run(makeChannel { _, _, _ in }, logger: logger)
        return Application(
            router: router,
            server: HTTPServerBuilder { responder in makeChannel(responder) },
            configuration: applicationConfiguration,
            onServerRunning: { channel in
                onListening(ServerAddress(host: channel.localAddress?.ipAddress ?? "", port: channel.localAddress?.port ?? 0))
            },
            logger: logger
        )
    }
}
