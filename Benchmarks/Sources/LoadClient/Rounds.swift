/// One measured round: every session sends `rate` events a second for `seconds`, spread evenly over each period.
struct RoundPlan: Sendable {
    let rate: Double
    let seconds: Double
    /// A capacity step: the run stops stepping after the first step that fails (see `RoundOutcome.sustained`).
    let isStep: Bool
    /// Which of the measured kinds plays the round (an index into `LoadPhases.measure`'s kinds); the sessions of the
    /// others hand in nothing and wait for the next.
    var playedBy = 0
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

    /// Rounds of one plan's kind taken together (interleaved with another kind's): their samples, wall and CPU
    /// summed; nil when there are none.
    static func merged(_ outcomes: [RoundOutcome]) -> RoundOutcome? {
        guard let first = outcomes.first else { return nil }
        var samples = LatencySamples()
        for outcome in outcomes { samples.merge(outcome.samples) }
        let plan = RoundPlan(rate: first.plan.rate, seconds: outcomes.reduce(0) { $0 + $1.plan.seconds },
                             isStep: first.plan.isStep, playedBy: first.plan.playedBy)
        return RoundOutcome(plan: plan, sessions: first.sessions, samples: samples,
                            wall: outcomes.reduce(.zero) { $0 + $1.wall },
                            serverCPU: outcomes.reduce(0) { $0 + $1.serverCPU }, clientCPU: outcomes.reduce(0) { $0 + $1.clientCPU })
    }

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
    /// How many of those that arrived are of each kind (by `RoundPlan.playedBy`): the round's players.
    private var arrivedOfKind: [Int: Int] = [:]
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

    /// Hands in the samples of a session of `kind` of the round it just ran (empty ones before the first, or when the
    /// round was another kind's) and waits for every other session: the next round, or nil when the plan is done or
    /// `goesOn` stopped it.
    func next(after samples: LatencySamples, kind: Int = 0) async -> Assignment? {
        if done { return nil }
        merged.merge(samples)
        arrived += 1
        arrivedOfKind[kind, default: 0] += 1
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
            let plan = plans[current.index]
            let outcome = RoundOutcome(plan: plan, sessions: arrivedOfKind[plan.playedBy] ?? 0, samples: merged, wall: now - current.start,
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
        arrivedOfKind = [:]
        merged = LatencySamples()
        let released = waiting
        waiting = []
        released.forEach { $0.resume(returning: assignment) }
    }
}
