import Foundation

extension ServiceError {
    /// Whether a service can be asked at `url`: an absolute http or https URL with a host. A service given any
    /// other address fails with `invalidAddress` without asking.
    public static func isServiceAddress(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else { return false }
        return url.host?.isEmpty == false
    }

    /// What an answer's HTTP status says: nothing for 200, `badStatus` for any other, `unreachable` for none (the
    /// answer was not HTTP's). Pass `(response as? HTTPURLResponse)?.statusCode`.
    public static func check(status: Int?) throws(ServiceError) {
        guard let status else { throw .unreachable }
        guard status == 200 else { throw .badStatus(status) }
    }

    /// `reference` (an answer's link: a path, or an absolute URL) resolved against `base`, or nil when the result
    /// is not a service address (``isServiceAddress(_:)``).
    public static func serviceURL(_ reference: String, relativeTo base: URL?) -> URL? {
        guard let url = URL(string: reference, relativeTo: base)?.absoluteURL, isServiceAddress(url) else { return nil }
        return url
    }
}
