import Bindery
import Foundation
import Synchronization

/// A tab idle long enough lets its screens go — view controllers, view models, bindings — and its session and UI
/// thread with them: a parked session in its place keeps its socket, token and continuity record (`park(into:)`);
/// its next message rebuilds the screens by replaying the record (`WebApp.rebuiltSession`).
///
/// Only a tab that is really quiescent is released, one whose record rebuilds it exactly as the page shows it. A tab
/// keeps its screens while any of these holds:
/// - it keeps no continuity record, or its record reached its size limit (`ContinuityLog.isComplete`);
/// - timed work waits on its UI queue (a debounce, a delay, a repeating timer not cancelled) or one of its services'
///   requests is unanswered (`UIThread.hasWorkUnderWay`): a replay could not bring back what is under way;
/// - a `ScreenRestoration.startsFresh` screen handled a message from the page (even one since popped): a replay
///   skips what the user did on such a screen, so it could not bring back where that led (`ScreenStack.noteMessage`);
/// - a screen on its stack follows changes from outside the tab (`ViewController.followsChangesOutsideItsTab`: the
///   bank's balance, the welcome screen's sign-in), or is subscribed to a publisher marked `followedAcrossTabs()`
///   (a store every tab shares), which released screens would miss;
/// - no socket is attached (it waits out its grace period instead), it was told to move, or an inspector watches it.
///
/// A `.startsFresh` screen that handled nothing since it was shown goes like any other: a rebuild builds it again as
/// a restore does, and what it asked its services as it loaded (Find Number's hidden target) is answered from the
/// record, so it holds what the page's screen held. What it reads elsewhere as it loads (a store another tab wrote
/// meanwhile, the date) may render otherwise: the rebuild compares the rebuilt screen on show with what the page
/// shows (`ScreenStack.pageDigest`, taken as the screens go) and, when they differ, sends the page the rebuilt
/// screen whole in place of handling the message's event, which answered a screen that is no longer there — so the
/// user never sees an event of theirs applied to a state they were not shown (`receiveOnChangedPage`). State a
/// screen draws at load from neither its services nor what it shows (a hidden number of its own, `Int.random`) is
/// drawn again: such a screen should keep its screens (`followsChangesOutsideItsTab`) or be `.continues`.
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
        guard heard != Self.releasedMark, heard <= cutoff, !home.thread.hasWorkUnderWay, !home.thread.followsOtherTabs
        else { return }
        perform { [self] in
            guard isQuiescent,
                  lastHeard.compareExchange(expected: heard, desired: Self.releasedMark, ordering: .acquiringAndReleasing).exchanged
            else { return }
            pageDigestAtRelease = screenStack?.release()
            released()
        }
    }

    /// Whether the tab's screens may go now (UI thread only): see the type's comment.
    private var isQuiescent: Bool {
        guard let screens = screenStack, !screens.screens.isEmpty, let continuity = recorder.continuity, continuity.isComplete
        else { return false }
        return outbox.isAttached && !outbox.movedAway && watcher == nil && !home.thread.hasWorkUnderWay
            && !home.thread.followsOtherTabs && screens.rebuildsFromRecord
    }

    /// The digest of what the page showed when the screens went (`ScreenStack.pageDigest`; nil while they are held).
    var releasedPageDigest: Int? { performAndWait { pageDigestAtRelease } }

    /// Whether the screen on show renders otherwise than a page showing `digest` (`releasedPageDigest` of the
    /// session this one was rebuilt in place of).
    func showsOtherThanPage(digest: Int?) -> Bool { performAndWait { screenStack?.pageDigest } != digest }

    /// Handles the first frame after a rebuild whose screen on show renders otherwise than the page shows
    /// (`showsOtherThanPage(digest:)`): an event is not handled — the page gets the rebuilt screen whole instead, and
    /// the user acts again on what it shows; a navigation, or a frame that is no message, is handled as usual.
    func receiveOnChangedPage(frame text: String, arrivedAt: UInt64) {
        guard case .success(.event) = ClientMessage.decode(text, maxBytes: maxMessageBytes) else {
            return receive(frame: text, arrivedAt: arrivedAt)
        }
        perform { [self] in screenStack?.resendTop() }
    }

    /// Hands the record's log and the journal over to the session rebuilt in this one's place, which writes them
    /// from now on (UI thread; this session writes nothing more); or, when a parked session took this one's place
    /// meanwhile (`park(into:)`), names it: the records are its to hand over.
    func handOverRecords() -> (continuity: ContinuityLog?, journal: JournalRecorder?, parkedAs: Session?) {
        performAndWait {
            defer { continuity = nil; journal = nil }
            return (continuity, journal, parkedAs)
        }
    }

    /// Hands what the tab keeps while parked to `parked`, a session with no screen on the shared parked thread made
    /// to take this one's place (on this session's UI thread, right after its screens were released): the socket's
    /// sender, the attachments' numbering, the record's log and the journal, the digest of what the page shows, the
    /// path on show; its socket's connection is pointed at it. This session, its UI thread and its parts then go,
    /// and the parked session has no screen stack and shares the parked thread (`init(parking:configuration:)`): 603
    /// bytes of heap a released Counter tab where the released session held about 1.9 KB, which shows in the RSS
    /// where the released screens' memory is reused (`WebConfiguration.releaseScreensOnceShown`; `Benchmarks/README.md`,
    /// "What a parked tab holds").
    func park(into parked: Session) {
        parked.lastHeard.store(Self.releasedMark, ordering: .releasing)
        parked.attachments.continueNumbering(from: attachments)
        parked.pageDigestAtRelease = pageDigestAtRelease
        if let send = outbox.handOverSocket() { parked.outbox.attach(send) }
        parked.continuity = continuity
        parked.journal = journal
        continuity = nil
        journal = nil
        parkedAs = parked
        attachments.newestConnection?.parked(self, into: parked)
    }
}
