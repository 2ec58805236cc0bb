import Foundation

/// A result's address as the detail screen receives it: only an absolute http(s) URL with a host is shown.
public enum PageAddress {
    /// Why an address is refused.
    public enum Refusal: Error, Equatable, Sendable {
        /// No address was given.
        case missing
        /// The address is not an absolute http or https URL with a host (`javascript:`, `data:`, `file:`...).
        case notWeb(String)
    }

    /// The URL to show, or why `text` is refused.
    public static func check(_ text: String?) -> Result<URL, Refusal> {
        guard let text = text?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else {
            return .failure(.missing)
        }
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
              scheme == "http" || scheme == "https", url.host?.isEmpty == false
        else { return .failure(.notWeb(text)) }
        return .success(url)
    }
}
