import Foundation
import Testing
@testable import Todo

/// The JSON file store on a real file in a temporary directory.
struct JSONFileTodoStoreTests {
    let directory = TemporaryDirectory()

    @Test func noFileYetReadsAsAnEmptyList() throws {
        #expect(try JSONFileTodoStore(directory: directory.url).load() == TodoList())
        #expect(directory.fileNames == [], "reading creates nothing")
    }

    @Test func anUpdateIsSavedAndAnotherStoreOnTheSameFileReadsIt() throws {
        let store = JSONFileTodoStore(directory: directory.url)
        let saved = try store.update { list throws(TodoError) in try list.adding("Buy milk").toggling(1) }
        #expect(try JSONFileTodoStore(directory: directory.url).load() == saved)
        #expect(saved.items == [TodoItem(id: 1, title: "Buy milk", isDone: true)])
        #expect(directory.fileNames == ["todos.json"])
    }

    @Test func aListSavedBeforePrioritiesReadsWithNoneAndKeepsThemOnceSet() throws {
        let file = directory.url.appendingPathComponent("todos.json")
        try Data(#"{"items":[{"id":1,"title":"Old","isDone":false}],"nextID":2}"#.utf8).write(to: file)
        let store = JSONFileTodoStore(directory: directory.url)
        #expect(try store.load().items == [TodoItem(id: 1, title: "Old")])
        _ = try store.update { list throws(TodoError) in list.prioritizing(1, stars: 3) }
        #expect(try JSONFileTodoStore(directory: directory.url).load().items == [TodoItem(id: 1, title: "Old", priority: 3)])
    }

    @Test func aRefusedChangeSavesNothing() throws {
        let store = JSONFileTodoStore(directory: directory.url)
        #expect(throws: TodoError.emptyTitle) { try store.update { list throws(TodoError) in try list.adding(" ") } }
        #expect(directory.fileNames == [])
    }

    @Test func aCorruptFileIsSetAsideReportedOnceAndTheListStartsEmpty() throws {
        try Data("{ not a list".utf8).write(to: directory.url.appendingPathComponent("todos.json"))
        let store = JSONFileTodoStore(directory: directory.url, now: { Date(timeIntervalSince1970: 1_700_000_000) })
        #expect(throws: TodoError.corruptFile(setAsideAs: "todos.json.corrupt-1700000000")) { try store.load() }
        #expect(try store.load() == TodoList(), "the second read finds no file")
        #expect(directory.fileNames == ["todos.json.corrupt-1700000000"], "what the user had is kept")
        _ = try store.update { list throws(TodoError) in try list.adding("Start again") }
        #expect(directory.fileNames == ["todos.json", "todos.json.corrupt-1700000000"])
    }

    @Test func aDirectoryThatCannotBeMadeFailsTheSaveWithTheFilesName() throws {
        let blocker = directory.url.appendingPathComponent("not-a-directory")
        try Data().write(to: blocker)
        let store = JSONFileTodoStore(directory: blocker)
        #expect(throws: TodoError.notSaved(fileName: "todos.json")) {
            try store.update { list throws(TodoError) in try list.adding("Buy milk") }
        }
    }

    @Test func aHandEditedNextIDBelowTheItemsIsRaisedPastThem() throws {
        let json = #"{"items":[{"id":7,"title":"A","isDone":false}],"nextID":2}"#
        try Data(json.utf8).write(to: directory.url.appendingPathComponent("todos.json"))
        let list = try JSONFileTodoStore(directory: directory.url).load()
        #expect(list.nextID == 8)
    }
}
