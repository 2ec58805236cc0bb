import Foundation

/// A `BrowserStore` in this process's memory: what several `BrowserRegistry`s in one process share (tests of
/// several instances without a database), with the same rules as a shared database's store.
public final class MemoryBrowserStore: BrowserStore, @unchecked Sendable {
    // @unchecked Sendable: `browsers` and `observers` are only touched under `lock`.
    private struct Entry {
        var values: [String: Data] = [:]
        var lastSeen: Date
    }

    private let lock = NSLock()
    private var browsers: [String: Entry] = [:]
    private var observers: [@Sendable (String) -> Void] = []
    private let now: @Sendable () -> Date

    /// An empty store whose clock is `now` (tests move it to expire browsers).
    public init(now: @escaping @Sendable () -> Date = Date.init) {
        self.now = now
    }

    public func load(_ browser: String, idleLimit: TimeInterval) throws -> [String: Data] {
        let now = now()
        return lock.withLock {
            guard var entry = browsers[browser] else { return [:] }
            guard now.timeIntervalSince(entry.lastSeen) < idleLimit else {
                browsers[browser] = nil
                return [:]
            }
            entry.lastSeen = now
            browsers[browser] = entry
            return entry.values
        }
    }

    public func save(_ value: Data?, named name: String, of browser: String) throws {
        let now = now()
        let observers = lock.withLock {
            var entry = browsers[browser] ?? Entry(lastSeen: now)
            entry.values[name] = value
            entry.lastSeen = now
            browsers[browser] = entry.values.isEmpty ? nil : entry
            return self.observers
        }
        for observer in observers { observer(browser) }
    }

    public func rename(_ browser: String, to newID: String) throws {
        lock.withLock {
            guard let entry = browsers.removeValue(forKey: browser) else { return }
            browsers[newID] = entry
        }
    }

    public func observeChanges(_ handler: @escaping @Sendable (String) -> Void) {
        lock.withLock { observers.append(handler) }
    }

    /// How many browsers have values (tests).
    public var count: Int { lock.withLock { browsers.count } }
}
