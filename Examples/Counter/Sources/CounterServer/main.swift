import BinderyWeb
import BinderyWebServer
import Counter
import Foundation

// `counter`: serves the counter at http://127.0.0.1:8080/counter until Ctrl-C; `PORT=0` picks a free port.
let port = Int(ProcessInfo.processInfo.environment["PORT"] ?? "") ?? 8080

let screens = ScreenRegistry()
CounterApp.register(in: screens)
let homePage = HomePage(title: CounterApp.title, introduction: CounterApp.summary, apps: [AppEntry(CounterApp.self)])
let server = WebServer(webApp: WebApp(screens: screens), homePage: homePage)

try await server.run(port: port) { address in
    let counterURL = URL(string: CounterApp.path, relativeTo: address.publicURL)!.absoluteString
    FileHandle.standardOutput.write(Data("Counter running at \(counterURL)\n".utf8))
}
