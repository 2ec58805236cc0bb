import BinderyWeb
import Foundation
import Testing

/// Live sessions' UI queues share a few lanes: however many sessions block at once, only as many threads as
/// lanes run their work, so they can never exhaust libdispatch's thread pool (which hung the server at 10,000 tabs).
struct UILanesTests {
    @Test func aThousandBlockedSessionsRunOnNoMoreThreadsThanLanes() {
        let threads = (0..<1_000).map { UIThread.queue(label: "test.session.\($0)") }
        let running = RunningCount()
        let done = DispatchGroup()
        for thread in threads {
            done.enter()
            thread.scheduler.schedule {
                running.enter()
                usleep(200)                 // work that blocks its thread, as URLSession's start does
                running.leave()
                done.leave()
            }
        }
        #expect(done.wait(timeout: .now() + 60) == .success)
        #expect(running.maximum <= UILanes.shared.count)
        #expect(running.maximum >= 1)
    }

    @Test func lanesAreHandedOutInTurn() {
        let lanes = UILanes(count: 3)
        let picked = (0..<6).map { _ in lanes.next().label }
        #expect(picked == ["bindery.ui-lane.0", "bindery.ui-lane.1", "bindery.ui-lane.2",
                           "bindery.ui-lane.0", "bindery.ui-lane.1", "bindery.ui-lane.2"])
    }
}

/// How many pieces of work run at this moment, and the most there ever were.
private final class RunningCount: @unchecked Sendable {
    private let lock = NSLock()
    private var now = 0
    private var most = 0

    var maximum: Int { lock.withLock { most } }

    func enter() { lock.withLock { now += 1; most = max(most, now) } }
    func leave() { lock.withLock { now -= 1 } }
}
