import Foundation
import BinderyWebServer
@testable import Gallery
import Testing

/// The command line and the addresses and folders it resolves.
struct GalleryCommandTests {
    @Test func defaultsToLoopbackPort8080() throws {
        let command = try GalleryCommand.parse([])
        #expect(command.host == "127.0.0.1")
        #expect(command.port == 8080)
        #expect(command.apiBaseURL == nil)
        #expect(command.gracePeriod == 30)
    }

    @Test func takesTheInstanceNameDrainAndMetricsAccess() throws {
        let command = try GalleryCommand.parse(["--instance", "a", "--drain-seconds", "3", "--metrics-public"])
        #expect(try command.instanceName(environment: ["BINDERY_INSTANCE": "b"]) == "a")
        #expect(try GalleryCommand.parse([]).instanceName(environment: ["BINDERY_INSTANCE": "b"]) == "b")
        #expect(try GalleryCommand.parse([]).instanceName(environment: [:]) == nil)
        #expect(command.drainSeconds == 3 && command.metricsPublic)
    }

    @Test func readinessAsksPostgreSQLAndNothingElse() async throws {
        #expect(GalleryCommand.readinessCheck(databaseURL: nil) == nil, "SQLite is local: nothing to ask")
        let nobodyListens = try #require(GalleryCommand.readinessCheck(databaseURL: "postgres://postgres@127.0.0.1:18299/none"))
        #expect(await nobodyListens() == "the database does not answer")
        if let url = ProcessInfo.processInfo.environment["BINDERY_TEST_POSTGRES_URL"], !url.isEmpty {
            let live = try #require(GalleryCommand.readinessCheck(databaseURL: url))
            #expect(await live() == nil)
        }
    }

    /// The deploying guide's unit for instance `a`: its ExecStart's options parse, the database's URL read from the
    /// file it names (a stand-in for /etc/gallery/database here).
    @Test func theDeployingGuidesUnitStartsInstanceAOnTheSharedDatabase() throws {
        var arguments = try DeployUnit("gallery.service").execStartArguments
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-database-\(UUID().uuidString)")
        try "postgres://bindery:secret@10.0.0.5:5432/bindery\n".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let fileIndex = try #require(arguments.firstIndex(of: "--database-file")) + 1
        #expect(arguments[fileIndex] == "/etc/gallery/database")
        arguments[fileIndex] = file.path

        let command = try GalleryCommand.parse(arguments)
        #expect(command.host == "10.0.0.11" && command.port == 8101 && command.dataDir == "/var/lib/gallery")
        #expect(try command.instanceName(environment: [:]) == "a")
        #expect(command.trustedProxies == ["10.0.0.10"] && command.allowedHosts == ["gallery.example.com"])
        #expect(try command.databaseURL(environment: [:]) == "postgres://bindery:secret@10.0.0.5:5432/bindery")
    }

    @Test func takesTheGracePeriodInSeconds() throws {
        #expect(try GalleryCommand.parse(["--grace-period", "0.5"]).gracePeriod == 0.5)
    }

    @Test func takesTheCatchUpLimitInSecondsAnHourUnlessSaid() throws {
        #expect(try GalleryCommand.parse([]).catchUpLimit == 3_600)
        #expect(try GalleryCommand.parse(["--catch-up-limit", "0"]).catchUpLimit == 0)
    }

    @Test func takesATestsSignInDelayInSeconds() throws {
        #expect(try GalleryCommand.parse([]).signInDelaySeconds == nil)
        #expect(try GalleryCommand.parse(["--sign-in-delay-seconds", "20"]).signInDelaySeconds == 20)
    }

    @Test(arguments: [["--port", "70000"], ["--port", "-1"], ["--api-base-url", "ftp://example.com"], ["--api-base-url", "not a url"],
                      ["--grace-period", "0"], ["--grace-period", "-1"], ["--grace-period", "soon"],
                      ["--database", "mysql://db/gallery"], ["--database", "postgres:///no-host"],
                      ["--instance", "a b"], ["--drain-seconds", "-1"], ["--drain-seconds", "soon"],
                      ["--events-per-second", "1e300"], ["--events-per-second", "0"], ["--events-per-second", "nan"],
                      ["--trusted-proxy", "garbage"], ["--trusted-proxy", "10.0.0.0/8"], ["--trusted-proxy", "proxy.local"],
                      ["--max-sockets-per-client", "0"], ["--database-file", "/no/such/file"],
                      ["--sign-in-delay-seconds", "0"], ["--sign-in-delay-seconds", "61"],
                      ["--catch-up-limit", "-1"], ["--catch-up-limit", "inf"], ["--catch-up-limit", "an hour"]])
    func refusesBadOptions(arguments: [String]) {
        #expect(throws: (any Error).self) { try GalleryCommand.parse(arguments) }
    }

    @Test func takesTrustedProxiesAsAddressesAndTheSocketsPerClient() throws {
        let command = try GalleryCommand.parse(["--trusted-proxy", "127.0.0.1", "--trusted-proxy", "::1",
                                                "--max-sockets-per-client", "8", "--events-per-second", "1000000"])
        #expect(command.trustedProxies == ["127.0.0.1", "::1"])
        #expect(command.maxSocketsPerClient == 8)
        #expect(try GalleryCommand.parse([]).maxSocketsPerClient == 64)
    }

    @Test func theDatabaseURLMayComeFromAFileSoItsPasswordShowsInNoProcessList() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("database-url-\(UUID())")
        try "postgres://user:secret@db/gallery\n".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let command = try GalleryCommand.parse(["--database-file", file.path])
        #expect(try command.databaseURL(environment: ["BINDERY_DATABASE_URL": "postgres://env@db/x"]) == "postgres://user:secret@db/gallery")
    }

    @Test func theSharedDatabaseComesFromTheOptionThenTheEnvironmentElseSQLite() throws {
        let environment = ["BINDERY_DATABASE_URL": "postgres://env@db/from-environment"]
        #expect(try GalleryCommand.parse(["--database", "postgres://option@db/x"]).databaseURL(environment: environment)
                == "postgres://option@db/x")
        #expect(try GalleryCommand.parse([]).databaseURL(environment: environment) == "postgres://env@db/from-environment")
        #expect(try GalleryCommand.parse([]).databaseURL(environment: [:]) == nil, "nothing named: SQLite in the data directory")
        #expect(throws: (any Error).self) {
            try GalleryCommand.parse([]).databaseURL(environment: ["BINDERY_DATABASE_URL": "mysql://db/x"])
        }
    }

    @Test func printsIPv6HostsInBracketsAndCallsWildcardsThroughLoopback() {
        #expect(ServerAddress(host: "127.0.0.1", port: 8080).publicURL.absoluteString == "http://127.0.0.1:8080/")
        #expect(ServerAddress(host: "::1", port: 9000).publicURL.absoluteString == "http://[::1]:9000/")
        #expect(ServerAddress(host: "0.0.0.0", port: 80).loopbackURL.absoluteString == "http://127.0.0.1:80/")
        #expect(ServerAddress(host: "::", port: 80).loopbackURL.absoluteString == "http://[::1]:80/")
    }

    @Test func theDataDirectoryComesFromTheOptionThenXDGThenTheWorkingDirectory() {
        let resolve = { ServerOptions.dataDirectory(option: $0, name: "gallery", environment: $1) }
        #expect(resolve("/tmp/g", ["XDG_DATA_HOME": "/x"]).path == "/tmp/g")
        #expect(resolve(nil, ["XDG_DATA_HOME": "/x"]).path == "/x/bindery-gallery")
        #expect(resolve(nil, ["GALLERY_DATA_DIR": "/d", "XDG_DATA_HOME": "/x"]).path == "/d")
        #expect(resolve(nil, [:]).lastPathComponent == ".gallery-data")
    }

    @Test func theAPIBaseURLFollowsTheRealPortUnlessFixed() {
        let own = APIBaseURL(fixed: nil, provisional: URL(string: "http://127.0.0.1:0/")!)
        own.serverIsListening(at: URL(string: "http://127.0.0.1:5123/")!)
        #expect(own.current.absoluteString == "http://127.0.0.1:5123/")
        let fixed = APIBaseURL(fixed: URL(string: "http://stub:9/")!, provisional: URL(string: "http://127.0.0.1:0/")!)
        fixed.serverIsListening(at: URL(string: "http://127.0.0.1:5123/")!)
        #expect(fixed.current.absoluteString == "http://stub:9/")
    }
}
