import Bindery
import Foundation

/// The browsers a server knows, each by a random id its cookie carries, with their `BrowserValues`.
///
/// A browser unseen for `idleLimit` is forgotten; beyond `capacity` browsers the one unseen longest is
/// forgotten first, so a client minting ids cannot grow the server's memory without bound.
///
/// With a `BrowserStore`, the registry is a cache of the store: `load(_:)` brings a browser's shared values in before
/// its page opens, every shared value a screen sets is written to the store in order on the registry's own queue,
/// and a change the store announces reloads that browser's values here. Without one, browsers live in this
/// process only.
public final class BrowserRegistry: @unchecked Sendable {
    // @unchecked Sendable: `browsers` and `tickets` are only touched under `lock`; `store` is Sendable.
    private struct Entry {
        let values: BrowserValues
        let identity: BrowserIdentity
        var lastSeen: Date
        /// The load whose read of the store its values hold (`loadsStarted` when that read began): a read that
        /// began earlier and ends later is older news, and is not applied over it.
        var appliedLoad: UInt64 = 0
    }

    /// How long a browser is remembered after its last page load.
    public let idleLimit: TimeInterval
    /// The most browsers remembered at once; past it, the one unseen longest is forgotten.
    public let capacity: Int
    /// How long a renewal's ticket may be redeemed for the new cookie.
    public static let ticketLifetime: TimeInterval = 60
    /// Where browsers' shared values live beyond this process; nil: nowhere.
    public let store: (any BrowserStore)?
    private let lock = NSLock()
    private var browsers: [String: Entry] = [:]
    private var tickets: [String: (browser: String, expires: Date)] = [:]
    /// How many reads of the store began (under `lock`): each load's place in that order.
    private var loadsStarted: UInt64 = 0
    /// Runs the store's writes one at a time, in the order screens made them.
    private let writes = DispatchQueue(label: "bindery.browsers.writes")
    /// Told of each store call that failed (a server counts and logs them).
    private let onStoreError: @Sendable (any Error) -> Void

    /// Creates a registry that forgets a browser unseen for `idleLimit` seconds and holds at most `capacity`,
    /// sharing values through `store` when given; `onStoreError` hears each failed store call (the values here
    /// stay as they were, and the next page load tries again).
    public init(idleLimit: TimeInterval = 24 * 60 * 60, capacity: Int = 50_000, store: (any BrowserStore)? = nil,
                onStoreError: @escaping @Sendable (any Error) -> Void = { _ in }) {
        self.idleLimit = idleLimit
        self.capacity = capacity
        self.store = store
        self.onStoreError = onStoreError
        store?.observeChanges { [weak self] id in self?.storeChanged(id) }
    }

    /// The browser `id` names if it is known and fresh, else a new browser with a new id; either way it is seen `now`.
    public func browser(id: String?, now: Date = Date()) -> (id: String, values: BrowserValues) {
        lock.withLock {
            if let id, var entry = browsers[id], now.timeIntervalSince(entry.lastSeen) < idleLimit {
                entry.lastSeen = now
                browsers[id] = entry
                return (id, entry.values)
            }
            if let id { browsers[id] = nil }
            let newID = SessionToken.make()
            return (newID, insert(id: newID, now: now).values)
        }
    }

    /// Brings the shared values of the browser `id` names in from the store (nothing without a store or an id):
    /// call it before `browser(id:)` when a page opens, so a browser signed in on another instance is signed in
    /// here, and one signed out there is signed out here. A browser the store knows and this registry does not is
    /// adopted under the same id.
    public func load(id: String?, now: Date = Date()) async {
        guard store != nil, let id, !id.isEmpty else { return }
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                self.loadWaiting(id: id, now: now)
                continuation.resume()
            }
        }
    }

    /// `load(id:now:)` on the caller's thread, which the store's call blocks: for a thread that may wait, such as
    /// the one restoring a tab whose page was opened before this process started.
    public func loadWaiting(id: String?, now: Date = Date()) {
        guard let store, let id, !id.isEmpty else { return }
        let load = nextLoad()
        do {
            let stored = try store.load(id, idleLimit: idleLimit)
            apply(stored, to: id, adopting: !stored.isEmpty, now: now, load: load)
        } catch {
            onStoreError(error)
        }
    }

    /// Gives the browser `id` names a new id, keeping its values, and forgets the old one — at sign-in, so an id
    /// planted in a victim's browser before it signed in is worth nothing after. Returns the new id and a one-time
    /// ticket the page redeems (`redeem(ticket:)`) for the new cookie; nil when `id` is unknown.
    public func renew(id: String, now: Date = Date()) -> (id: String, ticket: String)? {
        let renewed = lock.withLock { () -> (id: String, ticket: String)? in
            guard var entry = browsers.removeValue(forKey: id) else { return nil }
            entry.lastSeen = now
            let newID = SessionToken.make(), ticket = SessionToken.make()
            browsers[newID] = entry
            entry.identity.id = newID
            tickets = tickets.filter { $0.value.expires > now }
            tickets[ticket] = (newID, now.addingTimeInterval(Self.ticketLifetime))
            return (newID, ticket)
        }
        if let store, let renewed {
            writes.async { [onStoreError] in
                do { try store.rename(id, to: renewed.id) } catch { onStoreError(error) }
            }
        }
        return renewed
    }

    /// The new browser id a renewal's ticket stands for, once: nil for an unknown, used or expired ticket.
    public func redeem(ticket: String, now: Date = Date()) -> String? {
        lock.withLock {
            guard let held = tickets.removeValue(forKey: ticket), held.expires > now, browsers[held.browser] != nil else { return nil }
            return held.browser
        }
    }

    /// Waits until every shared value set so far is written to the store (a server stopping calls it).
    public func flush() {
        writes.sync {}
    }

    /// How many browsers are remembered (tests and diagnostics).
    public var count: Int { lock.withLock { browsers.count } }

    /// A new entry for `id`, writing its shared values to the store when there is one (called under `lock`).
    private func insert(id: String, now: Date) -> Entry {
        if browsers.count >= capacity { forgetOldest(max(1, capacity / 10)) }
        let entry = Entry(values: BrowserValues(), identity: BrowserIdentity(id), lastSeen: now)
        if let store {
            let identity = entry.identity
            entry.values.writeSharedChanges { [writes, onStoreError] values, name, json in
                let id = identity.id
                writes.async {
                    do { try store.save(json, named: name, of: id) } catch { onStoreError(error) }
                    values.sharedChangeSaved()
                }
            }
        }
        browsers[id] = entry
        return entry
    }

    /// The place of a read of the store about to begin, in the order reads begin.
    private func nextLoad() -> UInt64 {
        lock.withLock {
            loadsStarted += 1
            return loadsStarted
        }
    }

    /// Replaces the shared values of the browser `id` with `stored`, read by the load `load`; a browser not held here
    /// is added when `adopting`, else left alone. A page load (`adopting`) also marks it seen here: it may have been
    /// away from this instance longer than the idle limit while other instances served it. A read that began before
    /// the one the values already hold is dropped: a reload the store's own notice started can end after a page
    /// load's newer read (which found the browser signed out), and must not sign it back in.
    private func apply(_ stored: [String: Data], to id: String, adopting: Bool, now: Date, load: UInt64) {
        let values = lock.withLock { () -> BrowserValues? in
            if var entry = browsers[id] {
                if adopting { entry.lastSeen = now }
                guard entry.appliedLoad < load else {
                    browsers[id] = entry
                    return nil
                }
                entry.appliedLoad = load
                browsers[id] = entry
                return entry.values
            }
            guard adopting else { return nil }
            var entry = insert(id: id, now: now)
            entry.appliedLoad = load
            browsers[id] = entry
            return entry.values
        }
        values?.replaceShared(with: stored)
    }

    /// Reloads the browser `id` after the store announced a change to it, when this registry holds it.
    private func storeChanged(_ id: String) {
        guard let store, lock.withLock({ browsers[id] != nil }) else { return }
        let idleLimit = self.idleLimit
        // Behind the writes queued so far, so a change made here is in the store before it is read back.
        writes.async { [weak self] in
            guard let load = self?.nextLoad() else { return }
            do {
                let stored = try store.load(id, idleLimit: idleLimit)
                self?.apply(stored, to: id, adopting: false, now: Date(), load: load)
            } catch {
                self?.onStoreError(error)
            }
        }
    }

    /// Forgets the `count` browsers unseen longest, at once, so a full registry sorts once per tenth of its capacity
    /// (called under `lock`).
    private func forgetOldest(_ count: Int) {
        let oldest = browsers.sorted { $0.value.lastSeen < $1.value.lastSeen }.prefix(count)
        for (id, _) in oldest { browsers[id] = nil }
    }
}

/// The current id of one browser's entry, which a renewal changes: what its store writes are filed under.
private final class BrowserIdentity: @unchecked Sendable {
    // @unchecked Sendable: `current` is only touched under `lock`.
    private let lock = StateLock()
    private var current: String

    init(_ id: String) { current = id }

    var id: String {
        get { lock.withLock { current } }
        set { lock.withLock { current = newValue } }
    }
}
