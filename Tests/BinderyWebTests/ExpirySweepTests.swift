@testable import BinderyWeb
import Bindery
import Foundation
import Testing

/// Sessions are swept for expiry by one pending timer, not one per page: however many pages open, one sweep waits.
@Suite(.serialized) struct ExpirySweepTests {
    let scheduler = DispatchQueue.test
    /// How many timed sweeps were scheduled on `expiryClock`.
    let timersScheduled = LockedCount()

    /// The test scheduler, counting what is scheduled on it for later.
    private var expiryClock: AnySchedulerOf<DispatchQueue> {
        let (scheduler, count) = (self.scheduler, timersScheduled)
        return AnySchedulerOf<DispatchQueue>(
            minimumTolerance: { scheduler.minimumTolerance },
            now: { scheduler.now },
            scheduleImmediately: { options, action in scheduler.schedule(options: options, action) },
            delayed: { date, tolerance, options, action in
                count.increment()
                scheduler.schedule(after: date, tolerance: tolerance, options: options, action)
            },
            interval: { date, interval, tolerance, options, action in
                scheduler.schedule(after: date, interval: interval, tolerance: tolerance, options: options, action)
            }
        )
    }

    private func makeApp(grace: TimeInterval) -> WebApp {
        let scheduler = self.scheduler
        let app = WebApp(screens: counterRegistry(), configuration: WebConfiguration(gracePeriod: grace),
                         makeThread: { _ in UIThread.test(scheduler) })
        app.expiryScheduler = expiryClock
        return app
    }

    @Test func twentyPagesOpenedTogetherWaitForOneSweepWhichReleasesThemAll() throws {
        let app = makeApp(grace: 0)
        for _ in 0..<20 { _ = try #require(app.openPage(path: "/counter", language: "en")) }
        scheduler.advance()
        #expect(app.sessionCount == 20)
        #expect(timersScheduled.value == 1, "one sweep pending, not one per page")
        scheduler.advance(by: .milliseconds(50))
        #expect(app.sessionCount == 0, "none said hello within the grace period")
        #expect(timersScheduled.value == 1, "nothing left to wait for: no further sweep")
        app.closeAll()
        scheduler.advance()
    }

    @Test func anAttachedTabIsKeptAndItsSocketGoingSetsTheNextSweep() throws {
        let app = makeApp(grace: 0)
        let page = try #require(app.openPage(path: "/counter", language: "en"))
        let hello = "{\"t\":\"hello\",\"v\":1,\"token\":\"\(page.token)\",\"path\":\"/counter\"}"
        let ignore: @Sendable (String) -> Void = { _ in }
        let connection = try #require(app.connect(hello: hello, send: ignore))
        scheduler.advance(by: .milliseconds(50))
        #expect(app.sessionCount == 1, "its socket is attached")
        #expect(timersScheduled.value == 1)
        connection.close()
        scheduler.advance()
        #expect(timersScheduled.value == 2, "the socket went: a sweep for its deadline")
        scheduler.advance(by: .milliseconds(50))
        #expect(app.sessionCount == 0)
        app.closeAll()
        scheduler.advance()
    }

    @Test func theEarliestAskedForIsPendingAndTheNextSweepWaitsAtLeastTheMinimumInterval() {
        let start = Date(timeIntervalSinceReferenceDate: 1_000)
        var sweeps = ExpirySweeps()
        #expect(sweeps.request(at: start) == start)
        #expect(sweeps.request(at: start.addingTimeInterval(5)) == nil, "the pending sweep comes first")
        let earlier = start.addingTimeInterval(-1)
        #expect(sweeps.request(at: earlier) == earlier, "an earlier deadline gets a sweep of its own")
        sweeps.ran(scheduledFor: start)
        #expect(sweeps.pending == earlier, "the later sweep ran: the earlier one asked for is still pending")
        sweeps.ran(scheduledFor: earlier)
        #expect(sweeps.pending == nil)
        #expect(ExpirySweeps.next(after: start, earliestDeadline: nil) == nil)
        #expect(ExpirySweeps.next(after: start, earliestDeadline: start.addingTimeInterval(-3))
                == start.addingTimeInterval(ExpirySweeps.minimumInterval))
        #expect(ExpirySweeps.next(after: start, earliestDeadline: start.addingTimeInterval(20)) == start.addingTimeInterval(20))
    }
}

/// A counter any thread may bump.
final class LockedCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func increment() { lock.withLock { count += 1 } }
}
