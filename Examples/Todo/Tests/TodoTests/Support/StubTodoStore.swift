import Foundation
@testable import Todo

/// A store in memory whose reads and saves a test can make fail.
final class StubTodoStore: TodoStore, @unchecked Sendable {
    // @unchecked Sendable: tests use it from one thread.

    /// The list as saved.
    var saved: TodoList
    /// What the next `load` or `update` throws while reading, once.
    var readFailure: TodoError?
    /// Whether saves fail (with `notSaved`).
    var savesFail = false
    /// How many updates were saved.
    private(set) var saveCount = 0

    /// A store holding `list`.
    init(_ list: TodoList = TodoList()) {
        saved = list
    }

    func load() throws(TodoError) -> TodoList {
        try read()
    }

    func update(_ change: (TodoList) throws(TodoError) -> TodoList) throws(TodoError) -> TodoList {
        let changed = try change(try read())
        if savesFail { throw .notSaved(fileName: "todos.json") }
        saved = changed
        saveCount += 1
        return changed
    }

    private func read() throws(TodoError) -> TodoList {
        if let failure = readFailure {
            readFailure = nil
            saved = TodoList()
            throw failure
        }
        return saved
    }
}
