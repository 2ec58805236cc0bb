import Foundation
import Hummingbird
import Logging

/// A server's own routes and files beside its screens, given to `WebServer(webApp:homePage:routes:)`: a file (a
/// favicon, a robots.txt), a folder (images, stylesheets) and JSON routes, without importing Hummingbird.
///
/// ```swift
/// var routes = SiteRoutes()
/// routes.file("/favicon.ico", at: Bundle.module.url(forResource: "favicon", withExtension: "ico")!)
/// routes.folder("/static", at: Bundle.module.url(forResource: "Public", withExtension: nil)!)
/// routes.get("/api/count") { _ in CountReply(count: store.count) }
/// ```
///
/// Paths are from the site's root, whatever the `WebConfiguration.basePath`; `:name` parts match one segment and
/// reach the route as `RouteRequest.parameters`. The routes answer only for the allowed hosts and with the security
/// headers, as the pages do. Without a file of its own at `/favicon.ico`, `WebServer` serves Bindery's icon there.
public struct SiteRoutes: Sendable {
    /// Adds one route to the server's router.
    typealias Registration = @Sendable (Router<PageRequestContext>) -> Void

    private(set) var registrations: [Registration] = []
    /// The paths registered, `folder`s with a trailing `/**`.
    private(set) var paths: [String] = []

    /// No routes of one's own.
    public init() {}

    /// Serves the file at `file` (read on each request, so edits show without a restart) at `path`, with
    /// `contentType`, by default the one its extension names (`application/octet-stream` when unknown).
    public mutating func file(_ path: String, at file: URL, contentType: String? = nil) {
        let type = contentType ?? MediaType.getMediaType(forExtension: file.pathExtension)?.description
            ?? "application/octet-stream"
        let filePath = file.path
        register(path) { router in
            router.get(RouterPath(path)) { _, context in
                guard FileManager.default.isReadableFile(atPath: filePath) else { throw HTTPError(.notFound) }
                let body = try await FileIO().loadFile(path: filePath, context: context)
                return Response(status: .ok, headers: [.contentType: type, .cacheControl: "no-cache"], body: body)
            }
        }
    }

    /// Serves the files under `directory` at `path`: `/static/img/logo.png` is `directory/img/logo.png`. Their
    /// types follow their extensions; the browser revalidates them on each load (ETag, Last-Modified), so edits show
    /// without a restart. A name not there is a 404; `..` is refused.
    public mutating func folder(_ path: String, at directory: URL) {
        let base = path.hasSuffix("/") ? String(path.dropLast()) : path
        let root = directory.path
        register(base + "/**") { router in
            let group = router.group(RouterPath(base))
            group.add(middleware: FileMiddleware<PageRequestContext, LocalFileSystem>(
                root, urlBasePath: base, cacheControl: CacheControl([(MediaType(type: .any), [.noCache])])
            ))
            group.get("**") { _, _ -> Response in throw HTTPError(.notFound) }  // the middleware serves what is there
        }
    }

    /// Answers `GET path` (and `HEAD`) with `answer`'s value as JSON. Throw a `RouteError` for another status.
    public mutating func get(_ path: String,
                             _ answer: @escaping @Sendable (RouteRequest) async throws -> some Encodable & SendableMetatype) {
        register(path) { router in
            router.get(RouterPath(path)) { request, context in
                await JSONAnswer.respond(logger: context.logger) { try await answer(RouteRequest(request, context: context)) }
            }
        }
    }

    /// Answers `POST path`, whose body is `Body` as JSON (`Content-Type: application/json`, else 415; a body that
    /// does not decode is a 400 saying why), with `answer`'s value as JSON.
    public mutating func post<Body: Decodable & SendableMetatype>(
        _ path: String, body: Body.Type = Body.self,
        _ answer: @escaping @Sendable (RouteRequest, Body) async throws -> some Encodable & SendableMetatype
    ) {
        register(path) { router in
            router.post(RouterPath(path)) { request, context in
                guard request.headers[.contentType]?.lowercased().hasPrefix("application/json") == true else {
                    return JSONAnswer.error(RouteError(status: 415, message: "send the body as Content-Type: application/json"))
                }
                var request = request
                let bytes = try await request.collectBody(upTo: context.maxUploadSize)
                let value: Body
                do {
                    value = try JSONDecoder().decode(Body.self, from: Data(buffer: bytes))
                } catch {
                    return JSONAnswer.error(.badRequest("the body is not the JSON this route takes: \(error)"))
                }
                return await JSONAnswer.respond(logger: context.logger) {
                    try await answer(RouteRequest(request, context: context), value)
                }
            }
        }
    }

    /// Whether a route of these claims `/favicon.ico`.
    var servesFavicon: Bool { paths.contains(DefaultFavicon.path) }

    /// Adds the routes to `router`.
    func addRoutes(to router: Router<PageRequestContext>) {
        for registration in registrations { registration(router) }
    }

    /// Records `path`'s route. A path not from the root, one of Bindery's own or one given twice is the app's
    /// mistake: the route is left out and the log says which and why, and the server goes on serving the rest.
    private mutating func register(_ path: String, _ registration: @escaping Registration) {
        let mistake: String? =
            !path.hasPrefix("/") ? "the path \"\(path)\" must start with \"/\" (paths are from the site's root)"
            : path.hasPrefix("/_bindery") ? "\"\(path)\" is under /_bindery, which Bindery keeps for its own endpoints"
            : paths.contains(path) ? "\"\(path)\" is registered twice; give each route one path"
            : nil
        if let mistake {
            FileHandle.standardError.write(Data("BinderyWeb: SiteRoutes: \(mistake); the route is left out.\n".utf8))
            return
        }
        paths.append(path)
        registrations.append(registration)
    }
}
