import Foundation

/// One `IdleWorker` as its parent sees it: a process of this same executable with `--idle-worker`, the lines it writes
/// on its stdout, and its stdin to answer on (its stderr is the parent's).
final class IdleWorkerProcess {
    /// The gallery instance it holds sessions on.
    let server: String
    /// Its share of each level, in order.
    let shares: [Int]
    private let process = Process()
    private let input = Pipe()
    private var lines: AsyncStream<String>.Iterator

    /// Starts the worker on `server` (whose process is `serverPID`), binding its sockets to `sources`.
    init(server: String, serverPID: Int32, shares: [Int], sources: SourceAddresses) throws {
        self.server = server
        self.shares = shares
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        process.arguments = ["--idle-worker", "--server", server, "--server-pid", String(serverPID),
                             "--idle-sessions", shares.map(String.init).joined(separator: ","),
                             "--source-addresses", sources.argument]
        process.standardInput = input
        process.standardOutput = output
        lines = PipeLines.of(output.fileHandleForReading).makeAsyncIterator()
        try process.run()
    }

    /// The worker's process id.
    var pid: Int32 { process.processIdentifier }

    /// Waits for the worker's `held` line of level `index`.
    func held(level index: Int) async throws -> LoadPhases.IdleReached {
        let line = await lines.next()
        guard let line, let reached = IdleWorkerLine.reached(from: line, asked: shares[index]) else {
            throw LoadError("the worker on \(server) said \(line.map { "\"\($0)\"" } ?? "nothing") instead of the level of \(shares[index]) sessions")
        }
        return reached
    }

    /// Tells the worker to go on (`IdleWorkerLine.next`) or to close (`.close`).
    func send(_ line: String) {
        PipeLines.write(line, to: input.fileHandleForWriting)
    }

    /// Waits until the worker has closed its sessions and exited.
    func waitUntilClosed() async throws {
        while let line = await lines.next(), line != IdleWorkerLine.closed {}
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw LoadError("the worker on \(server) exited with \(process.terminationStatus)") }
    }

    /// Ends the worker if it still runs.
    func stop() {
        if process.isRunning { process.terminate() }
    }
}
