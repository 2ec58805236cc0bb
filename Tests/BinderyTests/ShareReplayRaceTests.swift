import Foundation
import Testing
@testable import Bindery

/// `share(replay:)` when its last subscriber leaves and a new first one arrives at the same time: the multicaster
/// tells the share about both outside its lock, so the "last one gone" call can arrive after the new first
/// subscriber has already connected. Each call names the generation it is about, and a stale one changes nothing.
@Suite struct ShareReplayRaceTests {
    /// A share whose first subscriber has left and whose second has connected, with the first period's generation.
    private func secondPeriod() -> (upstream: ProbeSubject<Int, TestError>, shared: ShareReplay<ProbeSubject<Int, TestError>>,
                                    ended: UInt64, arriving: TestSubscriber<Int, TestError>) {
        let upstream = ProbeSubject<Int, TestError>()
        let shared = upstream.share(replay: 1)
        let leaving = shared.record()
        let ended = shared.multicaster.generation
        leaving.cancel()
        return (upstream, shared, ended, shared.record())
    }

    @Test func aLateLastSubscriberGoneCallLeavesTheNewConnectionAlone() {
        let (upstream, shared, endedGeneration, arriving) = secondPeriod()
        #expect(upstream.subscriptions == 2 && upstream.cancels == 1)

        shared.lastSubscriberLeft(endedGeneration)  // the first generation's call, overtaken by the second's connect

        #expect(upstream.cancels == 1, "the new connection was not cancelled")
        upstream.send(5)
        arriving.expect([.value(5)])
    }

    @Test func aLateCompletionFromAnEndedConnectionReachesNoOne() {
        let (upstream, shared, endedGeneration, arriving) = secondPeriod()

        shared.multicaster.send(completion: .finished, ofGeneration: endedGeneration)
        upstream.send(5)

        arriving.expect([.value(5)])
        let late = shared.record()
        late.expect([.value(5)])  // the buffer holds only the live connection's value
    }
}
