// Server memory per idle session, in process: the heap in use (glibc's mallinfo2) before and after opening N tabs
// of a gallery app as the server does — `WebApp.openPage`, then the socket's hello through `WebApp.connect` — and
// letting each settle (its screen sent, its first tick run).
import BinderyWeb
import FindNumber
import DutchPay
import Foundation
import CHeapStats

/// The heap the C allocator has handed out and not taken back, in bytes (glibc's mallinfo2, by `CHeapStats`).
public func heapInUse() -> Int { Int(bindery_heap_in_use()) }

/// Opens `count` idle tabs of `scenario`'s app in one `WebApp` and reports the heap they hold.
public func measureIdleSessions(_ scenario: SessionScenario, count: Int) -> String {
    let setup = SessionSetup(scenario)
    let app = WebApp(screens: setup.registry,
                     configuration: WebConfiguration(maxSessions: count + 10, maxSessionsPerClient: count + 10))
    let language = app.language(forPage: setup.path, query: nil, acceptLanguage: "en")
    // One tab first, so that what every tab shares (strings tables, lanes, metadata caches) is not counted.
    var connections: [WebConnection] = []
    func open() { connections.append(setup.openTab(in: app, language: language) { _ in }) }
    open()
    connections[0].session.performAndWait {}
    let before = heapInUse()
    for _ in 0..<count { open() }
    for connection in connections { connection.session.performAndWait {} }
    Thread.sleep(forTimeInterval: 0.2)
    for connection in connections { connection.session.performAndWait {} }
    let after = heapInUse()
    let perSession = Double(after - before) / Double(count)
    let result = String(format: "%d idle sessions: heap %d → %d bytes, %.0f bytes (%.1f KiB) per session",
                        count, before, after, perSession, perSession / 1024)
    app.closeAll()
    setup.removeData()
    return result
}
