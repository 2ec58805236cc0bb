import HTTPTypes
import Hummingbird

/// The security headers every answer carries — pages, scripts, stand-ins, errors and the connection guard's own
/// refusals alike.
enum SecurityHeaders {
    /// The Content-Security-Policy: only this origin's resources (and `data:` images, which carry pictures the
    /// server downloaded), no inline script, no framing by other origins. A web view's frame may show any http(s)
    /// page (the control refuses other schemes, and sandboxes the frame).
    static let contentSecurityPolicy: ContentSecurityPolicy = [
        .defaultSrc(.self),
        .imgSrc(.self, .uri("data:")),
        .frameSrc(.self, .scheme(.http), .scheme(.https)),
        .baseURI(.self),
        .formAction(.self),
        .frameAncestors(.self),
    ]

    /// Each header's name and value.
    static let fields: [(name: String, value: String)] = [
        ("Content-Security-Policy", contentSecurityPolicy.description),
        ("X-Content-Type-Options", "nosniff"),
        ("Referrer-Policy", "same-origin"),
    ]

    /// The headers as Hummingbird's fields.
    static let httpFields: HTTPFields = {
        var result = HTTPFields()
        for (name, value) in fields { result[HTTPField.Name(name)!] = value }
        return result
    }()
}

/// Adds `SecurityHeaders` to every response, including the answers to errors a route or the router throws (404,
/// 405, …), which Hummingbird would otherwise send bare.
struct SecurityHeadersMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response: Response
        do {
            response = try await next(request, context)
        } catch let error as any HTTPResponseError {
            response = try error.response(from: request, context: context)
        }
        for field in SecurityHeaders.httpFields where response.headers[field.name] == nil {
            response.headers.append(field)
        }
        return response
    }
}
