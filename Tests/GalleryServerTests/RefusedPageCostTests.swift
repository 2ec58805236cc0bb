import BinderyWeb
@testable import BinderyWebServer
import Foundation
import Testing

/// A page refused for its client's session limit costs the server no store query and no memory: a client minting
/// cookie after cookie past its limit cannot grow the server.
struct RefusedPageCostTests {
    /// A browser store that counts its loads and holds nothing.
    private final class CountingStore: BrowserStore, @unchecked Sendable {
        private let lock = NSLock()
        private var loads = 0
        var loadCount: Int { lock.withLock { loads } }
        func load(_ browser: String, idleLimit: TimeInterval) throws -> [String: Data] {
            lock.withLock { loads += 1 }
            return [:]
        }
        func save(_ value: Data?, named name: String, of browser: String) throws {}
        func rename(_ browser: String, to newID: String) throws {}
        func observeChanges(_ handler: @escaping @Sendable (String) -> Void) {}
    }

    @Test func pagesRefused429NeitherLoadTheBrowserNorRememberIt() async throws {
        let registry = ScreenRegistry()
        registry.register("/hello") { _ in HelloScreen() }
        let store = CountingStore()
        let browsers = BrowserRegistry(store: store)
        try await TestWebServer.run(registry: registry, web: WebConfiguration(maxSessionsPerClient: 2), browsers: browsers) { server in
            var statuses: [Int] = []
            for n in 0..<50 {
                let page = try await TestHTTP.get(server.url("/hello"), headers: ["Cookie": "\(BrowserCookie.name)=made-up-\(n)"])
                statuses.append(page.status)
            }
            #expect(statuses == [200, 200] + Array(repeating: 429, count: 48))
            #expect(store.loadCount == 2, "only the two admitted pages asked the store")
            #expect(browsers.count == 2, "only the two admitted pages' browsers are remembered")
        }
    }
}
