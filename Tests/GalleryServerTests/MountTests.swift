import Bindery
import Foundation
import BinderyWeb
import BinderyWebServer
import Hummingbird
import HummingbirdWebSocket
import Testing

/// BinderyWeb mounted under a path prefix in a Hummingbird application of the test's own: the application's routes
/// still answer, and the pages, script, socket and screens live under the prefix.
struct MountTests {
    /// A screen whose button counts its taps in a label.
    final class TapScreen: ViewController {
        let tapsLabel = Label(id: "tapsLabel", text: "0")
        let tapButton = Button(id: "tapButton", title: "Tap")
        override var title: String { "Taps" }
        override func loadView() { add(tapsLabel, tapButton) }
        override func viewDidLoad() {
            tapButton.rx.tap.scan(0) { count, _ in count + 1 }.map(String.init)
                .bind(to: tapsLabel.rx.text).disposed(by: disposeBag)
        }
    }

    /// The app's own style, laid over BinderyWeb's.
    static let tapsStyle = "#tapsLabel { font-size: 2rem; }"

    /// Runs an application with a `/health` route of its own and BinderyWeb mounted at `/ui`.
    private func withMountedApp(server: WebServerConfiguration = .init(), _ body: (_ port: Int) async throws -> Void) async throws {
        let registry = ScreenRegistry()
        registry.register("/taps") { _ in TapScreen() }
        let webApp = WebApp(screens: registry, configuration: WebConfiguration(basePath: "/ui", stylesheets: [Self.tapsStyle]))
        let mount = BinderyMount(webApp: webApp, configuration: server, logger: LiveServer.logger)
        try await LiveServer.run { onListening in
            let router = Router(context: BasicRequestContext.self)
            router.get("/health") { _, _ in "ok" }
            mount.addRoutes(to: router)
            return Application(
                router: router,
                server: .http1WebSocketUpgrade(configuration: mount.channelConfiguration, shouldUpgrade: mount.shouldUpgrade),
                configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0)),
                onServerRunning: { channel in onListening(channel.localAddress?.port ?? 0) },
                logger: LiveServer.logger
            )
        } body: { port in
            try await body(port)
        }
    }

    @Test func theApplicationsOwnRoutesAndTheMountedPagesBothAnswer() async throws {
        try await withMountedApp { port in
            let origin = "http://127.0.0.1:\(port)"
            let health = try await TestHTTP.get(URL(string: origin + "/health")!)
            #expect(health.text == "ok")
            let page = try await TestHTTP.get(URL(string: origin + "/ui/taps")!)
            #expect(page.status == 200)
            #expect(page.text.contains(#"<script src="/ui/bindery.js""#))
            #expect(page.text.contains(#"<link rel="stylesheet" href="/ui/bindery.css">"#))
            #expect(page.text.contains(#"<meta name="bindery-base" content="/ui">"#))
            #expect(page.header("Content-Security-Policy") != nil, "mounted pages carry the security headers")
            #expect(try await TestHTTP.get(URL(string: origin + "/ui/bindery.js")!).status == 200)
            let stylesheet = try await TestHTTP.get(URL(string: origin + "/ui/bindery.css")!)
            #expect(stylesheet.text.hasPrefix(WebApp.defaultStylesheet), "BinderyWeb's own rules first")
            #expect(stylesheet.text.hasSuffix(Self.tapsStyle), "the app's last, so its rules win")
            #expect(try await TestHTTP.get(URL(string: origin + "/taps")!).status == 404, "screens live only under the prefix")
            let missing = try await TestHTTP.get(URL(string: origin + "/ui/nowhere")!)
            #expect(missing.status == 404)
            #expect(missing.text.contains(#"<a href="/ui/">"#))
        }
    }

    @Test func aMountedSocketThatNeverSaysHelloIsClosed() async throws {
        try await withMountedApp(server: WebServerConfiguration(helloTimeout: .milliseconds(300))) { port in
            try await RawWebSocket.connect(port: port, origin: "http://127.0.0.1:\(port)", path: "/ui/socket") { socket in
                #expect(socket.status == 101)
                let next = await socket.next(within: .seconds(10))
                guard case .close(let code) = next else { Issue.record("expected a close, got \(String(describing: next))"); return }
                #expect(code == 1008)
            }
        }
    }

    @Test func theSocketUnderThePrefixDrivesTheScreen() async throws {
        try await withMountedApp { port in
            let origin = "http://127.0.0.1:\(port)"
            let token = try sessionToken(inPage: try await TestHTTP.get(URL(string: origin + "/ui/taps")!).text)
            let exchange = try await RawWebSocket.connect(port: port, origin: origin, path: "/ui/socket") { socket in
                #expect(socket.status == 101)
                try await socket.send(ClientFrame.hello(token: token, path: "/taps"))
                var frames: [ServerFrame] = []
                while let received = await socket.next(within: .seconds(10)), case .text(let text) = received,
                      let frame = ServerFrame(text) {
                    frames.append(frame)
                    if frame.type == "welcome" { try await socket.send(ClientFrame.event("tap", on: "tapButton")) }
                    if frame.patches.contains("text tapsLabel 1") { break }
                }
                return frames
            }
            #expect(exchange.contains { $0.patches.contains("text tapsLabel 1") })
            try await RawWebSocket.connect(port: port, origin: origin, path: "/socket") { socket in
                #expect(socket.status != 101, "the socket lives only under the prefix")
            }
        }
    }
}
