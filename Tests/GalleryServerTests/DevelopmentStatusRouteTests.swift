import BinderyWeb
import BinderyWebServer
import Foundation
import Testing

/// The live edit loop's build state, served to the pages of a loop's server only.
struct DevelopmentStatusRouteTests {
    @Test func theLoopsServerServesTheScriptsStatusUncached() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bindery-dev-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let loop = DevelopmentLoop(directory: folder)
        let path = "/" + WireProtocol.Path.developmentStatus.rawValue
        try await TestWebServer.run(registry: OperationsTests.registry(), web: WebConfiguration(development: loop)) { server in
            let running = try await TestHTTP.get(server.url(path))
            #expect(running.status == 200)
            #expect(running.body == DevelopmentLoop.runningStatus, "no state written yet: the server runs")
            #expect(running.header("Content-Type") == "application/json; charset=utf-8")
            #expect(running.header("Cache-Control") == "no-store")

            let building = Data(#"{"state":"building","title":"Rebuilding counter…","details":""}"#.utf8)
            try building.write(to: loop.statusFile)
            #expect(try await TestHTTP.get(server.url(path)).body == building, "each request reads the file as it is now")
        }
    }

    @Test func aProductionServerServesNoStatus() async throws {
        try await TestWebServer.run(registry: OperationsTests.registry(), web: WebConfiguration(development: nil)) { server in
            let answer = try await TestHTTP.get(server.url("/" + WireProtocol.Path.developmentStatus.rawValue))
            #expect(answer.status == 404)
        }
    }
}
