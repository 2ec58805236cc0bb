import Bindery
import BinderyWeb
import Foundation
import Testing

/// A screen with a table and a web view: selecting a row loads its link.
final class LinksScreen: ViewController {
    let table = TableView(id: "tableView", headers: ["Title"])
    let webView = WebView(id: "webView")
    let images = ImageView(id: "imageView")
    let touch = TouchView(id: "touchView-1", content: [Label(id: "cardLabel", text: "card")])

    override func loadView() { add(table, webView, images, touch) }

    override func viewDidLoad() {
        Just([TableRow(id: "1", cells: ["<b>One</b>"]), TableRow(id: "2", cells: ["Two"]), TableRow(id: "3", cells: ["Bad"])])
            .bind(to: table.rx.items)
            .disposed(by: disposeBag)
        table.rx.itemSelected
            .map { row in URL(string: row.id == "3" ? "javascript:alert(1)" : "https://example.com/\(row.id)") }
            .bind(to: webView.rx.url)
            .disposed(by: disposeBag)
        touch.rx.touchDown.map { true }
            .merge(with: touch.rx.touchUp.map { false }, touch.rx.touchCancel.map { false })
            .bind(to: touch.rx.hasClass("pressed"))
            .disposed(by: disposeBag)
    }
}

@Suite struct ControlTests {
    @Test func returnInATextFieldFiresEditingDidEndOnExitAndOtherControlsRefuseIt() {
        let field = TextField(id: "field")
        var returns = 0
        let subscription = field.rx.editingDidEndOnExit.sink { returns += 1 }
        #expect(field.handle(.submit, value: nil) == nil)
        #expect(field.handle(.submit, value: nil) == nil)
        #expect(returns == 2)
        #expect(Button(id: "button", title: "B").handle(.submit, value: nil)?.code == .unknownEvent)
        subscription.cancel()
    }

    private func open() -> ScreenTester {
        let tester = ScreenTester({ LinksScreen() }, path: "/links")
        _ = tester.takeMessages()
        return tester
    }

    @Test func tableRendersRowsAsTextAndSelectionLoadsTheLink() {
        let tester = open()
        let html = tester.screen?.render() ?? ""
        #expect(html.contains("<td>&lt;b&gt;One&lt;/b&gt;</td>"))
        tester.select("tableView", row: "2")
        #expect(tester.takePatches() == [.src(id: "webView", value: "https://example.com/2")])
    }

    @Test func anEmptyHeaderIsAnEmptyCellNotANamelessHeader() {
        let table = TableView(id: "people", headers: ["", "Name", " "])
        #expect(table.render().hasPrefix("<table id=\"people\"><thead><tr><td></td><th>Name</th><td></td></tr></thead>"))
    }

    @Test func webViewRefusesNonHTTPAddresses() {
        let tester = open()
        tester.select("tableView", row: "1")
        _ = tester.takeMessages()
        tester.select("tableView", row: "3")
        #expect(tester.takePatches() == [.src(id: "webView", value: nil)])
        #expect(WebView.isLoadable(URL(string: "data:text/html,hi")!) == false)
    }

    @Test func selectingARowThatIsNotShownIsRefused() {
        let tester = open()
        tester.select("tableView", row: "99")
        #expect(tester.takeMessages().contains { if case .error(.unknownId, _) = $0 { true } else { false } })
    }

    @Test func touchViewIsPressedWhileTouched() {
        let tester = open()
        tester.touch("touchView-1", .touchDown)
        #expect(tester.takePatches() == [.classes(id: "touchView-1", value: ["pressed"])])
        tester.touch("touchView-1", .touchCancel)
        #expect(tester.takePatches() == [.classes(id: "touchView-1", value: [])])
        tester.touch("touchView-1", .touchDown)
        tester.touch("touchView-1", .touchUp)
        #expect(tester.takePatches() == [.classes(id: "touchView-1", value: ["pressed"]), .classes(id: "touchView-1", value: [])])
    }
}
