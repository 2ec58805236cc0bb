import Dispatch
import Bindery
import Foundation
import Synchronization

/// What one session keeps for inspectors: counters its UI thread bumps on every message (two relaxed atomic
/// updates, no lock, no allocation), the path on show (under a lock, set when the screen changes), and, under the
/// same lock, the inspectors watching it and the journal one is recording. Read from any thread.
final class SessionStatistics: @unchecked Sendable {
    /// When the session's page was rendered.
    let opened: Date
    /// `opened` on the uptime clock, which the UI thread's scheduler stamps messages with.
    private let openedUptime: UInt64
    private let handled = Atomic<Int>(0)
    /// The uptime, in nanoseconds, at which the latest handled message arrived (0: none yet).
    private let lastMessageUptime = Atomic<UInt64>(0)

    private let lock = StateLock()
    private var storedPath: String
    private var watcher: SessionWatcher?
    private var watchers = 0
    private var recording: JournalRecorder?
    private var recorded: JournalRecorder?

    /// Statistics of a session opening `path` now.
    init(path: String, opened: Date = Date(), uptime: UInt64 = DispatchTime.now().uptimeNanoseconds) {
        self.opened = opened
        self.openedUptime = uptime
        self.storedPath = path
    }

    /// Counts a message handled that arrived at `uptime` (the UI scheduler's `now`); on the UI thread.
    func countMessage(at uptime: UInt64) {
        handled.add(1, ordering: .relaxed)
        lastMessageUptime.store(uptime, ordering: .relaxed)
    }

    /// How many messages were handled.
    var messagesHandled: Int { handled.load(ordering: .relaxed) }

    /// When the latest handled message arrived, on the wall clock; nil before the first.
    var lastActivity: Date? {
        let uptime = lastMessageUptime.load(ordering: .relaxed)
        guard uptime != 0 else { return nil }
        return opened.addingTimeInterval(Double(Int64(bitPattern: uptime &- openedUptime)) / 1e9)
    }

    /// Milliseconds since the page was rendered, now.
    var elapsedMilliseconds: Int { Int(Date().timeIntervalSince(opened) * 1000) }

    /// The path and query of the screen on show.
    var path: String {
        get { lock.withLock { storedPath } }
        set { lock.withLock { storedPath = newValue } }
    }

    // MARK: watching

    /// The watcher inspectors share, made by the first one; `isNew` says the session must be given it.
    func addWatcher() -> (watcher: SessionWatcher, isNew: Bool) {
        lock.withLock {
            watchers += 1
            if let watcher { return (watcher, false) }
            let made = SessionWatcher(opened: opened)
            watcher = made
            return (made, true)
        }
    }

    /// One inspector stopped watching; true when it was the last, so the session must drop `watcher`.
    func removeWatcher(_ leaving: SessionWatcher) -> Bool {
        lock.withLock {
            guard watcher === leaving else { return false }
            watchers -= 1
            guard watchers == 0 else { return false }
            watcher = nil
            return true
        }
    }

    // MARK: recording

    /// Whether an inspector is recording the session now.
    var isRecording: Bool { lock.withLock { recording != nil } }

    /// Keeps `recorder` as the session's recording; false when one is already under way.
    func beginRecording(_ recorder: JournalRecorder) -> Bool {
        lock.withLock {
            guard recording == nil else { return false }
            recording = recorder
            return true
        }
    }

    /// Ends the recording under way and returns its recorder, kept for `journal`; nil when none was.
    func endRecording() -> JournalRecorder? {
        lock.withLock {
            guard let stopped = recording else { return nil }
            recording = nil
            recorded = stopped
            return stopped
        }
    }

    /// The journal recorded so far: the recording under way, else the last one stopped; nil when none was started.
    var journal: Journal? { lock.withLock { recording ?? recorded }?.journal }
}
