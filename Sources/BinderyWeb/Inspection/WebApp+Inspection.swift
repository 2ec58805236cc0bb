import Bindery
import Foundation

/// What an inspector asks a server about its live sessions: a list, one session's timeline live, and a journal
/// recorded on demand. Every method is safe from any thread; a session is named by `SessionSnapshot.name`.
///
/// Nothing here costs a session much until it is asked for: an unwatched, unrecorded session only bumps two atomic
/// counters per message.
extension WebApp {
    /// How many characters of a token name a session to an inspector.
    public static let sessionNameLength = 8

    /// The live sessions, oldest first, as they are at this moment.
    public func sessionSnapshots() -> [SessionSnapshot] {
        liveSessions().map { session, isConnected in
            let statistics = session.statistics
            let path = statistics.path
            return SessionSnapshot(name: String(session.token.prefix(Self.sessionNameLength)), app: JournalHeader.app(of: path),
                                   path: path, opened: statistics.opened, eventsHandled: statistics.messagesHandled,
                                   lastActivity: statistics.lastActivity, isConnected: isConnected,
                                   isRecording: statistics.isRecording)
        }
        .sorted { ($0.opened, $0.name) < ($1.opened, $1.name) }
    }

    /// The steps of the session `name` from the moment of subscription: each message in with the messages it caused
    /// and its time, the attaches and detaches, what the server sent on its own. Finishes when the session closes;
    /// finishes at once when no live session has that name. Entries arrive on the session's UI thread.
    public func timeline(ofSession name: String) -> AnyPublisher<SessionTimelineEntry, Never> {
        guard let session = session(named: name) else { return Empty().eraseToAnyPublisher() }
        return Deferred { [weak session] () -> AnyPublisher<SessionTimelineEntry, Never> in
            guard let session else { return Empty().eraseToAnyPublisher() }
            let (watcher, isNew) = session.statistics.addWatcher()
            if isNew { session.perform { session.watcher = watcher } }
            return watcher.entries
                .handleEvents(receiveCancel: { [weak session] in
                    guard let session, session.statistics.removeWatcher(watcher) else { return }
                    session.perform { if session.watcher === watcher { session.watcher = nil } }
                })
                .eraseToAnyPublisher()
        }
        .eraseToAnyPublisher()
    }

    /// Starts recording the session `name` into a journal kept in memory, from the screen on show; false when no
    /// live session has that name, when it is being recorded already, or when the server records every session to
    /// files (`WebConfiguration.journalDirectory`). The header's `state` is what the app declares for journals now.
    @discardableResult
    public func startRecording(session name: String) -> Bool {
        guard configuration.journalDirectory == nil, let session = session(named: name) else { return false }
        let path = session.statistics.path, app = JournalHeader.app(of: path), started = Date()
        let header = JournalHeader(app: app, path: path, language: session.language.rawValue, started: started,
                                   state: screens.journalStates.capture(app: app))
        guard let recorder = try? JournalRecorder(header: header, maxBytes: configuration.maxJournalBytes, elapsedMilliseconds: {
            Int((Date().timeIntervalSince(started) * 1000).rounded())
        }), session.statistics.beginRecording(recorder) else { return false }
        session.perform { session.startRecording(into: recorder) }
        return true
    }

    /// Stops the recording of the session `name`; its journal stays available (`journal(ofSession:)`) while the
    /// session lives. False when no live session has that name or none was being recorded.
    @discardableResult
    public func stopRecording(session name: String) -> Bool {
        guard let session = session(named: name), let recorder = session.statistics.endRecording() else { return false }
        session.perform { session.stopRecording(recorder) }
        return true
    }

    /// The journal an inspector recorded of the session `name`: the recording under way, else the last one stopped;
    /// nil when the session is gone or was never recorded so.
    public func journal(ofSession name: String) -> Journal? {
        session(named: name)?.statistics.journal
    }

    /// The live session whose token begins with `name` (exactly `sessionNameLength` characters).
    private func session(named name: String) -> Session? {
        guard name.count == Self.sessionNameLength else { return nil }
        return liveSessions().first { $0.session.token.hasPrefix(name) }?.session
    }
}
