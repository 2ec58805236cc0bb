/// Lets every session start measuring at once: each `arrive`s when ready; `start` returns once all have.
actor StartLine {
    private var expected: Int
    private var arrived = 0
    private var waiting: [CheckedContinuation<ContinuousClock.Instant, Never>] = []
    private var startedAt: ContinuousClock.Instant?

    init(expected: Int) { self.expected = expected }

    /// Marks one session ready and waits for the others; every caller gets the same start instant.
    func arriveAndWait() async -> ContinuousClock.Instant {
        arrived += 1
        if let start = startIfAllArrived() { return start }
        return await withCheckedContinuation { waiting.append($0) }
    }

    /// A session that failed before arriving drops out, so the others are not left waiting for it.
    func dropOut() {
        expected -= 1
        _ = startIfAllArrived()
    }

    /// Once everyone expected has arrived: fixes the start instant (once) and releases every waiting session.
    private func startIfAllArrived() -> ContinuousClock.Instant? {
        guard arrived >= expected else { return nil }
        let start = startedAt ?? ContinuousClock.now.advanced(by: .milliseconds(200))
        startedAt = start
        waiting.forEach { $0.resume(returning: start) }
        waiting = []
        return start
    }

    /// How many have arrived.
    var count: Int { arrived }
}

/// At most `permits` openings at a time, so thousands of sessions do not all knock at once.
actor Gate {
    private var permits: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(permits: Int) { self.permits = permits }

    /// Waits for a permit.
    func enter() async {
        if permits > 0 { permits -= 1; return }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Returns a permit.
    func leave() {
        if waiting.isEmpty { permits += 1 } else { waiting.removeFirst().resume() }
    }
}
