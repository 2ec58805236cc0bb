import Bindery
import Foundation

/// What can go wrong while fetching or downloading a cat.
public enum CatsError: Error, Equatable, Sendable {
    /// The service's address (or the picture's) could not be turned into an http(s) URL.
    case invalidURL
    /// The request failed in transport (no connection, timeout, connection dropped).
    case networkError
    /// The server answered with a status other than 200.
    case badStatus(Int)
    /// The answer could not be read: not a list of cats, an empty list, or not an image.
    case decodingError

    /// The message shown for this error in `language`.
    public func message(for language: Language) -> String {
        switch self {
        case .invalidURL:
            language.pick(en: "The cat service address is invalid.", ko: "고양이 서비스 주소가 잘못되었습니다.")
        case .networkError:
            language.pick(en: "Could not reach the cat service. Please try again.",
                          ko: "고양이 서비스에 연결할 수 없습니다. 다시 시도해 주세요.")
        case let .badStatus(status):
            language.pick(en: "The cat service answered with an error (HTTP \(status)). Please try again.",
                          ko: "고양이 서비스가 오류로 응답했습니다 (HTTP \(status)). 다시 시도해 주세요.")
        case .decodingError:
            language.pick(en: "The cat service sent an answer that could not be read.",
                          ko: "고양이 서비스의 응답을 해석할 수 없습니다.")
        }
    }
}

extension CatsError: LocalizedError {
    /// The English message (use `message(for:)` for another language).
    public var errorDescription: String? { message(for: .en) }
}
