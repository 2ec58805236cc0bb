import BinderyWeb
import BinderyWebServer
import Foundation
import Todo

// `todo`: serves the to-do list at http://127.0.0.1:8080/todo until Ctrl-C, the list kept in --data-dir, and the
// items as JSON at /api/todos.

/// Serves the to-do list, with BinderyWeb's own texts in German too, until the process is told to stop.
func serve(with options: ServerOptions) async throws {
    let apps: [any WebAppModule.Type] = [TodoApp.self]
    let store = JSONFileTodoStore(directory: options.dataDirectory)
    let screens = ScreenRegistry()
    TodoApp.register(in: screens, store: store)
    // Each tab's continuity record, so that an open tab comes back as it was after a restart or a crash; the store's
    // updates are recorded effects, so that a replayed tick is not made again.
    let continuity = try DirectoryContinuityStore(directory: options.dataDirectory.appendingPathComponent("sessions"))
    let webApp = WebApp(screens: screens, configuration: WebConfiguration(
        siteName: { TodoApp.title.text(in: $0) },
        strings: TodoFrameworkText.localization,
        stylesheets: apps.stylesheets,
        continuity: continuity
    ))
    let homePage = HomePage(title: TodoApp.title, introduction: TodoApp.summary, apps: apps.map(AppEntry.init))
    var routes = SiteRoutes()
    routes.get("/api/todos") { _ in try store.load().items }
    let dataPath = options.dataDirectory.path
    // --instance, --drain-seconds, --allowed-host and --trusted-proxy, for a deployment behind nginx.
    let configuration = options.applied(to: WebServerConfiguration())
    let server = WebServer(webApp: webApp, homePage: homePage, configuration: configuration, routes: routes)
    try await server.run(host: options.host, port: options.port) { address in
        let todoURL = URL(string: TodoApp.path, relativeTo: address.publicURL)!.absoluteString
        FileHandle.standardOutput.write(Data("To-do list running at \(todoURL), data in \(dataPath)\n".utf8))
    }
}

try await serve(with: ServerOptions.fromCommandLine(name: "todo"))
