import Bindery
import BinderyWeb
import Foundation
import Testing

/// Every control renders hostile text as text: markup, quotes that would end an attribute, and entities all come out
/// escaped, in element content and in attribute values alike, on the first render and in the patches after it.
@Suite struct HostileRenderTests {
    static let hostile = #"<img src=x onerror=alert(1)>"'&amp;</td></table><script>alert(2)</script>"#
    static let escaped = "&lt;img src=x onerror=alert(1)&gt;&quot;&#39;&amp;amp;&lt;/td&gt;&lt;/table&gt;&lt;script&gt;alert(2)&lt;/script&gt;"

    /// A screen with one of every control, each showing the hostile text wherever it shows text.
    final class HostileScreen: ViewController {
        let label = Label(id: "label", text: HostileRenderTests.hostile)
        let heading = Label(id: "heading", text: HostileRenderTests.hostile, tag: "h1")
        let button = Button(id: "button", title: HostileRenderTests.hostile)
        let field = TextField(id: "field", text: HostileRenderTests.hostile, placeholder: HostileRenderTests.hostile)
        let image = ImageView(id: "image", url: HostileRenderTests.hostile, alt: HostileRenderTests.hostile)
        let table = TableView(id: "table", headers: [HostileRenderTests.hostile])
        let cards = CollectionView(id: "cards", tag: "ul")
        let web = WebView(id: "web")

        override func loadView() {
            table.rows = [
                TableRow(id: HostileRenderTests.hostile, cells: [HostileRenderTests.hostile], image: HostileRenderTests.hostile,
                         imageAlt: HostileRenderTests.hostile),
                TableRow(id: "styled", styledCells: [[TextRun(HostileRenderTests.hostile, emphasized: true), TextRun(HostileRenderTests.hostile)]]),
            ]
            cards.items = [Label(id: "card", text: HostileRenderTests.hostile)]
            web.load(URL(string: "https://example.com/?q=%22%3E%3Cscript%3E"))
            add(label, heading, button, field, image, table, cards, web,
                StackView(id: "stack", arrangedSubviews: [Label(id: "stacked", text: HostileRenderTests.hostile)]),
                TouchView(id: "touch", content: [Label(id: "touched", text: HostileRenderTests.hostile)]))
        }
    }

    /// `HTML.escape` works on bytes: text outside ASCII passes through whole, beside the five characters it replaces.
    @Test func escapingKeepsTextOutsideASCIIWhole() {
        #expect(HTML.escape("카운터 <b>'1' & \"2\"</b> 🍺") == "카운터 &lt;b&gt;&#39;1&#39; &amp; &quot;2&quot;&lt;/b&gt; 🍺")
        #expect(HTML.escape("plain 텍스트 é") == "plain 텍스트 é")
        #expect(HTML.escape("") == "")
        #expect(HTML.attributes([("id", "a<b"), ("hidden", ""), ("title", nil)]) == #" id="a&lt;b" hidden"#)
        #expect(HTML.attributes([("aria-label", "카운터 \"1\" & 🍺"), ("class", "a b")])
                == #" aria-label="카운터 &quot;1&quot; &amp; 🍺" class="a b""#)
    }

    @Test func everyControlRendersHostileTextEscapedAndNoMarkupOfItsOwn() {
        let registry = ScreenRegistry()
        registry.register("/hostile") { _ in HostileScreen() }
        let tester = ScreenTester(path: "/hostile", registry: registry)
        let html = tester.screen?.render() ?? ""

        for forbidden in ["<img src=x", "<script", "</table><", "onerror=alert(1)>\""] {
            #expect(!html.contains(forbidden), "raw \(forbidden) in the render")
        }
        let occurrences = html.components(separatedBy: Self.escaped).count - 1
        #expect(occurrences == 17, "every place that shows the text shows it escaped, exactly")
        #expect(html.contains(#"src="https://example.com/?q=%22%3E%3Cscript%3E""#), "a URL stays percent-encoded")
        tester.close()
    }

    @Test func patchesCarryTextAsDataAndContentEscaped() {
        let registry = ScreenRegistry()
        registry.register("/hostile") { _ in HostileScreen() }
        let tester = ScreenTester(path: "/hostile", registry: registry)
        _ = tester.takeMessages()
        let screen = tester.screen as? HostileScreen
        screen?.label.text = Self.hostile + "!"
        screen?.cards.items = [Label(id: "card2", text: Self.hostile)]
        tester.settle()
        let patches = tester.takePatches()
        #expect(patches.contains(.text(id: "label", value: Self.hostile + "!")), "text goes as data, applied with textContent")
        #expect(patches.contains(.content(id: "cards", html: "<p id=\"card2\">\(Self.escaped)</p>")))
        tester.close()
    }

    @Test(arguments: ["p", "h1", "section", "ul"])
    func elementNamesAreAccepted(tag: String) {
        #expect(HTML.isElementName(tag))
    }

    @Test(arguments: ["", "1p", "p onclick=x", "P", "p>", "scr\u{0130}pt"])
    func anythingElseIsNotAnElementName(tag: String) {
        #expect(!HTML.isElementName(tag))
    }
}
