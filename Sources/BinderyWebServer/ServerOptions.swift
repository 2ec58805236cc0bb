import Foundation
import NIOCore

/// What a standalone server is told on its command line and in its environment: the address it listens on and
/// the directory its apps keep data in. `fromCommandLine(name:)` is a server's whole option handling.
///
/// | option | environment | default |
/// | --- | --- | --- |
/// | `--host H` | `HOST` | `127.0.0.1` (loopback only; `0.0.0.0` listens on every address) |
/// | `--port N` | `PORT` | `8080`; `0` picks a free port |
/// | `--data-dir DIR` | `<NAME>_DATA_DIR` | `$XDG_DATA_HOME/bindery-<name>`, else `./.<name>-data` |
/// | `--instance NAME` | `BINDERY_INSTANCE` | none (no `InstanceCookie`) |
/// | `--drain-seconds N` | | `10` |
/// | `--metrics-public` | | off: metrics for loopback clients only |
/// | `--allowed-host NAME` (repeatable) | | none: only the loopback names and `--host` are answered |
/// | `--trusted-proxy ADDRESS` (repeatable) | | none: no forwarding header is believed |
///
/// An option on the command line wins over the environment. The directory is not created here: `create` it
/// before a store writes there.
public struct ServerOptions: Sendable, Equatable {
    /// The host to bind.
    public var host: String
    /// The port to bind; 0 lets the system pick one.
    public var port: Int
    /// Where the server's apps keep data that survives restarts (an `AppEnvironment`'s `dataDirectory`).
    public var dataDirectory: URL
    /// This instance's name behind a load balancer (`WebServerConfiguration.instanceName`).
    public var instanceName: String?
    /// The longest a stop waits for open pages to move, in seconds (`WebServerConfiguration.drainTimeout`).
    public var drainSeconds: Double
    /// Whether any client may read the metrics (`WebServerConfiguration.metricsPublic`).
    public var metricsPublic: Bool
    /// The host names a deployment is reached by (`WebServerConfiguration.allowedHosts`): behind nginx, the public
    /// name its `Host` header carries, without which every page is refused with `421`.
    public var allowedHosts: [String] = []
    /// The addresses of the proxies whose forwarding headers are believed (`WebServerConfiguration.trustedProxies`):
    /// nginx on the same machine is `127.0.0.1`.
    public var trustedProxies: [String] = []

    /// The environment variable an instance's name may come from.
    public static let instanceEnvironmentName = "BINDERY_INSTANCE"

    /// Options with these values.
    public init(host: String = "127.0.0.1", port: Int = 8080, dataDirectory: URL, instanceName: String? = nil,
                drainSeconds: Double = 10, metricsPublic: Bool = false) {
        self.host = host
        self.port = port
        self.dataDirectory = dataDirectory
        self.instanceName = instanceName
        self.drainSeconds = drainSeconds
        self.metricsPublic = metricsPublic
    }

    /// `configuration` with these options' instance name, drain timeout, metrics access, and the host names and
    /// proxies given added to its own.
    public func applied(to configuration: WebServerConfiguration) -> WebServerConfiguration {
        var configuration = configuration
        configuration.instanceName = instanceName
        configuration.drainTimeout = .seconds(drainSeconds)
        configuration.metricsPublic = metricsPublic
        configuration.allowedHosts += allowedHosts
        configuration.trustedProxies += trustedProxies
        return configuration
    }

    /// A mistake on the command line or in the environment, said so that the user can fix it.
    public struct UsageError: Error, CustomStringConvertible, Equatable {
        /// What was wrong, e.g. "the port must be a number from 0 to 65535, got eighty".
        public let description: String

        /// A mistake described as `description`.
        public init(description: String) {
            self.description = description
        }
    }

    /// The options of the server `name` (`todo`) from `arguments` (without the program's name) over `environment`;
    /// nil when `--help` was asked for.
    public static func parse(_ arguments: [String], environment: [String: String], name: String) throws(UsageError) -> ServerOptions? {
        var options = ServerOptions(dataDirectory: defaultDataDirectory(name: name, environment: environment))
        if let host = environment["HOST"], !host.isEmpty { options.host = host }
        if let port = environment["PORT"], !port.isEmpty { options.port = try parsePort(port) }
        if let instance = environment[instanceEnvironmentName], !instance.isEmpty {
            options.instanceName = try parseInstance(instance)
        }
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--help", "-h":
                return nil
            case "--host":
                options.host = try value(after: argument, in: &rest)
            case "--port":
                options.port = try parsePort(try value(after: argument, in: &rest))
            case "--data-dir":
                options.dataDirectory = directory(try value(after: argument, in: &rest))
            case "--instance":
                options.instanceName = try parseInstance(try value(after: argument, in: &rest))
            case "--drain-seconds":
                options.drainSeconds = try parseDrainSeconds(try value(after: argument, in: &rest))
            case "--metrics-public":
                options.metricsPublic = true
            case "--allowed-host":
                options.allowedHosts.append(try value(after: argument, in: &rest))
            case "--trusted-proxy":
                options.trustedProxies.append(try value(after: argument, in: &rest))
            default:
                throw UsageError(description: "unknown option \(argument)")
            }
        }
        return options
    }

    /// The process's options for the server `name`; prints the usage and exits with 0 on `--help`, or with 2 and the
    /// mistake on standard error.
    public static func fromCommandLine(name: String) -> ServerOptions {
        do {
            if let options = try parse(Array(CommandLine.arguments.dropFirst()),
                                       environment: ProcessInfo.processInfo.environment, name: name) {
                return options
            }
            print(usage(name: name))
            exit(0)
        } catch {
            FileHandle.standardError.write(Data("\(name): \(error)\n\(usage(name: name))\n".utf8))
            exit(2)
        }
    }

    /// What `--help` prints for the server `name`.
    public static func usage(name: String) -> String {
        """
        usage: \(name) [--host H] [--port N] [--data-dir DIR] [--instance NAME] [--drain-seconds N] [--metrics-public]
                  [--allowed-host NAME]... [--trusted-proxy ADDRESS]...
          --host H        the address to listen on (default: $HOST, else 127.0.0.1; 0.0.0.0 for every address)
          --port N        the port to listen on (default: $PORT, else 8080; 0 picks a free one)
          --data-dir DIR  where data is kept (default: $\(environmentPrefix(name))_DATA_DIR, else
                          $XDG_DATA_HOME/bindery-\(name), else ./.\(name)-data)
          --instance NAME this instance's name behind a load balancer, set as the bindery-instance cookie
                          (default: $BINDERY_INSTANCE, else none)
          --drain-seconds N  on SIGTERM, how long open pages get to move to another instance (default 10)
          --metrics-public   serve /_bindery/metrics to any client (default: loopback clients only)
          --allowed-host NAME      a host name the server is reached by, such as behind nginx (repeatable)
          --trusted-proxy ADDRESS  a proxy whose X-Forwarded-* headers are believed, e.g. 127.0.0.1 (repeatable)
        """
    }

    /// `--data-dir`'s value when given, else the default for `name` in `environment` (the rule in the table above).
    public static func dataDirectory(option: String?, name: String, environment: [String: String]) -> URL {
        if let option, !option.isEmpty { return directory(option) }
        return defaultDataDirectory(name: name, environment: environment)
    }

    /// Creates `directory` and its parents when missing.
    public static func create(_ directory: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    private static func defaultDataDirectory(name: String, environment: [String: String]) -> URL {
        if let option = environment["\(environmentPrefix(name))_DATA_DIR"], !option.isEmpty { return directory(option) }
        if let dataHome = environment["XDG_DATA_HOME"], !dataHome.isEmpty {
            return URL(fileURLWithPath: dataHome, isDirectory: true).appendingPathComponent("bindery-\(name)", isDirectory: true)
        }
        return directory(".\(name)-data")
    }

    /// `todo` → `TODO`, `my-app` → `MY_APP`.
    private static func environmentPrefix(_ name: String) -> String {
        String(name.uppercased().map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }

    private static func directory(_ path: String) -> URL {
        URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL
    }

    private static func value(after option: String, in rest: inout ArraySlice<String>) throws(UsageError) -> String {
        guard let value = rest.popFirst(), !value.isEmpty else { throw UsageError(description: "\(option) needs a value") }
        return value
    }

    /// `text` as an instance name (`InstanceCookie.isValid`).
    public static func parseInstance(_ text: String) throws(UsageError) -> String {
        guard InstanceCookie.isValid(instance: text) else {
            throw UsageError(description: "the instance name must be 1 to 64 ASCII letters, digits or '_', got \(text)")
        }
        return text
    }

    /// The drain timeouts allowed, in seconds.
    public static let drainSecondsRange: ClosedRange<Double> = 0...3600

    /// `text` as a drain timeout in seconds, within `drainSecondsRange`.
    public static func parseDrainSeconds(_ text: String) throws(UsageError) -> Double {
        guard let seconds = Double(text), seconds.isFinite, drainSecondsRange.contains(seconds) else {
            throw UsageError(description: "--drain-seconds must be a number of seconds from 0 to 3600, got \(text)")
        }
        return seconds
    }

    /// Whether `text` is an IPv4 or IPv6 address as a connection's peer is named (what a trusted proxy must be).
    public static func isIPAddress(_ text: String) -> Bool {
        (try? SocketAddress(ipAddress: text, port: 0)) != nil
    }

    private static func parsePort(_ text: String) throws(UsageError) -> Int {
        guard let port = Int(text), (0...65_535).contains(port) else {
            throw UsageError(description: "the port must be a number from 0 to 65535, got \(text)")
        }
        return port
    }
}
