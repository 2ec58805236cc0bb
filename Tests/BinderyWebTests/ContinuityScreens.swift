import Bindery
import BinderyWeb
import Foundation
import Synchronization
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A sign-in form: what a restore must bring back (the email) and what it must not (the password).
final class SignInScreen: ViewController {
    let emailField = TextField(id: "emailField")
    let passwordField = TextField(id: "passwordField", inputType: .password)
    let lengthLabel = Label(id: "lengthLabel")
    override var title: String { "Sign in" }
    override func loadView() { add(emailField, passwordField, lengthLabel) }
    override func viewDidLoad() {
        passwordField.rx.text.orEmpty.map { "\($0.count)" }.bind(to: lengthLabel.rx.text).disposed(by: disposeBag)
    }
}

/// A counter that opts out of restoration, as a screen writing to a store of its own would.
final class FreshScreen: ViewController {
    let countLabel = Label(id: "countLabel", text: "0")
    let plusButton = Button(id: "plusButton", title: "+")
    private var count = 0
    override var title: String { "Fresh" }
    override var restoration: ScreenRestoration { .startsFresh }
    override func loadView() { add(countLabel, plusButton) }
    override func viewDidLoad() {
        plusButton.rx.tap.bind(with: self) { owner, _ in
            owner.count += 1
            owner.countLabel.text = String(owner.count)
        }.disposed(by: disposeBag)
    }
}

/// A screen that starts fresh and shows how many times it was built (as one showing a date or a store another tab
/// writes renders otherwise when built again), with a counter.
final class StampedScreen: ViewController {
    nonisolated(unsafe) static var builds = 0
    let stampLabel = Label(id: "stampLabel")
    let countLabel = Label(id: "countLabel", text: "0")
    let plusButton = Button(id: "plusButton", title: "+")
    private var count = 0
    override var title: String { "Stamped" }
    override var restoration: ScreenRestoration { .startsFresh }
    override func loadView() { add(stampLabel, countLabel, plusButton) }
    override func viewDidLoad() {
        Self.builds += 1
        stampLabel.text = "Build \(Self.builds)"
        plusButton.rx.tap.bind(with: self) { owner, _ in
            owner.count += 1
            owner.countLabel.text = String(owner.count)
        }.disposed(by: disposeBag)
    }
}

/// A store of the app's own, shared by every tab: each add makes the next number (a note's id, an order's).
final class NumberedStore: Sendable {
    private let last = Mutex(0)
    /// How many adds were made.
    var count: Int { last.withLock { $0 } }
    /// Adds one and returns its number, once however often the tab is rebuilt.
    func add() -> Int { RecordedEffect.perform("test.add") { last.withLock { $0 += 1; return $0 } } }
    /// Tries to add a number past `limit`: refused, as a full store refuses (counted as a write made all the same).
    func addPast(limit: Int) throws(StoreFull) -> Int {
        try RecordedEffect.perform("test.addPast") { () throws(StoreFull) -> Int in
            last.withLock { $0 += 1 }
            throw StoreFull(limit: limit)
        }
    }
}

/// What `NumberedStore.addPast(limit:)` throws.
struct StoreFull: Error, Codable, Equatable { let limit: Int }

/// A screen that writes to a store of its own and shows what the write returned, and keeps its state.
final class AddingScreen: ViewController {
    let addButton = Button(id: "addButton", title: "Add")
    let addedLabel = Label(id: "addedLabel")
    private let store: NumberedStore
    init(store: NumberedStore) { self.store = store }
    override var title: String { "Adding" }
    let pastButton = Button(id: "pastButton", title: "Past")
    override func loadView() { add(addButton, pastButton, addedLabel) }
    override func viewDidLoad() {
        pastButton.rx.tap.bind { [store, addedLabel] in
            do throws(StoreFull) { _ = try store.addPast(limit: 9) } catch { addedLabel.text = "refused at \(error.limit)" }
        }.disposed(by: disposeBag)
        addButton.rx.tap.map { [store] in store.add() }.scan([Int]()) { $0 + [$1] }
            .map { $0.map(String.init).joined(separator: " ") }
            .bind(to: addedLabel.rx.text).disposed(by: disposeBag)
    }
}

/// A countdown from 60, a second a tick, started by its button.
final class CountdownScreen: ViewController {
    let startButton = Button(id: "startButton", title: "Start")
    let leftLabel = Label(id: "leftLabel", text: "60")
    override var title: String { "Countdown" }
    override func loadView() { add(startButton, leftLabel) }
    override func viewDidLoad() {
        let ui = SharingScheduler.current
        startButton.rx.tap
            .flatMapLatest { _ in ui.timerPublisher(every: .seconds(1)).autoconnect().scan(60) { left, _ in left - 1 }.prefix(60) }
            .map(String.init)
            .bind(to: leftLabel.rx.text)
            .disposed(by: disposeBag)
    }
}

/// Asks a service every 5 s once started, each request cancelling the one before (as `flatMapLatest` does), and
/// shows the last answer.
final class PollingScreen: ViewController {
    let startButton = Button(id: "startButton", title: "Poll")
    let answerLabel = Label(id: "answerLabel")
    private let urlSession: URLSession
    private let url: URL
    private var request: URLSessionDataTask?
    init(urlSession: URLSession, url: URL) {
        self.urlSession = urlSession
        self.url = url
        super.init()
    }
    override var title: String { "Polling" }
    override func loadView() { add(startButton, answerLabel) }
    override func viewDidLoad() {
        let ui = SharingScheduler.current
        let answer = PublishRelay<String>()
        answer.observe(on: ui).bind(to: answerLabel.rx.text).disposed(by: disposeBag)
        startButton.rx.tap
            .flatMapLatest { _ in ui.timerPublisher(every: .seconds(5)).autoconnect() }
            .bind(with: self) { owner, _ in
                owner.request?.cancel()
                let request = owner.urlSession.dataTask(with: owner.url) { data, _, _ in
                    if let data { answer.accept(String(decoding: data, as: UTF8.self)) }
                }
                owner.request = request
                request.resume()
            }
            .disposed(by: disposeBag)
    }
}

/// A note saved to a store of the app's own 2 s after the user stops typing.
final class SavingScreen: ViewController {
    let noteField = TextField(id: "noteField")
    let savedLabel = Label(id: "savedLabel")
    private let store: NumberedStore
    init(store: NumberedStore) { self.store = store }
    override var title: String { "Saving" }
    override func loadView() { add(noteField, savedLabel) }
    override func viewDidLoad() {
        noteField.rx.text.orEmpty.dropFirst()
            .debounce(for: .seconds(2), scheduler: SharingScheduler.current)
            .map { [store] _ in "Saved #\(store.add())" }
            .bind(to: savedLabel.rx.text)
            .disposed(by: disposeBag)
    }
}

/// A screen showing a board every tab shares, through `followedAcrossTabs()`; Stop ends that subscription.
final class BoardScreen: ViewController {
    static let board = BehaviorRelay(value: "empty")
    let boardLabel = Label(id: "boardLabel")
    let stopButton = Button(id: "stopButton", title: "Stop")
    private var following = DisposeBag()
    override var title: String { "Board" }
    override func loadView() { add(boardLabel, stopButton) }
    override func viewDidLoad() {
        Self.board.followedAcrossTabs().asDriver().drive(boardLabel.rx.text).disposed(by: following)
        stopButton.rx.tap.bind(with: self) { owner, _ in owner.following = DisposeBag() }.disposed(by: disposeBag)
    }
}

/// A screen that shows, as they happen, changes made outside its tab (as the bank's balance does).
final class FollowingScreen: ViewController {
    let plusButton = Button(id: "plusButton", title: "+")
    override var title: String { "Following" }
    override var followsChangesOutsideItsTab: Bool { true }
    override func loadView() { add(plusButton) }
}

/// A search box whose query settles after a second (a debounce on the UI scheduler) before it is shown.
final class SettlingScreen: ViewController {
    let queryField = TextField(id: "queryField")
    let settledLabel = Label(id: "settledLabel")
    let otherButton = Button(id: "otherButton", title: "Other")
    override var title: String { "Settling" }
    override func loadView() { add(queryField, settledLabel, otherButton) }
    override func viewDidLoad() {
        queryField.rx.text.orEmpty
            .debounce(for: .seconds(1), scheduler: SharingScheduler.current)
            .map { "Settled: \($0)" }
            .bind(to: settledLabel.rx.text)
            .disposed(by: disposeBag)
    }
}

/// A screen whose tap asks an HTTP service (on the session's UI thread, as the apps' services do) and shows its
/// answer's body.
final class QuoteScreen: ViewController {
    let askButton = Button(id: "askButton", title: "Ask")
    let answerLabel = Label(id: "answerLabel")
    let urlSession: URLSession
    /// Where the service is asked (port 9 answers nothing at once; a test may point it at a port that never answers).
    var url = URL(string: "http://127.0.0.1:9/api/quote")!
    init(urlSession: URLSession) {
        self.urlSession = urlSession
        super.init()
    }
    override var title: String { "Quote" }
    override func loadView() { add(askButton, answerLabel) }
    override func viewDidLoad() {
        let ui = SharingScheduler.current
        let answer = PublishRelay<String>()
        answer.observe(on: ui).bind(to: answerLabel.rx.text).disposed(by: disposeBag)
        askButton.rx.tap.bind(with: self) { owner, _ in
            owner.urlSession.dataTask(with: owner.url) { data, _, error in
                answer.accept(data.map { String(decoding: $0, as: UTF8.self) } ?? "failed: \(String(describing: error))")
            }.resume()
        }.disposed(by: disposeBag)
    }
}

/// The test screens of `counterRegistry()` and those above, with `urlSession` for the quote screen.
/// A room that asks for the name the browser chats under when it has none (a field and Join, which keeps the name in
/// the browser's values), then greets it and takes a note; it follows the name as other tabs change it.
final class NameAskingScreen: ViewController {
    static let name = SessionKey<String>("test.chatName")
    let nameField = TextField(id: "nameField")
    let joinButton = Button(id: "joinButton", title: "Join")
    let greetingLabel = Label(id: "greetingLabel")
    let noteField = TextField(id: "noteField")
    override var title: String { "Room" }
    override func loadView() {
        if browserValues[Self.name] == nil { add(nameField, joinButton) }
        add(greetingLabel, noteField)
    }
    override func viewDidLoad() {
        greetingLabel.text = browserValues[Self.name].map { "Hello, \($0)" } ?? ""
        joinButton.rx.tap.bind(with: self) { owner, _ in owner.browserValues[Self.name] = owner.nameField.text }
            .disposed(by: disposeBag)
        browserValues.changes(of: Self.name).map { $0.map { "Hello, \($0)" } ?? "" }
            .bind(to: greetingLabel.rx.text).disposed(by: disposeBag)
    }
}

func continuityRegistry(urlSession: URLSession = JournalingURLSession(configuration: .ephemeral),
                        store: NumberedStore = NumberedStore()) -> ScreenRegistry {
    let registry = counterRegistry()
    registry.register("/adding") { _ in AddingScreen(store: store) }
    registry.register("/board") { _ in BoardScreen() }
    registry.register("/sign-in") { _ in SignInScreen() }
    registry.register("/fresh") { _ in FreshScreen() }
    registry.register("/stamped") { _ in StampedScreen() }
    registry.register("/following") { _ in FollowingScreen() }
    registry.register("/settling") { _ in SettlingScreen() }
    registry.register("/quote") { _ in QuoteScreen(urlSession: urlSession) }
    registry.register("/room") { _ in NameAskingScreen() }
    registry.register("/countdown") { _ in CountdownScreen() }
    registry.register("/saving") { _ in SavingScreen(store: store) }
    return registry
}
