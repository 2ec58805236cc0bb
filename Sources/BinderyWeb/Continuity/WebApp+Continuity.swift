import Foundation

/// Why a tab's record could not be restored, as a server's log and tests are told it.
public struct RestoreFailure: Error, Sendable, CustomStringConvertible {
    /// The kind of failure (a metrics label).
    public let reason: RestoreFallback
    /// What went wrong, in a sentence.
    public let description: String
}

/// Sessions that outlive their page, their server and its process: each session's continuity record is started
/// when its page opens (`WebConfiguration.continuity`), and a tab the server does not hold — after a restart, a
/// crash, or a move to another instance sharing the store — is restored from it when its socket says hello.
extension WebApp {
    /// Calls `observer` with a session's short name and how its restore went: the time it took, or why it fell
    /// back to a fresh start (for a log line).
    public func observeRestores(_ observer: @escaping @Sendable (_ session: String, _ outcome: Result<Duration, RestoreFailure>) -> Void) {
        lock.withLock { restoreObserver = observer }
    }

    /// Starts the continuity record of the new session `token` opening `path` in a browser with `browserValues`, when
    /// the configuration keeps them; the record begins with the browser's shared values, which a restore starts from.
    func startContinuity(token: String, path: String, language: Language, browserValues: BrowserValues) -> ContinuityLog? {
        guard let store = configuration.continuity else { return nil }
        let shared = browserValues.sharedValues().compactMapValues { JSONValueParser.parse(Substring(decoding: $0, as: UTF8.self)) }
        let header = JournalHeader(app: JournalHeader.app(of: path), path: path, language: language.rawValue, started: Date(),
                                   browserValues: shared)
        guard let appender = store.open(token: token, header: header) else { return nil }
        return ContinuityLog(appender: appender, bytes: Journal.line(header).utf8.count + 1,
                             maxBytes: configuration.maxJournalBytes, began: header.started)
    }

    /// The session a reloaded tab had before its reload: live and waiting for its socket, or restored from its
    /// record (for `visitor`). A live session with a socket attached is another tab's (a duplicated tab copies the
    /// token) and is not taken from it.
    func resumableSession(_ token: String, visitor: SocketVisitor) -> Session? {
        let live = lock.withLock { () -> (session: Session, waiting: Bool)? in
            sessions.session(token).map { ($0, sessions.isWaitingForSocket(token)) }
        }
        if let live { return live.waiting ? live.session : nil }
        return restoredSession(token: token, visitor: visitor)
    }

    /// Releases the session `token` and deletes its record: its tab continues another session.
    func endSession(_ token: String) {
        lock.withLock { sessions.remove(token) }?.close()
        configuration.continuity?.remove(token: token)
    }

    /// The session `token` restored from its record and added to the live sessions, or nil when there is no
    /// record, the server is full, or the record cannot be restored (it is then deleted, logged and counted: the
    /// tab starts fresh). The session belongs to the browser `visitor` names, its shared values (a signed-in
    /// account) loaded from the browsers' store first, as a page load does.
    func restoredSession(token: String, visitor: SocketVisitor) -> Session? {
        guard let store = configuration.continuity, SessionToken.isWellFormed(token),
              lock.withLock({ sessions.count < configuration.maxSessions && restoringTokens.insert(token).inserted })
        else { return nil }
        defer { lock.withLock { _ = restoringTokens.remove(token) } }
        guard let record = store.record(token: token) else { return nil }
        let (activity, observer) = lock.withLock { (self.activity, restoreObserver) }
        let name = String(token.prefix(8))
        let began = ContinuousClock.now
        browsers.loadWaiting(id: visitor.browser)
        let recordBytes = record.utf8.count, maxBytes = configuration.maxJournalBytes
        let catchUpLimit = configuration.continuityCatchUpLimit
        let outcome = SessionRestorer.restore(token: token, record: record, registry: screens, makeSession: { header, thread in
            makeSession(token: token, language: Language(header.language), thread: thread,
                        clientAddress: visitor.clientAddress, browser: visitor.browser, activity: activity)
        }, resume: { journal, reached in
            // The tab's time goes on from where its clock catches up to; what the wall clock reads there is written,
            // so that a later restore knows how long the tab was away after its last line.
            let now = Date()
            let target = CatchUp.target(of: journal, reached: reached, now: now, limit: catchUpLimit)
            let log = store.open(token: token, header: nil).map { appender in
                ContinuityLog(appender: appender, bytes: recordBytes, maxBytes: maxBytes,
                              began: now.addingTimeInterval(-Double(target) / 1000))
            }
            log?.clock()
            return .init(catchUpTo: target, log: log)
        })
        switch outcome {
        case .failure(let failure):
            store.remove(token: token)
            activity?.sessionRestoreFellBack(failure.reason)
            observer?(name, .failure(RestoreFailure(reason: failure.reason, description: failure.description)))
            return nil
        case .success(let session):
            // Another socket of the same tab may have restored it meanwhile: the first one in wins.
            let winner = lock.withLock { () -> Session in
                if let existing = sessions.session(token) { return existing }
                sessions.insert(session, client: visitor.clientAddress ?? "unknown", at: Date())
                return session
            }
            scheduleExpiry(at: Date().addingTimeInterval(configuration.gracePeriod))
            startIdleSweeps()
            if winner !== session {
                session.close()
                return winner
            }
            let took = ContinuousClock.now - began
            activity?.sessionRestored(nanoseconds: UInt64(took.components.seconds) * 1_000_000_000
                                      + UInt64(took.components.attoseconds / 1_000_000_000))
            observer?(name, .success(took))
            return session
        }
    }

    /// Deletes the records no tab came back for within `WebConfiguration.continuityRetention`.
    func removeAbandonedRecords(now: Date = Date()) {
        configuration.continuity?.removeRecords(writtenBefore: now.addingTimeInterval(-configuration.continuityRetention))
    }
}
