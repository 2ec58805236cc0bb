import BinderyWeb
import BinderyWebServer
import Foundation
import Testing

/// The server answers only for its own host names: a page on a foreign domain that resolves to this address (DNS
/// rebinding) gets neither pages nor sockets.
struct HostAllowlistTests {
    @Test func hostNamesAreReadFromAuthorities() {
        #expect(HostAllowlist.hostname(ofAuthority: "LocalHost:8080") == "localhost")
        #expect(HostAllowlist.hostname(ofAuthority: "[::1]:8080") == "::1")
        #expect(HostAllowlist.hostname(ofAuthority: "gallery.example.") == "gallery.example")
        #expect(HostAllowlist.hostname(ofAuthority: "127.0.0.1") == "127.0.0.1")
        #expect(HostAllowlist.hostname(ofAuthority: "evil.example:80x") == nil)
        #expect(HostAllowlist.hostname(ofAuthority: "a b") == nil)
        #expect(HostAllowlist.hostname(ofAuthority: "") == nil)
    }

    @Test func theLoopbackNamesAndConfiguredNamesAreAllowed() {
        let allowlist = HostAllowlist(extraNames: ["192.0.2.7", "Gallery.Example"])
        for authority in ["localhost:8080", "127.0.0.1:1", "[::1]:8080", "192.0.2.7:8080", "gallery.example"] {
            #expect(allowlist.allows(authority: authority), "\(authority)")
        }
        for authority in ["evil.example:8080", "127.0.0.2", "192.0.2.8", "", "gallery.example.evil"] {
            #expect(!allowlist.allows(authority: authority), "\(authority)")
        }
        #expect(!allowlist.allows(authority: nil))
        #expect(HostAllowlist(extraNames: ["0.0.0.0", "::"]).names == HostAllowlist.loopback, "a wildcard names no host")
    }

    @Test func aPageForAForeignHostIsRefusedWith421AndOpensNoSession() async throws {
        try await TestGallery.run { gallery in
            let connection = try RawConnection(port: gallery.port)
            try connection.send("GET /bank HTTP/1.1\r\nHost: rebound.example:\(gallery.port)\r\nConnection: close\r\n\r\n")
            let answer = try #require(await connection.readUntilClosed(within: 10))
            #expect(answer.hasPrefix("HTTP/1.1 421"))
            #expect(answer.contains("Content-Security-Policy:") || answer.contains("content-security-policy:"))
            #expect(gallery.webApp.sessionCount == 0)
            let ownPage = try await TestHTTP.get(gallery.url("/bank"))
            #expect(ownPage.status == 200, "the server's own name still works")
        }
    }

    @Test func aSocketForAForeignHostIsNotUpgradedEvenFromItsOwnOrigin() async throws {
        try await TestGallery.run { gallery in
            let connection = try RawConnection(port: gallery.port)
            var request = "GET /socket HTTP/1.1\r\nHost: rebound.example:\(gallery.port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            request += "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
            request += "Origin: http://rebound.example:\(gallery.port)\r\n\r\n"
            try connection.send(request)
            let answer = try #require(await connection.readUntilClosed(within: 10))
            #expect(answer.hasPrefix("HTTP/1.1 400"), "\(answer.prefix(40))")
        }
    }

    @Test func aConfiguredNameIsAnswered() async throws {
        let registry = ScreenRegistry()
        registry.register("/hello") { _ in HelloScreen() }
        try await TestWebServer.run(registry: registry, server: WebServerConfiguration(allowedHosts: ["gallery.example"])) { server in
            let connection = try RawConnection(port: server.port)
            try connection.send("GET /hello HTTP/1.1\r\nHost: gallery.example\r\nConnection: close\r\n\r\n")
            let answer = try #require(await connection.readUntilClosed(within: 10))
            #expect(answer.hasPrefix("HTTP/1.1 200"))
        }
    }
}

/// The smallest screen: one label.
final class HelloScreen: ViewController {
    override var title: String { "Hello" }
    override func loadView() { add(Label(id: "helloLabel", text: "Hello")) }
}
