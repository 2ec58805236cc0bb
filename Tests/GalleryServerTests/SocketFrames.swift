/// What the tests read from a session's socket.
extension RawWebSocket {
    /// The next server frame, or nil when nothing came within `timeout`; throws when the socket closed or sent something unreadable.
    func nextFrame(within timeout: Duration = .seconds(10)) async throws -> ServerFrame? {
        guard let received = await next(within: timeout) else { return nil }
        guard case .text(let text) = received else { throw SocketTestError.notAFrame(received) }
        guard let frame = ServerFrame(text) else { throw SocketTestError.unreadable(text) }
        return frame
    }

    /// Sends `frame` and returns the server's next frame; throws when none came within `timeout`.
    func answer(to frame: Frame, within timeout: Duration = .seconds(10)) async throws -> ServerFrame {
        try await send(frame)
        guard let answer = try await nextFrame(within: timeout) else { throw SocketTestError.noAnswer }
        return answer
    }
}

/// Why a socket conversation did not go as a test expected.
enum SocketTestError: Error {
    /// The server closed or the connection ended where a frame was expected.
    case notAFrame(RawWebSocket.Received)
    /// A text frame that is not a JSON object with a `t`.
    case unreadable(String)
    /// Nothing arrived in time.
    case noAnswer
    /// The page carries no session token.
    case noSessionToken
}
