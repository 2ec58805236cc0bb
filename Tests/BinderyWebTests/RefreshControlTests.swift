import Bindery
import BinderyWeb
import Testing

private final class FeedScreen: ViewController {
    let heading = Label(text: "Feed", tag: "h1")
    let feedLabel = Label(text: "old")
    lazy var scrollView: ScrollView = {
        let scroll = ScrollView(contentViews: [feedLabel])
        scroll.refreshControl = refreshControl
        return scroll
    }()
    let refreshControl = RefreshControl()
    private(set) var refreshes = 0
    override var title: String { "Feed" }
    override func loadView() { add(heading, scrollView) }
    override func viewDidLoad() {
        refreshControl.rx.controlEvent(.valueChanged).bind(with: self) { owner, _ in owner.refreshes += 1 }.disposed(by: disposeBag)
    }
}

/// A scroll view with a refresh control: a button that starts a refresh, ignores taps while it runs, and ends.
@Suite struct RefreshControlTests {
    @Test func aRefreshIsAskedForOnceUntilItEnds() {
        let tester = ScreenTester({ FeedScreen() }, path: "/feed", language: "ko")
        let screen = tester.screen as! FeedScreen
        #expect(screen.render().contains("<div id=\"scrollView\" class=\"scroll-view\" tabindex=\"0\">"
                                         + "<button type=\"button\" id=\"refreshControl\" class=\"refresh-control\" data-tap>새로 고침</button>"))
        _ = tester.takeMessages()
        tester.tap("refreshControl")
        tester.tap("refreshControl")
        #expect(screen.refreshes == 1, "a tap while refreshing is ignored")
        #expect(tester.takePatches() == [.text(id: "refreshControl", value: "새로 고치는 중…")])
        tester.session.performAndWait { screen.refreshControl.endRefreshing() }
        tester.settle()
        #expect(tester.takePatches() == [.text(id: "refreshControl", value: "새로 고침")])
        tester.tap("refreshControl")
        #expect(screen.refreshes == 2)
        tester.close()
    }
}
