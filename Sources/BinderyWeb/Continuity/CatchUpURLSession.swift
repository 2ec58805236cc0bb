import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What a restored tab's services are given while its clock catches up (`CatchUp`): each request is held, not sent,
/// for a timer that polls makes one per tick of the time no server held the tab. When the tab goes live, the requests
/// still wanted — started and not cancelled since (`flatMapLatest` cancels a poll's request at the next) — are sent,
/// in order, through the session the app asked (its configuration's headers and timeouts, its answers recorded as
/// any request's).
final class CatchUpURLSession: URLSession, @unchecked Sendable {
    private let lock = NSLock()
    private var held: [HeldDataTask] = []
    private var isReleased = false

    /// Where a request made through this session itself is sent once released: a session that records its answer in
    /// the continuity record of the thread that releases it, the tab's, with BinderyWeb's standard timeouts.
    private static let recording = JournalingURLSession()

    /// Holds requests until `release()`.
    init() {
        super.init(configuration: Self.configuration)
    }

    /// The configuration every catch-up session shares (see `ReplayURLSession.configuration`).
    private static let configuration = URLSessionConfiguration.ephemeral

    /// Holds `request`, asked of `origin` (the app's `JournalingURLSession`) while the tab catches up; once released,
    /// it is sent through `origin` if still wanted.
    func hold(_ request: URLRequest, askedOf origin: URLSession,
              completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void) -> URLSessionDataTask {
        let task = HeldDataTask(request: request, origin: origin, completion: completionHandler)
        let released = lock.withLock { () -> Bool in
            if !isReleased { held.append(task) }
            return isReleased
        }
        if released { task.send() }
        return task
    }

    override func dataTask(with request: URLRequest,
                           completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void) -> URLSessionDataTask {
        hold(request, askedOf: Self.recording, completionHandler: completionHandler)
    }

    override func dataTask(with url: URL,
                           completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void) -> URLSessionDataTask {
        dataTask(with: URLRequest(url: url), completionHandler: completionHandler)
    }

    /// Sends every request held that is still wanted, and from now on each one at once; called on the tab's UI thread
    /// once its clock caught up, so their answers are recorded in its record.
    func release() {
        let tasks = lock.withLock { () -> [HeldDataTask] in
            isReleased = true
            defer { held = [] }
            return held
        }
        for task in tasks { task.send() }
    }
}

/// A request held while its tab catches up: sent through the session it was asked of when released if it was started
/// (`resume`) and not cancelled; a cancelled one completes with `URLError.cancelled`, as a real task does.
final class HeldDataTask: URLSessionDataTask, @unchecked Sendable {
    private let request: URLRequest
    private let completion: @Sendable (Data?, URLResponse?, (any Error)?) -> Void
    /// The session the app asked, which sends the request once released.
    private let origin: URLSession
    private let lock = NSLock()
    private var resumed = false
    private var cancelled = false
    /// The real task, once sent.
    private var sent: URLSessionDataTask?
    /// Whether it was released: `resume` then sends it at once.
    private var released = false

    init(request: URLRequest, origin: URLSession, completion: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void) {
        self.request = request
        self.origin = origin
        self.completion = completion
        super.init()
    }

    override func resume() {
        let starts = lock.withLock { () -> Bool in
            guard !resumed, !cancelled else { return false }
            resumed = true
            return released
        }
        if starts { start() }
    }

    override func cancel() {
        let (real, completes) = lock.withLock { () -> (URLSessionDataTask?, Bool) in
            guard !cancelled else { return (nil, false) }
            cancelled = true
            return (sent, sent == nil)
        }
        real?.cancel()
        if completes { DispatchQueue.global().async { [completion] in completion(nil, nil, URLError(.cancelled)) } }
    }

    /// Sends the request through the session it was asked of now if it was started, else when it is.
    func send() {
        let starts = lock.withLock { () -> Bool in
            guard !cancelled else { return false }
            released = true
            return resumed
        }
        if starts { start() }
    }

    private func start() {
        let task = origin.dataTask(with: request, completionHandler: completion)
        let cancelledMeanwhile = lock.withLock { () -> Bool in
            sent = task
            return cancelled
        }
        if cancelledMeanwhile { task.cancel() }
        task.resume()
    }
}
