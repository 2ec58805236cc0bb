import Foundation
import BinderyWeb
import Testing

/// A closed tab's session and screen are released once the grace period passes without its socket coming back.
struct SessionReleaseTests {
    private static let path = "/find-number"

    /// A reference that does not keep its object alive.
    private struct Weak<Object: AnyObject> {
        weak var object: Object?
    }

    @Test func aClosedTabIsReleasedAfterTheGracePeriod() async throws {
        let grace: TimeInterval = 30
        try await TestGallery.run(randomSource: LowestNumberSource(), gracePeriod: grace) { gallery in
            let token = try await gallery.openPage(Self.path)
            let (session, screen) = try Self.references(to: token, in: gallery.webApp)
            try await gallery.join(token: token, path: Self.path) { socket in
                let answer = try await socket.answer(to: ClientFrame.event("tap", on: "noSuchButton"))
                #expect(answer.code == "unknownId")
            }
            #expect(gallery.webApp.sessionCount == 1, "within the grace period the session waits for its socket")
            // The expiry the grace period's timer runs, run now as if it had passed (a loaded machine cannot slow it).
            let closedAt = Date()
            #expect(try await eventually {
                gallery.webApp.expireIdleSessions(now: closedAt.addingTimeInterval(grace + 1))
                return gallery.webApp.sessionCount == 0
            }, "released after the grace period")
            #expect(try await eventually { screen.object == nil }, "the Find Number view controller is deallocated")
            #expect(try await eventually { session.object == nil }, "the session and its UI thread are deallocated")
        }
    }

    /// Weak references to the session of `token` and the screen on show in it.
    private static func references(to token: String, in webApp: WebApp) throws -> (session: Weak<Session>, screen: Weak<ViewController>) {
        let session = try #require(webApp.session(token: token))
        let screen = try #require(session.performAndWait { session.topViewController })
        #expect(String(describing: type(of: screen)) == "FindNumberViewController")
        return (Weak(object: session), Weak(object: screen))
    }
}
