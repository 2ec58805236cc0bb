import BinderyInspector
import BinderyWeb
import Hummingbird
import HummingbirdWebSocket
import Logging
import NIOCore

/// The session inspector (`BinderyInspector`), served with `WebServerConfiguration.diagnostics` under
/// `/_bindery/inspector` (below the base path) to loopback clients that no proxy forwarded; anyone else gets a 404.
///
/// It is a Bindery app with a `WebApp` of its own: its sessions are not the server's (the inspector never lists
/// itself, its traffic is not in the metrics), and its screens cannot be reached from an app's session by navigation.
/// Its pages, script, socket and the journal download all live under its path.
struct InspectorRoutes: Sendable {
    /// Where the inspector is served, below the server's base path.
    static let path = "/_bindery/inspector"
    /// The most inspector tabs open at once.
    static let maxSessions = 32

    /// The web app whose sessions are inspected.
    let inspected: WebApp
    /// The inspector's own pages and socket.
    let mount: BinderyMount

    /// The inspector of `webApp`'s sessions, its pages and socket limited as `configuration` says.
    init(inspecting webApp: WebApp, configuration: WebServerConfiguration, logger: Logger) {
        let base = webApp.configuration.basePath + Self.path
        let registry = ScreenRegistry()
        InspectorApp.register(in: registry, service: WebAppInspection(webApp), journalHref: { base + Self.journalSuffix(of: $0) })
        let own = webApp.configuration
        // The inspector's own tabs keep no records and show no live edit loop's state: they are not the app's.
        let inspector = WebApp(screens: registry, configuration: WebConfiguration(
            gracePeriod: own.gracePeriod, maxSessions: Self.maxSessions, maxSessionsPerClient: Self.maxSessions,
            basePath: base, siteName: own.siteName, strings: own.strings, development: nil
        ))
        inspected = webApp
        mount = BinderyMount(webApp: inspector, configuration: configuration, logger: logger)
    }

    /// The journal download's path below the inspector's: the session's name as a file name. (Not `<name>/journal`:
    /// a `{name}` segment beside the pages' `**` would shadow every page path of one segment.)
    private static func journalSuffix(of name: String) -> String { "/\(name).jsonl" }

    /// Adds the inspector's pages, script, stylesheet and journal download to `router`, for loopback clients only.
    func addRoutes<Context: RequestContext>(to router: Router<Context>) {
        let group = router.group(RouterPath(mount.webApp.configuration.basePath))
        group.add(middleware: LoopbackOnlyMiddleware())
        let inspected = self.inspected
        group.get("{name}.jsonl") { _, context in
            guard let name = context.parameters.get("name"), let journal = inspected.journal(ofSession: name) else {
                return OperationsRoutes.plainText("No journal was recorded of this session.\n", status: .notFound)
            }
            let app = journal.header.app.split(separator: "/").first.map(String.init) ?? "home"
            return Response(status: .ok, headers: [
                .contentType: "application/x-ndjson; charset=utf-8",
                .contentDisposition: "attachment; filename=\"\(app)-\(name).jsonl\"",
                .cacheControl: "no-store",
            ], body: .init(byteBuffer: ByteBuffer(string: journal.jsonLines)))
        }
        mount.addRoutes(toGroup: group)
    }

    /// The upgrade of the inspector's socket, for a loopback client that no proxy forwarded; nil for any other path.
    func admit(_ head: HTTPRequest, channel: any Channel, logger: Logger) -> SocketDecision? {
        let path = head.path.map { $0.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0] } ?? ""
        guard path == mount.webApp.configuration.basePath + "/" + WireProtocol.Path.socket.rawValue else { return nil }
        guard LoopbackClient.isLocal(address: channel.remoteAddress?.ipAddress, headers: head.headerFields) else {
            logger.notice("WebSocket upgrade refused: the inspector is for loopback clients only")
            return .refuse
        }
        return mount.admit(head, channel: channel, logger: logger)
    }
}

/// Answers 404, as if nothing were there, to any client that is not local and unforwarded (`LoopbackClient`).
struct LoopbackOnlyMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard LoopbackClient.isLocal(request, context: context) else {
            return OperationsRoutes.plainText("Not found.\n", status: .notFound)
        }
        return try await next(request, context)
    }
}
