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

    /// Fetches `path` from `host:port`, from `source` when given. A failure once connected names the connection's
    /// local address and how long after connecting it came, so it can be found in a capture.
    static func fetch(host: String, port: Int, path: String, from source: SocketAddress? = nil) async throws -> Answer {
        var bootstrap = ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton).connectTimeout(.seconds(30))
        if let source { bootstrap = bootstrap.bind(to: source) }
        let channel = try await bootstrap.connect(host: host, port: port) { channel in
            channel.eventLoop.makeCompletedFuture {
                try channel.pipeline.syncOperations.addHTTPClientHandlers()
                return try NIOAsyncChannel<HTTPClientResponsePart, HTTPClientRequestPart>(wrappingChannelSynchronously: channel)
            }
        }
        let (local, connected) = (channel.channel.localAddress, ContinuousClock.now)
        do {
            return try await exchange(on: channel, host: host, port: port, path: path)
        } catch {
            let from = local.map { "\($0)" } ?? "an unknown address"
            throw LoadError("\(error) (the connection from \(from), \(ContinuousClock.now - connected) after it was established)")
        }
    }

    private static func exchange(on channel: NIOAsyncChannel<HTTPClientResponsePart, HTTPClientRequestPart>,
                                 host: String, port: Int, path: String) async throws -> Answer {
        try await channel.executeThenClose { inbound, outbound in
            var headers = HTTPHeaders()
            headers.add(name: "Host", value: "\(host):\(port)")
            headers.add(name: "Connection", value: "close")
            // One write: the head alone is the whole request on the wire, so the server may answer and close before a
            // second write of `.end` reached the channel, which by then is closed ("I/O on closed channel").
            try await outbound.write(contentsOf: [.head(HTTPRequestHead(version: .http1_1, method: .GET, uri: path, headers: headers)),
                                                  .end(nil)])
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
