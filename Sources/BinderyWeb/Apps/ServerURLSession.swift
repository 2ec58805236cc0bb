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
/// Publishers built on `dataTask(with:completionHandler:)` — `dataTaskPublisher(for:)` among them — get this
/// behaviour without any change. A service should take the environment's session rather than `URLSession.shared`,
/// which has neither the protection nor the server's timeouts.
open class ServerURLSession: URLSession, @unchecked Sendable {
    /// A session with `configuration`'s settings, without its cache: answers are never shared between users.
    public override init(configuration: URLSessionConfiguration) {
        let uncached = configuration.copy() as! URLSessionConfiguration
        uncached.urlCache = nil
        uncached.requestCachePolicy = .reloadIgnoringLocalCacheData
        super.init(configuration: uncached)
    }

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
        let task = super.dataTask(with: request) { data, response, error in answer.deliver(data, response, error) }
        return DetachableDataTask(task, answer: answer)
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
/// beneath it to finish unheard, instead of cancelling it (which can trap on Linux).
final class DetachableDataTask: URLSessionDataTask, @unchecked Sendable {
    /// The caller's completion handler, called exactly once: with the answer, or with the cancellation.
    final class Answer: @unchecked Sendable {
        private let lock = NSLock()
        private var handler: (@Sendable (Data?, URLResponse?, (any Error)?) -> Void)?

        init(_ handler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void) { self.handler = handler }

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

    init(_ task: URLSessionDataTask, answer: Answer) {
        self.task = task
        self.answer = answer
        super.init()
    }

    override func resume() { task.resume() }

    override func suspend() { task.suspend() }

    override func cancel() { answer.deliver(nil, nil, URLError(.cancelled)) }
}
#endif
