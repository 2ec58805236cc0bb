import Foundation

/// One failed sign-in recorded against one throttle key.
public struct RecordedFailure: Equatable, Sendable {
    /// The throttle key (see `LoginThrottle.key(_:account:client:)`).
    public let key: String
    /// When the try was made, on the wall clock.
    public let time: Date

    /// Creates a record.
    public init(key: String, time: Date) {
        self.key = key
        self.time = time
    }
}

/// Where the throttle keeps committed failures, so a restart does not reset them: the account database in the
/// gallery (`SQLiteAccountStore`), memory in tests and when that database cannot be opened.
public protocol LoginFailureStore: Sendable {
    /// Every failure recorded at `cutoff` or later, oldest first.
    func failures(since cutoff: Date) throws -> [RecordedFailure]
    /// The failures of `keys` recorded at `cutoff` or later, oldest first.
    func failures(keys: [String], since cutoff: Date) throws -> [RecordedFailure]
    /// Records a failure of each key of `limits` at `time`, keeps only the newest failures of each key (as many as
    /// its limit), and drops every failure older than `cutoff`, so storage stays bounded.
    func recordFailure(keys limits: [String: Int], at time: Date, droppingBefore cutoff: Date) throws
    /// Forgets every failure of `keys` (an account that just signed in).
    func forgetFailures(keys: [String]) throws
}

extension LoginFailureStore {
    /// The failures of `keys` among all of them (a store that can select by key does so itself).
    public func failures(keys: [String], since cutoff: Date) throws -> [RecordedFailure] {
        try failures(since: cutoff).filter { keys.contains($0.key) }
    }
}

/// A failure store in memory: for tests, and for a gallery whose account database could not be opened.
public final class MemoryLoginFailureStore: LoginFailureStore, @unchecked Sendable {
    // @unchecked Sendable: `records` is only touched under `lock`.
    private let lock = NSLock()
    private var records: [RecordedFailure] = []

    /// Creates an empty store.
    public init() {}

    public func failures(since cutoff: Date) throws -> [RecordedFailure] {
        lock.withLock { records.filter { $0.time >= cutoff } }
    }

    public func recordFailure(keys limits: [String: Int], at time: Date, droppingBefore cutoff: Date) throws {
        lock.withLock {
            records.append(contentsOf: limits.keys.sorted().map { RecordedFailure(key: $0, time: time) })
            records.sort { $0.time < $1.time }
            records.removeAll { $0.time < cutoff }
            for (key, limit) in limits {
                var excess = records.filter { $0.key == key }.count - limit
                records.removeAll { record in
                    guard excess > 0, record.key == key else { return false }
                    excess -= 1
                    return true
                }
            }
        }
    }

    public func forgetFailures(keys: [String]) throws {
        lock.withLock { records.removeAll { keys.contains($0.key) } }
    }

    /// How many failures the store holds (for tests: storage stays bounded).
    public var count: Int { lock.withLock { records.count } }
}
