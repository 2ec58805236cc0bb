import Foundation
import Hummingbird
import Logging

/// How the JSON routes of `SiteRoutes` answer: a value or an error as JSON, never cached.
enum JSONAnswer {
    /// Runs `answer`, encoding its value as a 200, a `RouteError` as its status with `{"error": message}`, any other
    /// error as a logged 500.
    static func respond(logger: Logger, _ answer: () async throws -> some Encodable) async -> Response {
        do {
            let value = try await answer()
            return try response(status: .ok, body: JSONEncoder().encode(value))
        } catch let error as RouteError {
            return self.error(error)
        } catch {
            logger.error("A JSON route failed", metadata: ["error": "\(error)"])
            return self.error(RouteError(status: 500, message: "internal error"))
        }
    }

    /// `error` as its status and `{"error": message}`.
    static func error(_ error: RouteError) -> Response {
        let body = (try? JSONEncoder().encode(["error": error.message])) ?? Data("{}".utf8)
        return response(status: HTTPResponse.Status(code: error.status), body: body)
    }

    private static func response(status: HTTPResponse.Status, body: Data) -> Response {
        Response(status: status, headers: [.contentType: "application/json; charset=utf-8", .cacheControl: "no-store"],
                 body: .init(byteBuffer: ByteBuffer(bytes: body)))
    }
}
