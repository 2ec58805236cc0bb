import Foundation

/// One whole load run: the phases in order (echo, pure events and their steps, service events, idle), then the report.
struct LoadRun {
    let options: LoadOptions

    /// Runs every phase and returns the report as markdown.
    func run() async throws -> String {
        let opener = PageOpener(server: options.server, statsServers: options.statsServers)
        let probe = ServerProbe(pids: options.serverPIDs)
        let phases = LoadPhases(options: options, opener: opener, probe: probe)
        let report = LoadReport(options: options)
        let phase = RoundPlan(rate: options.rate, seconds: options.seconds, isStep: false)
        func note(_ line: String) { FileHandle.standardError.write(Data("bindery-load: \(line)\n".utf8)) }

        note("echo phase")
        let echo = try await phases.measure(.echo, plans: [phase])
        let afterEcho = try await phases.waitUntilEmpty()

        note("pure phase, then \(options.steps.count) steps")
        let steps = options.steps.map { RoundPlan(rate: $0, seconds: options.stepSeconds, isStep: true) }
        let limit = options.stepP99Limit
        let pure = try await phases.measure(.pure, plans: [phase] + steps) { !$0.plan.isStep || $0.sustained(p99Limit: limit) }
        let afterPure = try await phases.waitUntilEmpty()

        var interleaved: (echo: RoundOutcome, pure: RoundOutcome)?
        if options.interleavedPairs > 0 {
            note("echo and pure interleaved: \(options.interleavedPairs) pairs of \(options.interleavedSeconds) s rounds")
            let round = { (kind: Int) in RoundPlan(rate: options.rate, seconds: options.interleavedSeconds, isStep: false, playedBy: kind) }
            let pairs = try await phases.measure([.echo, .pure], plans: (0..<options.interleavedPairs).flatMap { _ in [round(0), round(1)] })
            if let echo = RoundOutcome.merged(pairs.rounds.filter { $0.plan.playedBy == 0 }),
               let pure = RoundOutcome.merged(pairs.rounds.filter { $0.plan.playedBy == 1 }) { interleaved = (echo, pure) }
        }
        let afterInterleaved = try await phases.waitUntilEmpty()

        note("service phase")
        let service = try await phases.measure(.service, plans: [phase])
        let afterService = try await phases.waitUntilEmpty()

        var lines = report.phases(echo: echo, pure: pure, service: service)
        lines += report.interleaved(interleaved)
        lines.append("after each phase closed (echo, pure, interleaved, service): " + [afterEcho, afterPure, afterInterleaved, afterService]
            .map { "\($0.sessions) sessions / \($0.viewControllers) view controllers" }.joined(separator: "; "))
        lines += report.steps(pure.rounds.filter(\.plan.isStep))

        if !options.idleSessions.isEmpty {
            let budget = DescriptorBudget(server: probe)
            note("idle phase: \(options.idleSessions.map(String.init).joined(separator: ", ")) sessions (descriptors allow \(budget.cap))")
            let before = (resident: probe.residentBytes(), stats: try await opener.stats())
            let (levels, release) = try await phases.holdIdle(options.idleSessions, cap: budget.cap)
            let afterIdle = try await phases.waitUntilEmpty()
            lines += report.idle(levels, before: before, budget: budget)
            if let release { lines += report.idleRelease(release, before: before) }
            lines.append("after the idle sessions closed: \(afterIdle.sessions) sessions, \(afterIdle.viewControllers) view controllers left; "
                + String(format: "RSS %.1f MiB, heap in use %.1f MiB", Double(probe.residentBytes()) / 1_048_576,
                         Double(afterIdle.heapInUse) / 1_048_576))
        }
        return lines.joined(separator: "\n")
    }
}
