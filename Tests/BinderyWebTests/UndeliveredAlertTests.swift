import Bindery
import BinderyWeb
import Testing

/// A screen that raises an alert while it loads, as a screen whose first fetch fails at once does.
private final class AlertOnLoadScreen: ViewController {
    let statusLabel = Label(id: "statusLabel", text: "loading")
    override var title: String { "Alerting" }
    override func loadView() { add(statusLabel) }
    override func viewDidLoad() { showAlert("The service is unreachable.") }
}

/// An alert is part of no control's state, so no rendered screen carries it: it must reach the page as a message,
/// however early or late the page's socket attaches.
@Suite struct UndeliveredAlertTests {
    @Test func anAlertRaisedWhileTheScreenLoadsReachesThePageAfterTheScreen() {
        let tester = ScreenTester({ AlertOnLoadScreen() }, path: "/alerting")
        let messages = tester.takeMessages()
        #expect(messages.count == 3)
        guard messages.count == 3, case .screen = messages[1] else { Issue.record("\(messages)"); return }
        #expect(messages[0] == .welcome(version: ClientMessage.version))
        #expect(messages[2] == .patches([.alert(message: "The service is unreachable.")]))
        tester.close()
    }

    @Test func anAlertRaisedBeforeTheSocketFirstAttachesIsDeliveredOnAttach() {
        let tester = ScreenTester({ CounterScreen() }, path: "/counter", attachesSocket: false)
        tester.session.perform { tester.screen?.showAlert("Raised while the page was loading.") }
        tester.settle()
        #expect(tester.takeMessages().isEmpty, "no socket yet")
        tester.reconnect()
        let messages = tester.takeMessages()
        #expect(messages.last == .patches([.alert(message: "Raised while the page was loading.")]))
        tester.close()
    }

    @Test func whileDetachedOnlyTheLatestAlertIsKeptAndStateComesWithTheScreen() {
        let tester = ScreenTester({ CounterScreen() }, path: "/counter")
        _ = tester.takeMessages()
        tester.dropSocket()
        tester.session.perform {
            guard let screen = tester.screen as? CounterScreen else { return }
            screen.showAlert("first")
            screen.count.accept(2)
            screen.showAlert("second")
        }
        tester.settle()
        tester.reconnect()
        let messages = tester.takeMessages()
        guard messages.count == 3, case .screen(_, _, let html, _) = messages[1] else { Issue.record("\(messages)"); return }
        #expect(html.contains(">2</p>"), "the label's state travels in the screen")
        #expect(messages[2] == .patches([.alert(message: "second")]), "one alert, the latest, and no stale state patch")
        tester.reconnect()
        #expect(tester.takeMessages().count == 2, "an alert is delivered once")
        tester.close()
    }
}
