import Foundation

/// Keeps the game record in `UserDefaults` under the keys `Round`, `BestRecord` and `CurrentRecord`.
public final class RecordStore: @unchecked Sendable {
    // @unchecked Sendable: the only state is `UserDefaults`, which is thread-safe.

    /// The defaults key of the stage.
    public static let roundKey = "Round"
    /// The defaults key of the best streak.
    public static let bestRecordKey = "BestRecord"
    /// The defaults key of the current streak.
    public static let currentRecordKey = "CurrentRecord"

    /// The defaults the record lives in.
    public let defaults: UserDefaults

    /// Creates a store over `defaults` (a per-test suite in tests).
    public init(defaults: UserDefaults) {
        self.defaults = defaults
    }

    /// The stored record; a missing or zero round reads as 1, missing streaks as 0.
    public func load() -> GameRecord {
        let round = defaults.integer(forKey: Self.roundKey)
        return GameRecord(
            round: round == 0 ? 1 : round,
            best: defaults.integer(forKey: Self.bestRecordKey),
            current: defaults.integer(forKey: Self.currentRecordKey)
        )
    }

    /// Stores `record` and flushes it to disk (on Linux, Foundation writes defaults only on `synchronize()`).
    public func save(_ record: GameRecord) {
        defaults.set(record.round, forKey: Self.roundKey)
        defaults.set(record.best, forKey: Self.bestRecordKey)
        defaults.set(record.current, forKey: Self.currentRecordKey)
        defaults.synchronize()
    }
}
