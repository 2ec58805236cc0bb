import BinderyWeb
import BinderyWebServer
import Foundation

// `bindery-echo`: the peers' benchmark's floor. A Bindery web server with no app and its diagnostics on, so that
// `/socket/echo` sends every text frame straight back, on the same NIO socket handler the Counter's sockets use;
// the page `/` answers so that the benchmark knows it is up. `PORT` from the environment (0 picks a free one).
let port = Int(ProcessInfo.processInfo.environment["PORT"] ?? "") ?? 8080

let title = try Localization(strings: ["en": #""title" = "Bindery echo";"#])
let homePage = HomePage(title: LocalizedText(key: "title", in: title), introduction: LocalizedText(key: "title", in: title),
                        apps: [])
let server = WebServer(webApp: WebApp(screens: ScreenRegistry()), homePage: homePage,
                       configuration: WebServerConfiguration(diagnostics: true))

try await server.run(port: port) { address in
    FileHandle.standardOutput.write(Data("Echo at \(address.publicURL)socket/echo\n".utf8))
}
