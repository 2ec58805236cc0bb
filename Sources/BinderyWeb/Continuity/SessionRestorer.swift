import Bindery
import Foundation

/// Brings a tab's session back from its continuity record: a new session with the same token opens the record's
/// first screen and handles every message the record holds at its recorded time on a virtual clock, its services
/// answered from the record; then its clock hands over to the live queue, and the page's socket attaches to it.
///
/// Why a replay, and not a snapshot: a view model's state is the fold of its inputs (Input → transform → Output),
/// held in streams and closures no serializer can write, and that an app would otherwise have to mark field by
/// field. Replaying the inputs rebuilds every piece of it — fields, view models, pushed screens, timers — with no
/// code in the app. What a replay cannot rebuild faithfully fails the restore (`Failure`) and the tab starts fresh,
/// as it would with no record: a record that is not a journal or was cut short at its size limit, a first screen
/// whose route is gone, a message this build cannot read, a write the record holds no outcome for (the app changed
/// under the record).
///
/// A message the restored screens refuse is skipped, as a live page's would be: the screens read the app's stores as
/// they are now, so a row deleted since (by this tab later on, or by another) is not there to select, nor the sheet
/// its selection opened; the replay goes on with the messages that still apply, and the outcomes of the writes a
/// skipped message made are dropped, so no later write of the same name is handed one.
enum SessionRestorer {
    /// Why a record could not be restored.
    enum Failure: Error, Equatable, CustomStringConvertible {
        /// The record is not a journal this build reads.
        case unreadable(String)
        /// The record reached its size limit: what followed was never written.
        case incomplete
        /// No route answers the record's first screen any more.
        case routeGone(String)
        /// A recorded message is not one this build reads, or a write was made that the record has no outcome for:
        /// the app is not the one that recorded it.
        case diverged(String)

        /// The kind of failure, for logs and metrics.
        var reason: RestoreFallback {
            switch self {
            case .unreadable: .unreadable
            case .incomplete: .incomplete
            case .routeGone: .routeGone
            case .diverged: .diverged
            }
        }

        var description: String {
            switch self {
            case .unreadable(let why): "the record is not readable: \(why)"
            case .incomplete: "the record reached its size limit"
            case .routeGone(let path): "no screen answers \(path) any more"
            case .diverged(let why): "the replay diverged: \(why)"
            }
        }
    }

    /// Where a restored session goes on, once its record is replayed: the tab's time its clock catches up to
    /// (`CatchUp`), and the log it writes from then on, attached before the catch-up so that the writes and requests
    /// that come due are recorded.
    struct Resumption {
        let catchUpTo: Int
        let log: ContinuityLog?
    }

    /// Restores the session `token` from `record`, with `makeSession` building the bare session on the thread it is
    /// given (the caller's limits, browser and observers), and `resume` saying where it goes on once the record is
    /// replayed (given the journal and the tab's time the replay reached; called on the session's thread); the session
    /// is closed again when the restore fails.
    static func restore(token: String, record: String, registry: ScreenRegistry,
                        makeSession: (_ header: JournalHeader, _ thread: UIThread) -> Session,
                        resume: (_ journal: Journal, _ reached: Int) -> Resumption) -> Result<Session, Failure> {
        let journal: Journal
        do { journal = try Journal(jsonLines: record) } catch { return .failure(.unreadable(error.description)) }
        if journal.entries.contains(where: { if case .limitReached = $0.event { true } else { false } }) {
            return .failure(.incomplete)
        }
        let header = journal.header
        let (thread, handover) = UIThread.restoring(label: "bindery.session.\(token.prefix(8))",
                                                    onLane: registry.threading(for: header.path) != .socketThread)
        let session = makeSession(header, thread)
        thread.journal?.replay(madeBy: {
            ReplayURLSession(journal: journal, scheduler: handover.eraseToAnyScheduler(), passThrough: ServerURLSession.standard)
        })
        let effects = ReplayedEffects(journal: journal)
        thread.journal?.replayedEffects = effects
        // The screens start from the browser's values as the record began, not as the events they replay left them.
        let browserValues = header.browserValues.map { values in
            RestoredBrowserValues(standingInFor: session.browserValues,
                                  json: values.mapValues { Data($0.compactText.utf8) })
        }
        thread.journal?.restoredBrowserValues = browserValues
        var failure: Failure?
        var reached = 0
        session.performAndWait {
            // Before anything the hand-over moved to the live queue runs (it waits for this block): a write made live
            // is recorded, not looked for in the record.
            defer {
                thread.journal?.replayedEffects = nil
                thread.journal?.restoredBrowserValues = nil
            }
            guard session.screenStack?.open(path: header.path) == true else {
                failure = .routeGone(header.path)
                return
            }
            var afterPreviousMessage = 0
            for (position, entry) in journal.entries.enumerated() {
                let recorded: JSONValue
                switch entry.event {
                case .input(let message): recorded = message
                case .attach: recorded = .null
                default: continue
                }
                defer { afterPreviousMessage = position + 1 }
                if entry.milliseconds > reached {
                    handover.clock.advance(by: .milliseconds(entry.milliseconds - reached))
                    reached = entry.milliseconds
                } else {
                    handover.clock.advance()
                }
                // The page's first socket: the screen on show appears (a later one changes nothing).
                guard recorded != .null else {
                    session.screenStack?.sendTop()
                    continue
                }
                guard case .success(let message) = ClientMessage.decode(recorded: recorded) else {
                    failure = .diverged("a recorded message is not one this build reads")
                    return
                }
                if message.actsOnScreen, session.topViewController?.restoration == .startsFresh { continue }
                // A message's line is written once it is handled, after the writes it made: those of a skipped one
                // are the outcomes still not handed out between the previous page line and its own.
                if !session.tick(message, replayed: true) { effects.discard(recordedIn: afterPreviousMessage..<position) }
            }
            // Every answer the record holds reached the tab before the record went on, and every write of the app's
            // own it holds was made: the replay's clock runs until the last of them, so a rebuilt screen has them (a
            // target fetched as it loaded, a draft saved after a pause) before the page's next message, the record's
            // next lines come after them, and no timer makes a recorded write again live.
            let answered = journal.entries.reduce(reached) { latest, entry in
                switch entry.event {
                case .service(let exchange): max(latest, entry.milliseconds + exchange.durationMs)
                case .effect: max(latest, entry.milliseconds)
                default: latest
                }
            }
            if answered > reached {
                handover.clock.advance(by: .milliseconds(answered - reached))
                reached = answered
            }
            if let name = effects.missing.first {
                failure = .diverged("the write \(name) is not in the record")
                return
            }
            // From here the tab is live but for its clock: its writes and requests are made and recorded, and its
            // screens read the browser's values now (where the replay left others, they hear of it once).
            thread.journal?.replayedEffects = nil
            thread.journal?.replay(madeBy: nil)
            thread.journal?.restoredBrowserValues = nil
            if let browserValues, !browserValues.matches(session.browserValues.sharedValues()) { browserValues.changes.accept() }
            let resumption = resume(journal, reached)
            session.continuity = resumption.log
            // What came due while no server held the tab runs now, as it would have live; its requests are held
            // meanwhile (a polling timer made one a tick), and those still wanted are sent as it goes live.
            if resumption.catchUpTo > reached {
                let requests = CatchUpURLSession()
                thread.journal?.replay(madeBy: { requests })
                handover.clock.advance(by: .milliseconds(resumption.catchUpTo - reached))
                reached = resumption.catchUpTo
                thread.journal?.replay(madeBy: nil)
                requests.release()
            }
            handover.goLive()
            // The page gets the screen whole when its socket attaches; the replay's patches and alerts were seen.
            session.outbox.discard()
        }
        thread.journal?.replay(madeBy: nil)
        if let failure {
            session.close()
            return .failure(failure)
        }
        return .success(session)
    }
}
