import Foundation

/// What `todo` is told on its command line and in its environment.
struct TodoServerOptions {
    /// The port to listen on (`--port`, else `PORT`, else 8080); 0 picks a free one.
    var port = 8080
    /// Where `todos.json` lives (`--data-dir`, else `TODO_DATA_DIR`, else `$XDG_DATA_HOME/bindery-todo`, else
    /// `./.todo-data`); created on the first save.
    var dataDirectory: URL

    /// What `--help` prints.
    static let usage = """
        usage: todo [--port N] [--data-dir DIR]
          --port N        the port to listen on (default: $PORT, else 8080; 0 picks a free one)
          --data-dir DIR  where todos.json is kept (default: $TODO_DATA_DIR, else $XDG_DATA_HOME/bindery-todo,
                          else ./.todo-data)
        """

    /// A mistake on the command line: what was wrong.
    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    /// Reads `arguments` (without the program's name) over `environment`; `--help` returns nil.
    static func parse(_ arguments: [String], environment: [String: String]) throws(UsageError) -> TodoServerOptions? {
        var options = TodoServerOptions(dataDirectory: defaultDataDirectory(environment: environment))
        if let port = environment["PORT"], !port.isEmpty { options.port = try parsePort(port) }
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--help", "-h":
                return nil
            case "--port":
                options.port = try parsePort(try value(after: argument, in: &rest))
            case "--data-dir":
                options.dataDirectory = URL(fileURLWithPath: try value(after: argument, in: &rest), isDirectory: true)
            default:
                throw UsageError(description: "unknown option \(argument)")
            }
        }
        return options
    }

    private static func defaultDataDirectory(environment: [String: String]) -> URL {
        if let directory = environment["TODO_DATA_DIR"], !directory.isEmpty {
            return URL(fileURLWithPath: directory, isDirectory: true)
        }
        if let dataHome = environment["XDG_DATA_HOME"], !dataHome.isEmpty {
            return URL(fileURLWithPath: dataHome, isDirectory: true).appendingPathComponent("bindery-todo", isDirectory: true)
        }
        return URL(fileURLWithPath: ".todo-data", isDirectory: true)
    }

    private static func value(after option: String, in rest: inout ArraySlice<String>) throws(UsageError) -> String {
        guard let value = rest.popFirst(), !value.isEmpty else { throw UsageError(description: "\(option) needs a value") }
        return value
    }

    private static func parsePort(_ text: String) throws(UsageError) -> Int {
        guard let port = Int(text), (0...65_535).contains(port) else {
            throw UsageError(description: "the port must be a number from 0 to 65535, got \(text)")
        }
        return port
    }
}
