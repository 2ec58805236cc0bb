import Foundation

/// One whole load run: the phases in order, and the report as markdown.
struct LoadRun {
    let options: LoadOptions

    /// Runs echo, play and idle, and returns the report.
    func run() async throws -> String {
        let opener = PageOpener(server: options.server, statsServers: options.statsServers)
        let probe = ServerProbe(pids: options.serverPIDs)
        let phases = LoadPhases(options: options, opener: opener, probe: probe)
        var lines = ["Load: \(options.sessions) sessions × \(options.rate) events/s for \(Int(options.seconds)) s; server pid \(options.serverPIDs.map(String.init).joined(separator: ","))", ""]
        func note(_ line: String) { FileHandle.standardError.write(Data("bindery-load: \(line)\n".utf8)) }

        note("echo phase")
        let echoCPU = probe.cpuMicroseconds()
        let echo = try await phases.echo()
        let echoCPUPerEvent = Double(probe.cpuMicroseconds() - echoCPU) / Double(max(1, echo.microseconds.count))

        note("play phase")
        let playCPU = probe.cpuMicroseconds()
        let play = try await phases.play()
        let events = play.wrong.microseconds.count + play.right.microseconds.count
        let playCPUPerEvent = Double(probe.cpuMicroseconds() - playCPU) / Double(max(1, events))
        let afterPlay = try await phases.waitUntilEmpty()

        lines.append("| stream | events | p50 ms | p99 ms | max ms | errors | no answer in 5 s | server CPU µs/event |")
        lines.append("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
        lines.append(row("bare WebSocket echo (floor)", echo, cpu: echoCPUPerEvent))
        lines.append(row("Find Number, wrong guess → patch", play.wrong, cpu: playCPUPerEvent))
        lines.append(row("Find Number, right guess → patch (with the service call)", play.right, cpu: playCPUPerEvent))
        let ratio = play.wrong.summary.p99 / max(0.001, echo.summary.p99)
        lines.append("")
        lines.append(String(format: "event→patch p99 / echo p99 (wrong guesses): %.2f×", ratio))
        let failed = echo.failedSessions + play.wrong.failedSessions
        if failed > 0 { lines.append("sessions that failed to start: \(failed) (see stderr)") }
        lines.append("after the play phase closed: \(afterPlay.sessions) sessions, \(afterPlay.viewControllers) view controllers left")

        if options.idleSessions > 0 {
            note("idle phase: \(options.idleSessions) sessions")
            let before = probe.residentBytes()
            let idle = try await phases.holdIdle(options.idleSessions)
            let afterIdle = try await phases.waitUntilEmpty()
            let perSession = Double(idle.resident - before) / Double(options.idleSessions) / 1024
            if idle.failed > 0 { lines.append("idle sessions that failed to start: \(idle.failed) (see stderr)") }
            lines.append(String(format: "idle: %d sessions held (server counted %d sessions, %d view controllers); RSS %.1f → %.1f MiB, %.1f KiB per idle session",
                                options.idleSessions, idle.sessions, idle.viewControllers,
                                Double(before) / 1_048_576, Double(idle.resident) / 1_048_576, perSession))
            lines.append("after the idle sessions closed: \(afterIdle.sessions) sessions, \(afterIdle.viewControllers) view controllers left; RSS \(probe.residentBytes() / 1_048_576) MiB")
        }
        return lines.joined(separator: "\n")
    }

    private func row(_ name: String, _ samples: LatencySamples, cpu: Double) -> String {
        let s = samples.summary
        return "| \(name) | " + String(format: "%d | %.2f | %.2f | %.2f | %d | %d | %.0f |", s.count, s.p50, s.p99, s.max, samples.errors, samples.unanswered, cpu)
    }
}
