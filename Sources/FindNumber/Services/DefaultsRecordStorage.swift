import Foundation

/// The game record in a `UserDefaults` suite under the seeds' keys `Round`, `BestRecord` and `CurrentRecord`.
///
/// A write never lowers the best streak (the game never does; a shared storage must not let a stale instance do it,
/// and this one keeps the same contract). Each write sets the three keys and calls `synchronize()`: on Linux, Foundation writes defaults to disk only then,
/// rewriting the whole plist, which is why `RecordStore` coalesces saves before they get here.
public struct DefaultsRecordStorage: RecordStorage, @unchecked Sendable {
    // @unchecked Sendable: `UserDefaults` is thread-safe but not declared Sendable.

    /// The defaults key of the stage.
    public static let roundKey = "Round"
    /// The defaults key of the best streak.
    public static let bestRecordKey = "BestRecord"
    /// The defaults key of the current streak.
    public static let currentRecordKey = "CurrentRecord"

    /// The suite the record lives in.
    public let defaults: UserDefaults

    /// The record in `defaults` (a per-test suite in tests, the data directory's `find-number` suite in the gallery).
    public init(defaults: UserDefaults) {
        self.defaults = defaults
    }

    public func read() -> GameRecord {
        let round = defaults.integer(forKey: Self.roundKey)
        return GameRecord(
            round: round == 0 ? 1 : round,
            best: defaults.integer(forKey: Self.bestRecordKey),
            current: defaults.integer(forKey: Self.currentRecordKey)
        )
    }

    public func write(_ record: GameRecord) {
        defaults.set(record.round, forKey: Self.roundKey)
        defaults.set(max(record.best, defaults.integer(forKey: Self.bestRecordKey)), forKey: Self.bestRecordKey)
        defaults.set(record.current, forKey: Self.currentRecordKey)
        defaults.synchronize()
    }
}
