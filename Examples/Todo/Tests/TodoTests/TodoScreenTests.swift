import BinderyTest
import BinderyWeb
import Foundation
import Testing
@testable import Todo

/// The to-do screen driven through its controls on an in-memory session, without a browser, over a stub store.
@Suite(.checksForLeaks)
struct TodoScreenTests {
    let store = StubTodoStore()

    /// The screen as `TodoApp` registers it over `store`, its view model tracked for leaks, in `language`.
    private func open(language: Language = "en") -> ScreenTester {
        let store = self.store
        let tester = ScreenTester({ TodoViewController { trackForLeaks(TodoViewModel(store: store)) } },
                                  path: TodoApp.path, language: language, localization: TodoText.localization)
        trackForLeaks(tester.session)
        return tester
    }

    private func screenHTML(_ tester: ScreenTester) -> String? {
        for message in tester.takeMessages() {
            if case let .screen(_, _, html, _) = message { return html }
        }
        return nil
    }

    private func text(_ tester: ScreenTester, _ id: String) -> String? { tester.view(id, as: Label.self)?.text }

    private func problem(_ tester: ScreenTester) -> String? {
        guard let label = tester.view("problemLabel", as: Label.self), !label.isHidden else { return nil }
        return label.text
    }

    /// The item titles on show, each with ` ✓` when struck through.
    private func rows(_ tester: ScreenTester) -> [String] {
        store.saved.items.compactMap { item in
            tester.view("itemTitle-\(item.id)", as: Label.self).map { ($0.text ?? "") + ($0.classes.contains("done") ? " ✓" : "") }
        }
    }

    @Test func rendersTheEmptyListWithTheFormAndNoProblem() throws {
        let tester = open()
        let html = try #require(screenHTML(tester))
        #expect(html.contains("<h1 id=\"headingLabel\">To-do</h1>"))
        #expect(html.contains("id=\"newItemField\""))
        #expect(html.contains("placeholder=\"What needs doing?\""))
        #expect(html.contains("aria-label=\"New task\""), "a placeholder is no label; the field has a name of its own")
        #expect(html.contains(">Add</button>"))
        #expect(html.contains("id=\"problemLabel\" class=\"error\" hidden"))
        #expect(html.contains(">Nothing to do yet. Type a task above and press Add.</p>"))
        tester.close()
    }

    @Test func typingAndReturnAddsTheItemClearsTheFieldAndCountsIt() {
        let tester = open()
        _ = tester.takeMessages()
        tester.type("newItemField", "Buy milk")
        tester.pressReturn("newItemField")
        #expect(rows(tester) == ["Buy milk"])
        #expect(tester.view("newItemField", as: TextField.self)?.text == "")
        #expect(text(tester, "statusLabel") == "1 of 1 left")
        tester.type("newItemField", "Water plants")
        tester.tap("addButton")
        #expect(rows(tester) == ["Buy milk", "Water plants"])
        #expect(text(tester, "statusLabel") == "2 of 2 left")
        tester.close()
    }

    @Test func aRefusedTitleShowsWhyUntilTheNextAddSucceeds() {
        let tester = open()
        tester.tap("addButton")
        #expect(problem(tester) == "Type what needs doing first.")
        tester.type("newItemField", "Buy milk")
        tester.tap("addButton")
        #expect(problem(tester) == nil)
        tester.type("newItemField", "buy MILK")
        tester.tap("addButton")
        #expect(problem(tester) == "“Buy milk” is already on the list.")
        #expect(tester.view("newItemField", as: TextField.self)?.text == "buy MILK", "the text stays for fixing")
        tester.type("newItemField", String(repeating: "x", count: 81))
        tester.tap("addButton")
        #expect(problem(tester) == "That is 81 characters long; keep it to 80.")
        tester.type("newItemField", "Buy bread")
        tester.tap("addButton")
        #expect(problem(tester) == nil)
        #expect(rows(tester) == ["Buy milk", "Buy bread"])
        tester.close()
    }

    @Test func renameAsksInAnAlertHoldingTheTitleAndARefusalSaysWhy() {
        store.saved = TodoList(items: [TodoItem(id: 1, title: "A"), TodoItem(id: 2, title: "B <b>")])
        let tester = open()
        _ = tester.takeMessages()
        tester.tap("rename-2")
        let alert = tester.screen?.presentedViewController as? AlertController
        #expect(alert?.title == "Rename “B <b>”")
        #expect(alert?.textFields?.first?.text == "B <b>")
        #expect(tester.accessibilityIssues == [])
        tester.type("dialog-field-0", " a ")
        tester.chooseAlertAction("Rename")
        #expect(problem(tester) == "“A” is already on the list.")
        #expect(rows(tester) == ["A", "B <b>"])
        tester.tap("rename-2")
        tester.type("dialog-field-0", "Buy bread")
        tester.chooseAlertAction("Rename")
        #expect(rows(tester) == ["A", "Buy bread"])
        #expect(problem(tester) == nil)
        tester.tap("rename-1")
        tester.dismissDialog()
        #expect(rows(tester) == ["A", "Buy bread"], "Escape cancels")
        tester.close()
    }

    @Test func doneStrikesAnItemThroughUndoOpensItAndRemoveTakesItOff() {
        store.saved = TodoList(items: [TodoItem(id: 1, title: "A"), TodoItem(id: 2, title: "B")])
        let tester = open()
        tester.tap("toggle-1")
        #expect(rows(tester) == ["A ✓", "B"])
        #expect(tester.view("toggle-1", as: Button.self)?.title == "Undo")
        #expect(text(tester, "statusLabel") == "1 of 2 left")
        tester.tap("toggle-1")
        #expect(rows(tester) == ["A", "B"])
        tester.tap("remove-2")
        #expect(rows(tester) == ["A"])
        #expect(tester.view("remove-2", as: Button.self) == nil, "the removed row's buttons are gone")
        tester.tap("remove-1")
        #expect(text(tester, "statusLabel") == "Nothing to do yet. Type a task above and press Add.")
        tester.close()
    }

    @Test func anItemsPriorityIsAStarRatingOfTheAppsOwnTappedByStar() throws {
        store.saved = TodoList(items: [TodoItem(id: 1, title: "Pay <rent>", priority: 1)])
        let tester = open()
        let html = try #require(screenHTML(tester))
        #expect(html.contains("<span id=\"priority-1\" class=\"star-rating\" data-tap role=\"group\" "
                              + "aria-label=\"Priority of “Pay &lt;rent&gt;”\">"
                              + "<button type=\"button\" class=\"star filled\" aria-pressed=\"true\" aria-label=\"1 of 3 stars\" "
                              + "data-value=\"1\">★</button>"), "\(html)")
        let rating = try #require(tester.view("priority-1", as: StarRating.self))
        tester.send(.event(id: "priority-1", name: .tap, value: "3"))
        #expect(store.saved.items.map(\.priority) == [3])
        let patches = tester.takePatches()
        #expect(patches.count == 1)
        guard case .replace(let id, let redrawn)? = patches.first else { Issue.record("\(patches)"); return }
        #expect(id == "priority-1" && redrawn.components(separatedBy: "class=\"star filled\"").count == 4)
        #expect(tester.view("priority-1", as: StarRating.self) === rating, "the row is kept; only the rating is redrawn")

        tester.send(.event(id: "priority-1", name: .tap, value: "3"))
        #expect(store.saved.items.map(\.priority) == [0], "the rating's own star clears it")
        _ = tester.takeMessages()
        for bad in ["4", "0", "-1", "x", ""] {
            tester.send(.event(id: "priority-1", name: .tap, value: bad))
            #expect(tester.takeMessages().compactMap(\.errorCode) == [.malformed], "\(bad)")
        }
        tester.send(.event(id: "priority-1", name: .change, value: "2"))
        #expect(tester.takeMessages().compactMap(\.errorCode) == [.unknownEvent], "a rating takes taps only")
        #expect(store.saved.items.map(\.priority) == [0], "a refused event changes nothing")
        tester.close()
    }

    @Test func theStarsAreNamedInEachLanguage() throws {
        store.saved = TodoList(items: [TodoItem(id: 1, title: "A")])
        for (language, group, star) in [("de", "Priorität von „A“", "2 von 3 Sternen"), ("ko", "“A”의 우선순위", "별 3개 중 2개")] {
            let tester = open(language: Language(language))
            let html = try #require(screenHTML(tester))
            #expect(html.contains("aria-label=\"\(group)\"") && html.contains("aria-label=\"\(star)\""), "\(language)")
            tester.close()
        }
    }

    @Test func aFullListSaysSoInEachLanguage() {
        for (language, message) in [("en", "The list is full: it holds at most 200 items. Remove one to add another."),
                                    ("de", "Die Liste ist voll: Sie fasst höchstens 200 Einträge. Bitte zuerst einen entfernen."),
                                    ("ko", "목록이 가득 찼습니다. 최대 200개까지 담을 수 있습니다. 하나를 지운 뒤 추가하세요.")] {
            store.saved = TodoList(items: (1...TodoList.maxItems).map { TodoItem(id: $0, title: "Task \($0)") })
            let tester = open(language: Language(language))
            tester.type("newItemField", "One more")
            tester.tap("addButton")
            #expect(problem(tester) == message)
            #expect(store.saved.items.count == TodoList.maxItems)
            tester.close()
        }
    }

    @Test func aToggleRepaintsItsRowAndAnAddSendsTheNewRowOnlyKeepingTheRowsOnShow() {
        store.saved = TodoList(items: [TodoItem(id: 1, title: "A"), TodoItem(id: 2, title: "B")])
        let tester = open()
        _ = tester.takeMessages()
        let firstRow = tester.view("toggle-1", as: Button.self)
        tester.tap("toggle-2")
        let toggled = tester.takePatches()
        #expect(toggled.contains(.text(id: "toggle-2", value: "Undo")))
        #expect(toggled.contains(.classes(id: "itemTitle-2", value: ["item-title", "done"])))
        #expect(!toggled.contains { if case .content = $0 { true } else { false } }, "the list is not sent again")
        tester.type("newItemField", "C")
        tester.tap("addButton")
        let added = tester.takePatches().compactMap { patch -> CollectionEdits? in
            if case .contentEdits(_, let edits) = patch { edits } else { nil }
        }
        #expect(added.map(\.removed) == [[]])
        #expect(added.map { $0.inserted.map(\.after) } == [["item-2"]], "the new row goes after B's, alone")
        #expect(tester.view("toggle-1", as: Button.self) === firstRow, "an add makes a row for the new item only")
        #expect(rows(tester) == ["A", "B ✓", "C"])
        tester.close()
    }

    @Test func speaksGermanIncludingItsProblems() throws {
        store.readFailure = .corruptFile(setAsideAs: "todos.json.corrupt-9")
        let tester = open(language: "de")
        let html = try #require(screenHTML(tester))
        #expect(html.contains("<h1 id=\"headingLabel\">Aufgaben</h1>"))
        #expect(html.contains(">Hinzufügen</button>"))
        #expect(tester.view("newItemField", as: TextField.self)?.accessibilityLabel == "Neue Aufgabe")
        #expect(problem(tester) == "Die gespeicherte Liste war nicht lesbar. Sie wurde als todos.json.corrupt-9 aufbewahrt und eine neue Liste begonnen.")
        tester.type("newItemField", "Milch kaufen")
        tester.tap("addButton")
        #expect(problem(tester) == nil)
        #expect(text(tester, "statusLabel") == "1 von 1 offen")
        #expect(tester.view("toggle-1", as: Button.self)?.title == "Erledigt")
        tester.close()
    }

    @Test func speaksKorean() throws {
        let tester = open(language: "ko")
        let html = try #require(screenHTML(tester))
        #expect(html.contains("<h1 id=\"headingLabel\">할 일</h1>"))
        #expect(tester.view("newItemField", as: TextField.self)?.accessibilityLabel == "새 할 일")
        tester.tap("addButton")
        #expect(problem(tester) == "할 일을 먼저 입력하세요.")
        tester.close()
    }

    @Test func everyLanguagesTableHasEveryTextAndBinderyWebSpeaksGermanToo() {
        #expect(TodoText.tableProblems == [])
        #expect(TodoFrameworkText.localization.problems(of: BinderyText.self) == [])
        #expect(TodoFrameworkText.localization.languages == ["en", "ko", "de"])
        #expect(TodoFrameworkText.localization.strings(for: "de").text(BinderyText.languageName) == "Deutsch")
    }
}
