import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A URL session that records, in the journal and the continuity record of the session whose UI thread made the
/// request, each request and its answer (and, while that session is restored, answers from its record instead): what a server gives its apps (`AppEnvironment.urlSession`) while it records sessions, so every
/// app's service is captured without changing the app. Like every ``ServerURLSession``, no cancellation can trap.
///
/// Requests made on no recorded session's UI thread pass through unrecorded. Only the method, the URL (secret
/// query values masked), a text body and the answer's status, content type and body are kept: never a header
/// that could carry a credential (`Authorization`, `Cookie`, `Set-Cookie`).
public final class JournalingURLSession: ServerURLSession, @unchecked Sendable {
    /// A session with `configuration`'s timeouts and protocols.
    public override init(configuration: URLSessionConfiguration) {
        super.init(configuration: configuration)
    }

    public override func dataTask(with request: URLRequest,
                                  completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void) -> URLSessionDataTask {
        let slot = ThreadJournal.current
        if let catchUp = slot?.replay as? CatchUpURLSession {
            return catchUp.hold(request, askedOf: self, completionHandler: completionHandler)
        }
        if let replay = slot?.replay { return replay.dataTask(with: request, completionHandler: completionHandler) }
        let recorder = slot?.recorder, continuity = slot?.continuity
        guard recorder != nil || continuity != nil else {
            return super.dataTask(with: request, completionHandler: completionHandler)
        }
        let started = Date()
        let elapsedAtStart = recorder?.elapsedNow ?? 0
        let continuityAtStart = continuity?.elapsedNow ?? 0
        let recorded = ServiceExchange.Request(recording: request)
        slot?.requestsInFlight.add(1, ordering: .relaxed)
        return super.dataTask(with: request) { data, response, error in
            // Counted out after the completion handler, which hands the answer to the UI thread's queue first.
            defer { slot?.requestsInFlight.subtract(1, ordering: .releasing) }
            let duration = Int((Date().timeIntervalSince(started) * 1000).rounded())
            let http = response as? HTTPURLResponse
            let exchange = ServiceExchange(
                request: recorded,
                response: http.map { ServiceExchange.Response(status: $0.statusCode, contentType: $0.value(forHTTPHeaderField: "Content-Type"), body: data ?? Data()) },
                failure: http == nil ? ((error as? URLError)?.code.rawValue ?? URLError.Code.unknown.rawValue) : nil,
                durationMs: duration
            )
            recorder?.record(.service(exchange), at: elapsedAtStart)
            continuity?.service(exchange, at: continuityAtStart)
            completionHandler(data, response, error)
        }
    }

    public override func dataTask(with url: URL,
                                  completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void) -> URLSessionDataTask {
        dataTask(with: URLRequest(url: url), completionHandler: completionHandler)
    }
}
