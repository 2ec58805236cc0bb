import Testing

/// The sessions' socket: only this origin may upgrade, the first frame must be a hello naming a live session, frames are bounded.
///
/// Every refused upgrade is answered 400 Bad Request (as hummingbird-websocket answers it), so a refusal is a 400.
struct WebSocketOriginTests {
    private static let unknownSessionHello = #"{"t":"hello","v":1,"token":"no-such-session","path":"/find-number"}"#

    @Test func aForeignOriginIsRefused() async throws {
        try await TestGallery.run { gallery in
            let outcome = try await SocketExchange.run(port: gallery.port, origin: "http://evil.example", frames: [])
            #expect(outcome.status == 400)
        }
    }

    @Test func theRefusalCarriesTheSecurityHeaders() async throws {
        try await TestGallery.run { gallery in
            let connection = try RawConnection(port: gallery.port)
            try connection.send(WebSocketWire.upgradeRequest(host: "127.0.0.1:\(gallery.port)", origin: "http://evil.example"))
            let answer = await connection.readUntilClosed(within: 10) ?? ""
            #expect(answer.hasPrefix("HTTP/1.1 400"))
            #expect(answer.lowercased().contains("content-security-policy: default-src 'self'"))
            #expect(answer.lowercased().contains("x-content-type-options: nosniff"))
        }
    }

    @Test func theSameHostOnAnotherPortIsAnotherOrigin() async throws {
        try await TestGallery.run { gallery in
            let outcome = try await SocketExchange.run(port: gallery.port, origin: "http://127.0.0.1:1", frames: [])
            #expect(outcome.status == 400)
        }
    }

    @Test func aMissingOriginIsRefused() async throws {
        try await TestGallery.run { gallery in
            let outcome = try await SocketExchange.run(port: gallery.port, origin: nil, frames: [])
            #expect(outcome.status == 400)
        }
    }

    @Test func theSameOriginUpgradesAndAnUnknownSessionIsClosedAsAPolicyViolation() async throws {
        try await TestGallery.run { gallery in
            let outcome = try await SocketExchange.run(port: gallery.port, origin: gallery.origin, frames: [.text(Self.unknownSessionHello)])
            #expect(outcome.status == 101)
            #expect(outcome.texts.compactMap { ServerFrame($0)?.code } == ["badToken"])
            #expect(outcome.closeCode == 1008)
        }
    }

    @Test func aBinaryFirstFrameIsNotAHello() async throws {
        try await TestGallery.run { gallery in
            let outcome = try await SocketExchange.run(port: gallery.port, origin: gallery.origin, frames: [.binary([1, 2, 3])])
            #expect(outcome.closeCode == 1008)
        }
    }

    @Test func aFirstFrameOverTheLimitClosesTheSocketAsTooBigForThereIsNoSessionToAnswerIn() async throws {
        try await TestGallery.run { gallery in
            let oversized = String(repeating: "x", count: 64 * 1024 + 1)
            let outcome = try await SocketExchange.run(port: gallery.port, origin: gallery.origin, frames: [.text(oversized)])
            #expect(outcome.closeCode == 1009)
        }
    }
}
