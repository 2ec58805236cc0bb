import BinderyWeb
import Foundation

/// The to-do list's one registration: where it lives, its name and summary, and its screen over the list kept in
/// the server's data directory.
public enum TodoApp: WebAppModule {
    public static let path = "/todo"
    public static let texts: any TextKey.Type = TodoText.self
    public static let title = LocalizedText(TodoText.appTitle)
    public static let summary = LocalizedText(TodoText.appSummary)
    /// Rows whose titles take the free width, so the buttons line up (`todo.css`, a resource of this module).
    public static let stylesheet: String? = bundledStylesheet(named: "todo", in: .module)

    /// Registers the screen at `path`; every tab shares `store`.
    public static func register(in registry: ScreenRegistry, store: TodoStore) {
        registry.register(path, texts: TodoText.self) { _ in
            TodoViewController { TodoViewModel(store: store) }
        }
    }

    /// Registers the screen with the list in `todos.json` in the environment's data directory.
    public static func register(in registry: ScreenRegistry, environment: AppEnvironment) {
        register(in: registry, store: JSONFileTodoStore(directory: environment.dataDirectory))
    }
}
