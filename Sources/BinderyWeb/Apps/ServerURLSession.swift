import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The URL session a server gives its apps' services (``AppEnvironment/urlSession``): one that no cancellation can
/// bring down, and that keeps no cache shared between users.
///
/// On Linux, `URLSessionTask.cancel()` can race the task's own completion inside Foundation and end the whole
/// process (`Fatal error: Trying to access a behaviour for a task that in not in the registry`). On a phone that
/// costs one app; on a server it costs every tab of every user, and cancelling is routine there: leaving a screen, a
/// `flatMapLatest` moving to a newer query, a socket going away, all cancel the request in flight. So the tasks of
/// this session never cancel the Foundation task beneath them: a cancelled task answers its caller at once with
/// `URLError(.cancelled)`, exactly as a cancelled task does, and the request beneath runs to its end (bounded by
/// `timeoutIntervalForRequest` and `timeoutIntervalForResource`) and is dropped. On Apple's systems, where
/// cancelling is safe, it cancels as usual.
///
/// So that abandoned requests cost no live one its turn, the session starts at most `httpMaximumConnectionsPerHost`
/// requests a host at once and holds the others until a connection frees: one cancelled while it waits is never sent
/// (`HostRequestGate`).
///
/// Publishers built on `dataTask(with:completionHandler:)` — `dataTaskPublisher(for:)` among them — get this
/// behaviour without any change. A service should take the environment's session rather than `URLSession.shared`,
/// which has neither the protection nor the server's timeouts.
open class ServerURLSession: URLSession, @unchecked Sendable {
    /// A session with `configuration`'s settings, without its cache: answers are never shared between users.
    public override init(configuration: URLSessionConfiguration) {
        let uncached = configuration.copy() as! URLSessionConfiguration
        uncached.urlCache = nil
        uncached.requestCachePolicy = .reloadIgnoringLocalCacheData
        #if canImport(FoundationNetworking)
        gate = HostRequestGate(limit: uncached.httpMaximumConnectionsPerHost, waitLimit: uncached.timeoutIntervalForRequest)
        #endif
        super.init(configuration: uncached)
    }

    #if canImport(FoundationNetworking)
    /// Where this session's requests wait for a connection of their host.
    private let gate: HostRequestGate
    #endif

    /// A session whose requests give up after `requestTimeout` seconds without data and `resourceTimeout` in all, so
    /// a hung API ends in the app's network error within a user's patience instead of URLSession's default minute.
    public convenience init(requestTimeout: TimeInterval = ServerURLSession.defaultRequestTimeout,
                            resourceTimeout: TimeInterval = ServerURLSession.defaultResourceTimeout) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = requestTimeout
        configuration.timeoutIntervalForResource = resourceTimeout
        self.init(configuration: configuration)
    }

    /// Seconds a request may wait for data before it fails.
    public static let defaultRequestTimeout: TimeInterval = 10
    /// Seconds a request may take in all.
    public static let defaultResourceTimeout: TimeInterval = 30

    /// The session an environment uses when a server names none.
    public static let standard = ServerURLSession()

    open override func dataTask(with request: URLRequest,
                                completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void) -> URLSessionDataTask {
        #if canImport(FoundationNetworking)
        let answer = DetachableDataTask.Answer(completionHandler)
        let gate = self.gate
        let hostKey = DetachableDataTask.hostKey(of: request)
        let task = super.dataTask(with: request) { data, response, error in
            answer.deliver(data, response, error)
            gate.finished(host: hostKey)
        }
        return DetachableDataTask(task, answer: answer, hostKey: hostKey, gate: gate)
        #else
        return super.dataTask(with: request, completionHandler: completionHandler)
        #endif
    }

    open override func dataTask(with url: URL,
                                completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void) -> URLSessionDataTask {
        dataTask(with: URLRequest(url: url), completionHandler: completionHandler)
    }
}

#if canImport(FoundationNetworking)
/// A data task whose `cancel()` answers its caller with `URLError(.cancelled)` at once and leaves the Foundation task
/// beneath it to finish unheard, instead of cancelling it (which can trap on Linux); its `resume()` hands it to its
/// session's gate, which starts the task beneath when a connection of its host is free, unless it was cancelled by then.
final class DetachableDataTask: URLSessionDataTask, GatedRequest, @unchecked Sendable {
    /// The caller's completion handler, called exactly once: with the answer, or with the cancellation.
    final class Answer: @unchecked Sendable {
        private let lock = NSLock()
        private var handler: (@Sendable (Data?, URLResponse?, (any Error)?) -> Void)?

        init(_ handler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void) { self.handler = handler }

        /// Whether the handler was called.
        var isDelivered: Bool { lock.withLock { handler == nil } }

        /// Calls the handler with these values, unless it was already called.
        func deliver(_ data: Data?, _ response: URLResponse?, _ error: (any Error)?) {
            let handler = lock.withLock { () -> (@Sendable (Data?, URLResponse?, (any Error)?) -> Void)? in
                defer { self.handler = nil }
                return self.handler
            }
            handler?(data, response, error)
        }
    }

    private let task: URLSessionDataTask
    private let answer: Answer
    /// The host (and port) whose connections the task waits for.
    let hostKey: String
    private let gate: HostRequestGate
    var started = false
    var expired = false
    /// Whether `resume()` was called; only the first hands the task to the gate (under `submission`).
    private var submitted = false
    private let submission = NSLock()

    init(_ task: URLSessionDataTask, answer: Answer, hostKey: String, gate: HostRequestGate) {
        self.task = task
        self.answer = answer
        self.hostKey = hostKey
        self.gate = gate
        super.init()
    }

    /// The key a request's connections are counted under: its scheme, host and port.
    static func hostKey(of request: URLRequest) -> String {
        guard let url = request.url else { return "" }
        return "\(url.scheme ?? "")://\(url.host ?? ""):\(url.port.map(String.init) ?? "")"
    }

    /// Hands the task to its session's gate the first time; resumes the task beneath after a `suspend()`, once the
    /// gate has started it.
    override func resume() {
        let first = submission.withLock { () -> Bool in
            defer { submitted = true }
            return !submitted
        }
        if first { gate.submit(self) } else if gate.hasStarted(self) { task.resume() }
    }

    /// Suspends the task beneath, once the gate has started it.
    override func suspend() { if gate.hasStarted(self) { task.suspend() } }

    var isAnswered: Bool { answer.isDelivered }

    func startBeneath() { task.resume() }

    func answerTimedOut() { answer.deliver(nil, nil, URLError(.timedOut)) }

    override func cancel() { answer.deliver(nil, nil, URLError(.cancelled)) }
}
#endif
