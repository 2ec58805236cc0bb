import BinderyWeb
import BinderyWebServer
import FindNumber
import Foundation
@testable import Gallery
import StandIns

/// The gallery as the tests run it: the real server on 127.0.0.1 and a free port, a fresh temporary data directory, its own stand-ins.
struct TestGallery: Sendable {
    /// The port the server got.
    let port: Int
    /// The server's web layer, to look at its sessions.
    let webApp: WebApp

    /// The origin of the gallery's pages, which their sockets send.
    var origin: String { "http://127.0.0.1:\(port)" }

    /// The server's URL for `path` (with its query).
    func url(_ path: String) -> URL {
        URL(string: origin + path)!
    }

    /// Runs the gallery (stand-in numbers from `randomSource`, sessions kept `gracePeriod` seconds after their socket goes,
    /// the benchmark endpoints served when `diagnostics`, every session recorded in `journalDirectory` when given) for
    /// `body`, then stops it.
    static func run<Result: Sendable>(
        randomSource: any RandomIntegerSource = SeededRandomIntegerSource(seed: 7),
        gracePeriod: TimeInterval = 30,
        diagnostics: Bool = false,
        journalDirectory: URL? = nil,
        _ body: (TestGallery) async throws -> Result
    ) async throws -> Result {
        let dataDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-tests-\(UUID())", isDirectory: true)
        try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
        defer {
            RecordStore.flushAll()  // before the folder goes: a store released later would write it again
            try? FileManager.default.removeItem(at: dataDirectory)
        }
        let server = GalleryServer(
            address: ServerAddress(host: "127.0.0.1", port: 0),
            dataDirectory: dataDirectory,
            fixedAPIBaseURL: nil,
            randomSource: randomSource,
            webConfiguration: WebConfiguration(gracePeriod: gracePeriod, journalDirectory: journalDirectory),
            serverConfiguration: WebServerConfiguration(diagnostics: diagnostics)
        )
        return try await LiveServer.run { onListening in
            server.makeApplication(logger: LiveServer.logger) { onListening($0.port) }
        } body: { port in
            try await body(TestGallery(port: port, webApp: server.webApp))
        }
    }
}
