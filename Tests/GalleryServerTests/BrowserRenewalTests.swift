import BinderyWeb
import BinderyWebServer
import Foundation
import Testing

/// Session fixation: signing in gives the browser a new id, so an id known (or planted) before is worth nothing after.
struct BrowserRenewalTests {
    @Test func signingInRenewsTheBrowserIdAndTheOldOneIsForgotten() async throws {
        try await TestGallery.run { gallery in
            let page = try await TestHTTP.get(gallery.url("/login"))
            let oldID = try #require(page.browserCookieID)
            let token = try sessionToken(inPage: page.text)
            let ticket = try await gallery.join(token: token, path: "/login") { socket -> String? in
                try await socket.send(ClientFrame.change("demo@example.com", on: "idField"))
                try await socket.send(ClientFrame.change("password", on: "pwField"))
                try await socket.send(ClientFrame.event("tap", on: "loginButton"))
                while let frame = try await socket.nextFrame() {
                    if frame.type == "browser" { return frame.ticket }
                    if frame.type == "screen", frame.path == "/login/welcome" { return nil }
                }
                return nil
            }
            let sameSite = "http://127.0.0.1:\(gallery.port == 1 ? 2 : gallery.port - 1)"
            let fromAnotherPort = try await TestHTTP.post(gallery.url("/_bindery/browser"), body: try #require(ticket),
                                                          headers: ["Origin": sameSite])
            #expect(fromAnotherPort.status == 403, "a page on another port of the host is the same site, not the same origin")
            #expect(fromAnotherPort.header("Set-Cookie") == nil)
            #expect(try await TestHTTP.post(gallery.url("/_bindery/browser"), body: ticket!).status == 403, "no Origin, no cookie")
            let own = ["Origin": gallery.origin]
            let redeemed = try await TestHTTP.post(gallery.url("/_bindery/browser"), body: ticket!, headers: own)
            #expect(redeemed.status == 204, "the refused tries did not spend the ticket")
            let newID = try #require(redeemed.browserCookieID)
            #expect(newID != oldID && newID.count == 64)
            #expect(redeemed.header("Set-Cookie")?.contains("HttpOnly") == true)
            #expect(try await TestHTTP.post(gallery.url("/_bindery/browser"), body: ticket!, headers: own).status == 400, "a ticket works once")

            let withNew = try await TestHTTP.get(gallery.url("/login/welcome"), headers: ["Cookie": "bindery-browser=\(newID)"])
            #expect(withNew.text.contains("demo@example.com"), "the new id carries the signed-in account")
            let withOld = try await TestHTTP.get(gallery.url("/login/welcome"), headers: ["Cookie": "bindery-browser=\(oldID)"])
            #expect(!withOld.text.contains("demo@example.com"), "the old id is a stranger")
            #expect(withOld.browserCookieID != oldID)
        }
    }

    @Test func aForgedTicketGetsNoCookie() async throws {
        try await TestGallery.run { gallery in
            let answer = try await TestHTTP.post(gallery.url("/_bindery/browser"), body: String(repeating: "0", count: 64),
                                                 headers: ["Origin": gallery.origin])
            #expect(answer.status == 400)
            #expect(answer.header("Set-Cookie") == nil)
        }
    }

    @Test func theCookieIsSecureOnlyWhenATrustedProxySaysHTTPS() async throws {
        let registry = ScreenRegistry()
        registry.register("/hello") { _ in HelloScreen() }
        let https = ["X-Forwarded-Proto": "https"]
        try await TestWebServer.run(registry: registry, server: WebServerConfiguration(trustedProxies: ["127.0.0.1"])) { server in
            let forwarded = try await TestHTTP.get(server.url("/hello"), headers: https)
            let direct = try await TestHTTP.get(server.url("/hello"))
            #expect(forwarded.header("Set-Cookie")?.contains("Secure") == true)
            #expect(direct.header("Set-Cookie")?.contains("Secure") == false)
        }
        try await TestWebServer.run(registry: registry) { server in
            let untrusted = try await TestHTTP.get(server.url("/hello"), headers: https)
            #expect(untrusted.header("Set-Cookie")?.contains("Secure") == false, "anyone can send the header")
        }
    }
}
