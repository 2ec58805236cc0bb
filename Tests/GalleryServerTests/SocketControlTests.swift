import BinderyWeb
import BinderyWebServer
import Testing

/// What the server's socket does besides carrying frames: pings, the close handshake, and a page that half-closes.
/// `WebServer` serves its sockets on their event loops (`SocketChannelHandler`), so these are its own behaviour.
struct SocketControlTests {
    /// Runs a server of tap screens whose sockets are pinged every `pingInterval`, with one page open and its socket
    /// attached; `body` gets the server, the session's token and the socket.
    private func withAttachedSocket(
        pingInterval: Duration = .seconds(30),
        _ body: (TestWebServer, String, RawWebSocket) async throws -> Void
    ) async throws {
        let registry = ScreenRegistry()
        registry.register("/taps") { _ in MountTests.TapScreen() }
        try await TestWebServer.run(registry: registry, server: WebServerConfiguration(pingInterval: pingInterval)) { server in
            let token = try await server.openPage("/taps")
            try await RawWebSocket.connect(port: server.port, origin: server.origin) { socket in
                #expect(try await socket.answer(to: ClientFrame.hello(token: token, path: "/taps")).type == "welcome")
                #expect(try await socket.nextFrame()?.type == "screen")
                try await body(server, token, socket)
            }
        }
    }

    @Test func aPingIsAnsweredWithAPongCarryingItsData() async throws {
        try await withAttachedSocket { _, _, socket in
            try await socket.send(.ping([1, 2, 3]))
            #expect(await socket.next(controlFrames: true) == .pong([1, 2, 3]))
            #expect(try await socket.answer(to: ClientFrame.event("tap", on: "tapButton")).patches == ["text tapsLabel 1"])
        }
    }

    /// Live, whatever the machine's load: the server pings, then, unanswered, closes as going away. (The timing itself
    /// is `SocketPingTests`', on virtual time.)
    @Test func aPageThatAnswersNoPingIsClosedAsGoneAndItsSessionWaits() async throws {
        let registry = ScreenRegistry()
        registry.register("/taps") { _ in MountTests.TapScreen() }
        try await TestWebServer.run(registry: registry, server: WebServerConfiguration(pingInterval: .milliseconds(200))) { server in
            let token = try await server.openPage("/taps")
            try await RawWebSocket.connect(port: server.port, origin: server.origin) { socket in
                // A test slowed by a busy machine may itself be the silent page before its hello: either way it is closed.
                try? await socket.send(ClientFrame.hello(token: token, path: "/taps"))
                var received: [RawWebSocket.Received] = []
                while let next = await socket.next(controlFrames: true), next != .ended { received.append(next) }
                #expect(received.contains(.ping([])), "pinged first")
                #expect(received.last == .close(code: 1001))
                let detached = try await eventually { server.webApp.connectedSessionCount == 0 }
                #expect(detached)
                #expect(server.webApp.session(token: token) != nil, "the session waits for the page's next socket")
            }
        }
    }

    @Test func aCloseFromThePageIsAnsweredWithItsCodeAndDetachesTheSession() async throws {
        try await withAttachedSocket { server, token, socket in
            try await socket.send(.close(1000))
            #expect(await socket.next() == .close(code: 1000))
            #expect(await socket.next() == .ended)
            let detached = try await eventually { server.webApp.connectedSessionCount == 0 }
            #expect(detached)
            #expect(server.webApp.session(token: token) != nil)
        }
    }

    @Test func framesAfterAPagesCloseAreNotRead() async throws {
        try await withAttachedSocket { server, _, socket in
            try await socket.send(.close(1001))
            try? await socket.send(ClientFrame.event("tap", on: "tapButton"))
            #expect(await socket.next() == .close(code: 1001))
            #expect(await socket.next() == .ended)
            let label = server.webApp.sessionSnapshots().first?.eventsHandled
            #expect(label == 0, "the tap after the close was not handled")
        }
    }

    @Test func aMessageInFragmentsIsReadWhole() async throws {
        try await withAttachedSocket { _, _, socket in
            guard case .text(let text) = ClientFrame.event("tap", on: "tapButton") else {
                Issue.record("a tap is a text frame")
                return
            }
            let middle = text.index(text.startIndex, offsetBy: text.count / 2)
            try await socket.send(.fragmentedText([String(text[..<middle]), String(text[middle...])]))
            #expect(try await socket.nextFrame()?.patches == ["text tapsLabel 1"])
        }
    }

    @Test func aControlFrameTooLongClosesTheSocketAsAProtocolError() async throws {
        try await withAttachedSocket { server, token, socket in
            try await socket.send(.ping(Array(repeating: 0, count: 126)))  // a control frame carries 125 bytes at most
            #expect(await socket.next() == .close(code: 1002))
            #expect(await socket.next() == .ended)
            let detached = try await eventually { server.webApp.connectedSessionCount == 0 }
            #expect(detached)
            #expect(server.webApp.session(token: token) != nil, "the page resumes its session on a new socket")
        }
    }

    @Test func fragmentsPastTheChannelsCapCloseTheSocketAsTooBig() async throws {
        try await withAttachedSocket { server, token, socket in
            let part = String(repeating: "x", count: 64 * 1024)
            try await socket.send(.fragmentedText(Array(repeating: part, count: 5)))  // 320 KiB: past the 256 KiB cap
            #expect(await socket.next() == .close(code: 1009))
            try await socket.send(.close(1009))  // the answer that ends the handshake at once
            let detached = try await eventually { server.webApp.connectedSessionCount == 0 }
            #expect(detached)
            #expect(server.webApp.session(token: token) != nil, "the page resumes its session on a new socket")
        }
    }

    @Test func aPageThatHalfClosesIsClosedAndDetached() async throws {
        let registry = ScreenRegistry()
        registry.register("/taps") { _ in MountTests.TapScreen() }
        try await TestWebServer.run(registry: registry) { server in
            let token = try await server.openPage("/taps")
            let connection = try RawConnection(port: server.port)
            try connection.sendUpgrade(port: server.port, origin: server.origin)
            try connection.send(ClientFrame.hello(token: token, path: "/taps"))
            let attached = try await eventually { server.webApp.connectedSessionCount == 1 }
            #expect(attached)
            connection.shutdownWrite()
            #expect(await connection.readUntilClosed(within: 10) != nil, "the server closed the connection")
            let detached = try await eventually { server.webApp.connectedSessionCount == 0 }
            #expect(detached)
        }
    }

    @Test func anUpgradeAfterARequestOnTheSameConnectionIsSentToANewOne() async throws {
        let registry = ScreenRegistry()
        registry.register("/taps") { _ in MountTests.TapScreen() }
        try await TestWebServer.run(registry: registry) { server in
            let connection = try RawConnection(port: server.port)
            try connection.send("GET /taps HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n")
            try connection.sendUpgrade(port: server.port, origin: server.origin)
            let answers = try #require(await connection.readUntilClosed(within: 10))
            #expect(answers.hasPrefix("HTTP/1.1 200"))
            #expect(answers.contains("HTTP/1.1 307"), "only a connection's first request can upgrade")
            #expect(answers.lowercased().contains("location: /socket"))
        }
    }
}
