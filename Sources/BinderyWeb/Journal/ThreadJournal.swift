import Bindery
import Foundation
import Synchronization
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The journal recording the session a UI thread belongs to, found from the thread's dispatch queue: how a request
/// made on that thread (an app's service, called from a view model) is told which session's journal it belongs in.
final class ThreadJournal: @unchecked Sendable {
    private let lock = StateLock()
    private var storedRecorder: JournalRecorder?
    private var storedContinuity: ContinuityLog?
    private var storedReplay: URLSession?
    private var makeReplay: (() -> URLSession)?
    private var storedEffects: ReplayedEffects?
    private var storedBrowserValues: RestoredBrowserValues?
    /// Requests recorded for the thread's session that have not been answered yet (`JournalingURLSession`): a
    /// session with one in flight keeps its screens, as a restore could not replay an answer its record lacks.
    let requestsInFlight = Atomic<Int>(0)
    /// Subscriptions made on the thread to changes from outside its tab (`followedAcrossTabs()`) not cancelled yet:
    /// a session with one keeps its screens, as released screens would miss those changes.
    let followersOfOtherTabs = Atomic<Int>(0)

    /// The recorder of the thread's session, if it is being recorded.
    var recorder: JournalRecorder? {
        get { lock.withLock { storedRecorder } }
        set { lock.withLock { storedRecorder = newValue } }
    }

    /// The continuity record of the thread's session, if it keeps one: its services' answers are written there too.
    var continuity: ContinuityLog? {
        get { lock.withLock { storedContinuity } }
        set { lock.withLock { storedContinuity = newValue } }
    }

    /// While the thread's session is being restored, the session that answers its services' requests from its
    /// record (`ReplayURLSession`), so no service is called again by a restore; made by `replay(madeBy:)`'s closure
    /// at the first request.
    var replay: URLSession? {
        lock.withLock {
            if storedReplay == nil, let make = makeReplay {
                storedReplay = make()
                makeReplay = nil
            }
            return storedReplay
        }
    }

    /// Answers the thread's requests from `make`'s session until called again (nil: none), making it only if a
    /// request comes: most screens ask nothing as they are rebuilt, and making a `URLSession` on Linux costs a
    /// socket pair, signal handlers and waits on its queue, most of what rebuilding such a screen cost.
    func replay(madeBy make: (() -> URLSession)?) {
        lock.withLock {
            storedReplay = nil
            makeReplay = make
        }
    }

    /// While the thread's session is being restored, the outcomes its record holds for the app's own writes
    /// (`RecordedEffect`), handed out instead of writing again.
    var replayedEffects: ReplayedEffects? {
        get { lock.withLock { storedEffects } }
        set { lock.withLock { storedEffects = newValue } }
    }

    /// While the thread's session is being restored, its browser's values as its record began, which its screens read
    /// and write in place of the browser's values now.
    var restoredBrowserValues: RestoredBrowserValues? {
        get { lock.withLock { storedBrowserValues } }
        set { lock.withLock { storedBrowserValues = newValue } }
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

    /// The slot of the session whose UI thread runs the caller, if any.
    static var current: ThreadJournal? { DispatchQueue.getSpecific(key: key) }
}
