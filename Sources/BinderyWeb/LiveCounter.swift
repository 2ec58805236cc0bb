import Foundation

/// A count of live instances, raised in `init` and lowered in `deinit` (diagnostics: leaks show as a count that never returns to 0).
final class LiveCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    /// The instances alive now.
    var value: Int { lock.withLock { count } }

    /// One more instance.
    func increment() { lock.withLock { count += 1 } }

    /// One instance fewer.
    func decrement() { lock.withLock { count -= 1 } }
}
