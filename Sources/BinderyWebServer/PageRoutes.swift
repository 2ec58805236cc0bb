import BinderyWeb
import Hummingbird
import Logging

/// The pages, under the base path: the home page, `bindery.js` (the client), `bindery.css`, and every other path
/// as a BinderyWeb screen or a 404 page.
struct PageRoutes {
    let webApp: WebApp
    /// What the base path shows; nil: the screen registered at `/`, or a 404.
    let homePage: HomePage?
    let forwarded: ForwardedRequest
    /// This instance's name for the `InstanceCookie`, nil when it has none.
    let instanceName: String?
    /// One "refused a new session" line per client every ten seconds, however many pages it is refused.
    let refusalLog = LogThrottle()

    /// Adds the routes to `router`; the screen route catches every path no other route claims.
    func addRoutes<Routes: RouterMethods>(to router: Routes) {
        router.get("/") { request, context in
            guard let homePage else { return await screen(for: request, context: context) }
            let acceptLanguage = request.headers[.acceptLanguage]
            let chosen = homePage.languages.negotiate(query: request.uri.query, acceptLanguage: acceptLanguage)
            let browser = homePage.languages.negotiate(query: nil, acceptLanguage: acceptLanguage)
            var response = PageResponse.html(
                homePage.html(in: chosen, browserLanguage: browser, frameworkTexts: webApp.configuration.strings,
                              basePath: webApp.configuration.basePath),
                language: chosen
            )
            setInstanceCookie(on: &response)
            return response
        }
        router.get(RouterPath(WireProtocol.Path.script.rawValue)) { _, _ in
            PageResponse.javaScript(WebApp.clientScript)
        }
        router.get(RouterPath(WireProtocol.Path.stylesheet.rawValue)) { _, _ in
            PageResponse.styleSheet(webApp.stylesheet)
        }
        router.get("**") { request, context in
            await screen(for: request, context: context)
        }
    }

    private func screen<Context: RequestContext>(for request: Request, context: Context) async -> Response {
        let client = forwarded.clientAddress(of: request, context: context)
        let logger = context.logger
        let path = screenPath(of: request)
        let language = webApp.language(forPage: path, query: request.uri.query,
                                       acceptLanguage: request.headers[.acceptLanguage])
        let browser = request.cookies[BrowserCookie.name]?.value
        if webApp.screens.matches(path), webApp.admitsPage(clientAddress: client) {
            await webApp.browsers.load(id: browser)  // signed in (or out) on another instance: so here too
        }
        guard let page = webApp.openPage(path: path, language: language, clientAddress: client, browser: browser,
                                         timeZone: request.cookies[WireProtocol.timeZoneCookie]?.value) else {
            let strings = webApp.configuration.strings.strings(for: language)
            return PageResponse.html(NotFoundPage.html(path: request.uri.path, strings: strings, basePath: webApp.configuration.basePath),
                                     status: .notFound, language: language)
        }
        if page.status != 200, case let (heldBack, true) = refusalLog.shouldLog(client ?? "unknown") {
            logger.warning("Refused a new session", metadata: ["status": "\(page.status)", "client": "\(client ?? "unknown")",
                                                              "refusedSinceLastLine": "\(heldBack)"])
        }
        var response = PageResponse.html(page.html, status: .init(code: page.status), language: language)
        if page.refusal == .draining {
            // No instance cookie: a load balancer retries another instance, whose answer sets its own.
            response.headers[.retryAfter] = String(OperationsRoutes.retryAfterSeconds)
            return response
        }
        setInstanceCookie(on: &response)
        if let id = page.browser {
            response.setCookie(BrowserCookie.cookie(id: id, idleLimit: webApp.browsers.idleLimit,
                                                    secure: forwarded.isHTTPS(request, context: context)))
        }
        return response
    }

    /// Adds the `InstanceCookie` when this instance has a name.
    private func setInstanceCookie(on response: inout Response) {
        guard let instanceName else { return }
        response.headers.append(InstanceCookie.field(instance: instanceName))
    }

    /// The request's path and query as the screens name them: without the base path.
    private func screenPath(of request: Request) -> String {
        let full = request.uri.description, base = webApp.configuration.basePath
        guard !base.isEmpty, full.hasPrefix(base) else { return full }
        let rest = full.dropFirst(base.count)
        return rest.isEmpty || rest.hasPrefix("?") ? "/" + rest : String(rest)
    }
}
