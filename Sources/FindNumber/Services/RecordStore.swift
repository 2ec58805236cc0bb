import Bindery
import Foundation

/// Keeps the game record in a `RecordStorage` (a `UserDefaults` suite, or PostgreSQL in a cluster), written behind.
///
/// `save` only remembers the record (a lock and a store: the UI thread pays nothing for the disk or the database).
/// The first save after a write schedules the next write `writeDelay` later on `scheduler` (a background queue by
/// default); the saves made meanwhile are coalesced into it: one write of the latest record for all of them. So:
///
/// - a `kill -9` (or a power cut) loses at most the saves of the last `writeDelay` (half a second), plus the
///   write in progress;
/// - a clean stop loses nothing: a store writes what it holds when it is released, when `flush()` is called,
///   and when the process exits normally (`exit`, a return from `main`: a graceful shutdown on SIGINT/SIGTERM);
/// - `load()` always reads the latest save, written yet or not;
/// - a write that fails (the database is down) is logged and tried again `writeDelay` later, still coalescing
///   the saves made meanwhile; a save is dropped only if the process stops before the storage comes back.
public final class RecordStore: @unchecked Sendable {
    // @unchecked Sendable: the unwritten record is guarded by `lock`, writes are serialized by `writeLock`,
    // and storages are Sendable.

    /// How long after a save its write starts, at the latest: what a `kill -9` may lose.
    public static var standardWriteDelay: DispatchQueue.SchedulerTimeType.Stride { .milliseconds(500) }
    /// The background queue stores write on by default.
    public static let writer: AnySchedulerOf<DispatchQueue> =
        DispatchQueue(label: "find-number.record-store", qos: .utility).eraseToAnyScheduler()

    /// Where the record is written.
    public let storage: any RecordStorage
    private let scheduler: AnySchedulerOf<DispatchQueue>
    private let writeDelay: DispatchQueue.SchedulerTimeType.Stride
    private let lock = NSLock()
    /// The latest save not yet handed to a write (under `lock`).
    private var unwritten: GameRecord?
    /// Whether a write is scheduled (under `lock`).
    private var writeScheduled = false
    /// Held for a whole write, so that writes land in the order of their saves.
    private let writeLock = NSLock()

    /// Whether the last write failed (under `lock`), so a failing storage is logged once, not at every retry.
    private var isFailing = false
    /// Told of every failed read or write (the server counts them in its metrics).
    private let onStorageError: @Sendable () -> Void

    /// Creates a store over `storage` that writes on `scheduler`, `writeDelay` after the first unwritten save;
    /// `onStorageError` runs at each failed read or write (the app passes the server's database-error counter).
    public init(storage: any RecordStorage, scheduler: AnySchedulerOf<DispatchQueue> = RecordStore.writer,
                writeDelay: DispatchQueue.SchedulerTimeType.Stride = RecordStore.standardWriteDelay,
                onStorageError: @escaping @Sendable () -> Void = {}) {
        self.storage = storage
        self.scheduler = scheduler
        self.writeDelay = writeDelay
        self.onStorageError = onStorageError
        LiveRecordStores.shared.add(self)
    }

    /// Creates a store over the `UserDefaults` suite `defaults` (a per-test suite in tests).
    public convenience init(defaults: UserDefaults, scheduler: AnySchedulerOf<DispatchQueue> = RecordStore.writer,
                            writeDelay: DispatchQueue.SchedulerTimeType.Stride = RecordStore.standardWriteDelay) {
        self.init(storage: DefaultsRecordStorage(defaults: defaults), scheduler: scheduler, writeDelay: writeDelay)
    }

    deinit {
        flush()
    }

    /// The latest saved record; a missing or zero round reads as 1, missing streaks as 0. A storage that cannot be
    /// read (the database is down) reads as a new game, and the reason goes to stderr; the best streak is not lost
    /// by the saves that follow, since a storage never lowers it.
    public func load() -> GameRecord {
        if let unwritten = lock.withLock({ unwritten }) { return unwritten }
        do {
            return try storage.read()
        } catch {
            onStorageError()
            FileHandle.standardError.write(Data("FindNumber: the record could not be read: \(error)\n".utf8))
            return .initial
        }
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
        scheduleWrite()
    }

    /// Runs `flush()` `writeDelay` from now on `scheduler`.
    private func scheduleWrite() {
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
        do {
            try storage.write(record)
            lock.withLock { isFailing = false }
        } catch {
            onStorageError()
            let (firstFailure, retry) = lock.withLock { () -> (Bool, Bool) in
                defer { isFailing = true }
                if unwritten == nil { unwritten = record }  // a later save, if any, supersedes it
                let retry = !writeScheduled
                writeScheduled = true
                return (!isFailing, retry)
            }
            if firstFailure {
                FileHandle.standardError.write(Data("FindNumber: the record could not be written (retrying): \(error)\n".utf8))
            }
            if retry { scheduleWrite() }
        }
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
