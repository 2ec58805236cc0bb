import Bindery
import BinderyWeb
import Foundation
import PostgresStorage
import Testing

/// A tab's record in the shared database: written by one instance, restored by another.
@Suite(.serialized, .enabled(if: StoreBackend.postgresURL != nil, "needs BINDERY_TEST_POSTGRES_URL"))
struct PostgresContinuityStoreTests {
    private func store() throws -> PostgresContinuityStore {
        PostgresContinuityStore(url: try #require(StoreBackend.postgresURL)) { error in
            Issue.record("the store failed: \(error)")
        }
    }

    @Test func aRecordReadsBackInOrderWithWhatTheInstanceStillHeld() throws {
        let store = try store()
        let token = String(repeating: "7f", count: 32)
        let header = JournalHeader(app: "/tally", path: "/tally", language: "en", started: Date())
        let appender = try #require(store.open(token: token, header: header))
        appender.append(Array("{\"kind\":\"attach\",\"ms\":1}\n{\"kind\":\"attach\",\"ms\":2}\n".utf8))
        appender.append(Array("{\"kind\":\"attach\",\"ms\":3}\n".utf8))
        let lines = try #require(store.record(token: token)).split(separator: "\n")   // read before the timed flush
        #expect(lines.count == 4)
        #expect(lines.first?.contains("bindery-journal") == true)
        #expect(lines.dropFirst().map { String($0) } == (1...3).map { "{\"kind\":\"attach\",\"ms\":\($0)}" })
        store.remove(token: token)
        #expect(store.record(token: token) == nil)
        #expect(store.record(token: "../../etc/passwd") == nil && store.open(token: "x", header: header) == nil)
    }

    @Test func aTabThatOneInstanceHeldIsRestoredByAnother() throws {
        let store = try store()
        let first = WebApp(screens: tallyScreens(), configuration: WebConfiguration(continuity: store))
        let page = try #require(first.openPage(path: "/tally", language: "en"))
        let ignore: @Sendable (String) -> Void = { _ in }
        let connection = try #require(first.connect(hello: hello(page.token), send: ignore))
        for _ in 0..<3 { connection.receive(text: #"{"t":"event","id":"addButton","name":"tap"}"#) }
        _ = first.session(token: page.token)?.performAndWait { () }   // the three taps are handled
        first.beginDrain()                                            // a rolling restart: this instance stops
        _ = first.session(token: page.token)?.performAndWait { () }
        connection.close()

        let second = WebApp(screens: tallyScreens(), configuration: WebConfiguration(continuity: try self.store()))
        _ = try #require(second.connect(hello: hello(page.token), send: ignore))
        let session = try #require(second.session(token: page.token))
        #expect(session.performAndWait { (session.topViewController as? TallyScreen)?.tallyLabel.text } == "3")
        first.closeAll()
        second.closeAll()
        store.remove(token: page.token)
    }

    private func hello(_ token: String) -> String { #"{"t":"hello","v":1,"token":"\#(token)","path":"/tally"}"# }
}

/// A tally: a label and a button that adds one.
private final class TallyScreen: ViewController {
    let tallyLabel = Label(id: "tallyLabel", text: "0")
    let addButton = Button(id: "addButton", title: "+1")
    private var tally = 0
    override var title: String { "Tally" }
    override func loadView() { add(tallyLabel, addButton) }
    override func viewDidLoad() {
        addButton.rx.tap.bind(with: self) { owner, _ in
            owner.tally += 1
            owner.tallyLabel.text = String(owner.tally)
        }.disposed(by: disposeBag)
    }
}

private func tallyScreens() -> ScreenRegistry {
    let registry = ScreenRegistry()
    registry.register("/tally") { _ in TallyScreen() }
    return registry
}
