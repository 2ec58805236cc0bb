import Foundation
import Hummingbird

/// A refused stand-in request, answered as `{"error": "<message>"}` with its status (400 unless told).
public struct StandInError: HTTPResponseError, Equatable {
    /// The HTTP status of the answer.
    public let status: HTTPResponse.Status
    /// What was wrong, in words a developer reads.
    public let message: String

    /// Creates an error answered with `status` (default 400 Bad Request).
    public init(_ message: String, status: HTTPResponse.Status = .badRequest) {
        self.message = message
        self.status = status
    }

    /// Renders the JSON error body.
    public func response(from request: Request, context: some RequestContext) throws -> Response {
        try StandInResponse.json(["error": message], status: status)
    }
}
