import BinderyWeb
import Foundation

extension FindNumberError {
    /// The alert text for this error, from the app's `strings` in the screen's language.
    public func message(in strings: StringsTable) -> String {
        switch self {
        case .invalidURL: strings(.invalidURL)
        case .networkError: strings(.networkError)
        case .decodingError: strings(.decodingError)
        }
    }
}

extension FindNumberError: LocalizedError {
    /// The alert text in the app's fallback language (use `message(in:)` for the screen's).
    public var errorDescription: String? { message(in: FindNumberText.fallbackStrings) }
}
