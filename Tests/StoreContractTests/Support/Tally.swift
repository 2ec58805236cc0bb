import Foundation

/// Counts outcomes across threads.
final class Tally: @unchecked Sendable {
    // @unchecked Sendable: `counts` is only touched under `lock`.

    /// What happened to one call.
    enum Outcome: Hashable {
        case deposit, withdrawal, refusal, failure, success
    }

    private let lock = NSLock()
    private var counts: [Outcome: Int] = [:]

    /// Counts one `outcome`.
    func add(_ outcome: Outcome) {
        lock.withLock { counts[outcome, default: 0] += 1 }
    }

    /// How many times `outcome` was counted.
    func count(_ outcome: Outcome) -> Int {
        lock.withLock { counts[outcome, default: 0] }
    }
}
