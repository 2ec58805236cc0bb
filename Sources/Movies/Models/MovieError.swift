import Bindery
import Foundation

/// What can go wrong while fetching movies.
public enum MovieError: Error, Equatable, Sendable {
    /// The service's address could not be turned into a request URL.
    case invalidURL
    /// The request failed in transport (no connection, timeout, connection dropped).
    case networkError
    /// The movie does not exist (HTTP 404).
    case notFound
    /// The server answered with another status than 200.
    case badStatus(Int)
    /// The answer was not a movie or a list of movies.
    case decodingError

    /// The message shown for this error in `language`.
    public func message(for language: Language) -> String {
        switch self {
        case .invalidURL:
            language.pick(en: "The movie service address is invalid.", ko: "영화 서비스 주소가 잘못되었습니다.")
        case .networkError:
            language.pick(en: "Could not reach the movie service. Please try again.",
                          ko: "영화 서비스에 연결할 수 없습니다. 다시 시도해 주세요.")
        case .notFound:
            language.pick(en: "This movie could not be found.", ko: "영화를 찾을 수 없습니다.")
        case let .badStatus(status):
            language.pick(en: "The movie service answered with an error (HTTP \(status)). Please try again.",
                          ko: "영화 서비스가 오류로 응답했습니다 (HTTP \(status)). 다시 시도해 주세요.")
        case .decodingError:
            language.pick(en: "The movie service sent an answer that could not be read.",
                          ko: "영화 서비스의 응답을 해석할 수 없습니다.")
        }
    }
}

extension MovieError: LocalizedError {
    /// The English message (use `message(for:)` for another language).
    public var errorDescription: String? { message(for: .en) }
}
