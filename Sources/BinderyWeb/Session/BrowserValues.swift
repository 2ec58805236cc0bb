import Foundation

/// Values one browser keeps across its tabs and reloads, such as the signed-in account.
///
/// The page server ties a browser to its values with an HttpOnly cookie; every tab's session opened by
/// that browser hands the same values to its screens (`ViewController.browserValues`). Tabs run on
/// different UI threads, so access is guarded by a lock and values must be `Sendable`.
public final class BrowserValues: @unchecked Sendable {
    // @unchecked Sendable: `storage` is only touched under `lock`, and holds only Sendable values.
    private let lock = NSLock()
    private var storage: [String: any Sendable] = [:]

    /// Creates an empty set of values (the registry makes one per browser; a screen outside a server has its own).
    public init() {}

    /// The value stored under `key`, or nil; setting nil removes it.
    public subscript<Value: Sendable>(key: SessionKey<Value>) -> Value? {
        get { lock.withLock { storage[key.name] as? Value } }
        set { lock.withLock { storage[key.name] = newValue } }
    }
}
