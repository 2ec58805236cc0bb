import Testing

/// Opening a page's session and joining it with a socket, as the browser does.
extension TestGallery {
    /// GETs `path` and returns the session token the page carries in `<meta name="bindery-session" content="...">`.
    func openPage(_ path: String) async throws -> String {
        try sessionToken(inPage: try await TestHTTP.get(url(path)).text)
    }

    /// Opens a socket with the page's origin, says hello with `token` for `path`, expects the welcome and the screen, then runs `body`.
    func join<Result: Sendable>(token: String, path: String, _ body: (RawWebSocket) async throws -> Result) async throws -> Result {
        try await RawWebSocket.connect(port: port, origin: origin) { socket in
            try #require(socket.status == 101)
            let welcome = try await socket.answer(to: ClientFrame.hello(token: token, path: path))
            #expect(welcome.type == "welcome")
            #expect(welcome.version == 1)
            let screen = try #require(try await socket.nextFrame())
            #expect(screen.type == "screen")
            #expect(screen.path == path)
            return try await body(socket)
        }
    }
}
