// Restore time: how long a tab whose record holds N events takes to come back after a restart.
//
// A Dutch pay tab is driven through N key taps (key 1 and backspace in turn, as scenario g) on a live server that
// keeps its record in a folder; that server closes every session (a restart loses them all from memory). A new
// `WebApp` on the same folder then gets the page's hello, as the restarted server's socket handler does: the tab is
// restored from its record (replayed on virtual time, handed over to its live queue) and attached. Timed: from the
// hello to the restored screen's frame reaching the socket (what the page waits for), `runs` times; the median and
// the slowest are reported, in milliseconds, with the record's size.
import BinderyWeb
import Foundation

/// Restores a Dutch pay tab whose record holds `events` events, `runs` times; returns one line of results.
public func measureRestore(events: Int, runs: Int = 5) -> String {
    let runner = SessionRunner(.dutchPayContinuity)
    runner.run(events)
    let (token, store, registry) = runner.detachForRestore()
    let recordBytes = store.record(token: token)?.utf8.count ?? 0
    var timings: [Double] = []
    for _ in 0..<runs {
        let app = WebApp(screens: registry, configuration: WebConfiguration(maxJournalBytes: 1 << 40, continuity: store))
        let screenArrived = DispatchSemaphore(value: 0)
        let screenPrefix = Array(#"{"t":"screen""#.utf8)
        let hello = #"{"t":"hello","v":\#(ClientMessage.version),"token":"\#(token)","path":"/dutch-pay"}"#
        let began = DispatchTime.now().uptimeNanoseconds
        guard let connection = app.connect(hello: hello, sendUTF8: { frame in
            if frame.starts(with: screenPrefix) { screenArrived.signal() }
        }) else { return "events \(events): the restore fell back" }
        screenArrived.wait()
        timings.append(Double(DispatchTime.now().uptimeNanoseconds - began) / 1_000_000)
        connection.close()
        app.closeAll()  // as a restart: the record stays, and the next run restores it again
    }
    runner.removeData()
    timings.sort()
    let median = timings[timings.count / 2], slowest = timings.last ?? 0
    return String(format: "| %d | %d | %.1f | %.1f |", events, recordBytes, median, slowest)
}
