import Hummingbird
import HummingbirdTesting
import Testing

/// The sessions' socket: only this origin may upgrade, the first frame must be a hello naming a live session, frames are bounded.
///
/// hummingbird-websocket answers every refused upgrade with 400 Bad Request (not configurable), so a refusal is a 400.
struct WebSocketOriginTests {
    private static let unknownSessionHello = #"{"type":"hello","version":1,"token":"no-such-session"}"#

    @Test func aForeignOriginIsRefused() async throws {
        try await TestGallery.makeApplication().test(.live) { client in
            let outcome = try await RawWebSocket.exchange(port: client.port!, origin: "http://evil.example", frames: [])
            #expect(outcome.status == 400)
        }
    }

    @Test func theSameHostOnAnotherPortIsAnotherOrigin() async throws {
        try await TestGallery.makeApplication().test(.live) { client in
            let outcome = try await RawWebSocket.exchange(port: client.port!, origin: "http://localhost:1", frames: [])
            #expect(outcome.status == 400)
        }
    }

    @Test func aMissingOriginIsRefused() async throws {
        try await TestGallery.makeApplication().test(.live) { client in
            let outcome = try await RawWebSocket.exchange(port: client.port!, origin: nil, frames: [])
            #expect(outcome.status == 400)
        }
    }

    @Test func theSameOriginUpgradesAndAnUnknownSessionIsClosedAsAPolicyViolation() async throws {
        try await TestGallery.makeApplication().test(.live) { client in
            let port = client.port!
            let outcome = try await RawWebSocket.exchange(port: port, origin: "http://localhost:\(port)", frames: [.text(Self.unknownSessionHello)])
            #expect(outcome.status == 101)
            #expect(outcome.closeCode == 1008)
        }
    }

    @Test func aBinaryFirstFrameIsNotAHello() async throws {
        try await TestGallery.makeApplication().test(.live) { client in
            let port = client.port!
            let outcome = try await RawWebSocket.exchange(port: port, origin: "http://localhost:\(port)", frames: [.binary([1, 2, 3])])
            #expect(outcome.closeCode == 1008)
        }
    }

    @Test func aFrameOverTheLimitClosesTheSocketAsTooBig() async throws {
        try await TestGallery.makeApplication().test(.live) { client in
            let port = client.port!
            let oversized = String(repeating: "x", count: 64 * 1024 + 1)
            let outcome = try await RawWebSocket.exchange(port: port, origin: "http://localhost:\(port)", frames: [.text(oversized)])
            #expect(outcome.closeCode == 1009)
        }
    }
}
