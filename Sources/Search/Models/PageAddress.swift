import Foundation

/// A result's address as the detail screen receives it: only an absolute http(s) URL with a host is shown.
public enum PageAddress {
    /// Why an address is refused.
    public enum Refusal: Error, Equatable, Sendable {
        /// No address was given.
        case missing
        /// The address is not an absolute http or https URL with a host (`javascript:`, `data:`, `file:`...).
        case notWeb(String)
        /// The address is not one of the results the search showed in this tab: a link crafted elsewhere
        /// (`/search/detail?url=…` sent to a victim) is not framed under this site's address.
        case notAResult(String)
    }

    /// The URL to show, or why `text` is refused: it must be an absolute http(s) URL among `results`, the links
    /// the search showed.
    public static func check(_ text: String?, among results: Set<String>) -> Result<URL, Refusal> {
        guard let text = text?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else {
            return .failure(.missing)
        }
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
              scheme == "http" || scheme == "https", url.host?.isEmpty == false
        else { return .failure(.notWeb(text)) }
        guard results.contains(text) else { return .failure(.notAResult(text)) }
        return .success(url)
    }
}
