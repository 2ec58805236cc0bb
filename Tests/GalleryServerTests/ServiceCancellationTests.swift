import Foundation
import Testing

/// A visitor who keeps leaving screens while their service requests are in flight: each leave cancels a request,
/// and no number of them may end the process (on Linux a plain `URLSession` traps on such a cancel).
struct ServiceCancellationTests {
    /// Sockets move between Dutch pay and `path` again and again, leaving each time while the service request is in
    /// flight; then the server still serves pages and screens. (The trap this guards against is a race: on a plain
    /// `URLSession` this sequence, run longer on a loaded machine, ended the process within seconds.)
    @Test(arguments: ["/find-number", "/quote", "/members", "/movies", "/search", "/cats"])
    func leavingAScreenWhileItsRequestIsInFlightNeverEndsTheServer(_ path: String) async throws {
        try await TestGallery.run { gallery in
            try await withThrowingTaskGroup(of: Void.self) { group in
                for _ in 0..<Self.sockets {
                    group.addTask { try await Self.leaveAgainAndAgain(path, in: gallery) }
                }
                try await group.waitForAll()
            }
            let page = try await TestHTTP.get(gallery.url(path))
            #expect(page.status == 200, "the server still answers pages")
        }
    }

    /// Sockets at once, each its own tab (and its own rate budget).
    private static let sockets = 2

    /// One tab's part: 40 round trips to `path` and back, each move sent once the last one's screen arrived (so the
    /// requests are in flight, not cancelled before they start), then one more move, whose screen must arrive.
    private static func leaveAgainAndAgain(_ path: String, in gallery: TestGallery) async throws {
        let token = try await gallery.openPage("/dutch-pay")
        try await gallery.join(token: token, path: "/dutch-pay") { socket in
            for _ in 0..<40 {
                try await socket.send(ClientFrame.navigate(to: path))
                if path == "/search" { try await socket.send(ClientFrame.change("swift", on: "searchBar")) }
                _ = try await screen(on: socket)
                try await socket.send(ClientFrame.navigate(to: "/dutch-pay"))
                _ = try await screen(on: socket)
            }
            let screen = try await nextScreen(on: socket, after: ClientFrame.navigate(to: path))
            #expect(screen.path == path, "the socket still moves between screens")
        }
    }

    /// Sends `frame` once every earlier frame's answers have been read, and returns the screen it leads to.
    private static func nextScreen(on socket: RawWebSocket, after frame: RawWebSocket.Frame) async throws -> ServerFrame {
        while let earlier = try await socket.nextFrame(within: .milliseconds(500)) {
            if earlier.type == "error" { #expect(earlier.code != "rateLimited", "the sequence stays inside the rate limit") }
        }
        try await socket.send(frame)
        return try await screen(on: socket)
    }

    /// The next screen the socket is sent, passing over patches.
    private static func screen(on socket: RawWebSocket) async throws -> ServerFrame {
        while true {
            guard let next = try await socket.nextFrame() else { throw SocketTestError.noAnswer }
            if next.type == "screen" { return next }
            if next.type == "error" { #expect(next.code != "rateLimited", "the sequence stays inside the rate limit") }
        }
    }
}
