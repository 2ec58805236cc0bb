import Bindery
import BinderyWeb
import Foundation
import Testing

/// A screen with a table of emphasised runs and a collection whose touch views arrive after load.
final class CardsScreen: ViewController {
    let table = TableView(id: "tableView")
    let cards = CollectionView(id: "cards")
    let show = PublishRelay<[String]>()

    override func loadView() { add(table, cards) }

    override func viewDidLoad() {
        show.map { names in
            names.map { name in TouchView(id: "touchView-\(name)", content: [Label(id: "label-\(name)", text: name)]) }
        }
        .bind(with: self) { owner, views in
            owner.cards.items = views
            for card in views {
                card.rx.touchDown.bind(with: card) { card, _ in card.addClass("pressed") }.disposed(by: owner.disposeBag)
            }
        }
        .disposed(by: disposeBag)
    }
}

@Suite struct StyledRowsAndCollectionTests {
    @Test func styledCellsRenderEmphasisAsBoldAndEveryTextEscaped() {
        let tester = ScreenTester({ CardsScreen() }, path: "/cards")
        let screen = tester.screen as? CardsScreen
        let row = TableRow(id: "0", styledCells: [[TextRun("<i>x</i> & "), TextRun("<Swift>", emphasized: true)]])
        screen?.table.rows = [row]

        #expect(row.cells == ["<i>x</i> & <Swift>"], "the plain text stays for readers of cells")
        #expect(tester.screen?.render().contains("<td>&lt;i&gt;x&lt;/i&gt; &amp; <b>&lt;Swift&gt;</b></td>") == true)
        tester.advance()
        let frames = tester.takeMessages().map(\.frame)
        #expect(frames.contains { $0.contains(#""runs":[[{"b":false,"text":"<i>x</i> & "},{"b":true,"text":"<Swift>"}]]"#) })
    }

    @Test func aCollectionsNewViewsAreSentAsTheyRenderAndReceiveEvents() {
        let tester = ScreenTester({ CardsScreen() }, path: "/cards")
        _ = tester.takeMessages()
        let screen = tester.screen as? CardsScreen
        screen?.show.accept(["1", "<2>"])
        tester.advance()

        let expectedHTML = #"<div id="touchView-1" data-touch tabindex="0" role="button"><p id="label-1">1</p></div>"#
            + #"<div id="touchView-&lt;2&gt;" data-touch tabindex="0" role="button"><p id="label-&lt;2&gt;">&lt;2&gt;</p></div>"#
        #expect(tester.takePatches() == [.content(id: "cards", html: expectedHTML)])
        tester.touch("touchView-1", .touchDown)
        #expect(tester.takePatches() == [.classes(id: "touchView-1", value: ["pressed"])])

        screen?.show.accept(["3"])
        tester.advance()
        _ = tester.takeMessages()
        tester.send(.event(id: "touchView-1", name: .touchDown, value: nil))   // no longer shown, as a page would
        #expect(tester.takeMessages().contains { if case .error(.unknownId, _) = $0 { true } else { false } },
                "a view the collection dropped receives nothing")
        #expect(tester.view("touchView-3", as: TouchView.self) != nil)
        #expect(tester.screen?.render().contains(#"<div id="cards"><div id="touchView-3""#) == true)
    }
}
