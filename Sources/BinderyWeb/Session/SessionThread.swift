import Bindery
import Foundation

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

    // What the session path runs through it: methods here, not `home.thread.async` in the session, so that the
    // thread's closures and context are borrowed from this object rather than retained for each call.

    /// Runs `work` later on the thread, with its scheduler as the UI scheduler.
    func perform(_ work: @escaping () -> Void) {
        let context = sharingContext
        thread.async { SharingScheduler.use(context, work) }
    }

    /// Runs `work` on the thread, with its scheduler as the UI scheduler, and waits for it.
    func performAndWait<R>(_ work: () -> R) -> R {
        var result: R?
        let context = sharingContext
        thread.sync { result = SharingScheduler.use(context, work) }
        return result!
    }

    /// The thread's scheduler's time now.
    var now: DispatchQueue.SchedulerTimeType { thread.scheduler.now }
}
