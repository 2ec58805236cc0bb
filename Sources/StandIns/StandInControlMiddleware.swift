import Hummingbird

/// Applies `StandInControls` to every request of the group it is added to: waits the latency, then answers a
/// share of the requests with a simulated `503` and a JSON error instead of the stand-in's answer.
struct StandInControlMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The message of a simulated failure.
    static var failureMessage: String { "Simulated failure (--stand-in-failure-rate)" }

    let controls: StandInControls
    /// Decides which requests fail; one draw per request while the failure rate is above 0.
    let draws: any RandomIntegerSource

    /// Delays, maybe fails, else passes the request on.
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        if controls.latencyMilliseconds > 0 {
            try await Task.sleep(for: .milliseconds(controls.latencyMilliseconds))
        }
        if controls.failureRate > 0, shouldFail() {
            throw StandInError(Self.failureMessage, status: .serviceUnavailable)
        }
        return try await next(request, context)
    }

    /// One draw in a million steps: true for `failureRate` of them (always at 1).
    private func shouldFail() -> Bool {
        draws.nextInteger(in: 0...999_999) < Int((controls.failureRate * 1_000_000).rounded())
    }
}
