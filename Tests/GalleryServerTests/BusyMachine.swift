import Foundation

/// Keeps `threads` threads spinning while `body` runs, as a loaded machine does: races that a quiet machine hides
/// (a cancel landing while another thread finishes the same task) show up within seconds.
enum BusyMachine {
    private final class Flag: @unchecked Sendable {
        private let lock = NSLock()
        private var value = true
        var isSet: Bool { lock.withLock { value } }
        func clear() { lock.withLock { value = false } }
    }

    static func run<Result>(threads: Int = 2, _ body: () async throws -> Result) async rethrows -> Result {
        let spinning = Flag()
        let stopped = DispatchGroup()
        for _ in 0..<threads {
            stopped.enter()
            Thread.detachNewThread {
                var counter = 0
                while spinning.isSet { for _ in 0..<10_000 { counter &+= 1 } }
                stopped.leave()
            }
        }
        defer {
            spinning.clear()
            stopped.wait()
        }
        return try await body()
    }
}
