@testable import BinderyWebServer
import Foundation
import Testing

/// The log throttle on a clock the test sets.
struct LogThrottleTests {
    @Test func oneLinePerKeyPerIntervalCarryingTheCountHeldBack() {
        let throttle = LogThrottle(interval: 10)
        let start = Date(timeIntervalSince1970: 1_000)
        #expect(throttle.shouldLog("a", now: start) == (0, true))
        #expect(throttle.shouldLog("a", now: start.addingTimeInterval(1)) == (1, false))
        #expect(throttle.shouldLog("a", now: start.addingTimeInterval(9)) == (2, false))
        #expect(throttle.shouldLog("b", now: start.addingTimeInterval(9)) == (0, true), "another key has its own interval")
        #expect(throttle.shouldLog("a", now: start.addingTimeInterval(10)) == (2, true), "the next line says two were held back")
    }

    @Test func theKeysHeldAreBounded() {
        let throttle = LogThrottle(interval: 10, capacity: 100)
        let now = Date()
        for index in 0..<1_000 { _ = throttle.shouldLog("client \(index)", now: now) }
        #expect(throttle.shouldLog("client 999", now: now).log == false, "the newest keys are kept")
    }
}
