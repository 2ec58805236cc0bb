import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What a restored tab's services are given while its clock catches up (`CatchUp`): each request is held, not sent,
/// for a timer that polls makes one per tick of the time no server held the tab. When the tab goes live, the requests
/// still wanted — started and not cancelled since (`flatMapLatest` cancels a poll's request at the next) — are sent,
/// in order, through a session that records their answers as any request's, with BinderyWeb's standard timeouts.
final class CatchUpURLSession: URLSession, @unchecked Sendable {
    private let lock = NSLock()
    private var held: [HeldDataTask] = []
    private var isReleased = false
    /// Where the requests still wanted are sent once released.
    private let sending: URLSession

    /// The session requests are sent through by default: it records their answers in the continuity record of the
    /// thread that releases them, the tab's.
    static let recording = JournalingURLSession()

    /// Holds requests until `release()`, then sends those still wanted through `sending`.
    init(sendingThrough sending: URLSession = CatchUpURLSession.recording) {
        self.sending = sending
        super.init(configuration: Self.configuration)
    }

    /// The configuration every catch-up session shares (see `ReplayURLSession.configuration`).
    private static let configuration = URLSessionConfiguration.ephemeral

    override func dataTask(with request: URLRequest,
                           completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void) -> URLSessionDataTask {
        let task = HeldDataTask(request: request, completion: completionHandler)
        let released = lock.withLock { () -> Bool in
            if !isReleased { held.append(task) }
            return isReleased
        }
        if released { task.send(through: sending) }
        return task
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
        for task in tasks { task.send(through: sending) }
    }
}

/// A request held while its tab catches up: sent when released if it was started (`resume`) and not cancelled; a
/// cancelled one completes with `URLError.cancelled`, as a real task does.
final class HeldDataTask: URLSessionDataTask, @unchecked Sendable {
    private let request: URLRequest
    private let completion: @Sendable (Data?, URLResponse?, (any Error)?) -> Void
    private let lock = NSLock()
    private var resumed = false
    private var cancelled = false
    /// The real task, once sent.
    private var sent: URLSessionDataTask?
    /// The session to send through once `resume` is called, when it was released before.
    private var releasedTo: URLSession?

    init(request: URLRequest, completion: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void) {
        self.request = request
        self.completion = completion
        super.init()
    }

    override func resume() {
        let session = lock.withLock { () -> URLSession? in
            guard !resumed, !cancelled else { return nil }
            resumed = true
            return releasedTo
        }
        if let session { start(through: session) }
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

    /// Sends the request through `session` now if it was started, else when it is.
    func send(through session: URLSession) {
        let starts = lock.withLock { () -> Bool in
            guard !cancelled else { return false }
            releasedTo = session
            return resumed
        }
        if starts { start(through: session) }
    }

    private func start(through session: URLSession) {
        let task = session.dataTask(with: request, completionHandler: completion)
        let cancelledMeanwhile = lock.withLock { () -> Bool in
            sent = task
            return cancelled
        }
        if cancelledMeanwhile { task.cancel() }
        task.resume()
    }
}
