@testable import BinderyWeb
import Foundation
import Testing

/// The gate in front of a server session's requests: at most its limit a host at once, in order; a request
/// abandoned (cancelled, or waiting past the limit) before its turn is never sent.
struct HostRequestGateTests {
    /// A request that notes what the gate did with it.
    private final class FakeRequest: GatedRequest, @unchecked Sendable {
        // @unchecked Sendable: the tests touch it from one thread; the gate touches `started` and `expired` under its lock.
        let hostKey: String
        let name: String
        var isAnswered = false
        var started = false
        var expired = false
        var timedOut = false
        private let sent: Log

        init(_ name: String, host: String = "http://api:80", sent: Log) {
            self.name = name
            hostKey = host
            self.sent = sent
        }

        func startBeneath() { sent.append(name) }
        func answerTimedOut() { timedOut = true }
    }

    /// The names of the requests sent, in order.
    private final class Log: @unchecked Sendable {
        // @unchecked Sendable: only touched from the test's thread.
        var names: [String] = []
        func append(_ name: String) { names.append(name) }
    }

    /// The gate's waits, run when the test says.
    private final class ManualClock: @unchecked Sendable {
        // @unchecked Sendable: only touched from the test's thread.
        var waits: [(seconds: TimeInterval, work: @Sendable () -> Void)] = []
        func runAll() {
            let due = waits
            waits = []
            due.forEach { $0.work() }
        }
    }

    private func gate(limit: Int, clock: ManualClock) -> HostRequestGate {
        HostRequestGate(limit: limit, waitLimit: 10) { seconds, work in clock.waits.append((seconds, work)) }
    }

    @Test func startsAtMostTheLimitAHostAndTheNextInOrderAsOneFinishes() {
        let sent = Log(), clock = ManualClock()
        let gate = gate(limit: 2, clock: clock)
        let requests = (1...4).map { FakeRequest("r\($0)", sent: sent) }
        requests.forEach(gate.submit)
        #expect(sent.names == ["r1", "r2"])
        gate.finished(host: "http://api:80")
        #expect(sent.names == ["r1", "r2", "r3"])
        gate.finished(host: "http://api:80")
        gate.finished(host: "http://api:80")
        gate.finished(host: "http://api:80")
        #expect(sent.names == ["r1", "r2", "r3", "r4"])
        // Every connection free again: the next two start at once.
        let later = [FakeRequest("r5", sent: sent), FakeRequest("r6", sent: sent)]
        later.forEach(gate.submit)
        #expect(sent.names.suffix(2) == ["r5", "r6"])
    }

    @Test func eachHostHasItsOwnConnections() {
        let sent = Log(), clock = ManualClock()
        let gate = gate(limit: 1, clock: clock)
        gate.submit(FakeRequest("a1", host: "http://a:80", sent: sent))
        gate.submit(FakeRequest("a2", host: "http://a:80", sent: sent))
        gate.submit(FakeRequest("b1", host: "http://b:80", sent: sent))
        #expect(sent.names == ["a1", "b1"])
    }

    @Test func aRequestCancelledWhileItWaitsIsNeverSentAndTheNextTakesItsTurn() {
        let sent = Log(), clock = ManualClock()
        let gate = gate(limit: 1, clock: clock)
        let first = FakeRequest("first", sent: sent), abandoned = FakeRequest("abandoned", sent: sent)
        let live = FakeRequest("live", sent: sent)
        [first, abandoned, live].forEach(gate.submit)
        abandoned.isAnswered = true  // its caller was answered URLError(.cancelled)
        gate.finished(host: first.hostKey)
        #expect(sent.names == ["first", "live"])
        #expect(!abandoned.started)
    }

    @Test func aRequestWaitingPastTheLimitTimesOutAndIsNeverSent() {
        let sent = Log(), clock = ManualClock()
        let gate = gate(limit: 1, clock: clock)
        let first = FakeRequest("first", sent: sent), waiting = FakeRequest("waiting", sent: sent)
        gate.submit(first)
        gate.submit(waiting)
        #expect(clock.waits.map(\.seconds) == [10])  // only the request that waits is timed
        clock.runAll()
        #expect(waiting.timedOut)
        gate.finished(host: first.hostKey)
        #expect(sent.names == ["first"])
    }

    @Test func aRequestStartedBeforeItsWaitEndsIsNotTimedOut() {
        let sent = Log(), clock = ManualClock()
        let gate = gate(limit: 1, clock: clock)
        let first = FakeRequest("first", sent: sent), next = FakeRequest("next", sent: sent)
        gate.submit(first)
        gate.submit(next)
        gate.finished(host: first.hostKey)
        clock.runAll()
        #expect(sent.names == ["first", "next"])
        #expect(!next.timedOut)
    }

    @Test func aThousandAbandonedRequestsCostTheNextLiveOneNoTurn() {
        let sent = Log(), clock = ManualClock()
        let gate = gate(limit: 6, clock: clock)
        let running = (1...6).map { FakeRequest("running\($0)", sent: sent) }
        running.forEach(gate.submit)
        let abandoned = (1...1_000).map { FakeRequest("abandoned\($0)", sent: sent) }
        abandoned.forEach(gate.submit)
        abandoned.forEach { $0.isAnswered = true }
        let live = FakeRequest("live", sent: sent)
        gate.submit(live)
        gate.finished(host: live.hostKey)
        #expect(sent.names.last == "live")
        #expect(sent.names.count == 7)
    }
}
