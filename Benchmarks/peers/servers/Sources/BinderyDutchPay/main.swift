import BinderyWeb
import BinderyWebServer
import DutchPay
import Foundation

// `bindery-dutch-pay`: the peers' benchmark's second app, the gallery's Dutch pay screen (its `DutchPay` module, as
// the gallery registers it) on a server of its own, configured as the gallery runs it: each tab's continuity record
// in `$DUTCH_PAY_DATA_DIR` (else `./.dutch-pay-data`), idle screens let go after 15 s. `PORT` from the environment
// (0 picks a free one). Serves http://127.0.0.1:PORT/dutch-pay.
let environment = ProcessInfo.processInfo.environment
let port = Int(environment["PORT"] ?? "") ?? 8080
let dataDirectory = URL(fileURLWithPath: environment["DUTCH_PAY_DATA_DIR"] ?? ".dutch-pay-data")
try ServerOptions.create(dataDirectory)

let screens = ScreenRegistry()
// Dutch pay calls no service: the environment's API base is never asked for.
DutchPayApp.register(in: screens, environment: AppEnvironment(dataDirectory: dataDirectory,
                                                              apiBaseURL: { URL(string: "http://127.0.0.1:9")! }))
let continuity = try DirectoryContinuityStore(directory: dataDirectory.appendingPathComponent("sessions"))
let configuration = WebConfiguration(stylesheets: [DutchPayApp.stylesheet].compactMap { $0 }, continuity: continuity)
let server = WebServer(webApp: WebApp(screens: screens, configuration: configuration),
                       homePage: HomePage(title: DutchPayApp.title, introduction: DutchPayApp.summary,
                                          apps: [AppEntry(DutchPayApp.self)]))

try await server.run(port: port) { address in
    let url = URL(string: DutchPayApp.path, relativeTo: address.publicURL)!.absoluteString
    FileHandle.standardOutput.write(Data("Dutch pay running at \(url)\n".utf8))
}
