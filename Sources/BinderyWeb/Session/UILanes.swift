import Foundation

/// The few serial queues every session's UI queue runs on (round-robin), so thousands of sessions share a
/// handful of threads.
///
/// A session queue of its own would get a thread of its own whenever its work blocks (URLSession on Linux
/// waits on its internal queue with `sync` when a task starts). With hundreds of sessions starting requests
/// at once that exhausts libdispatch's pool of about 255 threads, and the internal queue then never gets a
/// thread to run on: every session hangs. On a lane, a blocked session holds only its lane; the lanes are
/// few, so the pool always has threads left. Fewer threads also means far fewer context switches.
public final class UILanes: @unchecked Sendable {
    /// The lanes every live session uses: twice the processors, at least four.
    public static let shared = UILanes(count: max(4, 2 * ProcessInfo.processInfo.activeProcessorCount))

    private let lanes: [DispatchQueue]
    private let lock = NSLock()
    private var cursor = 0

    /// Creates `count` serial queues that sessions are spread over in turn.
    public init(count: Int) {
        precondition(count > 0, "UILanes needs at least one lane")
        lanes = (0..<count).map { DispatchQueue(label: "bindery.ui-lane.\($0)") }
    }

    /// How many lanes there are: the most sessions that run at the same moment.
    public var count: Int { lanes.count }

    /// The lane for the next session, in turn.
    public func next() -> DispatchQueue {
        lock.withLock {
            defer { cursor = (cursor + 1) % lanes.count }
            return lanes[cursor]
        }
    }
}
