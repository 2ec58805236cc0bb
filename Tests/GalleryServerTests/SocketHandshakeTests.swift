@testable import BinderyWebServer
import BinderyWeb
import Foundation
import Testing

/// The WebSocket handshake `SocketUpgrader` answers (RFC 6455 §4.2.2): its accept value, and the requests it refuses.
struct SocketHandshakeTests {
    private static func hex(_ bytes: [UInt8]) -> String { bytes.map { String(format: "%02x", $0) }.joined() }

    @Test func sha1MatchesTheStandardsVectors() {
        #expect(Self.hex(SHA1.digest([])) == "da39a3ee5e6b4b0d3255bfef95601890afd80709")
        #expect(Self.hex(SHA1.digest(Array("abc".utf8))) == "a9993e364706816aba3e25717850c26c9cd0d89d")
        // 56 bytes: the length no longer fits the first block's padding, so a second block is hashed.
        #expect(Self.hex(SHA1.digest(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)))
            == "84983e441c3bd26ebaae4aa1f95129e5e54670f1")
        #expect(Self.hex(SHA1.digest(Array(repeating: UInt8(ascii: "a"), count: 1_000_000)))
            == "34aa973cd4c4daa4f61eeb2bdbad27316534016f")
    }

    @Test func theAcceptValueIsTheRFCsExample() {
        #expect(SocketUpgrader<Int>.acceptValue(forKey: "dGhlIHNhbXBsZSBub25jZQ==") == "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=")
    }

    /// Runs a server of tap screens and sends `request` (without its final empty line) on a raw connection, with
    /// the page's origin; returns the answer's first bytes.
    private func answer(to request: (_ host: String) -> String) async throws -> String {
        let registry = ScreenRegistry()
        registry.register("/taps") { _ in MountTests.TapScreen() }
        return try await TestWebServer.run(registry: registry) { server in
            let connection = try RawConnection(port: server.port)
            try connection.send(request("127.0.0.1:\(server.port)") + "Origin: \(server.origin)\r\n\r\n")
            let bytes = await connection.readSome(within: 10) ?? []
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    private static func upgrade(_ host: String, key: String = "dGhlIHNhbXBsZSBub25jZQ==", version: String = "13") -> String {
        "GET /socket HTTP/1.1\r\nHost: \(host)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            + "Sec-WebSocket-Key: \(key)\r\nSec-WebSocket-Version: \(version)\r\n"
    }

    @Test func anUpgradeIsAnsweredWithTheKeysAcceptValue() async throws {
        let answer = try await answer { Self.upgrade($0) }
        #expect(answer.hasPrefix("HTTP/1.1 101"), "\(answer.prefix(40))")
        let lines = answer.lowercased().components(separatedBy: "\r\n")
        #expect(lines.contains("sec-websocket-accept: s3pPLMBiTxaQ9kYGzzhZRbK+xOo=".lowercased()))
        #expect(lines.contains("upgrade: websocket"))
        #expect(lines.contains("connection: upgrade"))
    }

    @Test(arguments: ["12", "13, 8"])
    func anUpgradeOfAnotherVersionIsNotSwitched(version: String) async throws {
        let answer = try await answer { Self.upgrade($0, version: version) }
        #expect(!answer.hasPrefix("HTTP/1.1 101"), "\(answer.prefix(40))")
    }

    @Test func anUpgradeWithTwoKeysIsNotSwitched() async throws {
        let answer = try await answer { Self.upgrade($0, key: "dGhlIHNhbXBsZSBub25jZQ==, c2Vjb25kIGtleSBoZXJlIQ==") }
        #expect(!answer.hasPrefix("HTTP/1.1 101"), "\(answer.prefix(40))")
    }
}
