import Foundation

/// The outcomes of the app's own writes (`RecordedEffect`) a record holds, handed out in order as a replay performs
/// them again: the first not yet handed out under the same name. A write the record has no outcome for is noted as
/// missing, and fails the restore: the app no longer writes what it wrote when the record was made.
final class ReplayedEffects: @unchecked Sendable {
    /// The outcomes a journal's replay on virtual time hands out (`JournalReplay`): its screens run on the test's
    /// own thread, which no session's queue marks, so the replay binds them here for its duration.
    @TaskLocal static var duringJournalReplay: ReplayedEffects?

    private let lock = StateLock()
    /// The outcomes not handed out yet, each with its line's place among the journal's entries.
    private var outcomes: [(entry: Int, name: String, outcome: String)]
    private var missingNames: [String] = []

    /// The outcomes of `journal`'s effect lines, in the record's order.
    init(journal: Journal) {
        outcomes = journal.entries.enumerated().compactMap { index, entry in
            if case .effect(let name, let outcome) = entry.event { return (index, name, outcome) }
            return nil
        }
    }

    /// Drops the outcomes recorded on the journal's entries in `entries` (the writes a message the restore skipped
    /// made before the next one came), so that none is handed to a later write of the same name.
    func discard(recordedIn entries: Range<Int>) {
        lock.withLock { outcomes.removeAll { entries.contains($0.entry) } }
    }

    /// The first outcome recorded under `name` not handed out yet, or nil.
    func take(_ name: String) -> String? {
        lock.withLock {
            guard let index = outcomes.firstIndex(where: { $0.name == name }) else { return nil }
            return outcomes.remove(at: index).outcome
        }
    }

    /// Notes that a write named `name` was made again: the record had no outcome for it that the app could read.
    func noteMissing(_ name: String) { lock.withLock { missingNames.append(name) } }

    /// The names of the writes performed that the record had no outcome for, in order.
    var missing: [String] { lock.withLock { missingNames } }
}
