import Foundation

/// What one load run does, from `--name value` arguments.
struct LoadOptions {
    /// The gallery's origin, e.g. `http://127.0.0.1:18480` (it must run with `--diagnostics`).
    var server = "http://127.0.0.1:18480"
    /// The gallery processes' ids, for their memory and CPU (read from /proc, summed): one, or each instance of a
    /// cluster (`--server-pid 11,12,13`).
    var serverPIDs: [Int32] = []
    /// Where the live sessions are counted (`/_bindery/stats`, summed): the server itself, or each instance of a
    /// cluster behind it (`--stats-servers URL,URL,URL`).
    var statsServers: [String] = []
    /// The port the fixed-target random-number stand-in listens on (the gallery's `--api-base-url`).
    var standInPort = 18481
    /// Live sessions (and echo sockets) at once.
    var sessions = 1_000
    /// Events per second each session sends.
    var rate = 1.0
    /// How long each measured phase runs, in seconds.
    var seconds = 30.0
    /// Idle sessions held at once in the last phase (0 skips it).
    var idleSessions = 10_000

    /// Reads `--server`, `--server-pid`, `--stats-servers`, `--stand-in-port`, `--sessions`, `--rate`, `--seconds`,
    /// `--idle-sessions`.
    static func parse(_ arguments: [String]) throws -> LoadOptions {
        var options = LoadOptions()
        var rest = arguments[...]
        while let name = rest.popFirst() {
            guard let value = rest.popFirst() else { throw LoadError("\(name) needs a value") }
            switch name {
            case "--server": options.server = value
            case "--server-pid": options.serverPIDs = try value.split(separator: ",").map { try number(String($0), name) }
            case "--stats-servers": options.statsServers = value.split(separator: ",").map(String.init)
            case "--stand-in-port": options.standInPort = try number(value, name)
            case "--sessions": options.sessions = try number(value, name)
            case "--rate": options.rate = try number(value, name)
            case "--seconds": options.seconds = try number(value, name)
            case "--idle-sessions": options.idleSessions = try number(value, name)
            default: throw LoadError("unknown option \(name)")
            }
        }
        if options.statsServers.isEmpty { options.statsServers = [options.server] }
        return options
    }

    private static func number<N: LosslessStringConvertible>(_ text: String, _ name: String) throws -> N {
        guard let value = N(text) else { throw LoadError("\(name) must be a number, got \(text)") }
        return value
    }

    /// The host and port of `server`.
    var hostAndPort: (host: String, port: Int) {
        let url = URL(string: server)!
        return (url.host ?? "127.0.0.1", url.port ?? 80)
    }
}

/// A failure that ends the run, with what went wrong.
struct LoadError: Error, CustomStringConvertible {
    /// What went wrong.
    let description: String
    init(_ description: String) { self.description = description }
}
