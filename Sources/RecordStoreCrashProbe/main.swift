// record-store-crash-probe SUITE: the write-behind test's writer (Tests/FindNumberTests/RecordStoreCrashTests.swift).
//
// Opens Find Number's `RecordStore` over the `UserDefaults` suite SUITE (an absolute path, as the gallery's data
// directory suites are) with its standard write delay and background writer, prints "ready", then saves the record
// of streak 1, 2, 3, … every two milliseconds, printing after each save
//   saved STREAK UPTIME
// where UPTIME is `ProcessInfo.systemUptime` in seconds (the monotonic clock the test reads too). SIGTERM or SIGINT
// ends it with `exit(0)`: a normal exit, so the store's exit hook writes what it holds, as the gallery's graceful
// shutdown does. The test kills it with SIGKILL at other times.
import FindNumber
import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 2, arguments[1].hasPrefix("/"), let defaults = UserDefaults(suiteName: arguments[1]) else {
    FileHandle.standardError.write(Data("usage: record-store-crash-probe SUITE (an absolute path)\n".utf8))
    exit(2)
}

/// Writes `line` to stdout at once (unbuffered), so a line exists exactly when its save did.
@Sendable func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// Asks the saving thread to stop after its current save, and waits until it has: so every save it made is printed
/// before the exit hook writes the store (a save after the hook would be lost by the probe, not by the store).
final class StopRequest: @unchecked Sendable {
    // @unchecked Sendable: `requested` is only touched under `lock`.
    private let lock = NSLock()
    private var requested = false
    private let stopped = DispatchSemaphore(value: 0)

    var isRequested: Bool { lock.withLock { requested } }
    func confirmStopped() { stopped.signal() }
    func requestAndWait() {
        lock.withLock { requested = true }
        stopped.wait()
    }
}

let store = RecordStore(defaults: defaults)
let stop = StopRequest()
let stopSignals = [SIGTERM, SIGINT].map { number in
    signal(number, SIG_IGN)
    let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
    source.setEventHandler {
        stop.requestAndWait()
        exit(0)
    }
    source.resume()
    return source
}

Thread.detachNewThread {
    say("ready")
    var streak = 0
    while !stop.isRequested {
        streak += 1
        store.save(GameRecord(round: streak + 1, best: streak, current: streak))
        say("saved \(streak) \(ProcessInfo.processInfo.systemUptime)")
        usleep(2_000)
    }
    stop.confirmStopped()
}
withExtendedLifetime(stopSignals) { dispatchMain() }
