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

/// Table cells of the app's design: made per row, named after their table and their properties, reused and patched.
@Suite struct CustomCellTests {
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
        #expect(patches.last.map { if case .content(let id, let body) = $0 { id == "tableView" && !body.contains("Bo") } else { false } } == true)
        tester.select("tableView", row: "1")
        #expect(tester.takeMessages().compactMap(\.errorCode) == [.unknownId], "a row no longer shown is refused")
        tester.close()
    }
}
