import BinderyWeb
import Foundation

extension FindNumberError: LocalizedMessage {
    /// The alert text for this error, from the app's `strings` in the screen's language.
    public func message(in strings: StringsTable) -> String {
        switch self {
        case .invalidURL: strings(FindNumberText.invalidURL)
        case .networkError: strings(FindNumberText.networkError)
        case .decodingError: strings(FindNumberText.decodingError)
        }
    }
}

extension FindNumberError: LocalizedError {
    /// The alert text in the app's fallback language (use `message(in:)` for the screen's).
    public var errorDescription: String? { message(in: FindNumberText.fallbackStrings) }
}
