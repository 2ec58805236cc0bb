/// An answer other than success from a JSON route of `SiteRoutes`: thrown, it is sent as `status` with the body
/// `{"error": message}`. Any other error a route throws is answered 500 `{"error": "internal error"}` and logged.
public struct RouteError: Error, Sendable, Equatable {
    /// The HTTP status, e.g. 404.
    public var status: Int
    /// What went wrong, for the caller; never a secret.
    public var message: String

    /// An error answered with `status` and `message`.
    public init(status: Int, message: String) {
        self.status = status
        self.message = message
    }

    /// 404: nothing is at the path asked, e.g. an unknown id.
    public static func notFound(_ message: String) -> RouteError { RouteError(status: 404, message: message) }

    /// 400: the request is not what the route takes.
    public static func badRequest(_ message: String) -> RouteError { RouteError(status: 400, message: message) }
}
