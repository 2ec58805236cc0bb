import Foundation
import Testing

/// Error answers carry the same security headers as pages, and `HEAD` works wherever `GET` does.
struct ErrorAnswerTests {
    private func answer(_ request: String, port: Int) async throws -> String {
        let connection = try RawConnection(port: port)
        try connection.send(request)
        return try #require(await connection.readUntilClosed(within: 10))
    }

    @Test func errorAnswersCarryTheSecurityHeaders() async throws {
        try await TestGallery.run { gallery in
            let host = "Host: 127.0.0.1:\(gallery.port)\r\nConnection: close\r\n\r\n"
            for request in ["POST /bank HTTP/1.1\r\nContent-Length: 0\r\n", "GET /no-such-page HTTP/1.1\r\n",
                            "GET /api/v1.0/random?min=x HTTP/1.1\r\n", "DELETE /bindery.js HTTP/1.1\r\n"] {
                let answer = try await answer(request + host, port: gallery.port)
                let head = answer.components(separatedBy: "\r\n\r\n").first?.lowercased() ?? ""
                #expect(!head.hasPrefix("http/1.1 200"), "\(request)")
                #expect(head.contains("content-security-policy: default-src 'self'"), "\(request): \(head)")
                #expect(head.contains("x-content-type-options: nosniff"), "\(request)")
            }
        }
    }

    @Test func headIsAnsweredLikeGetWithoutABody() async throws {
        try await TestGallery.run { gallery in
            for path in ["/", "/bindery.js", "/bindery.css", "/find-number", "/api/v1.0/random?min=1&max=3&count=1"] {
                let answer = try await answer("HEAD \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(gallery.port)\r\nConnection: close\r\n\r\n",
                                              port: gallery.port)
                let parts = answer.components(separatedBy: "\r\n\r\n")
                #expect(parts.first?.hasPrefix("HTTP/1.1 200") == true, "\(path): \(parts.first ?? "")")
                #expect(parts.dropFirst().joined().isEmpty, "\(path): no body")
            }
        }
    }

    @Test func aPathStartingWithTwoSlashesIsAPathHereNotAnotherHost() async throws {
        try await TestGallery.run { gallery in
            let request = "GET //evil.example/find-number HTTP/1.1\r\nHost: 127.0.0.1:\(gallery.port)\r\nConnection: close\r\n\r\n"
            let answer = try await answer(request, port: gallery.port)
            #expect(answer.hasPrefix("HTTP/1.1 404"), "\(answer.prefix(40))")
            #expect(gallery.webApp.sessionCount == 0, "no screen was built for it")
        }
    }
}
