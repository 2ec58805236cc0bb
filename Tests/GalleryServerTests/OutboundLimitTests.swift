import Bindery
import BinderyWeb
import BinderyWebServer
import Foundation
import Testing

/// A screen whose every tap puts a big text on a label: a page that stops reading falls behind fast.
private final class FloodScreen: ViewController {
    static let chunk = 60_000
    let bigLabel = Label(id: "bigLabel")
    let floodButton = Button(id: "floodButton", title: "Flood")
    private var taps = 0

    override var title: String { "Flood" }
    override func loadView() { add(bigLabel, floodButton) }
    override func viewDidLoad() {
        floodButton.rx.tap.bind(with: self) { owner, _ in
            owner.taps += 1
            owner.bigLabel.text = "\(owner.taps) " + String(repeating: "x", count: Self.chunk)
        }.disposed(by: disposeBag)
    }
}

/// A page that never reads cannot make the server buffer without bound: past the outbound limit its socket is
/// closed, the session survives, and the page's next socket resumes it with the screen as it is now.
@Suite struct OutboundLimitTests {
    @Test func aPeerThatStopsReadingIsCutOffAndItsSessionResumes() async throws {
        let registry = ScreenRegistry()
        registry.register("/flood") { _ in FloodScreen() }
        let taps = 250  // 15 MB of patches: past the kernels' socket buffers (a few MB) and the 256 KiB limit
        let logs = Mailbox<String>()
        try await TestWebServer.run(
            registry: registry,
            web: WebConfiguration(eventsPerSecond: 10_000, eventBurst: 10_000),
            server: WebServerConfiguration(maxOutboundBytes: 256 * 1024),
            logger: LogCapture.logger(into: logs)
        ) { server in
            let token = try await server.openPage("/flood")
            let session = try #require(server.webApp.session(token: token))
            let stalled = try RawConnection(port: server.port, receiveBuffer: 4096)
            try stalled.sendUpgrade(port: server.port, origin: server.origin)
            try stalled.send(ClientFrame.hello(token: token, path: "/flood"))
            var sent = 0
            while sent < taps, (try? stalled.send(ClientFrame.event("tap", on: "floodButton"))) != nil { sent += 1 }
            #expect(await LogCapture.waitFor("WebSocket cut: the page stopped reading", in: logs, within: .seconds(60)),
                    "the server let go of the stalled socket")
            // Reading now, the peer finds the connection ended after what the kernels held, far short of all it caused.
            let delivered = try #require(await stalled.countUntilClosed(within: 10), "the connection was closed")
            #expect(delivered < FloodScreen.chunk * sent / 2, "\(delivered) bytes")
            #expect(server.webApp.session(token: token) != nil, "the session waits for the page's next socket")
            withExtendedLifetime(stalled) {}
            try await RawWebSocket.connect(port: server.port, origin: server.origin) { socket in
                let welcome = try await socket.answer(to: ClientFrame.hello(token: token, path: "/flood"))
                #expect(welcome.type == "welcome")
                let screen = try #require(try await socket.nextFrame())
                let shown = session.performAndWait { (session.topViewController?.view(withId: "bigLabel") as? Label)?.text }
                let taken = try #require(shown?.split(separator: " ").first)
                #expect(Int(taken) ?? 0 > 1, "taps went through before the cut")
                #expect(screen.html?.contains(">\(taken) xxx") == true, "the screen as it is now supersedes the dropped patches")
            }
        }
    }
}
