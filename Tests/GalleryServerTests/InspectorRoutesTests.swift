import BinderyWeb
@testable import BinderyWebServer
import Foundation
import HTTPTypes
import Synchronization
import Testing

/// The session inspector: only with diagnostics, only to loopback clients that no proxy forwarded; its list, a
/// session's live timeline, and a journal recorded on demand and downloaded.
struct InspectorRoutesTests {
    private static let diagnostics = WebServerConfiguration(diagnostics: true)

    @Test func withoutDiagnosticsThereIsNoInspector() async throws {
        try await TestWebServer.run(registry: OperationsTests.registry()) { server in
            let token = try await server.openPage("/taps")
            let name = String(token.prefix(8))
            for path in ["/_bindery/inspector", "/_bindery/inspector/\(name)", "/_bindery/inspector/\(name).jsonl",
                         "/_bindery/inspector/bindery.js"] {
                #expect(try await TestHTTP.get(server.url(path)).status == 404, "\(path)")
            }
            try await RawWebSocket.connect(port: server.port, origin: server.origin, path: "/_bindery/inspector/socket") { socket in
                #expect(socket.status == 400)
            }
        }
    }

    @Test func aForwardedRequestGetsA404() async throws {
        try await TestWebServer.run(registry: OperationsTests.registry(), server: Self.diagnostics) { server in
            let list = try await TestHTTP.get(server.url("/_bindery/inspector"))
            #expect(list.status == 200)
            #expect(list.text.contains("id=\"sessionsTable\"") || list.text.contains("id=\"noSessionsLabel\""))
            for headers in [["X-Forwarded-For": "203.0.113.9"], ["Forwarded": "for=203.0.113.9"]] {
                for path in ["/_bindery/inspector", "/_bindery/inspector/abcdabcd", "/_bindery/inspector/abcdabcd.jsonl"] {
                    #expect(try await TestHTTP.get(server.url(path), headers: headers).status == 404, "\(path) \(headers)")
                }
            }
        }
    }

    @Test func onlyALoopbackAddressWithoutForwardingIsLocal() {
        for address in ["127.0.0.1", "127.1.2.3", "::1", "::ffff:127.0.0.1"] {
            #expect(LoopbackClient.isLocal(address: address, headers: [:]), "\(address)")
            #expect(!LoopbackClient.isLocal(address: address, headers: [.forwardedFor: "10.0.0.1"]), "\(address)")
        }
        for address in ["10.0.0.5", "192.168.1.20", "203.0.113.9", "2001:db8::1", "::ffff:10.0.0.5"] {
            #expect(!LoopbackClient.isLocal(address: address, headers: [:]), "\(address)")
        }
        #expect(!LoopbackClient.isLocal(address: nil, headers: [:]))
    }

    @Test func listsTheAppsSessionsButNotItsOwn() async throws {
        try await TestWebServer.run(registry: OperationsTests.registry(), server: Self.diagnostics) { server in
            let token = try await server.openPage("/taps")
            let inspectorPage = try await TestHTTP.get(server.url("/_bindery/inspector"))
            let inspectorToken = try sessionToken(inPage: inspectorPage.text)
            #expect(inspectorPage.text.contains(#"content="/_bindery/inspector""#), "the inspector's page is served under its path")

            let sessions = server.webApp.sessionSnapshots()
            #expect(sessions.map(\.name) == [String(token.prefix(8))])
            #expect(sessions.first?.path == "/taps")
            #expect(sessions.first?.app == "/taps")
            #expect(!sessions.contains { inspectorToken.hasPrefix($0.name) })
            #expect(server.webApp.session(token: inspectorToken) == nil)
        }
    }

    @Test func theTimelineShowsEachEventAndARecordingDownloads() async throws {
        try await TestWebServer.run(registry: OperationsTests.registry(), server: Self.diagnostics) { server in
            let token = try await server.openPage("/taps")
            let name = String(token.prefix(8))
            let steps = Mutex<[SessionTimelineEntry]>([])
            let watching = server.webApp.timeline(ofSession: name).sink { entry in steps.withLock { $0.append(entry) } }
            defer { watching.cancel() }

            try await RawWebSocket.connect(port: server.port, origin: server.origin) { socket in
                try await socket.send(ClientFrame.hello(token: token, path: "/taps"))
                _ = try await socket.nextFrame()  // welcome
                _ = try await socket.nextFrame()  // screen
                _ = try await socket.answer(to: ClientFrame.event("tap", on: "tapButton"))
                #expect(try await eventually { steps.withLock { $0.contains { if case .page = $0.cause { true } else { false } } } })
                let tap = steps.withLock { $0.first { if case .page = $0.cause { true } else { false } } }
                #expect(tap?.cause == .page(.object(["t": .string("event"), "id": .string("tapButton"), "name": .string("tap")])))
                #expect(tap?.outputs.first?["p"] == .array([.object(["op": .string("text"), "id": .string("tapsLabel"), "value": .string("1")])]))
                #expect(tap?.nanoseconds != nil)
                #expect(steps.withLock { $0.first?.cause } == .attach)

                #expect(try await TestHTTP.get(server.url("/_bindery/inspector/\(name).jsonl")).status == 404, "nothing recorded yet")
                #expect(server.webApp.startRecording(session: name))
                #expect(!server.webApp.startRecording(session: name), "one recording at a time")
                #expect(server.webApp.sessionSnapshots().first?.isRecording == true)
                _ = try await socket.answer(to: ClientFrame.event("tap", on: "tapButton"))
                #expect(try await eventually { server.webApp.journal(ofSession: name)?.outputs.count ?? 0 >= 3 })
                #expect(server.webApp.stopRecording(session: name))
                _ = try await socket.answer(to: ClientFrame.event("tap", on: "tapButton"))
                #expect(server.webApp.sessionSnapshots().first?.eventsHandled == 3)
            }

            let download = try await TestHTTP.get(server.url("/_bindery/inspector/\(name).jsonl"))
            #expect(download.status == 200)
            #expect(download.header("Content-Type") == "application/x-ndjson; charset=utf-8")
            #expect(download.header("Content-Disposition") == "attachment; filename=\"taps-\(name).jsonl\"")
            let journal = try Journal(jsonLines: download.text)
            #expect(journal.header.path == "/taps")
            let kinds = journal.entries.map { entry -> String in
                switch entry.event {
                case .attach: "attach"
                case .input(let message): "in \(message["id"]?.stringValue ?? "")"
                case .output(let message): "out \(message["t"]?.stringValue ?? "")"
                default: "other"
                }
            }
            #expect(kinds == ["attach", "out welcome", "out screen", "in tapButton", "out patch"],
                    "the screen it started on, then the one tap recorded, not the one after the stop")
        }
    }
}
