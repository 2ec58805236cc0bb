import Foundation

/// What can go wrong when an app asks a service over the network for something: the vocabulary the apps' services
/// share, so a view model's `error` output and its tests name the same cases in every app.
///
/// Its texts are BinderyWeb's (`message(in:)`), in the screen's language, naming the service as the app's strings
/// table names it; an app whose failures have more to say keeps its own error type, with a case for these where
/// it calls a service.
public enum ServiceError: Error, Equatable, Sendable {
    /// The service's address could not be turned into a request URL (not an absolute http(s) URL).
    case invalidAddress
    /// The request failed in transport: no connection, a timeout, the connection dropped.
    case unreachable
    /// The service answered with a status other than 200 (and other than 404 where not found means something).
    case badStatus(Int)
    /// The answer could not be read: not the JSON expected, an empty list, not an image.
    case unreadableAnswer
    /// The service has no such thing (an HTTP 404 for one item).
    case notFound
}
