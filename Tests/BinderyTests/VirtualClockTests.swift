import BinderyTest
import Foundation
import Testing

@Suite struct VirtualClockTests {
    @Test func aClockReadsItsStartThenMovesOnlyWithTheScheduler() {
        let scheduler = DispatchQueue.test
        scheduler.advance(by: .seconds(5))
        let start = Date(timeIntervalSince1970: 1_000)
        let clock = scheduler.clock(startingAt: start)
        #expect(clock() == start)
        scheduler.advance(by: .milliseconds(61_500))
        #expect(clock() == start.addingTimeInterval(61.5))
        #expect(scheduler.clock()() == Date(timeIntervalSince1970: 1_767_225_600), "a new clock starts at 2026-01-01")
    }
}
