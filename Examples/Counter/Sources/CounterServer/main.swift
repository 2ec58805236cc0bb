import BinderyWeb
import BinderyWebServer
import Counter
import Foundation

// `counter`: serves the counter at http://127.0.0.1:8080/counter until Ctrl-C; `PORT=0` picks a free port.
let port = Int(ProcessInfo.processInfo.environment["PORT"] ?? "") ?? 8080

let screens = ScreenRegistry()
CounterApp.register(in: screens)
let homePage = HomePage(title: CounterApp.title, introduction: CounterApp.summary, apps: [AppEntry(CounterApp.self)])
// Each tab's continuity record, in `$COUNTER_DATA_DIR/sessions` (else `$XDG_DATA_HOME/bindery-counter`, else
// `./.counter-data`): a tab continues where it was after a reload or a restart. A tab lets its screen go as soon as
// its page shows it (`WebConfiguration.releaseScreensOnceShown`: the counter renders only from its own taps), and
// again after 15 s without a tap (`releaseIdleScreensAfter`), rebuilding it from its record on its next tap.
let dataDirectory = ServerOptions.dataDirectory(option: nil, name: "counter", environment: ProcessInfo.processInfo.environment)
try ServerOptions.create(dataDirectory)
let continuity = try DirectoryContinuityStore(directory: dataDirectory.appendingPathComponent("sessions"))
let server = WebServer(webApp: WebApp(screens: screens, configuration: WebConfiguration(continuity: continuity, releaseScreensOnceShown: true)), homePage: homePage)

try await server.run(port: port) { address in
    let counterURL = URL(string: CounterApp.path, relativeTo: address.publicURL)!.absoluteString
    FileHandle.standardOutput.write(Data("Counter running at \(counterURL)\n".utf8))
}
