import Foundation

/// Where the library keeps each reactor's engine, so a conformer declares no stored property for it.
///
/// A lock-protected table keyed by the reactor's `ObjectIdentifier`, each entry holding the reactor weakly
/// and its engine strongly. Objective-C's associated objects would tie the engine to the reactor's lifetime,
/// but they do not exist on Linux, and Swift offers no hook into another object's deinit. So an entry whose
/// reactor is gone is removed the next time any reactor's engine is created (each creation sweeps the
/// table; it holds one entry per live reactor, and creation happens once per reactor), or by `sweep()`;
/// the engine holds its reactor weakly, so a stale entry keeps no reactor alive, and an identifier reused by
/// a new object is told apart by the weak reference.
public enum ReactorRuntimes {
    private struct Entry {
        weak var reactor: AnyObject?
        let runtime: AnyObject
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var entries: [ObjectIdentifier: Entry] = [:]

    /// The engine of `reactor`, made the first time it is asked for.
    static func runtime<R: Reactor>(of reactor: R) -> ReactorRuntime<R> {
        let key = ObjectIdentifier(reactor)
        lock.lock()
        if let entry = entries[key], entry.reactor === reactor, let runtime = entry.runtime as? ReactorRuntime<R> {
            lock.unlock()
            return runtime
        }
        let stale = removeStaleEntries()
        lock.unlock()
        _ = stale
        // Made outside the lock: the engine reads the reactor (its initial state, its transforms).
        let runtime = ReactorRuntime(reactor)
        lock.lock()
        defer { lock.unlock() }
        if let entry = entries[key], entry.reactor === reactor, let existing = entry.runtime as? ReactorRuntime<R> {
            return existing
        }
        entries[key] = Entry(reactor: reactor, runtime: runtime)
        return runtime
    }

    /// Releases the engines of reactors that are gone now, rather than at the next engine's creation.
    public static func sweep() {
        lock.lock()
        let stale = removeStaleEntries()
        lock.unlock()
        _ = stale
    }

    /// Removes the entries whose reactor is gone; returns their engines, to be released outside the lock.
    private static func removeStaleEntries() -> [AnyObject] {
        var stale: [AnyObject] = []
        for (key, entry) in entries where entry.reactor == nil {
            stale.append(entry.runtime)
            entries[key] = nil
        }
        return stale
    }
}
