import Bindery
@testable import BinderyWeb
import Foundation
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A screen for journal tests: a counter stepping by `step`, and a password field whose check shows in a label.
private final class JournalScreen: ViewController {
    let countLabel = Label(id: "countLabel", text: "0")
    let plusButton = Button(id: "plusButton", title: "+")
    let pwField = TextField(id: "pwField", inputType: .password)
    let checkLabel = Label(id: "checkLabel")
    let step: Int
    private let count = BehaviorRelay(value: 0)

    init(step: Int) {
        self.step = step
        super.init()
    }

    override func loadView() { add(countLabel, plusButton, pwField, checkLabel) }

    override func viewDidLoad() {
        let step = self.step
        plusButton.rx.tap.withLatestFrom(count).map { $0 + step }.bind(to: count).disposed(by: disposeBag)
        count.asDriver().map { String($0) }.drive(countLabel.rx.text).disposed(by: disposeBag)
        pwField.rx.text.orEmpty
            .map { $0 == "hunter22" ? "right password" : "\($0.count) characters" }
            .bind(to: checkLabel.rx.text)
            .disposed(by: disposeBag)
    }
}

private func registry(step: Int) -> ScreenRegistry {
    let registry = ScreenRegistry()
    registry.register("/journal") { _ in JournalScreen(step: step) }
    return registry
}

/// Records a session of the journal screen (stepping by 1) on virtual time: the page attaches after 40 ms, taps
/// twice, types a password, taps again.
private func recordSession() -> Journal {
    let scheduler = DispatchQueue.test
    let header = JournalHeader(app: "/journal", path: "/journal", language: "en", started: Date(timeIntervalSince1970: 1_800_000_000))
    let recorder = JournalRecorder.onVirtualTime(header: header, scheduler: scheduler)
    let tester = ScreenTester(path: "/journal", registry: registry(step: 1), scheduler: scheduler, attachesSocket: false)
    tester.session.journal = recorder
    tester.advance(by: .milliseconds(40))
    tester.reconnect()
    for _ in 0..<2 {
        tester.advance(by: .milliseconds(300))
        tester.tap("plusButton")
    }
    for prefix in ["h", "hu", "hunter2", "hunter22"] {
        tester.advance(by: .milliseconds(120))
        tester.type("pwField", prefix)
    }
    tester.advance(by: .milliseconds(500))
    tester.tap("plusButton")
    tester.close()
    return recorder.journal
}

/// Orders made, counted: the write a journal's replay must not make again.
private final class OrderCount: @unchecked Sendable {
    private let lock = NSLock()
    private var made = 0
    var count: Int { lock.withLock { made } }
    func order() -> Int { RecordedEffect.perform("shop.order") { lock.withLock { made += 1; return made } } }
}

/// A screen whose Order button writes to the app's own store and shows the order's number.
private final class OrderScreen: ViewController {
    let orderButton = Button(id: "orderButton", title: "Order")
    let orderLabel = Label(id: "orderLabel")
    let orders: OrderCount
    init(orders: OrderCount) { self.orders = orders }
    override func loadView() { add(orderButton, orderLabel) }
    override func viewDidLoad() {
        orderButton.rx.tap.map { [orders] in "Order \(orders.order())" }.bind(to: orderLabel.rx.text).disposed(by: disposeBag)
    }
}

@Suite struct JournalTests {
    @Test func aReplayHandsBackTheAppsRecordedWritesInsteadOfMakingThem() throws {
        // Recorded against a store that had made 41 orders: the tap's write returned 42.
        let journal = Journal(header: JournalHeader(app: "/order", path: "/order", language: "en", started: Date()), entries: [
            JournalEntry(milliseconds: 0, .attach),
            JournalEntry(milliseconds: 10, .effect(name: "shop.order", outcome: #"{"value":42}"#)),
            JournalEntry(milliseconds: 10, .input(.object(["t": .string("event"), "id": .string("orderButton"), "name": .string("tap")]))),
            // An id past 2^53 (a random 64-bit one) comes back whole: the outcome is kept as the text written.
            JournalEntry(milliseconds: 20, .effect(name: "shop.order", outcome: #"{"value":9007199254740993}"#)),
            JournalEntry(milliseconds: 20, .input(.object(["t": .string("event"), "id": .string("orderButton"), "name": .string("tap")]))),
        ])
        let writes = OrderCount()
        let replayed = try JournalReplay.replay(journal) { registry, _ in
            registry.register("/order") { _ in OrderScreen(orders: writes) }
        }
        #expect(replayed.journal.outputs.contains { $0.compactText.contains("Order 42") },
                "the recorded outcome, not the fresh store's 1")
        #expect(replayed.journal.outputs.contains { $0.compactText.contains("Order 9007199254740993") })
        #expect(writes.count == 0)
    }

    @Test func aRecordedSessionReplaysGreen() throws {
        let journal = recordSession()
        try JournalReplay.run(journal, secrets: ["pwField": "hunter22"]) { registry, _ in
            registry.register("/journal") { _ in JournalScreen(step: 1) }
        }
    }

    @Test func typedPasswordsNeverReachTheJournal() throws {
        let lines = recordSession().jsonLines
        #expect(!lines.contains("hunter"))
        #expect(lines.contains(#""value":"••••••••""#))  // as long as what was typed, so length checks replay the same
        #expect(lines.contains("right password"))        // what the screen showed is recorded as shown
    }

    @Test func aChangedViewModelFailsAtTheFirstChangedMessageWithADiff() throws {
        let journal = recordSession()
        let error = #expect(throws: JournalDivergence.self) {
            try JournalReplay.run(journal, secrets: ["pwField": "hunter22"]) { registry, _ in
                registry.register("/journal") { _ in JournalScreen(step: 2) }
            }
        }
        // Message #0 is the welcome, #1 the screen, #2 the first tap's patch: the first that differs.
        #expect(error?.index == 2)
        #expect(error?.afterInput == JSONValue(parsing: #"{"t":"event","id":"plusButton","name":"tap"}"#))
        let report = error?.description ?? ""
        #expect(report.contains("after the page sent"))
        let lines = report.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("-") && $0.contains(#""value" : "1""#) }, "\(report)")
        #expect(lines.contains { $0.hasPrefix("+") && $0.contains(#""value" : "2""#) }, "\(report)")
    }

    @Test func withoutTheSecretTheMaskedPasswordIsTyped() throws {
        let journal = recordSession()
        let error = #expect(throws: JournalDivergence.self) {
            try JournalReplay.run(journal) { registry, _ in registry.register("/journal") { _ in JournalScreen(step: 1) } }
        }
        #expect(error?.description.contains("right password") == true)
    }

    @Test func theFormatRoundTripsAndRefusesOtherVersions() throws {
        let journal = recordSession()
        #expect(try Journal(jsonLines: journal.jsonLines) == journal)
        let future = journal.jsonLines.replacingOccurrences(of: #""version":1"#, with: #""version":2"#)
        #expect(throws: Journal.ReadError.unsupportedVersion(2)) { try Journal(jsonLines: future) }
        #expect(throws: Journal.ReadError.notAJournal) { try Journal(jsonLines: #"{"t":"welcome"}"#) }
        let broken = journal.jsonLines + "not json\n"
        #expect(throws: Journal.ReadError.badLine(journal.entries.count + 2)) { try Journal(jsonLines: broken) }
    }

    /// A header is read as `JSONDecoder` reads it: its state whole, its time to the millisecond; one whose fields have
    /// other types is not a journal.
    @Test func aClockLineReadsBackToTheMillisecondByEitherReader() throws {
        let wall = Date(timeIntervalSince1970: 1_796_380_800.123)
        let entry = JournalEntry(milliseconds: 40_500, .clock(wall: wall))
        let line = Journal.line(entry)
        #expect(line == #"{"kind":"clock","ms":40500,"wall":1796380800123}"#)
        let fast = try #require(JournalEntry(line: Substring(line)), "the common lines' reader takes it")
        let decoded = try JSONDecoder().decode(JournalEntry.self, from: Data(line.utf8))
        for read in [fast, decoded] {
            guard case .clock(let readWall) = read.event else { Issue.record("not a clock line: \(read)"); continue }
            #expect(read.milliseconds == 40_500)
            #expect(abs(readWall.timeIntervalSince(wall)) < 0.000_5)
        }
    }

    @Test func theHeaderReadsBackWholeWithItsState() throws {
        let started = Date(timeIntervalSince1970: 1_764_000_000.125)
        let header = JournalHeader(app: "/bank", path: "/bank/송금?to=a%20b", language: "ko", started: started,
                                   state: ["ledger": .object(["balance": .number(12.5), "names": .array([.string("é"), .null, .bool(true)])])])
        let read = try Journal(jsonLines: Journal.line(header) + "\n").header
        #expect(read == header)
        let stringVersion = Journal.line(header).replacingOccurrences(of: #""version":1"#, with: #""version":"1""#)
        #expect(throws: Journal.ReadError.notAJournal) { try Journal(jsonLines: stringVersion) }
        let noState = Journal.line(header).replacingOccurrences(of: #","state":{"#, with: #","other":{"#)
        #expect(throws: Journal.ReadError.notAJournal) { try Journal(jsonLines: noState) }
    }

    @Test func browserTicketsSecretQueriesAndRenderedPasswordsAreMasked() {
        let ticket = JournalMask.output(.renewBrowser(ticket: "s3cret-ticket")) { _ in false }
        #expect(ticket["ticket"] == .string(JournalMask.hidden))
        #expect(JournalMask.url(URL(string: "https://api.example/3/movie?api_key=abc&query=cats")!)
                == "https://api.example/3/movie?api_key=masked&query=cats")
        #expect(JournalMask.maskPasswordInputs(in: #"<input id="pw" type="password" value="abc">"#)
                == #"<input id="pw" type="password" value="•••">"#)
        let patch = JournalMask.output(.patches([.value(id: "pwField", value: "abc")])) { $0 == "pwField" }
        #expect(patch.compactText.contains("•••") && !patch.compactText.contains("abc"))
    }

    @Test func recordedAnswersAreServedOnVirtualTimeAndUnknownRequestsListed() throws {
        let exchange = ServiceExchange(request: .init(method: "GET", url: "http://127.0.0.1:8080/api/x?n=1"),
                                       response: .init(status: 200, contentType: "application/json", body: Data("[2]".utf8)),
                                       durationMs: 250)
        let journal = Journal(header: JournalHeader(app: "/x", path: "/x", language: "en", started: Date()),
                              entries: [JournalEntry(milliseconds: 5, .service(exchange))])
        let scheduler = DispatchQueue.test
        let session = ReplayURLSession(journal: journal, scheduler: scheduler.eraseToAnyScheduler())
        let answers = LockedBox<[String]>([])
        session.dataTask(with: URL(string: "http://replay.invalid/api/x?n=1")!) { data, response, _ in
            answers.mutate { $0.append("\((response as? HTTPURLResponse)?.statusCode ?? 0) \(String(decoding: data ?? Data(), as: UTF8.self))") }
        }.resume()
        session.dataTask(with: URL(string: "http://replay.invalid/api/y")!) { _, _, error in
            answers.mutate { $0.append("failed \((error as? URLError)?.code == .notConnectedToInternet)") }
        }.resume()
        scheduler.advance(by: .milliseconds(249))
        #expect(answers.value == ["failed true"])
        scheduler.advance(by: .milliseconds(1))
        #expect(answers.value == ["failed true", "200 [2]"])
        #expect(session.unexpectedRequests.map(\.pathAndQuery) == ["GET /api/y"])
    }
}

/// A value shared with completion handlers.
private final class LockedBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value { lock.withLock { stored } }
    func mutate(_ change: (inout Value) -> Void) { lock.withLock { change(&stored) } }
}
