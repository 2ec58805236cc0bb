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

    /// The alert text for this error in `language`.
    public func message(for language: Language) -> String {
        switch (self, language) {
        case (.invalidURL, .en): "The random-number service address is invalid."
        case (.invalidURL, .ko): "잘못된 URL입니다."
        case (.networkError, .en): "Could not reach the random-number service. Please try again."
        case (.networkError, .ko): "네트워크 오류가 발생했습니다. 다시 시도해 주세요."
        case (.decodingError, .en): "The random-number service sent an answer that could not be read."
        case (.decodingError, .ko): "응답 데이터를 해석할 수 없습니다."
        }
    }
}

extension FindNumberError: LocalizedError {
    /// The English alert text (use `message(for:)` for another language).
    public var errorDescription: String? { message(for: .en) }
}
