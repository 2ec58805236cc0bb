import Bindery
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A URL session that sends nothing anywhere: each request gets the answer a journal recorded for the same method,
/// path and query (the first one not yet served), delivered on `scheduler` as many milliseconds later as it took
/// when recorded. A request the journal has no answer for fails (`notConnectedToInternet`) and is listed in
/// `unexpectedRequests` — unless a `passThrough` session is given and it is a `GET` (safe to make again: a
/// restored session's request that was still waiting when its server stopped), which that session makes.
public final class ReplayURLSession: URLSession, @unchecked Sendable {
    private let scheduler: AnySchedulerOf<DispatchQueue>
    private let lock = NSLock()
    private var answers: [ServiceExchange]
    private var unexpected: [ServiceExchange.Request] = []
    private let passThrough: URLSession?

    /// A session serving the service exchanges of `journal` on `scheduler`; a `GET` it has no answer for goes to
    /// `passThrough` when given.
    public init(journal: Journal, scheduler: AnySchedulerOf<DispatchQueue>, passThrough: URLSession? = nil) {
        self.scheduler = scheduler
        self.passThrough = passThrough
        self.answers = journal.entries.compactMap { entry in
            if case .service(let exchange) = entry.event { return exchange }
            return nil
        }
        super.init(configuration: Self.configuration)
    }

    /// The configuration every replay session shares: `URLSessionConfiguration.ephemeral` builds a `URLCache`, which
    /// looks up the caches folder through the whole environment, about half of what rebuilding a screen cost.
    private static let configuration = URLSessionConfiguration.ephemeral

    /// The requests made that the journal had no (more) answers for, in order.
    public var unexpectedRequests: [ServiceExchange.Request] { lock.withLock { unexpected } }

    public override func dataTask(with request: URLRequest,
                                  completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void) -> URLSessionDataTask {
        let asked = ServiceExchange.Request(recording: request)
        let passes = passThrough != nil && (request.httpMethod ?? "GET") == "GET"
        let answer = lock.withLock { () -> ServiceExchange? in
            guard let index = answers.firstIndex(where: { $0.request.pathAndQuery == asked.pathAndQuery }) else {
                if !passes { unexpected.append(asked) }
                return nil
            }
            return answers.remove(at: index)
        }
        if answer == nil, passes, let passThrough { return passThrough.dataTask(with: request, completionHandler: completionHandler) }
        return ReplayDataTask(url: request.url, answer: answer, scheduler: scheduler, completion: completionHandler)
    }

    public override func dataTask(with url: URL,
                                  completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void) -> URLSessionDataTask {
        dataTask(with: URLRequest(url: url), completionHandler: completionHandler)
    }
}

/// One replayed request: `resume` schedules its recorded answer; `cancel` turns it into a cancellation.
final class ReplayDataTask: URLSessionDataTask, @unchecked Sendable {
    private let url: URL?
    private let answer: ServiceExchange?
    private let scheduler: AnySchedulerOf<DispatchQueue>
    private let completion: @Sendable (Data?, URLResponse?, (any Error)?) -> Void
    private let lock = NSLock()
    private var started = false
    private var cancelled = false

    init(url: URL?, answer: ServiceExchange?, scheduler: AnySchedulerOf<DispatchQueue>,
         completion: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void) {
        self.url = url
        self.answer = answer
        self.scheduler = scheduler
        self.completion = completion
        super.init()
    }

    override func resume() {
        guard lock.withLock({ () -> Bool in defer { started = true }; return !started }) else { return }
        let delay = answer?.durationMs ?? 0
        scheduler.schedule(after: scheduler.now.advanced(by: .milliseconds(delay))) { [self] in deliver() }
    }

    override func cancel() { lock.withLock { cancelled = true } }

    private func deliver() {
        if lock.withLock({ cancelled }) { return completion(nil, nil, URLError(.cancelled)) }
        guard let answer else { return completion(nil, nil, URLError(.notConnectedToInternet)) }
        guard let response = answer.response, let url,
              let http = HTTPURLResponse(url: url, statusCode: response.status, httpVersion: "HTTP/1.1",
                                         headerFields: response.contentType.map { ["Content-Type": $0] } ?? [:])
        else { return completion(nil, nil, URLError(answer.failure.flatMap(URLError.Code.init(rawValue:)) ?? .unknown)) }
        completion(response.data, http, nil)
    }
}
