import Bindery
import Foundation

/// The journal recording the session a UI thread belongs to, found from the thread's dispatch queue: how a request
/// made on that thread (an app's service, called from a view model) is told which session's journal it belongs in.
final class ThreadJournal: @unchecked Sendable {
    private let lock = StateLock()
    private var storedRecorder: JournalRecorder?

    /// The recorder of the thread's session, if it is being recorded.
    var recorder: JournalRecorder? {
        get { lock.withLock { storedRecorder } }
        set { lock.withLock { storedRecorder = newValue } }
    }

    private static let key = DispatchSpecificKey<ThreadJournal>()

    /// Ties a new slot to `queue`: work running on the queue (or on a queue targeting it) finds it as `current`.
    static func attach(to queue: DispatchQueue) -> ThreadJournal {
        let slot = ThreadJournal()
        queue.setSpecific(key: key, value: slot)
        return slot
    }

    /// The recorder of the session whose UI thread runs the caller, if any and if it is being recorded.
    static var currentRecorder: JournalRecorder? { DispatchQueue.getSpecific(key: key)?.recorder }
}
