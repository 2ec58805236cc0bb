/// One measured round: every session sends `rate` events a second for `seconds`, spread evenly over each period.
struct RoundPlan: Sendable {
    let rate: Double
    let seconds: Double
    /// A capacity step: the run stops stepping after the first step that fails (see `RoundOutcome.sustained`).
    let isStep: Bool
}

/// What one round measured over all its sessions, with the server's and the client's CPU time over it.
struct RoundOutcome: Sendable {
    let plan: RoundPlan
    /// The sessions that took part.
    let sessions: Int
    let samples: LatencySamples
    /// From the round's start to the last session's last answer (or timeout).
    let wall: Duration
    /// Server CPU (user + system) over the round, µs (from /proc: 10 ms ticks).
    let serverCPU: Int
    /// This client's CPU over the round, µs.
    let clientCPU: Int

    /// Events per second asked for: sessions × rate.
    var offeredRate: Double { Double(sessions) * plan.rate }
    /// Answered events per second of wall time.
    var achievedRate: Double { Double(samples.microseconds.count) / wallSeconds }
    /// Server CPU per answered event, µs.
    var serverCPUPerEvent: Double { Double(serverCPU) / Double(max(1, samples.microseconds.count)) }
    /// Server CPU as a share of one core (200 % is both of a 2-core machine).
    var serverCPUPercent: Double { Double(serverCPU) / 1e4 / wallSeconds }
    var clientCPUPercent: Double { Double(clientCPU) / 1e4 / wallSeconds }
    private var wallSeconds: Double { max(0.001, wall.inSeconds) }

    /// Whether the round held: p99 within `p99Limit` ms, every event answered, no error.
    func sustained(p99Limit: Double) -> Bool {
        samples.errors == 0 && samples.unanswered == 0 && !samples.microseconds.isEmpty && samples.summary.p99 <= p99Limit
    }
}

/// Runs the same sessions through consecutive rounds: each session hands in what it measured and waits for the others;
/// when all have, the round's outcome is kept (with the CPU time both processes spent over it) and, unless `goesOn`
/// says stop, the next round starts for all at one instant.
actor Rounds {
    /// A round to run and the instant every session starts it.
    struct Assignment: Sendable {
        let plan: RoundPlan
        let start: ContinuousClock.Instant
    }

    private let plans: [RoundPlan]
    private let server: ServerProbe
    private let client: ServerProbe
    private let goesOn: @Sendable (RoundOutcome) -> Bool
    private var expected: Int
    private var arrived = 0
    private var merged = LatencySamples()
    private var waiting: [CheckedContinuation<Assignment?, Never>] = []
    private var current: (index: Int, start: ContinuousClock.Instant, serverCPU: Int, clientCPU: Int)?
    private var done = false
    /// The rounds run so far, in order.
    private(set) var outcomes: [RoundOutcome] = []

    init(sessions: Int, plans: [RoundPlan], server: ServerProbe, client: ServerProbe,
         goesOn: @escaping @Sendable (RoundOutcome) -> Bool) {
        expected = sessions
        self.plans = plans
        self.server = server
        self.client = client
        self.goesOn = goesOn
    }

    /// Hands in this session's samples of the round it just ran (empty ones before the first) and waits for every
    /// other session: the next round, or nil when the plan is done or `goesOn` stopped it.
    func next(after samples: LatencySamples) async -> Assignment? {
        if done { return nil }
        merged.merge(samples)
        arrived += 1
        return await withCheckedContinuation { continuation in
            waiting.append(continuation)
            releaseIfAllArrived()
        }
    }

    /// A session that failed before its first round leaves, so the others are not left waiting for it.
    func dropOut() {
        expected -= 1
        releaseIfAllArrived()
    }

    /// Once everyone expected has arrived: closes the round that ran, decides on the next, releases everyone.
    private func releaseIfAllArrived() {
        guard !done, arrived > 0, arrived >= expected else { return }
        let now = ContinuousClock.now
        var goOn = true
        if let current {
            let outcome = RoundOutcome(plan: plans[current.index], sessions: arrived, samples: merged, wall: now - current.start,
                                       serverCPU: server.cpuMicroseconds() - current.serverCPU,
                                       clientCPU: client.cpuMicroseconds() - current.clientCPU)
            outcomes.append(outcome)
            goOn = goesOn(outcome)
        }
        let index = (current?.index ?? -1) + 1
        var assignment: Assignment?
        if goOn, index < plans.count {
            let start = now.advanced(by: .milliseconds(200))
            current = (index, start, server.cpuMicroseconds(), client.cpuMicroseconds())
            assignment = Assignment(plan: plans[index], start: start)
        } else {
            done = true
        }
        arrived = 0
        merged = LatencySamples()
        let released = waiting
        waiting = []
        released.forEach { $0.resume(returning: assignment) }
    }
}
