import BinderyTest
import Testing
@testable import Todo

/// The list's rules on virtual time, over a stub store: exact timelines of the items, the status, the problem line
/// and the clearing of the field.
@Suite(.checksForLeaks)
struct TodoViewModelTests {
    @Test func anEmptyStoreShowsTheEmptyListAndNoProblem() {
        let list = TodoHarness()
        list.play(.wait(1000))
        expectEqualTimelines(list.timeline, TodoTimeline(items: [.next(0, [])], progress: [.next(0, .empty)],
                                                         problem: [.next(0, nil)]))
    }

    @Test func theSavedListIsShownAtStart() {
        let list = TodoHarness(store: StubTodoStore(TodoList(items: [TodoItem(id: 4, title: "Call Mum", isDone: true)])))
        expectEqualTimelines(list.timeline, TodoTimeline(items: [.next(0, ["4 Call Mum ✓"])],
                                                         progress: [.next(0, .remaining(open: 0, total: 1))],
                                                         problem: [.next(0, nil)]))
    }

    @Test func addingSavesTheTrimmedTitleShowsItAndClearsTheField() {
        let list = TodoHarness()
        list.play(.type("  Buy milk "), .wait(100), .add, .wait(100), .type("Water plants"), .add)
        expectEqualTimelines(list.timeline, TodoTimeline(
            items: [.next(0, []), .next(100, ["1 Buy milk"]), .next(200, ["1 Buy milk", "2 Water plants"])],
            progress: [.next(0, .empty), .next(100, .remaining(open: 1, total: 1)), .next(200, .remaining(open: 2, total: 2))],
            problem: [.next(0, nil)],
            titleCleared: [100, 200]))
        #expect(list.store.saved.items.map(\.title) == ["Buy milk", "Water plants"])
    }

    @Test func aPriorityIsSavedAndShownAndKeptWithinItsStars() {
        let list = TodoHarness(store: StubTodoStore(TodoList(items: [TodoItem(id: 1, title: "Pay rent")])))
        list.play(.prioritize(1, stars: 2), .wait(100), .prioritize(1, stars: 9), .wait(100), .prioritize(7, stars: 1),
                  .wait(100), .prioritize(1, stars: 0))
        expectEqualTimelines(list.timeline, TodoTimeline(
            items: [.next(0, ["1 Pay rent"]), .next(0, ["1 Pay rent ★★"]), .next(100, ["1 Pay rent ★★★"]),
                    .next(300, ["1 Pay rent"])],
            progress: [.next(0, .remaining(open: 1, total: 1))],
            problem: [.next(0, nil)]))
        #expect(list.store.saved.items.map(\.priority) == [0])
    }

    @Test func aRenameIsTrimmedSavedAndShownAndRefusedAsAnAddIs() {
        let list = TodoHarness(store: StubTodoStore(TodoList(items: [TodoItem(id: 1, title: "Pay rent"),
                                                                     TodoItem(id: 2, title: "Call Mum")])))
        list.play(.rename(1, to: "  Pay the rent "), .wait(100), .rename(1, to: "call mum"), .wait(100),
                  .rename(2, to: "CALL MUM"), .wait(100), .rename(2, to: " "), .wait(100), .rename(9, to: "Ghost"))
        expectEqualTimelines(list.timeline, TodoTimeline(
            items: [.next(0, ["1 Pay rent", "2 Call Mum"]), .next(0, ["1 Pay the rent", "2 Call Mum"]),
                    .next(200, ["1 Pay the rent", "2 CALL MUM"])],
            progress: [.next(0, .remaining(open: 2, total: 2))],
            problem: [.next(0, nil), .next(100, .duplicateTitle("Call Mum")), .next(200, nil), .next(300, .emptyTitle),
                      .next(400, nil)]))
        #expect(list.store.saved.items.map(\.title) == ["Pay the rent", "CALL MUM"], "an item may change its own letters")
    }

    @Test func anEmptyTitleIsRefusedWithAMessageAndTheNextAddWorks() {
        let list = TodoHarness()
        list.play(.add, .wait(100), .type("   "), .add, .wait(100), .type("Buy milk"), .add)
        expectEqualTimelines(list.timeline, TodoTimeline(
            items: [.next(0, []), .next(200, ["1 Buy milk"])],
            progress: [.next(0, .empty), .next(200, .remaining(open: 1, total: 1))],
            problem: [.next(0, nil), .next(0, .emptyTitle), .next(200, nil)],
            titleCleared: [200]),
            "the second refusal repeats the same message, so nothing new is sent")
        #expect(list.store.saveCount == 1)
    }

    @Test func aTitleOverTheLimitIsRefusedAndKeptForFixing() {
        let list = TodoHarness()
        let long = String(repeating: "a", count: TodoList.maxTitleLength + 1)
        list.play(.type(long), .add, .wait(100), .type(String(long.dropLast())), .add)
        expectEqualTimelines(list.timeline, TodoTimeline(
            items: [.next(0, []), .next(100, ["1 " + String(long.dropLast())])],
            progress: [.next(0, .empty), .next(100, .remaining(open: 1, total: 1))],
            problem: [.next(0, nil), .next(0, .titleTooLong(length: 81, limit: 80)), .next(100, nil)],
            titleCleared: [100]))
    }

    @Test func aDuplicateIgnoringCaseIsRefusedNamingTheItemOnTheList() {
        let list = TodoHarness()
        list.play(.type("Buy milk"), .add, .wait(100), .type("BUY MILK "), .add, .wait(100), .type("Buy bread"), .add)
        expectEqualTimelines(list.timeline, TodoTimeline(
            items: [.next(0, []), .next(0, ["1 Buy milk"]), .next(200, ["1 Buy milk", "2 Buy bread"])],
            progress: [.next(0, .empty), .next(0, .remaining(open: 1, total: 1)), .next(200, .remaining(open: 2, total: 2))],
            problem: [.next(0, nil), .next(100, .duplicateTitle("Buy milk")), .next(200, nil)],
            titleCleared: [0, 200]))
    }

    @Test func aFullListRefusesTheNextAddKeepsTheTextAndTakesItOnceAnItemIsRemoved() {
        let full = (1...TodoList.maxItems).map { TodoItem(id: $0, title: "Task \($0)") }
        let list = TodoHarness(store: StubTodoStore(TodoList(items: full)))
        list.play(.type("One more"), .add, .wait(100), .remove(1), .wait(100), .add)
        let shown = full.map { "\($0.id) \($0.title)" }
        let open = TodoList.maxItems
        expectEqualTimelines(list.timeline, TodoTimeline(
            items: [.next(0, shown), .next(100, Array(shown.dropFirst())),
                    .next(200, Array(shown.dropFirst()) + ["\(open + 1) One more"])],
            progress: [.next(0, .remaining(open: open, total: open)), .next(100, .remaining(open: open - 1, total: open - 1)),
                       .next(200, .remaining(open: open, total: open))],
            problem: [.next(0, nil), .next(0, .listFull(limit: TodoList.maxItems)), .next(100, nil)],
            titleCleared: [200]),
            "the refused text stays, and goes in once there is room")
        #expect(list.store.saved.items.count == TodoList.maxItems)
    }

    @Test func toggleMarksDoneAndBackAndRemoveTakesTheItemOff() {
        let list = TodoHarness(store: StubTodoStore(TodoList(items: [TodoItem(id: 1, title: "A"), TodoItem(id: 2, title: "B")])))
        list.play(.wait(100), .toggle(1), .wait(100), .toggle(1), .wait(100), .remove(2), .wait(100), .remove(2))
        expectEqualTimelines(list.timeline, TodoTimeline(
            items: [.next(0, ["1 A", "2 B"]), .next(100, ["1 A ✓", "2 B"]), .next(200, ["1 A", "2 B"]), .next(300, ["1 A"])],
            progress: [.next(0, .remaining(open: 2, total: 2)), .next(100, .remaining(open: 1, total: 2)),
                       .next(200, .remaining(open: 2, total: 2)), .next(300, .remaining(open: 1, total: 1))],
            problem: [.next(0, nil)]),
            "a second tap on an item already removed finds nothing and sends nothing")
    }

    @Test func aChangeAppliesToTheSavedListSoAnotherTabsItemIsKept() {
        let store = StubTodoStore()
        let list = TodoHarness(store: store)
        store.saved = try! TodoList().adding("From the other tab")
        list.play(.wait(100), .type("Mine"), .add)
        expectEqualTimelines(list.timeline, TodoTimeline(
            items: [.next(0, []), .next(100, ["1 From the other tab", "2 Mine"])],
            progress: [.next(0, .empty), .next(100, .remaining(open: 2, total: 2))],
            problem: [.next(0, nil)],
            titleCleared: [100]))
    }

    @Test func aFailedSaveChangesNothingKeepsTheTextAndTheNextTapWorks() {
        let list = TodoHarness()
        list.store.savesFail = true
        list.play(.type("Buy milk"), .add, .wait(100))
        list.store.savesFail = false
        list.play(.add)
        expectEqualTimelines(list.timeline, TodoTimeline(
            items: [.next(0, []), .next(100, ["1 Buy milk"])],
            progress: [.next(0, .empty), .next(100, .remaining(open: 1, total: 1))],
            problem: [.next(0, nil), .next(0, .notSaved(fileName: "todos.json")), .next(100, nil)],
            titleCleared: [100]))
    }

    @Test func aCorruptFileAtStartIsReportedAndTheListStartsEmpty() {
        let store = StubTodoStore(TodoList(items: [TodoItem(id: 1, title: "lost")]))
        store.readFailure = .corruptFile(setAsideAs: "todos.json.corrupt-1")
        let list = TodoHarness(store: store)
        list.play(.wait(100), .type("Start again"), .add)
        expectEqualTimelines(list.timeline, TodoTimeline(
            items: [.next(0, []), .next(100, ["1 Start again"])],
            progress: [.next(0, .empty), .next(100, .remaining(open: 1, total: 1))],
            problem: [.next(0, .corruptFile(setAsideAs: "todos.json.corrupt-1")), .next(100, nil)],
            titleCleared: [100]))
    }

    @Test func aFileCorruptedWhileRunningIsReportedOnTheNextTapAndTheOneAfterWorks() {
        let list = TodoHarness(store: StubTodoStore(TodoList(items: [TodoItem(id: 1, title: "A")])))
        list.store.readFailure = .corruptFile(setAsideAs: "todos.json.corrupt-2")
        list.play(.wait(100), .toggle(1), .wait(100), .type("B"), .add)
        expectEqualTimelines(list.timeline, TodoTimeline(
            items: [.next(0, ["1 A"]), .next(100, []), .next(200, ["1 B"])],
            progress: [.next(0, .remaining(open: 1, total: 1)), .next(100, .empty), .next(200, .remaining(open: 1, total: 1))],
            problem: [.next(0, nil), .next(100, .corruptFile(setAsideAs: "todos.json.corrupt-2")), .next(200, nil)],
            titleCleared: [200]))
    }
}
