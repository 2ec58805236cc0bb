import BinderyWeb
import Foundation
import PostgresStorage
import Testing

/// The browsers' store, proven on every backend (this process's memory for a single server, PostgreSQL for several
/// instances): a browser's values read back by another instance, removed one by one, moved by a renewal, forgotten
/// once idle, and every change announced.
@Suite struct BrowserStoreContractTests {
    let account = Data(#"{"email":"kim@example.com"}"#.utf8)

    @Test(arguments: StoreBackend.underTest)
    func anUnknownBrowserHasNoValues(backend: StoreBackend) throws {
        let place = try StorePlace(backend)
        #expect(try place.openBrowserStore().load("never-seen", idleLimit: 60).isEmpty)
    }

    @Test(arguments: StoreBackend.underTest)
    func aSavedValueIsLoadedByAnotherInstanceAndRemovedByNil(backend: StoreBackend) throws {
        let place = try StorePlace(backend)
        let (a, b) = (try place.openBrowserStore(), try place.openBrowserStore())
        try a.save(account, named: "login.account", of: "browser-1")
        try a.save(Data("3".utf8), named: "cart.count", of: "browser-1")
        try a.save(Data("1".utf8), named: "cart.count", of: "browser-2")

        #expect(try b.load("browser-1", idleLimit: 60) == ["login.account": account, "cart.count": Data("3".utf8)])

        try b.save(nil, named: "login.account", of: "browser-1")
        #expect(try a.load("browser-1", idleLimit: 60) == ["cart.count": Data("3".utf8)])
        #expect(try a.load("browser-2", idleLimit: 60) == ["cart.count": Data("1".utf8)])
    }

    @Test(arguments: StoreBackend.underTest)
    func aRenewalMovesTheValuesAndTheOldIDLosesThem(backend: StoreBackend) throws {
        let place = try StorePlace(backend)
        let (a, b) = (try place.openBrowserStore(), try place.openBrowserStore())
        try a.save(account, named: "login.account", of: "planted")
        try a.rename("planted", to: "renewed")

        #expect(try b.load("planted", idleLimit: 60).isEmpty)
        #expect(try b.load("renewed", idleLimit: 60) == ["login.account": account])
    }

    @Test(arguments: StoreBackend.underTest)
    func aBrowserUnseenForTheIdleLimitIsForgotten(backend: StoreBackend) throws {
        let place = try StorePlace(backend)
        let store = try place.openBrowserStore()
        try store.save(account, named: "login.account", of: "idle")

        #expect(try store.load("idle", idleLimit: 0).isEmpty)  // seen before now: idle for longer than 0 s
        #expect(try store.load("idle", idleLimit: 60).isEmpty)  // forgotten, not only hidden
    }

    @Test(arguments: StoreBackend.underTest)
    func everyChangeIsAnnouncedToAnInstanceThatKnowsTheBrowser(backend: StoreBackend) throws {
        let place = try StorePlace(backend)
        let (a, b) = (try place.openBrowserStore(), try place.openBrowserStore())
        let heard = Announcements()
        b.observeChanges { heard.add($0) }
        _ = try b.load("browser-1", idleLimit: 60)  // B has seen the browser: it can name it
        if let listening = b as? PostgresBrowserStore { try waitUntil("B listens") { listening.isListening } }

        try a.save(account, named: "login.account", of: "browser-1")
        try waitUntil("B hears the sign-in") { heard.values == ["browser-1"] }
        try a.save(nil, named: "login.account", of: "browser-1")
        try waitUntil("B hears the sign-out") { heard.values == ["browser-1", "browser-1"] }
    }
}

/// The browser ids a store announced, in order, across threads.
private final class Announcements: @unchecked Sendable {
    // @unchecked Sendable: `heard` is only touched under `lock`.
    private let lock = NSLock()
    private var heard: [String] = []

    func add(_ browser: String) { lock.withLock { heard.append(browser) } }

    var values: [String] { lock.withLock { heard } }
}
