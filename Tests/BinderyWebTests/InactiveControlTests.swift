import Bindery
import BinderyWeb
import Testing

/// A retry button inside an error box that is hidden until something fails.
private final class RetryScreen: ViewController {
    let retryButton = Button(id: "retryButton", title: "Retry")
    lazy var errorBox = StackView(id: "errorBox", arrangedSubviews: [retryButton])
    let lonelyButton = Button(id: "lonelyButton", title: "Alone")
    var retries = 0
    var lonelyTaps = 0

    override var title: String { "Retry" }
    override func loadView() {
        errorBox.isHidden = true
        add(errorBox, lonelyButton)
    }
    override func viewDidLoad() {
        retryButton.rx.tap.bind(with: self) { owner, _ in owner.retries += 1 }.disposed(by: disposeBag)
        lonelyButton.rx.tap.bind(with: self) { owner, _ in owner.lonelyTaps += 1 }.disposed(by: disposeBag)
    }
}

/// A page cannot act on what it does not show: events for hidden controls, controls inside hidden containers,
/// and disabled controls are refused alike, with an `inactive` error, and change nothing.
@Suite struct InactiveControlTests {
    private func errors(_ messages: [ServerMessage]) -> [ProtocolError.Code] { messages.compactMap(\.errorCode) }

    @Test func aTapOnAControlInsideAHiddenContainerIsRefused() {
        let tester = ScreenTester({ RetryScreen() }, path: "/retry")
        _ = tester.takeMessages()
        tester.tap("retryButton")
        #expect(errors(tester.takeMessages()) == [.inactive])
        let screen = tester.screen as? RetryScreen
        #expect(screen?.retries == 0)
        tester.session.performAndWait { screen?.errorBox.isHidden = false }
        _ = tester.takeMessages()
        tester.tap("retryButton")
        #expect(errors(tester.takeMessages()).isEmpty)
        #expect(screen?.retries == 1, "shown, it acts")
        tester.close()
    }

    @Test func hiddenAndDisabledControlsAreRefusedAlike() {
        let tester = ScreenTester({ RetryScreen() }, path: "/retry")
        _ = tester.takeMessages()
        let screen = tester.screen as? RetryScreen
        tester.session.performAndWait { screen?.lonelyButton.isHidden = true }
        tester.tap("lonelyButton")
        tester.session.performAndWait {
            screen?.lonelyButton.isHidden = false
            screen?.lonelyButton.isEnabled = false
        }
        tester.tap("lonelyButton")
        #expect(errors(tester.takeMessages()) == [.inactive, .inactive])
        #expect(screen?.lonelyTaps == 0)
        tester.close()
    }
}
