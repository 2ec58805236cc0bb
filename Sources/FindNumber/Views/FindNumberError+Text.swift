import BinderyWeb

extension FindNumberError: TextKeyedMessage {
    public typealias Texts = FindNumberText

    /// The alert text for this error, from the app's `strings` in the screen's language.
    public func message(in strings: StringsTable) -> String {
        switch self {
        case .invalidURL: strings(FindNumberText.invalidURL)
        case .networkError: strings(FindNumberText.networkError)
        case .decodingError: strings(FindNumberText.decodingError)
        }
    }
}
