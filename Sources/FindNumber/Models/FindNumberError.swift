import Bindery
import Foundation

/// What can go wrong while fetching a target number.
public enum FindNumberError: Error, Equatable, Sendable {
    /// The service's address could not be turned into a request URL.
    case invalidURL
    /// The request failed in transport, or the server answered with a status other than 200.
    case networkError
    /// The answer was not a JSON array holding at least one integer.
    case decodingError
}

extension FindNumberError {
    /// The game's name for a service failure: an unusable address is `invalidURL`, an answer that is not a number
    /// `decodingError`, and every other failure (transport, status) `networkError`.
    init(_ error: ServiceError) {
        switch error {
        case .invalidAddress: self = .invalidURL
        case .unreadableAnswer: self = .decodingError
        case .unreachable, .badStatus, .notFound: self = .networkError
        }
    }
}
