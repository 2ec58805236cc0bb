import Bindery
import Foundation

/// What a `Session` keeps that only its UI thread may read or change: the screens, the patches waiting for the end of
/// the tick, the socket's outbox, the event budget and the inspector watching. Everything else on a session is
/// immutable, or guards itself (`SessionStatistics`, `AttachmentCounter`), and may be read from any thread.
struct SessionUIState {
    /// The screens, bottom to top; the last is on show.
    var stack: [ViewController] = []
    /// Patches made since the last flush, sent as one message.
    var pending: [Patch] = []
    /// Whether a flush is scheduled for the end of this turn of the thread.
    var flushScheduled = false
    /// Whether a tick that flushes when it ends is running (`attach`, `receive`): its patches need no flush of their own.
    var inTick = false
    /// Sends a message to the attached socket; nil while none is attached.
    var outbox: ((ServerMessage) -> Void)?
    /// Whether the first screen was told it appeared (once a socket attached).
    var hasAppeared = false
    /// The tab's message budget.
    var rateLimiter: EventRateLimiter
    /// Messages refused for rate since `onRateLimited` was last told.
    var refusedForRate = 0
    /// When `onRateLimited` was last told.
    var lastRateReport: DispatchQueue.SchedulerTimeType?
    /// Whether the page was told to move (`move()`); a socket attaching afterwards is told again at once.
    var movedAway = false
    /// The ids of every password field any screen of the session registered: what a journal masks, whichever
    /// screen is on show when the page's value for one arrives.
    var secretFieldIDs: Set<String> = []
    /// The inspector watching the session, if one is.
    var watcher: SessionWatcher?
}
