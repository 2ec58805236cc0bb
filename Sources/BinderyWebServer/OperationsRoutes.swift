import BinderyWeb
import Hummingbird
import NIOCore

/// The endpoints a load balancer and an operator use, always served (the probes reveal nothing; the metrics only
/// to loopback clients unless `WebServerConfiguration.metricsPublic`).
public struct OperationsRoutes: Sendable {
    /// The endpoints' paths, from the site's root.
    public enum Path: String, CaseIterable, Sendable {
        /// `GET`: 200 while the process serves (liveness).
        case live = "/_bindery/live"
        /// `GET`: 200 when ready for new sessions; 503 with a short plain-text reason while draining or while the
        /// app's `readinessCheck` fails (readiness). Pages waiting for a server ask it too (`WireProtocol.Path.ready`,
        /// which a test holds equal to it).
        case ready = "/_bindery/ready"
        /// `GET`: the `ServerMetrics` in Prometheus' text format.
        case metrics = "/_bindery/metrics"
    }

    /// The `Retry-After` seconds of every 503 a draining server answers (pages, socket upgrades, readiness).
    public static let retryAfterSeconds = 2

    let webApp: WebApp
    let metrics: ServerMetrics
    let configuration: WebServerConfiguration

    /// Adds the three routes to `router`.
    func addRoutes<Context: RequestContext>(to router: Router<Context>) {
        router.get(RouterPath(Path.live.rawValue)) { _, _ in
            Self.plainText("live\n")
        }
        router.get(RouterPath(Path.ready.rawValue)) { _, _ in
            if webApp.isDraining { return Self.plainText("draining\n", status: .serviceUnavailable) }
            if let check = configuration.readinessCheck, let reason = await check() {
                return Self.plainText("not ready: \(reason)\n", status: .serviceUnavailable)
            }
            return Self.plainText("ready\n")
        }
        router.get(RouterPath(Path.metrics.rawValue)) { request, context in
            guard configuration.metricsPublic || LoopbackClient.isLocal(request, context: context) else {
                return Self.plainText("Metrics are served to loopback clients only.\n", status: .forbidden)
            }
            return Response(status: .ok,
                            headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8", .cacheControl: "no-store"],
                            body: .init(byteBuffer: ByteBuffer(string: metrics.exposition(of: webApp))))
        }
    }

    /// A short plain-text answer, never cached; a 503 says when to try again.
    static func plainText(_ text: String, status: HTTPResponse.Status = .ok) -> Response {
        var headers: HTTPFields = [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-store"]
        if status == .serviceUnavailable { headers[.retryAfter] = String(retryAfterSeconds) }
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(string: text)))
    }
}
