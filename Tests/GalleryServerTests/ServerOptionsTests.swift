import BinderyWebServer
import Foundation
import Testing

/// A standalone server's options: the command line over the environment over the defaults, and mistakes said.
struct ServerOptionsTests {
    @Test func withNothingGivenItListensOnLoopback8080AndKeepsDataBesideItself() throws {
        let options = try #require(try ServerOptions.parse([], environment: [:], name: "todo"))
        #expect(options.host == "127.0.0.1")
        #expect(options.port == 8080)
        #expect(options.dataDirectory.lastPathComponent == ".todo-data")
    }

    @Test func theCommandLineWinsOverTheEnvironment() throws {
        let environment = ["HOST": "0.0.0.0", "PORT": "9000", "MY_APP_DATA_DIR": "/env", "XDG_DATA_HOME": "/xdg"]
        let fromEnvironment = try #require(try ServerOptions.parse([], environment: environment, name: "my-app"))
        #expect(fromEnvironment == ServerOptions(host: "0.0.0.0", port: 9000, dataDirectory: URL(fileURLWithPath: "/env", isDirectory: true)))
        let given = try #require(try ServerOptions.parse(["--host", "::1", "--port", "0", "--data-dir", "/cli"],
                                                         environment: environment, name: "my-app"))
        #expect(given == ServerOptions(host: "::1", port: 0, dataDirectory: URL(fileURLWithPath: "/cli", isDirectory: true)))
        let xdg = try #require(try ServerOptions.parse([], environment: ["XDG_DATA_HOME": "/xdg"], name: "my-app"))
        #expect(xdg.dataDirectory.path == "/xdg/bindery-my-app")
    }

    @Test func anInstanceBehindALoadBalancerIsNamedDrainsAndShowsItsMetrics() throws {
        let plain = try #require(try ServerOptions.parse([], environment: [:], name: "todo"))
        #expect(plain.instanceName == nil && plain.drainSeconds == 10 && !plain.metricsPublic)
        let named = try #require(try ServerOptions.parse([], environment: ["BINDERY_INSTANCE": "b"], name: "todo"))
        #expect(named.instanceName == "b")
        let given = try #require(try ServerOptions.parse(["--instance", "a_1", "--drain-seconds", "2.5", "--metrics-public"],
                                                         environment: ["BINDERY_INSTANCE": "b"], name: "todo"))
        #expect(given.instanceName == "a_1" && given.drainSeconds == 2.5 && given.metricsPublic)
        let configuration = given.applied(to: WebServerConfiguration())
        #expect(configuration.instanceName == "a_1")
        #expect(configuration.drainTimeout == .milliseconds(2500))
        #expect(configuration.metricsPublic)
        #expect(throws: ServerOptions.UsageError.self) { try ServerOptions.parse(["--instance", "a-b"], environment: [:], name: "todo") }
        #expect(throws: ServerOptions.UsageError.self) { try ServerOptions.parse(["--drain-seconds", "-1"], environment: [:], name: "todo") }
    }

    @Test func behindNginxItAnswersThePublicNameAndBelievesTheProxy() throws {
        let options = try #require(try ServerOptions.parse(
            ["--allowed-host", "todo.example.com", "--trusted-proxy", "127.0.0.1", "--allowed-host", "www.example.com"],
            environment: [:], name: "todo"))
        #expect(options.allowedHosts == ["todo.example.com", "www.example.com"])
        #expect(options.trustedProxies == ["127.0.0.1"])
        let configuration = options.applied(to: WebServerConfiguration(allowedHosts: ["own.example.com"]))
        #expect(configuration.allowedHosts == ["own.example.com", "todo.example.com", "www.example.com"])
        #expect(configuration.trustedProxies == ["127.0.0.1"])
        #expect(ServerOptions.usage(name: "todo").contains("--allowed-host NAME"))
    }

    /// The deploying guide's unit for the to-do list: its ExecStart's options are ones the server takes, meaning what
    /// the guide says they do.
    @Test func theDeployingGuidesUnitStartsTheServerBehindNginx() throws {
        let arguments = try DeployUnit("todo.service").execStartArguments
        let options = try #require(try ServerOptions.parse(arguments, environment: [:], name: "todo"))
        var expected = ServerOptions(port: 8080, dataDirectory: URL(fileURLWithPath: "/var/lib/todo", isDirectory: true))
        expected.allowedHosts = ["todo.example.com"]
        expected.trustedProxies = ["127.0.0.1"]
        #expect(options == expected)
    }

    @Test func helpIsAskedForAndTheUsageNamesTheServersVariable() throws {
        #expect(try ServerOptions.parse(["--help"], environment: [:], name: "todo") == nil)
        #expect(ServerOptions.usage(name: "my-app").contains("$MY_APP_DATA_DIR"))
    }

    @Test func mistakesAreSaidSoTheyCanBeFixed() {
        #expect(throws: ServerOptions.UsageError(description: "the port must be a number from 0 to 65535, got eighty")) {
            try ServerOptions.parse(["--port", "eighty"], environment: [:], name: "todo")
        }
        #expect(throws: ServerOptions.UsageError(description: "the port must be a number from 0 to 65535, got 70000")) {
            try ServerOptions.parse([], environment: ["PORT": "70000"], name: "todo")
        }
        #expect(throws: ServerOptions.UsageError(description: "--data-dir needs a value")) {
            try ServerOptions.parse(["--data-dir"], environment: [:], name: "todo")
        }
        #expect(throws: ServerOptions.UsageError(description: "unknown option --verbose")) {
            try ServerOptions.parse(["--verbose"], environment: [:], name: "todo")
        }
    }
}
