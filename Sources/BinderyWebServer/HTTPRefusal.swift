import NIOCore

/// An answer the connection guard gives on its own, before any route runs, always closing the connection.
enum HTTPRefusal {
    /// 400: the request cannot be framed (a bad `Content-Length`).
    case badRequest
    /// 408: the request was not finished in time.
    case timeout
    /// 411: a chunked body, which no page of this server sends.
    case lengthRequired
    /// 413: the body is over the limit.
    case contentTooLarge
    /// 414: the request line is over the limit.
    case uriTooLong
    /// 431: the request head is over the limit.
    case headerTooLarge
    /// 503: a socket upgrade while the server drains before it stops (a load balancer retries another instance).
    case draining

    /// The status line's code and reason.
    var status: (code: Int, reason: String) {
        switch self {
        case .badRequest: (400, "Bad Request")
        case .timeout: (408, "Request Timeout")
        case .lengthRequired: (411, "Length Required")
        case .contentTooLarge: (413, "Content Too Large")
        case .uriTooLong: (414, "URI Too Long")
        case .headerTooLarge: (431, "Request Header Fields Too Large")
        case .draining: (503, "Service Unavailable")
        }
    }

    /// The whole response: a short plain-text explanation with the same security headers as every page.
    func response(allocator: ByteBufferAllocator) -> ByteBuffer {
        let body = "\(status.code) \(status.reason)\n"
        var head = "HTTP/1.1 \(status.code) \(status.reason)\r\n"
        head += "Content-Type: text/plain; charset=utf-8\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n"
        if self == .draining { head += "Retry-After: \(OperationsRoutes.retryAfterSeconds)\r\n" }
        for (name, value) in SecurityHeaders.fields { head += "\(name): \(value)\r\n" }
        return allocator.buffer(string: head + "\r\n" + body)
    }
}
