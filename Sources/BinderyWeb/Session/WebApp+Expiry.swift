import Foundation

/// Releasing the sessions whose socket has been gone longer than the grace period: a sweep scheduled on
/// `expiryScheduler` for the earliest deadline, and again for the next one.
extension WebApp {
    /// Releases sessions whose socket has been gone for longer than the grace period.
    public func expireIdleSessions(now: Date = Date()) {
        let (expired, observer) = lock.withLock { () -> ([Session], (@Sendable (Int) -> Void)?) in
            (sessions.removeExpired(gracePeriod: configuration.gracePeriod, now: now), expiryObserver)
        }
        for session in expired { session.close() }
        if !expired.isEmpty { observer?(expired.count) }
    }

    /// Makes sure a sweep runs at `deadline` (just after it) or earlier.
    func scheduleExpiry(at deadline: Date) {
        guard let due = lock.withLock({ expirySweeps.request(at: deadline) }) else { return }
        // Just after the deadline, so that a session gone exactly a grace period ago counts as expired.
        let delay = max(0, due.timeIntervalSinceNow) + 0.05
        let scheduler = expiryScheduler
        scheduler.schedule(after: scheduler.now.advanced(by: .seconds(delay))) { [weak self] in
            self?.sweepExpired(scheduledFor: due)
        }
    }

    /// Releases the expired sessions and sets the next sweep for the earliest deadline left.
    private func sweepExpired(scheduledFor due: Date) {
        let now = Date()
        expireIdleSessions(now: now)
        let next = lock.withLock { () -> Date? in
            expirySweeps.ran(scheduledFor: due)
            let earliest = sessions.earliestDisconnection?.addingTimeInterval(configuration.gracePeriod)
            return ExpirySweeps.next(after: now, earliestDeadline: earliest)
        }
        if let next { scheduleExpiry(at: next) }
    }
}
