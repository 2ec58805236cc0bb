/// Values one browser tab keeps across its screens, such as the signed-in account.
///
/// Each tab's session has its own, handed to every screen it shows (`ViewController.sessionValues`);
/// they go when the session does. A reload opens a new session, so it starts with none. Like the
/// screens, they are touched only on the session's UI thread.
public final class SessionValues {
    private var storage: [String: Any] = [:]

    /// Creates an empty set of values (a session makes its own; a screen outside one has its own too).
    public init() {}

    /// The value stored under `key`, or nil; setting nil removes it.
    public subscript<Value>(key: SessionKey<Value>) -> Value? {
        get { storage[key.name] as? Value }
        set { storage[key.name] = newValue }
    }
}

/// The name and type of one value in `SessionValues`.
public struct SessionKey<Value>: Sendable {
    /// The name the value is stored under; apps prefix it with their own name (`login.account`).
    public let name: String

    /// Creates the key named `name`; values are stored by name alone, so give each value a name of its own.
    public init(_ name: String) { self.name = name }
}
