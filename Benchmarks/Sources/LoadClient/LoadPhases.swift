import Foundation
import NIOCore

/// The phases of a load run against one gallery: measured rounds over live sessions of one kind (the echo floor, pure
/// events and their capacity steps, service events), and idle sessions held for memory.
struct LoadPhases: Sendable {
    let options: LoadOptions
    let opener: PageOpener
    let probe: ServerProbe

    private var host: String { options.hostAndPort.host }
    private var port: Int { options.hostAndPort.port }

    /// What `measure` returns: each round's outcome, and how many sessions could not start.
    struct Measured: Sendable {
        let rounds: [RoundOutcome]
        let failedSessions: Int
    }

    /// Opens `options.sessions` sessions of `kind` (32 openings at a time), runs them through `plans` in order
    /// (until `goesOn` says stop), then closes them.
    func measure(_ kind: SessionKind, plans: [RoundPlan],
                 goesOn: @escaping @Sendable (RoundOutcome) -> Bool = { _ in true }) async throws -> Measured {
        try await measure([kind], plans: plans, goesOn: goesOn)
    }

    /// Opens `options.sessions` sessions of each of `kinds` (32 openings at a time), runs them through `plans` in
    /// order (until `goesOn` says stop), each round played by the sessions of its `RoundPlan.playedBy` while the
    /// others stay open and quiet, then closes them all.
    func measure(_ kinds: [SessionKind], plans: [RoundPlan],
                 goesOn: @escaping @Sendable (RoundOutcome) -> Bool = { _ in true }) async throws -> Measured {
        let sessions = options.sessions
        let rounds = Rounds(sessions: sessions * kinds.count, plans: plans, server: probe, client: .client, goesOn: goesOn)
        let failures = FailureLog()
        let gate = Gate(permits: 32)
        try await gathering(sessions * kinds.count) { overall in
            let (kindIndex, index) = overall.quotientAndRemainder(dividingBy: sessions)
            let kind = kinds[kindIndex]
            await gate.enter()
            let opened: (token: String?, player: RoundPlayer)
            do {
                opened = try await openPlayer(kind, from: options.sourceAddresses.address(for: overall))
                await gate.leave()
            } catch {
                await gate.leave()
                failures.note(error)
                return await rounds.dropOut()
            }
            if let token = opened.token, let page = kind.page {
                do {
                    try await opened.player.sayHello(token: token, page: page).get()
                } catch {
                    failures.note(error)
                    try? await opened.player.close().get()
                    return await rounds.dropOut()
                }
            }
            var samples = LatencySamples()
            while let round = await rounds.next(after: samples, kind: kindIndex) {
                samples = round.plan.playedBy == kindIndex
                    ? try await opened.player.play(round, session: index, of: sessions).get()
                    : LatencySamples()
            }
            try? await opened.player.close().get()
        }
        return Measured(rounds: await rounds.outcomes, failedSessions: failures.count)
    }

    /// Where `holdIdle` stands once every session of one level has connected or failed.
    struct IdleReached: Sendable {
        /// The count asked for, and the count tried (less when the descriptor budget capped it).
        let asked: Int
        let tried: Int
        /// Sessions that could not open or connect, over all levels so far.
        let failed: Int
        /// From the first opening to the last connected session at this level.
        let openedIn: Duration
    }

    /// The server (and the load client) seen at one count of idle sessions.
    struct IdleLevel: Sendable {
        let reached: IdleReached
        /// The servers' RSS, summed.
        let resident: Int
        let stats: PageOpener.Stats
        /// The load client's RSS (its worker processes', summed, when there are several).
        let clientResident: Int
    }

    /// The server once its idle tabs let their screens go, at the last level held.
    struct IdleRelease: Sendable {
        /// The level's sessions, as measured 2 s after its last one connected.
        let level: IdleLevel
        let resident: Int
        let stats: PageOpener.Stats
        /// From that measurement to this one.
        let after: Duration
    }

    /// Holds idle sessions up to each of `levels` and measures at each: 2 s after the level's last session connected,
    /// the server's RSS and `/_bindery/stats`, and this client's RSS (see the other `holdIdle`). At the last level
    /// held it then waits for the server to release the idle tabs' screens (`waitForIdleRelease`) and measures again.
    func holdIdle(_ levels: [Int], cap: Int) async throws -> (levels: [IdleLevel], release: IdleRelease?) {
        var measured: [IdleLevel] = []
        var release: IdleRelease?
        try await holdIdle(levels, cap: cap) { reached in
            try await Task.sleep(for: .seconds(2))
            let level = IdleLevel(reached: reached, resident: probe.residentBytes(), stats: try await opener.stats(),
                                  clientResident: ServerProbe.client.residentBytes())
            measured.append(level)
            let last = reached.asked == levels.last || reached.tried < reached.asked
            if last {
                let began = ContinuousClock.now
                let stats = try await waitForIdleRelease()
                release = IdleRelease(level: level, resident: probe.residentBytes(), stats: stats,
                                      after: ContinuousClock.now - began)
            }
            return !last
        }
        return (measured, release)
    }

    /// Waits until the server holds no view controller (each idle tab released its screens after the gallery's
    /// `--release-idle-screens-after`), or until their count has not fallen for `stall`, up to `limit`; then one
    /// idle sweep more (at most 5 s), which hands the freed memory back to the system. Answers the stats then.
    func waitForIdleRelease(stall: Duration = .seconds(20), limit: Duration = .seconds(120)) async throws -> PageOpener.Stats {
        let deadline = ContinuousClock.now.advanced(by: limit)
        var stats = try await opener.stats()
        var lastFall = ContinuousClock.now
        while stats.viewControllers > 0, ContinuousClock.now < deadline, ContinuousClock.now - lastFall < stall {
            try await Task.sleep(for: .milliseconds(500))
            let next = try await opener.stats()
            if next.viewControllers < stats.viewControllers { lastFall = ContinuousClock.now }
            stats = next
        }
        try await Task.sleep(for: .seconds(6))
        return try await opener.stats()
    }

    /// Opens idle Find Number sessions (`SessionKind.idle`) up to each of `levels` in turn, adding to those already
    /// held, never more than `cap` in all; once all of a level are connected (or failed), calls `atEachLevel`, which
    /// says whether to go on to the next level. Then closes them all. Stops after a level the cap cut short.
    func holdIdle(_ levels: [Int], cap: Int, atEachLevel: (IdleReached) async throws -> Bool) async throws {
        let gate = Gate(permits: 32)
        let failures = FailureLog()
        try await withThrowingTaskGroup(of: Void.self) { group in
            var held = 0
            let began = ContinuousClock.now
            for level in levels where level > held {
                let target = min(level, cap)
                guard target > held else { break }
                let ready = StartLine(expected: target - held + 1)
                for index in held..<target {
                    group.addTask {
                        @Sendable func gaveUp(_ error: any Error) async {
                            await gate.leave()
                            failures.note(error)
                            await ready.dropOut()
                        }
                        await gate.enter()
                        let opened: (token: String?, peer: WebSocketPeer)
                        do {
                            opened = try await open(.idle, from: options.sourceAddresses.address(for: index))
                        } catch {
                            return await gaveUp(error)
                        }
                        _ = try? await opened.peer.run { frames in
                            do {
                                try await hello(opened.token ?? "", page: SessionKind.idle.page ?? "", on: frames)
                            } catch {
                                return await gaveUp(LoadError("the hello: \(error)"))
                            }
                            await gate.leave()
                            _ = await ready.arriveAndWait()
                            while !Task.isCancelled, await frames.next(within: .seconds(3600)) != nil {}
                        }
                    }
                }
                _ = await ready.arriveAndWait()
                let reached = IdleReached(asked: level, tried: target, failed: failures.count,
                                          openedIn: ContinuousClock.now - began)
                held = target
                guard try await atEachLevel(reached), target == level else { break }
            }
            group.cancelAll()
            while !group.isEmpty { _ = try? await group.next() }
        }
    }

    /// Waits until the server holds no session and no view controller (after its grace period), up to `limit`.
    func waitUntilEmpty(limit: Duration = .seconds(60)) async throws -> PageOpener.Stats {
        let deadline = ContinuousClock.now.advanced(by: limit)
        var stats = try await opener.stats()
        while (stats.sessions > 0 || stats.viewControllers > 0) && ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(250))
            stats = try await opener.stats()
        }
        return stats
    }

    /// A measured socket of `kind` from `source`, played from its event loop: its page first (whose token the hello
    /// names), or the bare echo.
    private func openPlayer(_ kind: SessionKind, from source: SocketAddress?) async throws -> (token: String?, player: RoundPlayer) {
        var page: PageOpener.OpenedPage?
        if let path = kind.page { page = try await opener.openSession(path: path, from: source) }
        let (frames, answerIsOwnFrame) = (kind.frames, kind.page == nil)
        let player = try await WebSocketPeer.upgrade(host: host, port: port, path: kind.socketPath, origin: options.server,
                                                     cookie: page?.cookie, from: source) { channel in
            let player = RoundPlayer(frames: frames, answerIsOwnFrame: answerIsOwnFrame, eventLoop: channel.eventLoop)
            try channel.pipeline.syncOperations.addHandler(player)
            return player
        }
        return (page?.token, player)
    }

    /// A connected socket of `kind` from `source`: its page first (whose token the hello names), or the bare echo. A
    /// failure says which step failed and from which address.
    private func open(_ kind: SessionKind, from source: SocketAddress?) async throws -> (token: String?, peer: WebSocketPeer) {
        let from = source.map { "\($0)" } ?? "any address"
        var page: PageOpener.OpenedPage?
        if let path = kind.page {
            do { page = try await opener.openSession(path: path, from: source) } catch {
                throw LoadError("the page request (from \(from)): \(error)")
            }
        }
        do {
            let peer = try await WebSocketPeer.connect(host: host, port: port, path: kind.socketPath, origin: options.server,
                                                       cookie: page?.cookie, from: source)
            return (page?.token, peer)
        } catch {
            throw LoadError("the socket's upgrade (from \(from)): \(error)")
        }
    }

    /// Sends the page's hello and reads the welcome and the screen.
    private func hello(_ token: String, page: String, on frames: SocketFrames) async throws {
        try await frames.send(#"{"t":"hello","v":1,"token":"\#(token)","path":"\#(page)"}"#)
        guard let welcome = await frames.next(within: .seconds(30)), welcome.contains(#""t":"welcome""#),
              let screen = await frames.next(within: .seconds(30)), screen.contains(#""t":"screen""#) else { throw LoadError("no welcome and screen") }
    }

    /// Runs `body` for `count` sessions at once.
    private func gathering(_ count: Int, _ body: @escaping @Sendable (Int) async throws -> Void) async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<count { group.addTask { try await body(index) } }
            try await group.waitForAll()
        }
    }
}
