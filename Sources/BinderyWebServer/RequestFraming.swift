import Foundation

/// What a raw HTTP/1 request head says about how its request is framed; nothing else is parsed.
struct RequestFraming {
    /// The length of the request line (method, target, version), without its line break.
    let requestLineBytes: Int
    /// The `Content-Length` (0 when absent), or nil when it is not one non-negative number.
    let contentLength: Int?
    /// Whether the body is sent in chunks (`Transfer-Encoding` other than identity).
    let isChunked: Bool
    /// Whether the request asks to switch protocols (`Upgrade`, as a WebSocket handshake does).
    let isUpgrade: Bool

    /// Reads the framing of `head`, the bytes of a complete head (its blank line included).
    init(head: [UInt8]) {
        let lines = head.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let requestLine = lines.first ?? []
        requestLineBytes = requestLine.last == UInt8(ascii: "\r") ? requestLine.count - 1 : requestLine.count
        var lengths: Set<Substring> = []
        var chunked = false
        var upgrade = false
        for line in lines.dropFirst() {
            let text = Substring(decoding: line, as: UTF8.self)
            guard let colon = text.firstIndex(of: ":") else { continue }
            let name = text[..<colon].lowercased()
            let value = text[text.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
            switch name {
            case "content-length": lengths.insert(Substring(value))
            case "transfer-encoding": chunked = chunked || value.lowercased() != "identity"
            case "upgrade": upgrade = !value.isEmpty
            default: break
            }
        }
        if lengths.isEmpty {
            contentLength = 0
        } else if lengths.count == 1, let only = lengths.first, only.allSatisfy(\.isASCII), let number = Int(only), number >= 0 {
            contentLength = number
        } else {
            contentLength = nil
        }
        isChunked = chunked
        isUpgrade = upgrade
    }
}
