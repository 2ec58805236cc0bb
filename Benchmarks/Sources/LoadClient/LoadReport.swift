import Foundation

/// The run's report as markdown lines: the phases' table and issue 15's ratios, the capacity steps, the idle levels.
struct LoadReport {
    let options: LoadOptions

    /// The header, one row per phase (its first round), the pure/echo ratios and any sessions that failed to start.
    func phases(echo: LoadPhases.Measured, pure: LoadPhases.Measured, service: LoadPhases.Measured) -> [String] {
        let pids = options.serverPIDs.map(String.init).joined(separator: ",")
        var lines = [
            "Load: \(options.sessions) sessions × \(number(options.rate)) events/s for \(number(options.seconds)) s per phase; "
                + (options.steps.isEmpty ? "no steps; " : "steps \(options.steps.map(number).joined(separator: ",")) events/s per session × \(number(options.stepSeconds)) s; ")
                + (options.idleSessions.isEmpty ? "no idle phase" : "idle \(options.idleSessions.map(String.init).joined(separator: ","))")
                + "; source addresses \(options.sourceAddresses); server pid \(pids)",
            "",
            Self.streamHeader, Self.streamRule,
        ]
        let rows = [(SessionKind.echo, echo), (SessionKind.pure, pure), (SessionKind.service, service)]
        for (kind, measured) in rows {
            guard let round = measured.rounds.first else { lines.append("| \(kind.name) | no round ran | | | | | | | |"); continue }
            lines.append(row(kind, round))
        }
        lines.append("")
        if let echoRound = echo.rounds.first, let pureRound = pure.rounds.first {
            lines += ratios(echo: echoRound, pure: pureRound, measured: "sequential phases")
        }
        for (kind, measured) in rows where measured.failedSessions > 0 {
            lines.append("\(kind.name): \(measured.failedSessions) sessions failed to start (see stderr)")
        }
        return lines
    }

    /// The interleaved echo and pure rounds, each kind's rounds taken together, and their ratios.
    func interleaved(_ outcomes: (echo: RoundOutcome, pure: RoundOutcome)?) -> [String] {
        guard let (echo, pure) = outcomes else { return [] }
        var lines = [
            "",
            "Interleaved: \(options.sessions) echo sockets and \(options.sessions) pure sessions open together, "
                + "\(options.interleavedPairs) echo rounds and \(options.interleavedPairs) pure rounds of \(number(options.interleavedSeconds)) s in turn "
                + "(\(number(options.rate)) event/s per playing session):",
            "",
            Self.streamHeader, Self.streamRule,
        ]
        lines += [row(.echo, echo), row(.pure, pure)]
        lines.append("")
        lines += ratios(echo: echo, pure: pure, measured: "interleaved rounds")
        return lines
    }

    /// The header of a table of streams, one `row` each.
    private static let streamHeader = "| stream | events | p50 ms | p99 ms | max ms | errors | no answer in 5 s | server CPU µs/event | bytes/event |"
    private static let streamRule = "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"

    /// One stream's row: what `round` measured of `kind`.
    private func row(_ kind: SessionKind, _ round: RoundOutcome) -> String {
        let s = round.samples.summary
        return "| \(kind.name) | " + String(format: "%d | %.2f | %.2f | %.2f | %d | %d | %.0f | %.0f |", s.count, s.p50, s.p99, s.max,
                                             round.samples.errors, round.samples.unanswered, round.serverCPUPerEvent,
                                             round.samples.bytesPerEvent)
    }

    /// Issue 15's two ratios of the pure event to the echo, measured as `measured` says.
    private func ratios(echo: RoundOutcome, pure: RoundOutcome, measured: String) -> [String] {
        let latency = pure.samples.summary.p99 / max(0.001, echo.samples.summary.p99)
        let cpu = pure.serverCPUPerEvent / max(1, echo.serverCPUPerEvent)
        return ["pure event→patch p99 / echo p99, \(measured): " + String(format: "%.2f× (target ≤ 1.5×)", latency),
                "pure server CPU per event / echo's per frame, \(measured): " + String(format: "%.2f× (target ≤ 2×)", cpu)]
    }

    /// The capacity steps, one row each, and the highest offered rate sustained.
    func steps(_ rounds: [RoundOutcome]) -> [String] {
        guard !rounds.isEmpty else { return [] }
        let limit = options.stepP99Limit
        var lines = [
            "",
            "Capacity steps (pure events, \(options.sessions) sessions, \(number(options.stepSeconds)) s each; a step holds with p99 ≤ \(number(limit)) ms, no error, no unanswered event):",
            "",
            "| events/s per session | offered events/s | achieved events/s | p50 ms | p99 ms | max ms | errors | no answer | server CPU % | client CPU % | holds |",
            "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | :---: |",
        ]
        for round in rounds {
            let s = round.samples.summary
            lines.append("| \(number(round.plan.rate)) | " + String(format: "%.0f | %.0f | %.2f | %.2f | %.2f | %d | %d | %.0f | %.0f | ",
                round.offeredRate, round.achievedRate, s.p50, s.p99, s.max, round.samples.errors, round.samples.unanswered,
                round.serverCPUPercent, round.clientCPUPercent) + (round.sustained(p99Limit: limit) ? "yes |" : "**no** |"))
        }
        lines.append("")
        let stopped = rounds.count < options.steps.count ? " (stepping stopped after the first step that did not hold)" : ""
        if let best = rounds.last(where: { $0.sustained(p99Limit: limit) }) {
            lines.append(String(format: "highest rate sustained: %.0f events/s offered, %.0f achieved", best.offeredRate, best.achievedRate) + stopped)
        } else {
            lines.append("no step held\(stopped)")
        }
        return lines
    }

    /// One row per idle level: the server's RSS and heap, what each idle session adds to them (from `before`), and
    /// the load client's RSS; then, when `budget` cut the counts short, why.
    func idle(_ levels: [LoadPhases.IdleLevel], before: (resident: Int, stats: PageOpener.Stats),
              budget: DescriptorBudget?) -> [String] {
        let mib = 1_048_576.0
        var lines = [
            "",
            String(format: "Idle Find Number sessions (before: RSS %.1f MiB, heap in use %.1f MiB):", Double(before.resident) / mib, Double(before.stats.heapInUse) / mib),
            "",
            "| idle sessions asked | opened | failed | server counted (sessions / view controllers) | RSS MiB | heap in use MiB | KiB per session (RSS) | KiB per session (heap) | opened in s | load client RSS MiB |",
            "| ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: |",
        ]
        for level in levels {
            let reached = level.reached
            let held = Double(max(1, reached.tried - reached.failed))
            lines.append("| \(reached.asked) | \(reached.tried) | \(reached.failed) | \(level.stats.sessions) / \(level.stats.viewControllers) | "
                + String(format: "%.1f | %.1f | %.1f | %.1f | %.0f | %.1f |", Double(level.resident) / mib, Double(level.stats.heapInUse) / mib,
                         Double(level.resident - before.resident) / held / 1024, Double(level.stats.heapInUse - before.stats.heapInUse) / held / 1024,
                         reached.openedIn.inSeconds, Double(level.clientResident) / mib))
        }
        if let budget, let asked = options.idleSessions.max(), asked > budget.cap {
            lines.append("")
            lines.append("capped at \(budget.cap) idle sessions by file descriptors: the server could open \(budget.server.map(String.init) ?? "?") more, "
                + "this client \(budget.client.map(String.init) ?? "?") more (each idle session holds one on each side; `ulimit -Hn` bounds both)")
        }
        return lines
    }

    /// The last idle level again once its tabs let their screens go: what each idle session then adds to the server's
    /// RSS and heap (from `before`).
    func idleRelease(_ release: LoadPhases.IdleRelease, before: (resident: Int, stats: PageOpener.Stats)) -> [String] {
        let mib = 1_048_576.0
        let reached = release.level.reached
        let held = Double(max(1, reached.tried - reached.failed))
        return [
            "",
            "The same \(reached.tried - reached.failed) idle sessions "
                + String(format: "%.0f", release.after.inSeconds) + " s later, once the server had released their screens "
                + "(`--release-idle-screens-after`): \(release.stats.sessions) sessions / \(release.stats.viewControllers) "
                + "view controllers; "
                + String(format: "RSS %.1f MiB, heap in use %.1f MiB; **%.1f KiB per session (RSS), %.1f KiB per session (heap)**.",
                   Double(release.resident) / mib, Double(release.stats.heapInUse) / mib,
                   Double(release.resident - before.resident) / held / 1024,
                   Double(release.stats.heapInUse - before.stats.heapInUse) / held / 1024),
        ]
    }

    /// `2` for 2.0, `2.5` for 2.5.
    private func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
