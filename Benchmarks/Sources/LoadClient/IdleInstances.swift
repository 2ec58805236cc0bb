import Foundation

/// `--idle-servers`: idle Find Number sessions held on several independent gallery instances of this machine, each
/// from an `IdleWorker` process of its own, and measured as one server: RSS summed over the instances' pids, sessions,
/// view controllers and heap over their `/_bindery/stats`. One process holds no more sockets than its descriptor limit
/// allows (`ulimit -Hn`), on either side, so 100,000 sessions take several of each (`../../idle-instances.sh`).
struct IdleInstances {
    let options: LoadOptions

    /// One instance and its worker, seen at the last level.
    struct Instance {
        let server: String
        let pid: Int32
        let reached: LoadPhases.IdleReached
        let stats: PageOpener.Stats
        let resident: Int
        let workerResident: Int
    }

    /// Holds each level of `options.idleSessions`, spread evenly over the instances, measures it 2 s after every
    /// worker has reported it, then closes all and waits for every instance to count 0 sessions; returns the report.
    func run() async throws -> String {
        let servers = options.idleServers
        let levels = options.idleSessions
        guard options.serverPIDs.count == servers.count else { throw LoadError("--server-pid: one pid per --idle-servers URL") }
        guard let first = levels.first, first >= servers.count,
              zip(levels, levels.dropFirst()).allSatisfy({ $1 - $0 >= servers.count }) else {
            throw LoadError("--idle-sessions: each level must add at least one session per instance")
        }
        let probe = ServerProbe(pids: options.serverPIDs)
        let opener = PageOpener(server: servers[0], statsServers: servers)
        let before = (resident: probe.residentBytes(), stats: try await opener.stats())
        let workers = try servers.indices.map { index in
            try IdleWorkerProcess(server: servers[index], serverPID: options.serverPIDs[index],
                                  shares: levels.map { Self.share(of: $0, worker: index, of: servers.count) },
                                  sources: SourceAddresses(count: options.sourceAddresses.count, block: index + 1))
        }
        defer { workers.forEach { $0.stop() } }

        var measured: [LoadPhases.IdleLevel] = []
        var instances: [Instance] = []
        for (index, level) in levels.enumerated() {
            var reached: [LoadPhases.IdleReached] = []
            for worker in workers { reached.append(try await worker.held(level: index)) }
            try await Task.sleep(for: .seconds(2))
            let summed = LoadPhases.IdleReached(asked: level, tried: reached.map(\.tried).reduce(0, +),
                                                failed: reached.map(\.failed).reduce(0, +),
                                                openedIn: reached.map(\.openedIn).max() ?? .zero)
            // Each instance read once; the level's figures are their sums.
            let stats = try await opener.statsOfEach()
            let residents = options.serverPIDs.map { ServerProbe(pids: [$0]).residentBytes() }
            let workerResidents = workers.map { ServerProbe(pids: [$0.pid]).residentBytes() }
            measured.append(LoadPhases.IdleLevel(reached: summed, resident: residents.reduce(0, +), stats: .sum(stats),
                                                 clientResident: workerResidents.reduce(0, +)))
            instances = workers.indices.map { index in
                Instance(server: workers[index].server, pid: options.serverPIDs[index], reached: reached[index],
                         stats: stats[index], resident: residents[index], workerResident: workerResidents[index])
            }
            let cut = zip(workers, reached).contains { $1.tried < $0.shares[index] }
            let goesOn = index < levels.count - 1 && !cut
            FileHandle.standardError.write(Data("bindery-load: \(summed.tried) idle sessions held on \(servers.count) instances\n".utf8))
            workers.forEach { $0.send(goesOn ? IdleWorkerLine.next : IdleWorkerLine.close) }
            if !goesOn { break }
        }
        for worker in workers { try await worker.waitUntilClosed() }
        _ = try await LoadPhases(options: options, opener: opener, probe: probe).waitUntilEmpty()
        let after = try await opener.statsOfEach()

        return IdleInstancesReport(options: options, before: before, levels: measured, instances: instances,
                                   after: after, residentAfter: probe.residentBytes()).lines.joined(separator: "\n")
    }

    /// Worker `worker`'s share of `level` sessions among `count`: even, the first ones taking one more of the rest.
    static func share(of level: Int, worker: Int, of count: Int) -> Int {
        level / count + (worker < level % count ? 1 : 0)
    }
}
