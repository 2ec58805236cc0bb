import BinderyWeb
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore

/// BinderyWeb inside a Hummingbird application of your own: its pages, script, stylesheet and socket under
/// `webApp.configuration.basePath`, beside your routes.
///
/// ```swift
/// let webApp = WebApp(screens: screens, configuration: WebConfiguration(basePath: "/app"))
/// let bindery = BinderyMount(webApp: webApp, homePage: homePage)
/// let router = Router(context: BasicRequestContext.self)
/// router.get("/health") { _, _ in "ok" }          // your own routes
/// bindery.addRoutes(to: router)                    // /app, /app/<screen>, /app/bindery.js, …
/// let app = Application(router: router,
///                       server: .http1WebSocketUpgrade(configuration: bindery.channelConfiguration,
///                                                      shouldUpgrade: bindery.shouldUpgrade))
/// ```
///
/// The mounted routes answer with BinderyWeb's security headers and only for the allowed host names; the rest of
/// the application keeps its own policies. `WebServer` serves a mount at the site's root on its own.
public struct BinderyMount: Sendable {
    /// The sessions' owner, which renders screens and attaches sockets.
    public let webApp: WebApp
    /// What the base path itself shows; nil leaves it to the screen registered at `/`, if any.
    public let homePage: HomePage?
    /// Limits of the socket and of requests, and the host names answered for.
    public let configuration: WebServerConfiguration
    private let allowlist: HostAllowlist
    private let socketRoutes: SocketRoutes

    /// Creates the mount of `webApp` (served under its configuration's `basePath`); released sessions and refused
    /// floods are logged to `logger`.
    public init(webApp: WebApp, homePage: HomePage? = nil, configuration: WebServerConfiguration = .init(),
                logger: Logger = Logger(label: "bindery")) {
        webApp.observeExpiry { released in
            logger.info("Released \(released) session(s) whose socket was gone for the grace period", metadata: ["live": "\(webApp.sessionCount)"])
        }
        webApp.observeRestores { session, outcome in
            switch outcome {
            case .success(let took):
                logger.info("Restored a tab from its continuity record", metadata: ["session": "\(session)", "took": "\(took)"])
            case .failure(let failure):
                logger.notice("A tab could not be restored and starts fresh",
                              metadata: ["session": "\(session)", "reason": "\(failure.reason.rawValue)", "why": "\(failure)"])
            }
        }
        webApp.observeRateLimits { session, refused in
            logger.notice("Refused events over the rate limit", metadata: ["session": "\(session)", "refused": "\(refused)"])
        }
        self.webApp = webApp
        self.homePage = homePage
        self.configuration = configuration
        allowlist = HostAllowlist(extraNames: configuration.allowedHosts)
        socketRoutes = SocketRoutes(webApp: webApp, configuration: configuration, allowlist: allowlist)
    }

    /// Adds BinderyWeb's routes to `router` under the base path: the home page, the client script and stylesheet,
    /// the browser renewal, a plain `GET` of the socket's path (426), the live edit loop's build state when the loop
    /// runs the server (`DevelopmentLoop`), and every other path as a screen or a 404.
    public func addRoutes<Context: RequestContext>(to router: Router<Context>) {
        addRoutes(to: router, withPolicies: true)
    }

    /// Adds the routes; `withPolicies` false leaves the security headers and the host check to the caller, which
    /// applies them to the whole router (`WebServer`).
    func addRoutes<Context: RequestContext>(to router: Router<Context>, withPolicies: Bool) {
        let group = router.group(RouterPath(webApp.configuration.basePath))
        if withPolicies {
            group.add(middleware: SecurityHeadersMiddleware())
            group.add(middleware: AllowedHostMiddleware(allowlist: allowlist))
        }
        addRoutes(toGroup: group)
    }

    /// Adds the routes to `group`, a group at the base path whose middleware applies to them all.
    func addRoutes(toGroup group: some RouterMethods) {
        SocketRoutes.addPlainRequestRoute(to: group)
        let forwarded = ForwardedRequest(trustedProxies: Set(configuration.trustedProxies))
        BrowserRenewalRoute(browsers: webApp.browsers, forwarded: forwarded).addRoute(to: group)
        if let loop = webApp.configuration.development { DevelopmentStatusRoute(loop: loop).addRoute(to: group) }
        PageRoutes(webApp: webApp, homePage: homePage, forwarded: forwarded, instanceName: configuration.instanceName)
            .addRoutes(to: group)
    }

    /// Decides a WebSocket upgrade: the sessions' socket at the base path's `socket`, refused unless the request's
    /// host is allowed and its origin is the same site. Pass it to `HTTPServerBuilder.http1WebSocketUpgrade`.
    @Sendable
    public func shouldUpgrade(_ head: HTTPRequest, channel: any Channel, logger: Logger)
        -> ShouldUpgradeResult<WebSocketDataHandler<HTTP1WebSocketUpgradeChannel.Context>>
    {
        socketRoutes.shouldUpgrade(head, channel: channel, logger: logger)
    }

    /// `shouldUpgrade`'s decision, for `WebServer`'s own channel.
    func admit(_ head: HTTPRequest, channel: any Channel, logger: Logger) -> SocketDecision {
        socketRoutes.admit(head, channel: channel, logger: logger)
    }

    /// The HTTP/1 and WebSocket settings the mount's socket needs: its frame limit, pings and idle timeout.
    public var channelConfiguration: HTTP1WebSocketUpgradeChannel.Configuration {
        socketRoutes.channelConfiguration(securityHeaders: false)
    }

    /// The HTTP/1 settings of a server that is BinderyWeb's alone: every answer it writes, even outside the router,
    /// carries the security headers.
    var standaloneHTTP1Configuration: HTTP1Channel.Configuration {
        socketRoutes.http1Configuration(securityHeaders: true)
    }

    /// The socket limits of a server that is BinderyWeb's alone (`BinderyServerChannel`).
    var standaloneSocketLimits: SocketLimits {
        socketRoutes.socketLimits
    }
}
