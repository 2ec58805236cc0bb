import BinderyWeb
import BinderyWebServer
import Foundation
import Todo

// `todo`: serves the to-do list at http://127.0.0.1:8080/todo until Ctrl-C, the list kept in --data-dir.

/// Serves the to-do list, with BinderyWeb's own texts in German too, until the process is told to stop.
func serve(with options: ServerOptions) async throws {
    let apps: [any WebAppModule.Type] = [TodoApp.self]
    let screens = ScreenRegistry()
    TodoApp.register(in: screens, store: JSONFileTodoStore(directory: options.dataDirectory))
    let webApp = WebApp(screens: screens, configuration: WebConfiguration(
        siteName: { TodoApp.title.text(in: $0) },
        strings: TodoFrameworkText.localization,
        stylesheets: apps.stylesheets
    ))
    let homePage = HomePage(title: TodoApp.title, introduction: TodoApp.summary, apps: apps.map(AppEntry.init))
    let dataPath = options.dataDirectory.path
    try await WebServer(webApp: webApp, homePage: homePage).run(host: options.host, port: options.port) { url in
        let todoURL = URL(string: TodoApp.path, relativeTo: url)!.absoluteString
        FileHandle.standardOutput.write(Data("To-do list running at \(todoURL), data in \(dataPath)\n".utf8))
    }
}

try await serve(with: ServerOptions.fromCommandLine(name: "todo"))
