import Hummingbird

/// Refuses, with 421 Misdirected Request, a request whose `Host` is not on the server's allowlist.
struct AllowedHostMiddleware<Context: RequestContext>: RouterMiddleware {
    let allowlist: HostAllowlist

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard allowlist.allows(authority: request.head.authority) else {
            return Response(status: .misdirectedRequest, headers: [.contentType: "text/plain; charset=utf-8"],
                            body: .init(byteBuffer: .init(string: "421 This server does not answer for that host name.\n")))
        }
        return try await next(request, context)
    }
}
