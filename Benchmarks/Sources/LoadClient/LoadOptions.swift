import Foundation

/// What one load run does, from `--name value` arguments.
struct LoadOptions {
    /// The gallery's origin, e.g. `http://127.0.0.1:18480` (it must run with `--diagnostics`).
    var server = "http://127.0.0.1:18480"
    /// The gallery's process id, for its memory and CPU (read from /proc).
    var serverPID: Int32 = 0
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

    /// Reads `--server`, `--server-pid`, `--stand-in-port`, `--sessions`, `--rate`, `--seconds`, `--idle-sessions`.
    static func parse(_ arguments: [String]) throws -> LoadOptions {
        var options = LoadOptions()
        var rest = arguments[...]
        while let name = rest.popFirst() {
            guard let value = rest.popFirst() else { throw LoadError("\(name) needs a value") }
            switch name {
            case "--server": options.server = value
            case "--server-pid": options.serverPID = try number(value, name)
            case "--stand-in-port": options.standInPort = try number(value, name)
            case "--sessions": options.sessions = try number(value, name)
            case "--rate": options.rate = try number(value, name)
            case "--seconds": options.seconds = try number(value, name)
            case "--idle-sessions": options.idleSessions = try number(value, name)
            default: throw LoadError("unknown option \(name)")
            }
        }
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
