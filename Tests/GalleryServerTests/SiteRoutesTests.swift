import BinderyWeb
@testable import BinderyWebServer
import Foundation
import Testing

/// An app's own files and JSON routes, served through `SiteRoutes` beside its screens, and the default favicon.
struct SiteRoutesTests {
    /// A reply of the JSON routes.
    struct Count: Codable, Equatable {
        var name: String
        var count: Int
    }

    /// A folder with `site.css`, `img/dot.svg` and `icon.ico`, removed after `body`.
    static func withFiles<Result>(_ body: (URL) async throws -> Result) async throws -> Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("site-routes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("img"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("body { color: teal; }".utf8).write(to: folder.appendingPathComponent("site.css"))
        try Data("<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8).write(to: folder.appendingPathComponent("img/dot.svg"))
        try Data([0, 0, 1, 0]).write(to: folder.appendingPathComponent("icon.ico"))
        return try await body(folder)
    }

    @Test func aFolderServesItsFilesWithTheirTypesAndNothingOutside() async throws {
        try await Self.withFiles { folder in
            var routes = SiteRoutes()
            routes.folder("/static", at: folder)
            try await TestWebServer.run(registry: OperationsTests.registry(), routes: routes) { server in
                let css = try await TestHTTP.get(server.url("/static/site.css"))
                #expect(css.status == 200)
                #expect(css.text == "body { color: teal; }")
                #expect(css.header("Content-Type")?.hasPrefix("text/css") == true)
                #expect(css.header("Content-Security-Policy") != nil, "own files carry the security headers")
                let svg = try await TestHTTP.get(server.url("/static/img/dot.svg"))
                #expect(svg.status == 200)
                #expect(svg.header("Content-Type")?.hasPrefix("image/svg+xml") == true)
                #expect(try await TestHTTP.get(server.url("/static/missing.png")).status == 404)
                #expect(try await TestHTTP.get(server.url("/static/%2E%2E/site.css")).status != 200)
                #expect(try await TestHTTP.get(server.url("/taps")).status == 200, "the screens are served as before")
            }
        }
    }

    @Test func aFileIsServedAtItsPathAndReplacesTheDefaultFavicon() async throws {
        try await TestWebServer.run(registry: OperationsTests.registry()) { server in
            let icon = try await TestHTTP.get(server.url("/favicon.ico"))
            #expect(icon.status == 200, "pages log no 404 for the icon browsers ask for")
            #expect(icon.header("Content-Type") == "image/x-icon")
            #expect(icon.body == DefaultFavicon.bytes)
        }
        try await Self.withFiles { folder in
            var routes = SiteRoutes()
            routes.file("/favicon.ico", at: folder.appendingPathComponent("icon.ico"))
            routes.file("/robots.txt", at: folder.appendingPathComponent("site.css"), contentType: "text/plain")
            try await TestWebServer.run(registry: OperationsTests.registry(), routes: routes) { server in
                let icon = try await TestHTTP.get(server.url("/favicon.ico"))
                #expect(icon.status == 200)
                #expect(icon.body == Data([0, 0, 1, 0]))
                #expect(try await TestHTTP.get(server.url("/robots.txt")).header("Content-Type") == "text/plain")
            }
        }
    }

    @Test func jsonRoutesAnswerValuesParametersAndErrors() async throws {
        var routes = SiteRoutes()
        routes.get("/api/count/:name") { request in
            guard request.parameters["name"] != "none" else { throw RouteError.notFound("no count named none") }
            return Count(name: request.parameters["name"] ?? "", count: Int(request.query["start"] ?? "0") ?? 0)
        }
        routes.post("/api/count", body: Count.self) { _, posted in Count(name: posted.name, count: posted.count + 1) }
        try await TestWebServer.run(registry: OperationsTests.registry(), routes: routes) { server in
            let got = try await TestHTTP.get(server.url("/api/count/taps?start=4"))
            #expect(got.status == 200)
            #expect(got.header("Content-Type") == "application/json; charset=utf-8")
            #expect(try JSONDecoder().decode(Count.self, from: got.body) == Count(name: "taps", count: 4))
            let missing = try await TestHTTP.get(server.url("/api/count/none"))
            #expect(missing.status == 404)
            #expect(missing.text == #"{"error":"no count named none"}"#)

            let json = ["Content-Type": "application/json"]
            let posted = try await TestHTTP.post(server.url("/api/count"), body: #"{"name":"a","count":1}"#, headers: json)
            #expect(try JSONDecoder().decode(Count.self, from: posted.body) == Count(name: "a", count: 2))
            #expect(try await TestHTTP.post(server.url("/api/count"), body: "{}", headers: json).status == 400)
            #expect(try await TestHTTP.post(server.url("/api/count"), body: #"{"name":"a","count":1}"#).status == 415,
                    "a form post from another site cannot reach a JSON route")
        }
    }
}
