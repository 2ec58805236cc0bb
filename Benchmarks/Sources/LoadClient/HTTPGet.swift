import NIOCore
import NIOHTTP1
import NIOPosix

/// One HTTP/1.1 `GET` on a connection of its own (`Connection: close`, so the server closes it and keeps the
/// TIME_WAIT), optionally bound to a source address: a page load as a new browser makes it, or a stats read.
enum HTTPGet {
    /// The answer: status, headers and the body as text.
    struct Answer: Sendable {
        let status: Int
        let headers: HTTPHeaders
        let body: String
    }

    /// Fetches `path` from `host:port`, from `source` when given.
    static func fetch(host: String, port: Int, path: String, from source: SocketAddress? = nil) async throws -> Answer {
        var bootstrap = ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton).connectTimeout(.seconds(30))
        if let source { bootstrap = bootstrap.bind(to: source) }
        let channel = try await bootstrap.connect(host: host, port: port) { channel in
            channel.eventLoop.makeCompletedFuture {
                try channel.pipeline.syncOperations.addHTTPClientHandlers()
                return try NIOAsyncChannel<HTTPClientResponsePart, HTTPClientRequestPart>(wrappingChannelSynchronously: channel)
            }
        }
        return try await channel.executeThenClose { inbound, outbound in
            var headers = HTTPHeaders()
            headers.add(name: "Host", value: "\(host):\(port)")
            headers.add(name: "Connection", value: "close")
            try await outbound.write(.head(HTTPRequestHead(version: .http1_1, method: .GET, uri: path, headers: headers)))
            try await outbound.write(.end(nil))
            var head: HTTPResponseHead?
            var body = ByteBuffer()
            for try await part in inbound {
                switch part {
                case .head(let received): head = received
                case .body(var chunk): body.writeBuffer(&chunk)
                case .end:
                    guard let head else { break }
                    return Answer(status: Int(head.status.code), headers: head.headers, body: String(buffer: body))
                }
            }
            throw LoadError("GET \(path): the connection ended before the answer did")
        }
    }
}
