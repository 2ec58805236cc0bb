import BinderyWeb
import Hummingbird
import Logging

/// The pages: `/` (home), `/bindery.js` (the client), and every other path as a BinderyWeb screen or a 404 page.
struct PageRoutes {
    let webApp: WebApp
    let homePage: HomePage
    let scheme: RequestScheme
    /// One "refused a new session" line per client every ten seconds, however many pages it is refused.
    let refusalLog = LogThrottle()

    /// Adds the routes to `router`; the screen route catches every path no other route claims.
    func addRoutes<Context: RequestContext>(to router: Router<Context>) {
        router.get("/") { request, _ in
            let acceptLanguage = request.headers[.acceptLanguage]
            let chosen = homePage.languages.negotiate(query: request.uri.query, acceptLanguage: acceptLanguage)
            let browser = homePage.languages.negotiate(query: nil, acceptLanguage: acceptLanguage)
            return PageResponse.html(
                homePage.html(in: chosen, browserLanguage: browser, frameworkTexts: webApp.configuration.strings),
                language: chosen
            )
        }
        router.get("bindery.js") { _, _ in
            PageResponse.javaScript(WebApp.clientScript)
        }
        router.get("bindery.css") { _, _ in
            PageResponse.styleSheet(WebApp.stylesheet)
        }
        router.get("**") { request, context in
            screen(for: request, context: context)
        }
    }

    private func screen<Context: RequestContext>(for request: Request, context: Context) -> Response {
        let client = (context as? any RemoteAddressRequestContext)?.remoteAddress?.ipAddress
        let logger = context.logger
        let language = webApp.language(forPage: request.uri.description, query: request.uri.query,
                                       acceptLanguage: request.headers[.acceptLanguage])
        let browser = request.cookies[BrowserCookie.name]?.value
        guard let page = webApp.openPage(path: request.uri.description, language: language, clientAddress: client,
                                         browser: browser) else {
            return PageResponse.html(NotFoundPage.html(path: request.uri.path, strings: webApp.configuration.strings.strings(for: language)), status: .notFound, language: language)
        }
        if page.status != 200, case let (heldBack, true) = refusalLog.shouldLog(client ?? "unknown") {
            logger.warning("Refused a new session", metadata: ["status": "\(page.status)", "client": "\(client ?? "unknown")",
                                                              "refusedSinceLastLine": "\(heldBack)"])
        }
        var response = PageResponse.html(page.html, status: .init(code: page.status), language: language)
        if let id = page.browser {
            response.setCookie(BrowserCookie.cookie(id: id, idleLimit: webApp.browsers.idleLimit,
                                                    secure: scheme.isHTTPS(request, context: context)))
        }
        return response
    }
}
