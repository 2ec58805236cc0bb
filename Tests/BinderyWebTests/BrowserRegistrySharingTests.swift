import BinderyWeb
import Foundation
import Synchronization
import Testing

/// Two registries sharing one `BrowserStore` behave as two instances of a server behind a load balancer: a
/// browser's `Codable` values set through one are there when its page opens on the other, a removal reaches the
/// other's open tabs without a page load, a renewal leaves the old id with nothing, and values that are not
/// `Codable` stay where they were set. `flush()` waits for a registry's store work, so no test polls.
struct BrowserRegistrySharingTests {
    private struct Member: Codable, Equatable, Sendable {
        let email: String
    }

    /// A value with no encoding: kept by the instance that set it.
    private final class Handle: Sendable {}

    private let member = SessionKey<Member>("test.member")
    private let handle = SessionKey<Handle>("test.handle")
    private let store = MemoryBrowserStore()

    @Test func aValueSetOnOneInstanceIsThereWhenThePageOpensOnAnother() async {
        let (a, b) = (BrowserRegistry(store: store), BrowserRegistry(store: store))
        let (id, values) = a.browser(id: nil)
        values[member] = Member(email: "kim@example.com")
        a.flush()

        await b.load(id: id)
        let onB = b.browser(id: id)
        #expect(onB.id == id, "B adopts the browser under its id")
        #expect(onB.values[member] == Member(email: "kim@example.com"))
    }

    /// Two instances holding one browser whose member was set on A: its values as each instance holds them.
    private func aBrowserSignedInOnBothInstances() async -> (a: BrowserRegistry, b: BrowserRegistry,
                                                             onA: BrowserValues, onB: BrowserValues) {
        let (a, b) = (BrowserRegistry(store: store), BrowserRegistry(store: store))
        let (id, onA) = a.browser(id: nil)
        onA[member] = Member(email: "kim@example.com")
        a.flush()
        await b.load(id: id)
        return (a, b, onA, b.browser(id: id).values)
    }

    @Test func aRemovalOnOneInstanceReachesTheOthersOpenTabsAtOnce() async {
        let (a, b, onA, onB) = await aBrowserSignedInOnBothInstances()

        onA[member] = nil
        a.flush()  // the store announces the change to B, which reloads on its queue
        b.flush()

        #expect(onB[member] == nil)
        #expect(store.count == 0)
    }

    @Test func theOtherInstancesValuesSayTheyChangedSoOpenScreensCanReact() async {
        let (a, b, onA, onB) = await aBrowserSignedInOnBothInstances()
        let heard = Mutex<[Member?]>([])
        let subscription = onB.changes(of: member).sink { value in heard.withLock { $0.append(value) } }

        onA[member] = nil
        a.flush()
        b.flush()

        #expect(heard.withLock { $0 } == [nil], "B's screens hear the sign-out made on A, once")
        subscription.cancel()
    }

    @Test func aPageOpeningReloadsWhatAnotherInstanceChanged() async {
        let (a, b) = (BrowserRegistry(store: store), BrowserRegistry(store: store))
        let (id, onA) = a.browser(id: nil)
        onA[member] = Member(email: "kim@example.com")
        a.flush()
        await b.load(id: id)
        b.browser(id: id).values[member] = Member(email: "lee@example.com")
        b.flush()

        await a.load(id: id)
        #expect(a.browser(id: id).values[member] == Member(email: "lee@example.com"))
    }

    @Test func aValueThatIsNotCodableStaysOnItsInstance() async {
        let (a, b) = (BrowserRegistry(store: store), BrowserRegistry(store: store))
        let (id, onA) = a.browser(id: nil)
        let kept = Handle()
        onA[handle] = kept
        onA[member] = Member(email: "kim@example.com")
        a.flush()
        await a.load(id: id)  // a reload replaces the shared values only

        await b.load(id: id)
        #expect(b.browser(id: id).values[handle] == nil)
        #expect(a.browser(id: id).values[handle] === kept)
    }

    @Test func aRenewalLeavesTheOldIDWithNothingOnEveryInstance() async throws {
        let (a, b) = (BrowserRegistry(store: store), BrowserRegistry(store: store))
        let (planted, onA) = a.browser(id: nil)
        await b.load(id: planted)
        let renewed = try #require(a.renew(id: planted))
        onA[member] = Member(email: "kim@example.com")  // signed in after the renewal, as the login screen does
        a.flush()

        await b.load(id: planted)
        let stranger = b.browser(id: planted)
        #expect(stranger.id != planted && stranger.values[member] == nil)
        await b.load(id: renewed.id)
        #expect(b.browser(id: renewed.id).values[member] == Member(email: "kim@example.com"))
    }

    @Test func aBrowserIdleInTheStoreIsSignedOutHereAtItsNextPageLoad() async {
        let clock = MutableClock()
        let store = MemoryBrowserStore(now: { clock.now })
        let registry = BrowserRegistry(idleLimit: 60, store: store)
        let (id, values) = registry.browser(id: nil)
        values[member] = Member(email: "kim@example.com")
        registry.flush()

        clock.now += 61
        await registry.load(id: id)
        #expect(registry.browser(id: id).values[member] == nil)
    }

    @Test func aReadOfTheStoreThatEndsAfterANewerOneIsNotApplied() throws {
        let inner = MemoryBrowserStore()
        let store = GatedBrowserStore(inner)
        let registry = BrowserRegistry(store: store)
        let (id, values) = registry.browser(id: nil)
        values[member] = Member(email: "kim@example.com")
        registry.flush()
        registry.flush()  // the reload the store's notice of that write queued behind it
        // A read that finds the member signed in, and is held after it read…
        store.holdNextLoad()
        let olderDone = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            registry.loadWaiting(id: id)
            olderDone.signal()
        }
        store.waitUntilHeld()
        // …then the browser signs out on another instance, and a page load here reads that.
        try inner.save(nil, named: member.name, of: id)
        registry.flush()
        registry.loadWaiting(id: id)
        #expect(values[member] == nil)
        store.release()
        olderDone.wait()
        registry.flush()
        #expect(values[member] == nil, "the older read, ending last, does not sign the browser back in")
    }

    @Test func aBrowserAwayFromThisInstanceLongerThanTheIdleLimitIsStillItselfWhenTheStoreKnowsIt() async {
        let (a, b) = (BrowserRegistry(idleLimit: 60, store: store), BrowserRegistry(idleLimit: 60, store: store))
        let start = Date()
        let (id, onA) = a.browser(id: nil, now: start)
        onA[member] = Member(email: "kim@example.com")
        a.flush()
        await b.load(id: id)  // served by B meanwhile: the store has seen it all along

        let later = start.addingTimeInterval(61)
        await a.load(id: id, now: later)
        let back = a.browser(id: id, now: later)
        #expect(back.id == id)
        #expect(back.values[member] == Member(email: "kim@example.com"))
    }

    @Test func aFailingStoreIsReportedAndTheValuesHereStay() async {
        let errors = ErrorCount()
        let registry = BrowserRegistry(store: FailingBrowserStore()) { _ in errors.add() }
        let (id, values) = registry.browser(id: nil)
        values[member] = Member(email: "kim@example.com")
        registry.flush()
        await registry.load(id: id)

        #expect(errors.count == 2)
        #expect(registry.browser(id: id).values[member] == Member(email: "kim@example.com"))
    }

    @Test func withoutAStoreLoadingChangesNothing() async {
        let registry = BrowserRegistry()
        await registry.load(id: "unknown")
        #expect(registry.count == 0)
    }
}

/// A clock a test moves by hand.
private final class MutableClock: @unchecked Sendable {
    // @unchecked Sendable: `current` is only touched under `lock`.
    private let lock = NSLock()
    private var current = Date(timeIntervalSince1970: 1_000_000)

    var now: Date {
        get { lock.withLock { current } }
        set { lock.withLock { current = newValue } }
    }
}

/// Counts the store errors a registry reports.
private final class ErrorCount: @unchecked Sendable {
    // @unchecked Sendable: `value` is only touched under `lock`.
    private let lock = NSLock()
    private var value = 0

    func add() { lock.withLock { value += 1 } }

    var count: Int { lock.withLock { value } }
}

/// A store whose database is down.
private final class FailingBrowserStore: BrowserStore {
    struct Down: Error {}

    func load(_ browser: String, idleLimit: TimeInterval) throws -> [String: Data] { throw Down() }
    func save(_ value: Data?, named name: String, of browser: String) throws { throw Down() }
    func rename(_ browser: String, to newID: String) throws { throw Down() }
    func observeChanges(_ handler: @escaping @Sendable (String) -> Void) {}
}

/// A store that can hold its next load after it has read, until released: two reads of one browser that end out of
/// the order they began.
private final class GatedBrowserStore: BrowserStore, @unchecked Sendable {
    // @unchecked Sendable: `armed` is only touched under `lock`.
    private let inner: MemoryBrowserStore
    private let lock = NSLock()
    private var armed = false
    private let held = DispatchSemaphore(value: 0)
    private let released = DispatchSemaphore(value: 0)

    init(_ inner: MemoryBrowserStore) { self.inner = inner }

    func holdNextLoad() { lock.withLock { armed = true } }
    func waitUntilHeld() { held.wait() }
    func release() { released.signal() }

    func load(_ browser: String, idleLimit: TimeInterval) throws -> [String: Data] {
        let stored = try inner.load(browser, idleLimit: idleLimit)
        let hold = lock.withLock { () -> Bool in
            defer { armed = false }
            return armed
        }
        if hold {
            held.signal()
            released.wait()
        }
        return stored
    }

    func save(_ value: Data?, named name: String, of browser: String) throws { try inner.save(value, named: name, of: browser) }
    func rename(_ browser: String, to newID: String) throws { try inner.rename(browser, to: newID) }
    func observeChanges(_ handler: @escaping @Sendable (_ browser: String) -> Void) { inner.observeChanges(handler) }
}
