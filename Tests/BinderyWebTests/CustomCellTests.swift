import Bindery
import BinderyWeb
import Testing

/// A cell laid out by the app: a name and a job.
private final class MemberCell: TableViewCell {
    let nameLabel = Label(tag: "span")
    let jobLabel = Label(tag: "span", classes: ["job"])
}

private struct Member: Equatable {
    let name: String
    let job: String
}

private final class MembersScreen: ViewController {
    let heading = Label(text: "Members", tag: "h1")
    let tableView = TableView()
    let selectedLabel = Label()
    let members = BehaviorRelay<[Member]>(value: [Member(name: "Ann <3", job: "Pilot"), Member(name: "Bo", job: "Cook")])
    override var title: String { "Members" }
    override func viewDidLoad() {
        members.bind(to: tableView.rx.items(cellIdentifier: "Member", cellType: MemberCell.self)) { _, member, cell in
            cell.nameLabel.text = member.name
            cell.jobLabel.text = member.job
        }.disposed(by: disposeBag)
        tableView.rx.modelSelected(Member.self).map(\.name).bind(to: selectedLabel.rx.text).disposed(by: disposeBag)
    }
}

/// A row with a button: its tap reports the row's member, bound when the cell is configured.
private final class RemovableCell: TableViewCell {
    let nameLabel = Label(tag: "span")
    let removeButton = Button(title: "Remove")
}

/// The same, written as RxCocoa cells are: a bag of its own, replaced in `prepareForReuse()`.
private final class OwnBagCell: TableViewCell {
    let removeButton = Button(title: "Remove")
    private(set) var disposeBag = DisposeBag()
    private(set) var reuses = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
        disposeBag = DisposeBag()
    }
}

private final class RemovableScreen: ViewController {
    let tableView = TableView()
    let otherTable = TableView()
    let members = BehaviorRelay<[String]>(value: ["Ann", "Bo", "Cy"])
    var removed: [String] = []
    override var title: String { "Members" }
    override func viewDidLoad() {
        members.bind(to: tableView.rx.items(cellIdentifier: "Member", cellType: RemovableCell.self)) { [members] _, name, cell in
            cell.nameLabel.text = name
            cell.removeButton.rx.tap.map { name }
                .bind(onNext: { [weak self] name in
                    self?.removed.append(name)
                    members.accept(members.value.filter { $0 != name })
                })
                .disposed(by: cell.disposeBag)
        }.disposed(by: disposeBag)
        members.bind(to: otherTable.rx.items(cellIdentifier: "Own", cellType: OwnBagCell.self)) { [weak self] _, name, cell in
            cell.removeButton.rx.tap.bind { self?.removed.append("own " + name) }.disposed(by: cell.disposeBag)
        }.disposed(by: disposeBag)
    }
}

/// A row laid out side by side: its labels in a horizontal stack, the stack its only subview.
private final class RowCell: TableViewCell {
    let nameLabel = Label(tag: "strong")
    let jobLabel = Label(tag: "span")
    private lazy var row = StackView(axis: .horizontal, arrangedSubviews: [nameLabel, jobLabel])
    override var subviews: [View] { [row] }
}

/// The same stack made at once, held beside the labels it holds.
private final class HeldStackCell: TableViewCell {
    let nameLabel = Label(tag: "strong")
    let row = StackView(axis: .horizontal, arrangedSubviews: [])
    let jobLabel = Label(tag: "span")
    private(set) lazy var column = StackView(arrangedSubviews: [nameLabel, jobLabel])
    required init() {
        super.init()
        _ = column
    }
}

private final class StackedCellsScreen: ViewController {
    let tableView = TableView()
    let heldTable = TableView()
    let names = BehaviorRelay<[String]>(value: ["Ann"])
    override var title: String { "Members" }
    override func viewDidLoad() {
        names.bind(to: tableView.rx.items(cellIdentifier: "Row", cellType: RowCell.self)) { _, name, cell in
            cell.nameLabel.text = name
        }.disposed(by: disposeBag)
        names.bind(to: heldTable.rx.items(cellIdentifier: "Held", cellType: HeldStackCell.self)) { _, name, cell in
            cell.jobLabel.text = name
        }.disposed(by: disposeBag)
    }
}

/// Table cells of the app's design: made per row, named after their table and their properties, reused and patched.
@Suite struct CustomCellTests {
    @Test func aCellThatLeavesTheTableLetsItsBindingsGoEvenOnesHoldingIt() {
        let tester = ScreenTester({ RemovableScreen() }, path: "/members")
        let screen = tester.screen as! RemovableScreen
        weak let last = screen.tableView.visibleCells.last as? RemovableCell
        tester.session.performAndWait {
            // A binding that holds its own cell, as `cell.removeButton.rx.tap.bind { cell… }` does.
            if let cell = last { cell.removeButton.rx.tap.bind { _ = cell.nameLabel.text }.disposed(by: cell.disposeBag) }
            screen.members.accept(["Ann"])
        }
        tester.settle()
        #expect(last == nil, "the removed cell was released with its bindings")
        tester.close()
    }

    @Test func aCellsStackShowsItsLabelsOnceNamedAfterTheCellsProperties() {
        let tester = ScreenTester({ StackedCellsScreen() }, path: "/members")
        let html = tester.screen?.render() ?? ""
        #expect(html.contains("<td><div id=\"tableView-0\"><div id=\"row\" class=\"stack horizontal\"><strong id=\"nameLabel\">Ann</strong>"
                              + "<span id=\"jobLabel\"></span></div></div></td>"), "\(html)")
        #expect(html.contains("<td><div id=\"heldTable-0\"><div id=\"row-2\" class=\"stack horizontal\"></div>"
                              + "<div id=\"column\" class=\"stack vertical\"><strong id=\"nameLabel-2\"></strong>"
                              + "<span id=\"jobLabel-2\">Ann</span></div></div></td>"), "a label inside a held stack is shown there only")
        #expect(tester.screen?.mistakes == [])
        tester.close()
    }

    @Test func aButtonInACellReportsTheRowItShowsNowOnce() {
        let tester = ScreenTester({ RemovableScreen() }, path: "/members")
        let screen = tester.screen as! RemovableScreen
        let buttons = screen.tableView.visibleCells.compactMap { ($0 as? RemovableCell)?.removeButton.id }
        #expect(buttons == ["removeButton", "removeButton-2", "removeButton-3"], "named after the property, row by row")
        tester.tap(buttons[0])
        #expect(screen.removed == ["Ann"])
        #expect(screen.tableView.visibleCells.compactMap { ($0 as? RemovableCell)?.nameLabel.text } == ["Bo", "Cy"])

        tester.tap(buttons[0])
        #expect(screen.removed == ["Ann", "Bo"], "the first cell, configured again, reports its new row, and only it")
        let own = screen.otherTable.visibleCells.compactMap { $0 as? OwnBagCell }
        #expect(own.map(\.reuses) == [2], "a cell kept on show is prepared before each later configuration")
        tester.tap(own[0].removeButton.id)
        #expect(screen.removed == ["Ann", "Bo", "own Cy"], "a cell's own bag, replaced in prepareForReuse, holds one binding")
        tester.close()
    }

    @Test func cellsAreRenderedEscapedReusedAndSelectedByRow() {
        let tester = ScreenTester({ MembersScreen() }, path: "/members")
        let screen = tester.screen as! MembersScreen
        let html = screen.render()
        #expect(html.contains("<tr data-row=\"0\" tabindex=\"0\"><td><div id=\"tableView-0\"><span id=\"nameLabel\">Ann &lt;3</span>"
                              + "<span id=\"jobLabel\" class=\"job\">Pilot</span></div></td></tr>"), "\(html)")
        #expect(screen.tableView.visibleCells.first?.reuseIdentifier == "Member")
        _ = tester.takeMessages()

        tester.select("tableView", row: "1")
        #expect(tester.takePatches() == [.text(id: "selectedLabel", value: "Bo")])

        let first = screen.tableView.visibleCells.first
        tester.session.performAndWait { screen.members.accept([Member(name: "Ann", job: "Pilot"), Member(name: "Bo", job: "Cook")]) }
        tester.settle()
        #expect(tester.takePatches() == [.text(id: "nameLabel", value: "Ann")], "a cell on show is patched, not redrawn")
        #expect(screen.tableView.visibleCells.first === first)

        tester.session.performAndWait { screen.members.accept([Member(name: "Cy", job: "Vet")]) }
        tester.settle()
        let patches = tester.takePatches()
        #expect(patches.contains(.text(id: "nameLabel", value: "Cy")))
        #expect(patches.last == .contentEdits(id: "tableView", value: CollectionEdits(removed: ["1"], inserted: [])),
                "the row past the shorter list goes; the one kept is patched")
        tester.select("tableView", row: "1")
        #expect(tester.takeMessages().compactMap(\.errorCode) == [.unknownId], "a row no longer shown is refused")

        tester.session.performAndWait { screen.members.accept([Member(name: "Cy", job: "Vet"), Member(name: "Di <b>", job: "Cook")]) }
        tester.settle()
        let added = tester.takePatches()
        guard case .contentEdits("tableView", let edits)? = added.last else { Issue.record("\(added)"); return }
        #expect(edits.removed.isEmpty)
        #expect(edits.inserted.map(\.after) == ["0"], "the new row follows the one kept, alone")
        #expect(edits.inserted.first?.html.hasPrefix("<tr data-row=\"1\" tabindex=\"0\"><td>") == true)
        #expect(edits.inserted.first?.html.contains("Di &lt;b&gt;") == true)
        tester.close()
    }
}
