import Foundation

/// The `--idle-worker` role, started by `IdleInstances` (never by hand): holds this process's share of each idle level
/// (`options.idleSessions`) on one gallery instance (`options.server`), tells the parent when each level is connected
/// and waits for its word before the next (`IdleWorkerLine`), then closes its sessions and says so.
struct IdleWorker {
    let options: LoadOptions

    func run() async throws {
        Self.exitWhenOrphaned()
        let probe = ServerProbe(pids: options.serverPIDs)
        let phases = LoadPhases(options: options, opener: PageOpener(server: options.server, statsServers: [options.server]),
                                probe: probe)
        var commands = PipeLines.of(.standardInput).makeAsyncIterator()
        try await phases.holdIdle(options.idleSessions, cap: DescriptorBudget(server: probe).cap) { reached in
            PipeLines.write(IdleWorkerLine.held(reached), to: .standardOutput)
            return await commands.next() == IdleWorkerLine.next
        }
        PipeLines.write(IdleWorkerLine.closed, to: .standardOutput)
    }

    /// Ends this process once its parent is gone, rather than holding its sessions until the level's end.
    private static func exitWhenOrphaned() {
        let parent = getppid()
        Task.detached {
            while getppid() == parent { try? await Task.sleep(for: .seconds(1)) }
            exit(1)
        }
    }
}
