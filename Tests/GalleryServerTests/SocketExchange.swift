/// A whole conversation on one socket: the frames sent right after the handshake and everything the server answered until it closed.
struct SocketExchange: Equatable {
    /// The handshake's HTTP status.
    var status: Int
    /// The text frames the server sent.
    var texts: [String] = []
    /// The server's close code, if it closed with one.
    var closeCode: UInt16?

    /// Upgrades `/socket` on `port` with `origin`, sends `frames`, and reads until the server closes (waiting at most `timeout` for each frame).
    static func run(port: Int, origin: String?, frames: [RawWebSocket.Frame], timeout: Duration = .seconds(10)) async throws -> SocketExchange {
        try await RawWebSocket.connect(port: port, origin: origin) { socket in
            var exchange = SocketExchange(status: socket.status)
            guard socket.status == 101 else { return exchange }
            for frame in frames { try await socket.send(frame) }
            while let received = await socket.next(within: timeout) {
                switch received {
                case .text(let text): exchange.texts.append(text)
                case .close(let code):
                    exchange.closeCode = code
                    return exchange
                case .handshake, .ended: return exchange
                case .ping, .pong: continue
                }
            }
            return exchange
        }
    }
}
