import Bindery
@testable import BinderyWeb
import Foundation
import Testing

/// A screen that notes what `rx.isPageVisible` says; `nextButton` pushes another, `sheetButton` presents one.
private final class WatchingScreen: ViewController {
    var heard: [Bool] = []
    let nextButton = Button(id: "nextButton", title: "Next")
    let sheetButton = Button(id: "sheetButton", title: "Sheet")
    override func loadView() { add(nextButton, sheetButton) }
    override func viewDidLoad() {
        rx.isPageVisible.drive(with: self) { owner, visible in owner.heard.append(visible) }.disposed(by: disposeBag)
        nextButton.rx.tap.bind(with: self) { owner, _ in owner.navigationController?.push(path: "/next") }
            .disposed(by: disposeBag)
        sheetButton.rx.tap.bind(with: self) { owner, _ in owner.present(SheetScreen(), animated: true) }
            .disposed(by: disposeBag)
    }
}

/// A sheet that notes what `rx.isPageVisible` says.
private final class SheetScreen: ViewController {
    var heard: [Bool] = []
    let label = Label(id: "sheetLabel", text: "Sheet")
    override func loadView() { add(label) }
    override func viewDidLoad() {
        rx.isPageVisible.drive(with: self) { owner, visible in owner.heard.append(visible) }.disposed(by: disposeBag)
    }
}

/// A screen whose title counts what arrived while its page was hidden, until the user comes back: what a chat does.
private final class UnreadScreen: ViewController {
    let arrivals = PublishRelay<Void>()
    override var title: String { "Room" }
    override func viewDidLoad() {
        let visible = rx.isPageVisible
        visible.flatMapLatest { visible in
            visible ? Driver.just(0) : self.arrivals.asDriver().scan(0) { count, _ in count + 1 }.startWith(0)
        }
        .map { unseen in unseen == 0 ? nil : "(\(unseen)) Room" }
        .drive(rx.title)
        .disposed(by: disposeBag)
    }
}

@Suite struct PageVisibilityTests {
    private func open(_ path: String = "/watch") -> ScreenTester {
        let registry = ScreenRegistry()
        registry.register("/watch") { _ in WatchingScreen() }
        registry.register("/next") { _ in WatchingScreen() }
        registry.register("/room") { _ in UnreadScreen() }
        return ScreenTester(path: path, registry: registry)
    }

    @Test func everyScreenOfTheTabHearsThePageHiddenAndShownOnceEachTime() throws {
        let tester = open()
        let first = try #require(tester.screen as? WatchingScreen)
        _ = tester.takeMessages()
        #expect(first.heard == [true] && first.isPageVisible)

        tester.hidePage()
        tester.hidePage()
        #expect(first.heard == [true, false], "the same visibility again is no change")
        #expect(!first.isPageVisible)
        #expect(tester.takeMessages() == [], "the page is told nothing back")

        tester.showPage()
        tester.tap("nextButton")
        let second = try #require(tester.screen as? WatchingScreen)
        #expect(second !== first)
        tester.hidePage()
        #expect(first.heard == [true, false, true, false], "a covered screen hears it")
        #expect(second.heard == [true, false])
        tester.tap("sheetButton")  // as work done while no one looks would
        let sheet = try #require(second.presentedViewController as? SheetScreen)
        #expect(sheet.heard == [false], "a screen made while the page is hidden starts hidden")
        tester.showPage()
        #expect(sheet.heard == [false, true], "a presented screen hears it")
        #expect(second.heard == [true, false, true])
        tester.close()
    }

    @Test func aScreenOutsideASessionReadsItsPageOnShow() {
        let scheduler = DispatchQueue.test
        let screen = WatchingScreen()
        SharingScheduler.mock(scheduler: scheduler) { screen.loadViewIfNeeded() }
        scheduler.advance()
        #expect(screen.isPageVisible)
        #expect(screen.heard == [true])
    }

    @Test func aTitleCountsWhatArrivedWhileThePageWasHidden() throws {
        let tester = open("/room")
        let room = try #require(tester.screen as? UnreadScreen)
        _ = tester.takeMessages()
        room.arrivals.accept(())
        tester.advance()
        #expect(tester.takePatches() == [], "seen as it arrives")

        tester.hidePage()
        room.arrivals.accept(())
        room.arrivals.accept(())
        tester.advance()
        #expect(tester.takePatches() == [.title(value: "(1) Room"), .title(value: "(2) Room")])
        tester.showPage()
        #expect(tester.takePatches() == [.title(value: "Room")])
        tester.close()
    }

    @Test(arguments: [
        (#"{"t":"visibility","value":"hidden"}"#, ClientMessage.visibility(.hidden)),
        (#"{"t":"visibility","value":"visible"}"#, .visibility(.visible)),
    ])
    func thePageSaysWhetherItIsOnShow(frame: String, message: ClientMessage) throws {
        #expect(try ClientMessage.decode(frame).get() == message)
    }

    @Test(arguments: [#"{"t":"visibility"}"#, #"{"t":"visibility","value":"prerender"}"#, #"{"t":"visibility","value":1}"#])
    func aVisibilityOtherThanOnShowOrHiddenIsRefused(frame: String) {
        let tester = open()
        let screen = tester.screen as? WatchingScreen
        _ = tester.takeMessages()
        tester.sendFrame(frame)
        #expect(tester.takeMessages().contains { if case .error(.malformed, _) = $0 { true } else { false } })
        #expect(screen?.heard == [true])
        tester.close()
    }
}
