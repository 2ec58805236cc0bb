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
    /// Events per second each session sends in the echo, pure and service phases.
    var rate = 1.0
    /// How long each of those phases runs, in seconds.
    var seconds = 30.0
    /// The capacity steps: events per second per session, tried in order on the pure sessions (empty: none).
    var steps: [Double] = []
    /// How long each step runs, in seconds.
    var stepSeconds = 10.0
    /// The p99 (ms) a step must stay within, with no error and no unanswered event, to count as sustained.
    var stepP99Limit = 10.0
    /// Pairs of interleaved rounds, an echo round then a pure one, on `sessions` sockets of each kind open together
    /// (0 skips them): the echo and the pure event measured in the same seconds, so that the ratio of their p99s
    /// compares the server's two paths and not two minutes of a shared host.
    var interleavedPairs = 15
    /// How long each interleaved round runs, in seconds.
    var interleavedSeconds = 2.0
    /// Idle sessions held in the last phase, one count after the other, each adding to those held (empty skips it).
    var idleSessions = [10_000]
    /// The loopback addresses sessions' sockets are bound to, in turn (with `--idle-servers`: the count each worker
    /// takes, in a block of its own).
    var sourceAddresses = try! SourceAddresses(parsing: "0")
    /// Independent gallery instances to hold the idle sessions on, each from a worker process of its own, and nothing
    /// else (`--idle-servers URL,URL`; `--server-pid` then lists their pids in the same order). Empty: the usual run.
    var idleServers: [String] = []
    /// This process is one such worker (`--idle-worker`, started by its parent): it holds its share of each level of
    /// `idleSessions` on `server` and talks to the parent over stdin and stdout (`IdleWorkerLine`).
    var isIdleWorker = false

    /// Reads `--server`, `--server-pid`, `--stats-servers`, `--stand-in-port`, `--sessions`, `--rate`, `--seconds`,
    /// `--steps 1,2,5`, `--step-seconds`, `--step-p99-ms`, `--interleaved-pairs`, `--interleaved-seconds`, `--idle-sessions 10000,100000`, `--source-addresses 8`,
    /// `--idle-servers URL,URL` and the flag `--idle-worker`.
    static func parse(_ arguments: [String]) throws -> LoadOptions {
        var options = LoadOptions()
        var rest = arguments[...]
        while let name = rest.popFirst() {
            if name == "--idle-worker" { options.isIdleWorker = true; continue }
            guard let value = rest.popFirst() else { throw LoadError("\(name) needs a value") }
            switch name {
            case "--server": options.server = value
            case "--server-pid": options.serverPIDs = try list(value, name)
            case "--stats-servers": options.statsServers = value.split(separator: ",").map(String.init)
            case "--stand-in-port": options.standInPort = try number(value, name)
            case "--sessions": options.sessions = try number(value, name)
            case "--rate": options.rate = try number(value, name)
            case "--seconds": options.seconds = try number(value, name)
            case "--steps": options.steps = try list(value, name)
            case "--step-seconds": options.stepSeconds = try number(value, name)
            case "--step-p99-ms": options.stepP99Limit = try number(value, name)
            case "--interleaved-pairs": options.interleavedPairs = try number(value, name)
            case "--interleaved-seconds": options.interleavedSeconds = try number(value, name)
            case "--idle-sessions": options.idleSessions = try list(value, name).filter { $0 > 0 }
            case "--source-addresses": options.sourceAddresses = try SourceAddresses(parsing: value)
            case "--idle-servers": options.idleServers = value.split(separator: ",").map(String.init)
            default: throw LoadError("unknown option \(name)")
            }
        }
        if options.statsServers.isEmpty { options.statsServers = [options.server] }
        guard options.rate > 0, options.steps.allSatisfy({ $0 > 0 }) else { throw LoadError("rates must be positive") }
        guard options.interleavedPairs >= 0, options.interleavedSeconds > 0 else {
            throw LoadError("--interleaved-pairs must be 0 or more and --interleaved-seconds positive")
        }
        return options
    }

    private static func number<N: LosslessStringConvertible>(_ text: String, _ name: String) throws -> N {
        guard let value = N(text) else { throw LoadError("\(name) must be a number, got \(text)") }
        return value
    }

    /// A comma-separated list of numbers (empty text: none).
    private static func list<N: LosslessStringConvertible>(_ text: String, _ name: String) throws -> [N] {
        try text.split(separator: ",").map { try number(String($0), name) }
    }

    /// The host and port of `server`.
    var hostAndPort: (host: String, port: Int) {
        PageOpener.hostAndPort(server)
    }
}

/// A failure that ends the run, with what went wrong.
struct LoadError: Error, CustomStringConvertible {
    /// What went wrong.
    let description: String
    init(_ description: String) { self.description = description }
}
