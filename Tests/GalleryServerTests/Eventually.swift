/// Whether `condition` holds within `timeout`, checking every 20 ms: for what moves on a session's thread just after
/// the reply a test waited for.
func eventually(within timeout: Duration = .seconds(10), _ condition: () -> Bool) async throws -> Bool {
    let deadline = ContinuousClock.now + timeout
    while !condition() {
        guard ContinuousClock.now < deadline else { return false }
        try await Task.sleep(for: .milliseconds(20))
    }
    return true
}
