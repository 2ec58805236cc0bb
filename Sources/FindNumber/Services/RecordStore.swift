import Bindery
import Foundation

/// Keeps the game record in `UserDefaults` under the keys `Round`, `BestRecord` and `CurrentRecord`, written behind.
///
/// `save` only remembers the record (a lock and a store: the UI thread pays nothing for the disk). The first save
/// after a write schedules the next write `writeDelay` later on `scheduler` (a background queue by default); the
/// saves made meanwhile are coalesced into it: one `set` per key and one `synchronize()` (on Linux, Foundation
/// writes defaults only then, rewriting the whole plist) for all of them. So:
///
/// - a `kill -9` (or a power cut) loses at most the saves of the last `writeDelay` (half a second), plus the
///   write in progress;
/// - a clean stop loses nothing: a store writes what it holds when it is released, when `flush()` is called,
///   and when the process exits normally (`exit`, a return from `main`: a graceful shutdown on SIGINT/SIGTERM);
/// - `load()` always reads the latest save, written yet or not.
public final class RecordStore: @unchecked Sendable {
    // @unchecked Sendable: the unwritten record is guarded by `lock`, writes are serialized by `writeLock`,
    // and `UserDefaults` is thread-safe.

    /// The defaults key of the stage.
    public static let roundKey = "Round"
    /// The defaults key of the best streak.
    public static let bestRecordKey = "BestRecord"
    /// The defaults key of the current streak.
    public static let currentRecordKey = "CurrentRecord"
    /// How long after a save its write starts, at the latest: what a `kill -9` may lose.
    public static var standardWriteDelay: DispatchQueue.SchedulerTimeType.Stride { .milliseconds(500) }
    /// The background queue stores write on by default.
    // nonisolated(unsafe): an `AnyScheduler` is not declared Sendable; this one wraps a serial queue and is never mutated.
    nonisolated(unsafe) public static let writer: AnySchedulerOf<DispatchQueue> =
        DispatchQueue(label: "find-number.record-store", qos: .utility).eraseToAnyScheduler()

    /// The defaults the record lives in.
    public let defaults: UserDefaults
    private let scheduler: AnySchedulerOf<DispatchQueue>
    private let writeDelay: DispatchQueue.SchedulerTimeType.Stride
    private let lock = NSLock()
    /// The latest save not yet handed to a write (under `lock`).
    private var unwritten: GameRecord?
    /// Whether a write is scheduled (under `lock`).
    private var writeScheduled = false
    /// Held for a whole write, so that writes land in the order of their saves.
    private let writeLock = NSLock()

    /// Creates a store over `defaults` (a per-test suite in tests) that writes on `scheduler`, `writeDelay` after
    /// the first unwritten save.
    public init(defaults: UserDefaults, scheduler: AnySchedulerOf<DispatchQueue> = RecordStore.writer,
                writeDelay: DispatchQueue.SchedulerTimeType.Stride = RecordStore.standardWriteDelay) {
        self.defaults = defaults
        self.scheduler = scheduler
        self.writeDelay = writeDelay
        LiveRecordStores.shared.add(self)
    }

    deinit {
        flush()
    }

    /// The latest saved record; a missing or zero round reads as 1, missing streaks as 0.
    public func load() -> GameRecord {
        if let unwritten = lock.withLock({ unwritten }) { return unwritten }
        let round = defaults.integer(forKey: Self.roundKey)
        return GameRecord(
            round: round == 0 ? 1 : round,
            best: defaults.integer(forKey: Self.bestRecordKey),
            current: defaults.integer(forKey: Self.currentRecordKey)
        )
    }

    /// Remembers `record`; it reaches the disk within `writeDelay`, with any later saves made by then.
    public func save(_ record: GameRecord) {
        let schedule = lock.withLock { () -> Bool in
            unwritten = record
            if writeScheduled { return false }
            writeScheduled = true
            return true
        }
        guard schedule else { return }
        scheduler.schedule(after: scheduler.now.advanced(by: writeDelay)) { [weak self] in self?.flush() }
    }

    /// Writes the latest unwritten save to disk now, and returns when it is there (nothing to do when none is).
    public func flush() {
        writeLock.lock()
        defer { writeLock.unlock() }
        let record = lock.withLock { () -> GameRecord? in
            defer { unwritten = nil; writeScheduled = false }
            return unwritten
        }
        guard let record else { return }
        defaults.set(record.round, forKey: Self.roundKey)
        defaults.set(record.best, forKey: Self.bestRecordKey)
        defaults.set(record.current, forKey: Self.currentRecordKey)
        defaults.synchronize()
    }

    /// Writes every live store's unwritten save now (what a normal process exit runs).
    public static func flushAll() {
        LiveRecordStores.shared.flushAll()
    }
}

/// The stores alive in the process, held weakly, so that a normal exit writes what they hold.
private final class LiveRecordStores: @unchecked Sendable {
    static let shared: LiveRecordStores = {
        atexit { LiveRecordStores.shared.flushAll() }
        return LiveRecordStores()
    }()

    private struct Weak { weak var store: RecordStore? }
    private let lock = NSLock()
    private var stores: [Weak] = []

    func add(_ store: RecordStore) {
        lock.withLock {
            stores.removeAll { $0.store == nil }
            stores.append(Weak(store: store))
        }
    }

    func flushAll() {
        let live = lock.withLock { stores.compactMap(\.store) }
        for store in live { store.flush() }
    }
}
