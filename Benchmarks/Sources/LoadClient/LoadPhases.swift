import Foundation

/// The three phases of a load run against one gallery: the echo floor, live Find Number sessions, idle sessions.
struct LoadPhases: Sendable {
    let options: LoadOptions
    let opener: PageOpener
    let probe: ServerProbe

    private var host: String { options.hostAndPort.host }
    private var port: Int { options.hostAndPort.port }
    private var eventsPerSession: Int { Int(options.seconds * options.rate) }
    private var period: Duration { .nanoseconds(Int64(1_000_000_000 / options.rate)) }

    /// When session `index` of `count` sends its `event`th event: sessions spread evenly over one period.
    private func tick(_ event: Int, of index: Int, from start: ContinuousClock.Instant) -> ContinuousClock.Instant {
        start.advanced(by: period * (Double(index) / Double(options.sessions))).advanced(by: period * event)
    }

    /// `sessions` sockets on `/socket/echo`, each sending an event-sized frame `rate` times a second: the floor.
    func echo() async throws -> LatencySamples {
        let start = StartLine(expected: options.sessions)
        let frame = #"{"t":"event","id":"firstButton","name":"tap"}"#
        let all = try await gathering(options.sessions) { index in
            let peer: WebSocketPeer
            do {
                peer = try await WebSocketPeer.connect(host: host, port: port, path: "/socket/echo", origin: options.server)
            } catch {
                return await failed(error, dropOutOf: start)
            }
            return try await peer.run { frames in
                let begin = await start.arriveAndWait()
                var samples = LatencySamples()
                for event in 0..<eventsPerSession {
                    try await Task.sleep(until: tick(event, of: index, from: begin))
                    let sent = ContinuousClock.now
                    try await frames.send(frame)
                    var answered = false
                    while let text = await frames.next() {
                        if text == frame { answered = true; break }
                    }
                    if answered { samples.record(since: sent) } else { samples.unanswered += 1 }
                }
                return samples
            }
        }
        return all.reduce(into: LatencySamples()) { $0.merge($1) }
    }

    /// `sessions` Find Number tabs, each tapping `rate` times a second: right (`firstButton`, the stand-in's target is
    /// always 1, so the patch follows a service call) and wrong (`secondButton`, an immediate patch) in turn.
    func play() async throws -> (wrong: LatencySamples, right: LatencySamples) {
        let start = StartLine(expected: options.sessions)
        let gate = Gate(permits: 32)
        let both = try await gathering(options.sessions) { index -> [LatencySamples] in
            await gate.enter()
            let opened: (token: String, peer: WebSocketPeer)
            do {
                opened = try await openFindNumber()
                await gate.leave()
            } catch {
                await gate.leave()
                return [await failed(error, dropOutOf: start), LatencySamples()]
            }
            return try await opened.peer.run { frames in
                do {
                    try await hello(opened.token, on: frames)
                } catch {
                    return [await failed(error, dropOutOf: start), LatencySamples()]
                }
                let begin = await start.arriveAndWait()
                var wrong = LatencySamples(), right = LatencySamples()
                for event in 0..<eventsPerSession {
                    try await Task.sleep(until: tick(event, of: index, from: begin))
                    let isRight = event.isMultiple(of: 2)
                    let sent = ContinuousClock.now
                    try await frames.send(#"{"t":"event","id":"\#(isRight ? "firstButton" : "secondButton")","name":"tap"}"#)
                    let answer = await frames.next()
                    if answer == nil {
                        if isRight { right.unanswered += 1 } else { wrong.unanswered += 1 }
                    } else if answer!.contains(#""t":"error""#) {
                        if isRight { right.errors += 1 } else { wrong.errors += 1 }
                    } else if isRight { right.record(since: sent) } else { wrong.record(since: sent) }
                }
                return [wrong, right]
            }
        }
        var wrong = LatencySamples(), right = LatencySamples()
        for pair in both { wrong.merge(pair[0]); right.merge(pair[1]) }
        return (wrong, right)
    }

    /// Opens `count` Find Number sessions that send nothing; once all are connected, reads the server's memory
    /// and counts, then closes them all. Returns (resident bytes, live sessions, live view controllers).
    func holdIdle(_ count: Int) async throws -> (resident: Int, sessions: Int, viewControllers: Int, failed: Int) {
        let gate = Gate(permits: 32)
        let ready = StartLine(expected: count + 1)
        return try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<count {
                group.addTask {
                    await gate.enter()
                    do {
                        let opened = try await openFindNumber()
                        return try await opened.peer.run { frames in
                            try await hello(opened.token, on: frames)
                            await gate.leave()
                            _ = await ready.arriveAndWait()
                            while !Task.isCancelled, await frames.next(within: .seconds(3600)) != nil {}
                            return 0
                        }
                    } catch {
                        await gate.leave()
                        return await failed(error, dropOutOf: ready).failedSessions
                    }
                }
            }
            _ = await ready.arriveAndWait()
            try await Task.sleep(for: .seconds(2))
            let resident = probe.residentBytes()
            let stats = try await opener.stats()
            group.cancelAll()
            var failures = 0
            while let failed = try? await group.next() { failures += failed }
            return (resident, stats.sessions, stats.viewControllers, failures)
        }
    }

    /// Waits until the server holds no session and no view controller (after its grace period), up to `limit`.
    func waitUntilEmpty(limit: Duration = .seconds(60)) async throws -> (sessions: Int, viewControllers: Int) {
        let deadline = ContinuousClock.now.advanced(by: limit)
        var stats = try await opener.stats()
        while (stats.sessions > 0 || stats.viewControllers > 0) && ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(250))
            stats = try await opener.stats()
        }
        return stats
    }

    /// Reports a session that could not start and takes it out of `line`, so the others do not wait for it.
    private func failed(_ error: any Error, dropOutOf line: StartLine) async -> LatencySamples {
        FileHandle.standardError.write(Data("bindery-load: a session failed: \(error)\n".utf8))
        await line.dropOut()
        var samples = LatencySamples()
        samples.failedSessions = 1
        return samples
    }

    private func openFindNumber() async throws -> (token: String, peer: WebSocketPeer) {
        let page = try await opener.openSession(path: "/find-number")
        let peer = try await WebSocketPeer.connect(host: host, port: port, path: "/socket", origin: options.server, cookie: page.cookie)
        return (page.token, peer)
    }

    /// Sends the page's hello and reads the welcome and the screen.
    private func hello(_ token: String, on frames: SocketFrames) async throws {
        try await frames.send(#"{"t":"hello","v":1,"token":"\#(token)","path":"/find-number"}"#)
        guard let welcome = await frames.next(within: .seconds(30)), welcome.contains(#""t":"welcome""#),
              let screen = await frames.next(within: .seconds(30)), screen.contains(#""t":"screen""#) else { throw LoadError("no welcome and screen") }
    }

    /// Runs `body` for `count` sessions at once and collects what each returns.
    private func gathering<Result: Sendable>(_ count: Int, _ body: @escaping @Sendable (Int) async throws -> Result) async throws -> [Result] {
        try await withThrowingTaskGroup(of: Result.self) { group in
            for index in 0..<count { group.addTask { try await body(index) } }
            var results: [Result] = []
            for try await result in group { results.append(result) }
            return results
        }
    }
}
