import BinderyWeb
import CHeapStats
import Hummingbird
import HummingbirdWebSocket

/// The benchmark endpoints, served only with `WebServerConfiguration.diagnostics` and only to loopback clients no
/// proxy forwarded (as the inspector is): counts, and a bare echo socket.
struct DiagnosticsRoutes {
    /// `GET` answers `{"sessions": n, "viewControllers": n, "heapInUse": bytes, "sessionsHoldingScreens": n,
    /// "sessionsReleased": n}` (the C heap's bytes in use, glibc only; the sessions whose screens are held, and those
    /// an idle spell released).
    static let statsPath: RouterPath = "_bindery/stats"
    /// A WebSocket that sends every text frame back: the floor the load benchmark compares sessions with.
    static let echoPath = "/" + WireProtocol.Path.socket.rawValue + "/echo"

    let webApp: WebApp

    /// Adds the stats route to `router`; any other client gets a 404.
    func addRoutes<Context: RequestContext>(to router: Router<Context>) {
        router.group().add(middleware: LoopbackOnlyMiddleware()).get(Self.statsPath) { _, _ in
            let screens = webApp.sessionsByScreens
            let body = "{\"sessions\":\(webApp.sessionCount),\"viewControllers\":\(ViewController.liveCount),\"heapInUse\":\(bindery_heap_in_use()),"
                + "\"sessionsHoldingScreens\":\(screens.holding),\"sessionsReleased\":\(screens.released)}"
            return Response(status: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"],
                            body: .init(byteBuffer: .init(string: body)))
        }
    }

    /// Sends every text frame of the echo socket back (`SocketRoutes` upgrades it, same-origin only like the
    /// sessions' socket).
    static func echo(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter, maxMessageSize: Int) async throws {
        for try await message in inbound.messages(maxSize: maxMessageSize) {
            if case .text(let text) = message { try await outbound.write(.text(text)) }
        }
    }
}
