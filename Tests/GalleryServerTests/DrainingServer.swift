@testable import BinderyWebServer
import BinderyWeb
import Foundation
import Hummingbird

/// A `WebServer` run the way `WebServer.runService` runs it, with stop requests the test sends instead of signals.
struct DrainingServer: Sendable {
    /// The port the server got.
    let port: Int
    /// The server, to read its metrics.
    let webServer: WebServer
    private let stop: AsyncStream<Void>.Continuation
    private let stopped: Mailbox<Bool>

    /// The origin of the server's pages, which their sockets send.
    var origin: String { "http://127.0.0.1:\(port)" }

    /// The server's URL for `path`.
    func url(_ path: String) -> URL { URL(string: origin + path)! }

    /// What SIGTERM does: the first drains, a second stops at once.
    func requestStop() { stop.yield() }

    /// Returns once the server has stopped; throws when it is still running after `timeout`.
    func waitUntilStopped(within timeout: Duration) async throws {
        guard await stopped.take(within: timeout) != nil else { throw OperationsTestError.stillRunning }
    }

    /// GETs `path` and returns the session token its page carries.
    func openPage(_ path: String) async throws -> String {
        try sessionToken(inPage: try await TestHTTP.get(url(path)).text)
    }

    /// Runs a server for `registry` with `configuration` for `body`; stops it afterwards if `body` did not.
    static func run(registry: ScreenRegistry, configuration: WebServerConfiguration,
                    _ body: (DrainingServer) async throws -> Void) async throws {
        let webApp = WebApp(screens: registry)
        let homePage = HomePage(title: LocalizedText(BinderyText.pageNotFound), introduction: LocalizedText(BinderyText.backToHome),
                                apps: [])
        let webServer = WebServer(webApp: webApp, homePage: homePage, configuration: configuration)
        let (ports, portSink) = AsyncStream.makeStream(of: Int.self)
        let (stopRequests, stop) = AsyncStream.makeStream(of: Void.self)
        let application = webServer.makeApplication(
            configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0)),
            logger: LiveServer.logger,
            onListening: { bound in
                portSink.yield(bound.port)
                portSink.finish()
            }
        )
        let stopped = Mailbox<Bool>()
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                defer {
                    portSink.finish()
                    stopped.put(true)
                }
                try await webServer.serve(application, logger: LiveServer.logger, stopRequests: stopRequests)
            }
            var portIterator = ports.makeAsyncIterator()
            guard let port = await portIterator.next() else {
                try await group.waitForAll()
                throw LiveServerError.stoppedBeforeListening
            }
            let server = DrainingServer(port: port, webServer: webServer, stop: stop, stopped: stopped)
            do {
                try await body(server)
            } catch {
                stop.yield(); stop.yield()
                throw error
            }
            stop.yield(); stop.yield()
            try await group.waitForAll()
        }
    }
}
