import Foundation

/// Where browsers' values live beyond one server's memory, so that several instances of a server behind a load
/// balancer agree on them: a browser signed in through one instance is signed in on all, and signing out in one tab
/// signs it out everywhere.
///
/// A `BrowserRegistry` given a store loads a browser's values from it when one of its pages opens, writes every
/// `Codable` value a screen sets (encoded as JSON, in the order they were set), and reloads the values of a
/// browser it holds when the store says another instance changed them. Values that are not `Codable` stay in the
/// instance that set them.
///
/// The calls block: the registry makes them on its own queue, never on a UI thread. Implementations:
/// `MemoryBrowserStore` (one process, for tests and a single server), and the gallery's PostgreSQL one.
public protocol BrowserStore: AnyObject, Sendable {
    /// The values of `browser` by name, as JSON, marking it seen now; empty when the store has none, or when the
    /// browser was last seen more than `idleLimit` seconds ago (the store forgets it then).
    func load(_ browser: String, idleLimit: TimeInterval) throws -> [String: Data]

    /// Sets the value named `name` of `browser` to `value` (JSON), or removes it when `value` is nil; other
    /// instances holding the browser are told (`observeChanges`).
    func save(_ value: Data?, named name: String, of browser: String) throws

    /// Moves every value of `browser` to the id `newID` (a renewal at sign-in), forgetting the old id.
    func rename(_ browser: String, to newID: String) throws

    /// Calls `handler` with the id of a browser whose values changed, from this process or another, from now on;
    /// `handler` runs on any thread, and a lost notification is made good by the next `load`.
    func observeChanges(_ handler: @escaping @Sendable (_ browser: String) -> Void)
}
