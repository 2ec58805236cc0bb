import Bindery
import Foundation

/// Values one browser keeps across its tabs and reloads, such as the signed-in account.
///
/// The page server ties a browser to its values with an HttpOnly cookie; every tab's session opened by
/// that browser hands the same values to its screens (`ViewController.browserValues`). Tabs run on
/// different UI threads, so access is guarded by a lock and values must be `Sendable`.
///
/// When the server's `BrowserRegistry` has a `BrowserStore`, a value whose type is also `Codable` is shared: setting
/// it writes it to the store (so the browser's other instances see it), and a change another instance made replaces
/// it here. Read a shared value with its `Codable` type known (a generic caller that only knows `Sendable` sees
/// nil for a value that came from the store and was not read yet).
public final class BrowserValues: @unchecked Sendable {
    // @unchecked Sendable: everything below is only touched under `lock`, and `storage` holds only Sendable values.
    private let lock = StateLock()
    private var storage: [String: any Sendable] = [:]
    /// The shared values held (set through the `Codable` subscript or loaded from the store), as JSON by name.
    private var sharedJSON: [String: Data] = [:]
    /// Shared values set here whose store write has not finished: a reload meanwhile could bring back the old value.
    private var unsavedChanges = 0
    /// Told of each shared value set, in order (these values, its name and JSON, nil when removed): the registry's
    /// store writer.
    private var onSharedChange: (@Sendable (_ values: BrowserValues, _ name: String, _ json: Data?) -> Void)?
    /// Fires after every change, made here or brought from the store; made on first use (most browsers never need it).
    private var changeRelay: PublishRelay<Void>?

    /// Creates an empty set of values (the registry makes one per browser; a screen outside a server has its own).
    public init() {}

    /// The value stored under `key`, or nil; setting nil removes it. Kept in this process only.
    public subscript<Value: Sendable>(key: SessionKey<Value>) -> Value? {
        get { lock.withLock { storage[key.name] as? Value } }
        set {
            let relay = lock.withLock { () -> PublishRelay<Void>? in
                storage[key.name] = newValue
                return changeRelay
            }
            relay?.accept()
        }
    }

    /// The value under `key` after each change of these values — set by any tab of the browser, or by another
    /// instance through the store — on the thread that made the change (a screen binds it as a `Signal`, which
    /// brings it onto its own UI thread). The current value is not sent on subscription.
    ///
    /// A screen that needs a signed-in account uses it to react, live, when the browser signs out elsewhere:
    /// ```swift
    /// browserValues.changes(of: SignedInAccount.key)
    ///     .filter { $0 == nil }
    ///     .asSignal()
    ///     .emit(with: self) { owner, _ in owner.navigationController?.replace(path: "/login") }
    ///     .disposed(by: disposeBag)
    /// ```
    public func changes<Value: Sendable & Codable>(of key: SessionKey<Value>) -> AnyPublisher<Value?, Never> {
        let relay = lock.withLock { () -> PublishRelay<Void> in
            if let changeRelay { return changeRelay }
            let relay = PublishRelay<Void>()
            changeRelay = relay
            return relay
        }
        // A screen rebuilt from its tab's record also hears what its replay changes, and once whether live differs.
        if let restored = RestoredBrowserValues.active(for: self) {
            return relay.merge(with: restored.changes).map { [weak self] in self?[key] }.eraseToAnyPublisher()
        }
        return relay.map { [weak self] in self?[key] }.eraseToAnyPublisher()
    }

    /// The value stored under `key`, or nil; setting nil removes it. Shared through the registry's store, if any.
    public subscript<Value: Sendable & Codable>(key: SessionKey<Value>) -> Value? {
        get {
            if let restored = RestoredBrowserValues.active(for: self) { return restored.value(key.name, as: Value.self) }
            return lock.withLock {
                switch storage[key.name] {
                case let value as Value:
                    return value
                case let stored as StoredJSON:
                    guard let value = try? JSONDecoder().decode(Value.self, from: stored.json) else { return nil }
                    storage[key.name] = value
                    return value
                default:
                    return nil
                }
            }
        }
        set {
            let json = newValue.flatMap { try? JSONEncoder().encode($0) }
            if let restored = RestoredBrowserValues.active(for: self) { return restored.set(key.name, json: json) }
            let relay = lock.withLock { () -> PublishRelay<Void>? in
                storage[key.name] = newValue
                sharedJSON[key.name] = json
                if let onSharedChange {
                    unsavedChanges += 1
                    onSharedChange(self, key.name, json)  // under the lock, so the store hears changes in the order they were made
                }
                return changeRelay
            }
            relay?.accept()
        }
    }

    /// The shared values held now, as JSON by name: what a tab's continuity record begins from.
    func sharedValues() -> [String: Data] {
        lock.withLock { sharedJSON }
    }

    /// Sends every shared value set from now on to `writer` (the registry, when it has a store).
    func writeSharedChanges(to writer: @escaping @Sendable (_ values: BrowserValues, _ name: String, _ json: Data?) -> Void) {
        lock.withLock { onSharedChange = writer }
    }

    /// Notes that the store write of one change sent to the writer finished (or failed).
    func sharedChangeSaved() {
        lock.withLock { unsavedChanges -= 1 }
    }

    /// Replaces the shared values with the store's `stored` ones (JSON by name), keeping the values this process
    /// alone holds; does nothing (returning false) while a change made here is still being written, since `stored`
    /// may predate it (the write's own notification brings a reload after it).
    @discardableResult
    func replaceShared(with stored: [String: Data]) -> Bool {
        let (replaced, relay) = lock.withLock { () -> (Bool, PublishRelay<Void>?) in
            guard unsavedChanges == 0 else { return (false, nil) }
            for name in sharedJSON.keys { storage[name] = nil }
            for (name, json) in stored { storage[name] = StoredJSON(json: json) }
            sharedJSON = stored
            return (true, changeRelay)
        }
        relay?.accept()
        return replaced
    }
}

/// A shared value as the store holds it, decoded on its first read with the type its key names.
private struct StoredJSON: Sendable {
    let json: Data
}
