import Bindery
import Foundation
import Synchronization

/// A tab idle long enough lets its screens go — view controllers, view models, bindings — and keeps its socket,
/// token and continuity record; its next message rebuilds them by replaying the record (`WebApp.rebuiltSession`).
///
/// Only a tab that is really quiescent is released, one whose record rebuilds it exactly as the page shows it. A tab
/// keeps its screens while any of these holds:
/// - it keeps no continuity record, or its record reached its size limit (`ContinuityLog.isComplete`);
/// - timed work waits on its UI queue (a debounce, a delay, a repeating timer not cancelled) or one of its services'
///   requests is unanswered (`UIThread.hasWorkUnderWay`): a replay could not bring back what is under way;
/// - a screen on its stack is registered `ScreenRestoration.startsFresh`;
/// - no socket is attached (it waits out its grace period instead), it was told to move, or an inspector watches it.
///
/// What the UI scheduler and the services cannot see — work an app runs on a queue of its own, a `Task` — is not
/// known here: such an app should not release idle screens (`WebConfiguration.releaseIdleScreensAfter` 0).
extension Session {
    /// The value of `lastHeard` once the screens are released.
    static let releasedMark = UInt64.max

    /// Whether the session holds its screens (false once an idle spell released them).
    public var holdsScreens: Bool { lastHeard.load(ordering: .acquiring) != Self.releasedMark }

    /// Notes that a message from the page arrived at `now` (`DispatchTime` nanoseconds); false when the screens are
    /// released, which stays so until a rebuilt session takes over.
    func noteHeard(at now: UInt64) -> Bool {
        guard lastHeard.exchange(now, ordering: .acquiringAndReleasing) == Self.releasedMark else { return true }
        lastHeard.store(Self.releasedMark, ordering: .releasing)
        return false
    }

    /// Releases the screens if the page sent nothing since `cutoff` (`DispatchTime` nanoseconds) and the tab is
    /// quiescent (see above); `released` is told on the UI thread when they went. Checked twice: here, from any
    /// thread, so that a tab with work under way costs no hop; then on the UI thread, after what its queue held.
    func releaseScreensIfIdle(heardBefore cutoff: UInt64, released: @escaping () -> Void) {
        let heard = lastHeard.load(ordering: .acquiring)
        guard heard != Self.releasedMark, heard <= cutoff, !thread.hasWorkUnderWay else { return }
        perform { [self] in
            guard isQuiescent,
                  lastHeard.compareExchange(expected: heard, desired: Self.releasedMark, ordering: .acquiringAndReleasing).exchanged
            else { return }
            screens.release()
            released()
        }
    }

    /// Whether the tab's screens may go now (UI thread only): see the type's comment.
    private var isQuiescent: Bool {
        guard let continuity = recorder.continuity, continuity.isComplete, !screens.screens.isEmpty else { return false }
        return outbox.isAttached && !outbox.movedAway && watcher == nil && !thread.hasWorkUnderWay
            && !screens.holdsScreenThatStartsFresh
    }

    /// Hands the record's log and the journal over to the session rebuilt in this one's place, which writes them
    /// from now on (UI thread; this session writes nothing more).
    func handOverRecords() -> (continuity: ContinuityLog?, journal: JournalRecorder?) {
        performAndWait {
            defer { continuity = nil; journal = nil }
            return (continuity, journal)
        }
    }
}
