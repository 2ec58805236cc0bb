import Bindery
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// glibc's `malloc_trim`, which the Glibc module does not export: looked up once.
private let mallocTrim: (@convention(c) (Int) -> Int32)? = {
    #if canImport(Glibc)
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return nil }
    return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
    #else
    return nil
    #endif
}()

/// Idle tabs that do not hold their screens: a sweep releases the screens of every tab whose page sent nothing for
/// `WebConfiguration.releaseIdleScreensAfter` (see `Session.releaseScreensIfIdle` for which tabs qualify), and the
/// tab's next message — an event, a navigation, a socket's hello — first rebuilds them from the tab's continuity
/// record, as a restore does, without sending the page what it already shows.
extension WebApp {
    /// How often the idle sweep runs for a limit of `limit` seconds: a quarter of it, between 50 ms and 5 s.
    static func idleSweepInterval(limit: TimeInterval) -> TimeInterval { min(max(limit / 4, 0.05), 5) }

    /// Whether this server releases idle tabs' screens: it keeps continuity records and has a limit (a positive,
    /// finite number of seconds; 0, a negative or an infinite one keeps every tab's screens).
    var releasesIdleScreens: Bool {
        let limit = configuration.releaseIdleScreensAfter
        return configuration.continuity != nil && limit > 0 && limit.isFinite
    }

    /// Starts the periodic idle sweep on `expiryScheduler`, once (a page opened or a tab was restored).
    func startIdleSweeps() {
        guard releasesIdleScreens, lock.withLock({ () -> Bool in
            defer { idleScreens.sweeping = true }
            return !idleScreens.sweeping
        }) else { return }
        scheduleIdleSweep()
    }

    private func scheduleIdleSweep() {
        let scheduler = expiryScheduler
        let interval = Self.idleSweepInterval(limit: configuration.releaseIdleScreensAfter)
        scheduler.schedule(after: scheduler.now.advanced(by: .seconds(interval))) { [weak self] in
            guard let self else { return }
            returnReleasedMemory()
            releaseIdleScreens()
            scheduleIdleSweep()
        }
    }

    /// Releases the screens of every tab with a socket attached whose page sent nothing for the limit at `now`
    /// (`DispatchTime` uptime nanoseconds) and that is quiescent; each goes on its own UI thread, after what its
    /// queue holds.
    public func releaseIdleScreens(now: UInt64 = DispatchTime.now().uptimeNanoseconds) {
        guard releasesIdleScreens else { return }
        let limit = UInt64(configuration.releaseIdleScreensAfter * 1_000_000_000)
        guard now > limit else { return }
        let (connected, activity) = lock.withLock { (sessions.connected, self.activity) }
        for session in connected { releaseScreens(of: session, heardBefore: now - limit, activity: activity) }
    }

    /// Releases the screens of `session`, whose page has just been shown them, if the server releases screens once
    /// shown (`WebConfiguration.releaseScreensOnceShown`) and the tab is quiescent; on its UI thread, after the attach.
    func releaseScreensOnceShown(_ session: Session) {
        guard configuration.releaseScreensOnceShown, releasesIdleScreens else { return }
        releaseScreens(of: session, heardBefore: Session.releasedMark - 1, activity: lock.withLock { activity })
    }

    /// Releases `session`'s screens if its page sent nothing since `cutoff` and it is quiescent, counted for the
    /// sweep's next trim.
    private func releaseScreens(of session: Session, heardBefore cutoff: UInt64, activity: (any SessionActivity)?) {
        session.releaseScreensIfIdle(heardBefore: cutoff) { [weak self] in
            activity?.screensReleased()
            guard let self else { return }
            park(session)
            lock.withLock { idleScreens.releasedSinceTrim += 1 }
        }
    }

    /// Puts a parked session in the place of `session`, whose screens were just released (on its UI thread): one
    /// with no screen, on the thread every parked session shares, that keeps what the tab needs until its next
    /// message (`Session.park(into:)`), and to which the socket's connection is pointed. `session` then goes with its
    /// UI thread and parts. A session no longer live (closed meanwhile) is left as it is.
    private func park(_ session: Session) {
        let parked = Session(parking: session, configuration: configuration)
        // Under the lock: a session removed meanwhile is closed by whoever removed it, with its records.
        lock.withLock {
            guard sessions.session(session.token) === session else { return }
            session.park(into: parked)
            _ = sessions.replace(session, with: parked)
        }
    }

    /// How many live sessions hold their screens, and how many released them while idle.
    public var sessionsByScreens: (holding: Int, released: Int) {
        let all = lock.withLock { sessions.all }
        let released = all.reduce(0) { $0 + ($1.session.holdsScreens ? 0 : 1) }
        return (all.count - released, released)
    }

    /// After a sweep's releases, gives the C heap's free memory back to the system (glibc keeps it otherwise, and
    /// the process's resident size would not fall).
    private func returnReleasedMemory() {
        let released = lock.withLock { () -> Int in
            defer { idleScreens.releasedSinceTrim = 0 }
            return idleScreens.releasedSinceTrim
        }
        if released > 0 { _ = mallocTrim?(0) }
    }

    /// The session that takes over from `released` (the parked session of a tab whose screens an idle spell
    /// released, or the released session itself before it was parked) with its screens rebuilt from its continuity
    /// record, writing on to the same record and journal; in the live sessions in its place.
    /// Nil when the record cannot be replayed: the tab then starts fresh, as after a failed restore (its session
    /// and record are gone, the fallback is logged and counted).
    func rebuiltSession(_ released: Session) -> Session? {
        let (activity, observer) = lock.withLock { (self.activity, restoreObserver) }
        let token = released.token
        let began = ContinuousClock.now
        let (continuity, journal, parkedAs) = released.handOverRecords()
        if let parkedAs { return rebuiltSession(parkedAs) }
        continuity?.flush()
        let record = configuration.continuity?.record(token: token)
        let outcome = record.map { record in
            SessionRestorer.restore(token: token, record: record, registry: screens, makeSession: { _, thread in
                makeSession(token: token, language: released.language, thread: thread, clientAddress: released.clientAddress,
                            browser: released.browserID, activity: activity, continuing: released.statistics)
            }, resume: { _, reached in
                // The tab's log never stopped: its clock catches up to the log's time now.
                .init(catchUpTo: max(reached, continuity?.elapsedNow ?? reached), log: continuity)
            })
        } ?? .failure(.unreadable("the record is gone"))
        switch outcome {
        case .failure(let failure):
            continuity?.close()
            journal?.close()
            lock.withLock { if sessions.session(token) === released { _ = sessions.remove(token) } }
            released.close()
            configuration.continuity?.remove(token: token)
            activity?.sessionRestoreFellBack(failure.reason)
            observer?(String(token.prefix(8)), .failure(RestoreFailure(reason: failure.reason, description: failure.description)))
            return nil
        case .success(let session):
            session.journal = journal
            let replaced = lock.withLock { sessions.replace(released, with: session) }
            released.close()
            guard replaced else {
                session.close()
                return nil
            }
            let took = ContinuousClock.now - began
            activity?.screensRebuilt(nanoseconds: UInt64(took.components.seconds) * 1_000_000_000
                                     + UInt64(took.components.attoseconds / 1_000_000_000))
            return session
        }
    }
}

/// The idle sweep's state in a `WebApp` (under its lock).
struct IdleScreenSweeps {
    /// Whether the periodic sweep is scheduled.
    var sweeping = false
    /// Tabs released since the C heap was last trimmed.
    var releasedSinceTrim = 0
}
