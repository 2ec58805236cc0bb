import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension URLSession {
    /// Asks a service for `request` and reads the answer with `read`, failing in ``ServiceError``'s vocabulary:
    /// `invalidAddress` at once, without asking, when there is no request (the service's address was unusable),
    /// `unreachable` when the request fails in transport, and what `read` throws for an answer it cannot use.
    /// Cancelling cancels the data task.
    public func serviceAnswer<Value>(
        to request: URLRequest?,
        read: @escaping @Sendable (Data, URLResponse) throws(ServiceError) -> Value
    ) -> AnyPublisher<Value, ServiceError> {
        guard let request else { return Fail(error: .invalidAddress).eraseToAnyPublisher() }
        return dataTaskPublisher(for: request)
            .mapError { _ in ServiceError.unreachable }
            .tryMap { data, response in try read(data, response) }
            .mapError { $0 as? ServiceError ?? .unreachable }
            .eraseToAnyPublisher()
    }

    /// ``serviceAnswer(to:read:)`` for a plain `GET` of `url` (nil when the service's address was unusable).
    public func serviceAnswer<Value>(
        to url: URL?,
        read: @escaping @Sendable (Data, URLResponse) throws(ServiceError) -> Value
    ) -> AnyPublisher<Value, ServiceError> {
        serviceAnswer(to: url.map { URLRequest(url: $0) }, read: read)
    }
}
