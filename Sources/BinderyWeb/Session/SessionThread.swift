import Bindery

/// A session's UI thread with the sharing context its work runs under, made once for the thread. A session holds a
/// reference to it rather than a copy of the thread (≈ 150 bytes of closures), so that the parked sessions, which all
/// run on `UIThread.parked`, share one (`parked`).
final class SessionThread: Sendable {
    /// The thread.
    let thread: UIThread
    /// The thread's scheduler and check, installed as the UI scheduler for every piece of work run on it (made once:
    /// what screens create keeps a reference to it).
    let sharingContext: SharingScheduler.Context

    /// `thread`, with a sharing context of its own.
    init(_ thread: UIThread) {
        self.thread = thread
        self.sharingContext = SharingScheduler.Context(scheduler: thread.scheduler, isCurrent: thread.isCurrent)
    }

    /// The thread every parked session shares, and its one sharing context.
    static let parked = SessionThread(.parked)
}
