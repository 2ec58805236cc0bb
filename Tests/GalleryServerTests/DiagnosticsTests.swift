import Testing

/// The benchmark endpoints: absent by default; with `diagnostics`, live counts and a bare echo socket.
struct DiagnosticsTests {
    @Test func withoutDiagnosticsThereIsNoStatsAndNoEcho() async throws {
        try await TestGallery.run { gallery in
            #expect(try await TestHTTP.get(gallery.url("/_bindery/stats")).status == 404)
            try await RawWebSocket.connect(port: gallery.port, origin: gallery.origin, path: "/socket/echo") { socket in
                #expect(socket.status == 400)
            }
        }
    }

    @Test func statsCountTheLiveSessionsAndViewControllers() async throws {
        try await TestGallery.run(diagnostics: true) { gallery in
            let before = try await TestHTTP.get(gallery.url("/_bindery/stats"))
            #expect(before.status == 200)
            #expect(before.header("Content-Type") == "application/json")
            let sessionsBefore = gallery.webApp.sessionCount
            _ = try await gallery.openPage("/find-number")
            let after = try await TestHTTP.get(gallery.url("/_bindery/stats"))
            #expect(after.text.contains("\"sessions\":\(sessionsBefore + 1)"))
            #expect(after.text.contains("\"viewControllers\":"))
            #expect(!after.text.contains("\"heapInUse\":0"), "glibc reports the heap in use")
        }
    }

    /// A proxy on the same machine forwards the whole world: its clients get neither the counts nor the echo.
    @Test(arguments: [["X-Forwarded-For": "203.0.113.9"], ["X-Real-IP": "203.0.113.9"], ["Forwarded": "for=203.0.113.9"],
                      ["Via": "1.1 nginx"]])
    func forwardedClientsGetNeitherTheStatsNorTheEcho(_ forwarded: [String: String]) async throws {
        try await TestGallery.run(diagnostics: true) { gallery in
            #expect(try await TestHTTP.get(gallery.url("/_bindery/stats"), headers: forwarded).status == 404)
            let status = try await RawWebSocket.connect(port: gallery.port, origin: gallery.origin, path: "/socket/echo",
                                                        headers: forwarded) { $0.status }
            #expect(status == 400)
        }
    }

    @Test func theEchoSocketSendsEveryTextFrameBack() async throws {
        try await TestGallery.run(diagnostics: true) { gallery in
            try await RawWebSocket.connect(port: gallery.port, origin: gallery.origin, path: "/socket/echo") { socket in
                #expect(socket.status == 101)
                for text in ["ping", "{\"t\":\"event\"}", String(repeating: "가", count: 1_000)] {
                    try await socket.send(.text(text))
                    #expect(await socket.next() == .text(text))
                }
            }
        }
    }
}
