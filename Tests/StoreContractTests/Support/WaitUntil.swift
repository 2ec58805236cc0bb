import Foundation
import Testing

/// Polls `condition` every 10 ms until it holds, or records a failure naming `what` after `timeout` seconds.
func waitUntil(_ what: String, timeout: TimeInterval = 2, _ condition: () throws -> Bool) throws {
    let deadline = Date().addingTimeInterval(timeout)
    while try !condition() {
        guard Date() < deadline else {
            Issue.record("timed out: \(what)")
            return
        }
        Thread.sleep(forTimeInterval: 0.01)
    }
}
