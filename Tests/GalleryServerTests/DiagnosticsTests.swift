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
