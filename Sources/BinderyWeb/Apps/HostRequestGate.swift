import Foundation

/// A request a ``HostRequestGate`` starts in its turn (a `ServerURLSession`'s data task on Linux).
protocol GatedRequest: AnyObject, Sendable {
    /// The host (scheme, host and port) whose connections it waits for.
    var hostKey: String { get }
    /// Whether its caller has its answer already (it was cancelled): then it is never started.
    var isAnswered: Bool { get }
    /// Read and set by the gate only, under its lock: the request was started; it waited past the gate's limit.
    var started: Bool { get set }
    var expired: Bool { get set }
    /// Sends the request (its turn came).
    func startBeneath()
    /// Answers its caller that it waited too long (`URLError(.timedOut)`).
    func answerTimedOut()
}

/// Starts a ``ServerURLSession``'s requests at most `limit` at a time per host, in the order they were resumed.
///
/// On Linux a cancelled task is never cancelled beneath (see ``ServerURLSession``): once started, its request runs
/// to its end unheard. Left to Foundation's own queue, every request a user abandoned would still wait for a
/// connection and hold it, and a live user's request would queue behind all of them (a search typed quickly, many
/// visitors leaving their screens). The gate holds requests until a connection is theirs instead, so one cancelled
/// or timed out while it waits is dropped without being sent; at most `limit` abandoned requests a host run at once.
/// A request that waits longer than the session's `timeoutIntervalForRequest` fails with `URLError(.timedOut)`, as it
/// would have in Foundation's queue.
final class HostRequestGate: @unchecked Sendable {
    // @unchecked Sendable: `running` and `waiting` are only touched under `lock`.
    private let lock = NSLock()
    private let limit: Int
    private let waitLimit: TimeInterval
    private let after: @Sendable (TimeInterval, @escaping @Sendable () -> Void) -> Void
    private var running: [String: Int] = [:]
    private var waiting: [String: WaitingTasks] = [:]

    /// A gate letting `limit` requests a host run at once (at least one), each waiting at most `waitLimit` seconds
    /// for its turn (no limit when 0 or less), timed by `after` (a global queue's clock unless a test gives its own).
    init(limit: Int, waitLimit: TimeInterval,
         after: @escaping @Sendable (TimeInterval, @escaping @Sendable () -> Void) -> Void = { seconds, work in
             DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: work)
         }) {
        self.limit = max(1, limit)
        self.waitLimit = waitLimit
        self.after = after
    }

    /// Starts `task` now if its host has a free connection, else when one frees.
    func submit(_ task: any GatedRequest) {
        let host = task.hostKey
        let startsNow = lock.withLock { () -> Bool in
            if running[host, default: 0] < limit {
                running[host, default: 0] += 1
                task.started = true
                return true
            }
            waiting[host, default: WaitingTasks()].append(task)
            return false
        }
        if startsNow { return task.startBeneath() }
        guard waitLimit > 0 else { return }
        after(waitLimit) { [weak self, weak task] in
            guard let self, let task else { return }
            let expired = self.lock.withLock { () -> Bool in
                guard !task.started else { return false }
                task.expired = true
                return true
            }
            if expired { task.answerTimedOut() }
        }
    }

    /// Whether the gate has started `task`'s request.
    func hasStarted(_ task: any GatedRequest) -> Bool { lock.withLock { task.started } }

    /// Frees the connection a request to `host` held: the next request still wanted takes it.
    func finished(host: String) {
        let next = lock.withLock { () -> (any GatedRequest)? in
            while let task = waiting[host]?.popFirst() {
                if task.expired || task.isAnswered { continue }
                task.started = true
                return task
            }
            waiting[host] = nil
            running[host, default: 1] -= 1
            if running[host] == 0 { running[host] = nil }
            return nil
        }
        next?.startBeneath()
    }

    /// The requests a host's connections are busy for, in order; popped from the front without moving the rest.
    private struct WaitingTasks {
        private var tasks: [any GatedRequest] = []
        private var head = 0

        mutating func append(_ task: any GatedRequest) { tasks.append(task) }

        mutating func popFirst() -> (any GatedRequest)? {
            guard head < tasks.count else { return nil }
            let task = tasks[head]
            head += 1
            if head > 64, head * 2 > tasks.count {
                tasks.removeFirst(head)
                head = 0
            }
            return task
        }
    }
}
