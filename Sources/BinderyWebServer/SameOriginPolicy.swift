/// Decides whether a WebSocket upgrade comes from a page of this very server.
enum SameOriginPolicy {
    /// True when `origin` is `http(s)://` followed by exactly `host` (the Host header, port included), ignoring case.
    static func allows(origin: String?, host: String?) -> Bool {
        guard let origin, let host, !host.isEmpty else { return false }
        let lowercasedOrigin = origin.lowercased()
        for scheme in ["http://", "https://"] where lowercasedOrigin.hasPrefix(scheme) {
            return lowercasedOrigin.dropFirst(scheme.count) == host.lowercased()
        }
        return false
    }
}
