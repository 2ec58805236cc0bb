import Bindery
import BinderyWeb
import Testing

/// A control of an app's own, made with the public API only: a counter badge whose parts send their own values.
private final class StepperBadge: View {
    var count = 0 { didSet { if count != oldValue { setNeedsDisplay() } } }
    let counts = PublishRelay<Int>()
    var caption = "<b>items</b>"

    override func makeElement() -> HTML.Element {
        HTML.Element("span", children: [
            .element(HTML.Element("button", ["type": "button", "aria-label": "Fewer"], text: "−").tapValue("-1")),
            .element(HTML.Element("output", text: "\(count) \(caption)")),
            .element(HTML.Element("button", ["type": "button", "aria-label": "More"], text: "+").tapValue("1")),
        ])
    }

    override func handle(_ event: ClientMessage.EventName, value: String?) -> ProtocolError? {
        guard event == .tap, let step = value.flatMap(Int.init), abs(step) == 1 else {
            return ProtocolError(.malformed, "\(id) steps by one")
        }
        count += step
        counts.accept(count)
        return nil
    }
}

/// A control that tries to write what it may not.
private final class HostileControl: View {
    override func makeElement() -> HTML.Element {
        HTML.Element("script", ["onclick": "steal()", "class": "x", "href": "javascript:steal()", "title": "\"><script>"],
                     children: [.text("</script><img src=x onerror=steal()>"),
                                .element(HTML.Element("iframe", ["srcdoc": "<p>"]))])
    }
}

private final class BadgeScreen: ViewController {
    let heading = Label(text: "Badge", tag: "h1")
    let badge = StepperBadge()
    let countLabel = Label()
    override var title: String { "Badge" }
    override func viewDidLoad() {
        badge.accessibilityLabel = "Items"
        badge.counts.map { "\($0)" }.bind(to: countLabel.rx.text).disposed(by: disposeBag)
    }
}

/// An app's own control: its element described and escaped by BinderyWeb, its taps carrying the part's value, its
/// changes sent as a redraw.
@Suite struct CustomControlTests {
    @Test func itsElementCarriesItsIdClassesAndAccessibilityAndEveryTextEscaped() {
        let tester = ScreenTester({ BadgeScreen() }, path: "/badge")
        let html = tester.screen?.render() ?? ""
        #expect(html.contains("<span id=\"badge\" data-tap role=\"group\" aria-label=\"Items\">"
                              + "<button type=\"button\" aria-label=\"Fewer\" data-value=\"-1\">−</button>"
                              + "<output>0 &lt;b&gt;items&lt;/b&gt;</output>"), "\(html)")
        tester.close()
    }

    @Test func aTapSendsThePartsValueAndAChangeRedrawsTheControl() {
        let tester = ScreenTester({ BadgeScreen() }, path: "/badge")
        _ = tester.takeMessages()
        tester.send(.event(id: "badge", name: .tap, value: "1"))
        let patches = tester.takePatches()
        #expect(patches.count == 2)
        #expect(patches.contains(.text(id: "countLabel", value: "1")))
        guard case .replace(let id, let html)? = patches.first(where: { $0.id == "badge" }) else {
            Issue.record("no redraw: \(patches)")
            return
        }
        #expect(id == "badge" && html.contains("<output>1 &lt;b&gt;items&lt;/b&gt;</output>"))
        tester.send(.event(id: "badge", name: .tap, value: "7"))
        #expect(tester.takeMessages().compactMap(\.errorCode) == [.malformed], "a value it does not know is refused")
        tester.send(.event(id: "badge", name: .change, value: "7"))
        #expect(tester.takeMessages().compactMap(\.errorCode) == [.malformed])
        tester.close()
    }

    @Test func whatCannotBeWrittenSafelyIsLeftOutAndReported() {
        let control = HostileControl(id: "hostile")
        let html = control.render()
        #expect(html == "<span id=\"hostile\" title=\"&quot;&gt;&lt;script&gt;\">&lt;/script&gt;&lt;img src=x "
                + "onerror=steal()&gt;<span></span></span>", "\(html)")
    }
}
