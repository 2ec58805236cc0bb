/// The host names this server answers for. A request whose `Host` names any other is refused (421 for pages, no
/// upgrade for sockets): a page on a foreign domain that resolves to this server's address (DNS rebinding) can
/// then neither load its pages nor drive its sessions.
public struct HostAllowlist: Sendable, Equatable {
    /// The allowed names, lowercased, without ports (IPv6 addresses without brackets).
    public let names: Set<String>

    /// The loopback names every server answers for.
    public static let loopback: Set<String> = ["localhost", "127.0.0.1", "::1"]

    /// Allows the loopback names and `extraNames`: the address the server listens on, the names a deployment is
    /// reached by (behind a proxy, on a network). The wildcard addresses (`0.0.0.0`, `::`) name no host and are skipped.
    public init(extraNames: [String] = []) {
        var names = Self.loopback
        for name in extraNames {
            let host = Self.hostname(ofAuthority: name) ?? name.lowercased()
            if !["0.0.0.0", "::", ""].contains(host) { names.insert(host) }
        }
        self.names = names
    }

    /// Whether a request whose `Host` header (or HTTP/2 authority) is `authority` may be answered.
    public func allows(authority: String?) -> Bool {
        guard let authority, let host = Self.hostname(ofAuthority: authority) else { return false }
        return names.contains(host)
    }

    /// The host name of an authority (`Name:8080` → `name`, `[::1]:8080` → `::1`), lowercased, without a
    /// trailing dot; nil when it is not one.
    public static func hostname(ofAuthority authority: String) -> String? {
        var text = Substring(authority.lowercased())
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]") else { return nil }
            let rest = text[text.index(after: close)...]
            guard rest.isEmpty || (rest.hasPrefix(":") && rest.dropFirst().allSatisfy(\.isNumber)) else { return nil }
            return String(text[text.index(after: text.startIndex)..<close])
        }
        if let colon = text.lastIndex(of: ":") {
            guard text[text.index(after: colon)...].allSatisfy(\.isNumber), !text[..<colon].contains(":") else { return nil }
            text = text[..<colon]
        }
        if text.hasSuffix(".") { text = text.dropLast() }
        guard !text.isEmpty, text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." || $0 == "_" }) else { return nil }
        return String(text)
    }
}
