import Bindery
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Replays a recorded session through a `ScreenTester` on virtual time, and checks that the server sends the page
/// exactly what it sent when recorded.
///
/// The replay builds the apps with a fresh data directory (restoring the journal's starting state into it), a
/// `ReplayURLSession` serving the recorded service answers, a clock starting at the recording's start, and the
/// tester's virtual clock for their background work. It sends each recorded page message at its recorded time (a
/// recorded refusal is refused again: the frame itself was never kept), attaches and drops the socket when the page
/// did, and compares the server's messages, masked as a recording masks them, with the recorded ones.
public enum JournalReplay {
    /// Replays `journal` against the screens of `apps`; throws the first `JournalDivergence`.
    ///
    /// `secrets` gives, by field id, what was typed where the journal masks it (a password): a masked value of n
    /// characters is replayed as the secret's first n. `settings` are the apps' settings (`AppEnvironment.settings`).
    public static func run(_ journal: Journal, apps: [any WebAppModule.Type], secrets: [String: String] = [:],
                           settings: [String: String] = [:]) throws {
        try run(journal, secrets: secrets, settings: settings) { registry, environment in
            for app in apps { app.register(in: registry, environment: environment) }
        }
    }

    /// Replays `journal` against the screens `register` adds to a registry, built from the replay's environment;
    /// throws the first `JournalDivergence`.
    public static func run(_ journal: Journal, secrets: [String: String] = [:], settings: [String: String] = [:],
                           register: (ScreenRegistry, AppEnvironment) -> Void) throws {
        let replayed = try replay(journal, secrets: secrets, settings: settings, register: register)
        if let divergence = compare(recorded: journal, replayed: replayed.journal, unexpectedRequests: replayed.unexpectedRequests) {
            throw divergence
        }
    }

    /// Replays `journal` and returns what the replayed session recorded, and the requests it made that the
    /// journal had no answer for, without comparing them.
    public static func replay(_ journal: Journal, secrets: [String: String] = [:], settings: [String: String] = [:],
                              register: (ScreenRegistry, AppEnvironment) -> Void)
        throws -> (journal: Journal, unexpectedRequests: [ServiceExchange.Request]) {
        let scheduler = DispatchQueue.test
        let clock = VirtualClock(scheduler: scheduler)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bindery-replay-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        let background = scheduler.eraseToAnyScheduler()
        let urlSession = ReplayURLSession(journal: journal, scheduler: background)
        let started = journal.header.started
        let environment = AppEnvironment(
            dataDirectory: directory, apiBaseURL: { URL(string: "http://replay.invalid/")! }, urlSession: urlSession,
            settings: settings, now: { started.addingTimeInterval(Double(clock.milliseconds) / 1000) },
            backgroundScheduler: { _, _ in background }
        )
        let registry = ScreenRegistry()
        register(registry, environment)
        try registry.journalStates.restore(journal.header.state, inputs: JournalReplayInputs(journal: journal, secrets: secrets))

        let recorder = JournalRecorder.onVirtualTime(header: journal.header, clock: clock)
        let tester = ScreenTester(path: journal.header.path, registry: registry, language: Language(journal.header.language),
                                  scheduler: scheduler, thread: .replay(scheduler), attachesSocket: false)
        tester.session.journal = recorder
        tester.session.browserID = "replay"
        tester.session.renewBrowser = { _ in ("replay", JournalMask.hidden) }

        func advance(to milliseconds: Int) {
            let now = clock.milliseconds
            if milliseconds > now { tester.advance(by: .milliseconds(milliseconds - now)) } else { tester.settle() }
        }
        func replay(_ entry: JournalEntry) {
            switch entry.event {
            case .attach:
                advance(to: entry.milliseconds)
                tester.reconnect()
            case .detach:
                advance(to: entry.milliseconds)
                tester.dropSocket()
            case .input(let message):
                advance(to: entry.milliseconds)
                tester.sendFrame(revealing(message, secrets: secrets).compactText)
            case .inputFrame(let frame):
                advance(to: entry.milliseconds)
                tester.sendFrame(frame)
            case .refused(let error):
                advance(to: entry.milliseconds)
                tester.session.perform { tester.session.refuseFrame(error) }
                tester.settle()
            case .output, .service, .effect, .limitReached, .clock:
                break
            }
        }
        // The app's own writes the journal recorded are handed back, not made again (`RecordedEffect`).
        ReplayedEffects.$duringJournalReplay.withValue(ReplayedEffects(journal: journal)) {
            for entry in journal.entries { replay(entry) }
            advance(to: journal.entries.map(\.milliseconds).max() ?? 0)
        }
        let result = recorder.journal
        tester.close()
        return (result, urlSession.unexpectedRequests)
    }

    /// The first difference between the server messages of `recorded` and `replayed`, or nil when they match and
    /// every request was answered from the recording.
    ///
    /// Messages compare patch by patch: how a live server's UI ticks grouped patches into messages depends on when
    /// its threads ran, so each patch counts as a message of its own (`{"t":"patch","p":[one]}`), in order. Browser
    /// renewals (a masked ticket, sent beside the screen's patches as soon as a sign-in is decided) compare by number,
    /// not by place: where one lands among the patches of the same sign-in depends on thread timing too.
    public static func compare(recorded: Journal, replayed: Journal,
                               unexpectedRequests: [ServiceExchange.Request] = []) -> JournalDivergence? {
        let expected = units(of: recorded)
        let actual = units(of: replayed).map(\.message)
        for index in 0..<max(expected.count, actual.count) {
            let want = index < expected.count ? expected[index] : nil
            let got = index < actual.count ? actual[index] : nil
            guard want?.message != got else { continue }
            let before = recorded.entries[..<(want?.entry ?? recorded.entries.count)]
            var input: JSONValue?
            if case .input(let message)? = before.last(where: { if case .input = $0.event { true } else { false } })?.event {
                input = message
            }
            return JournalDivergence(index: index, recorded: want?.message, replayed: got, milliseconds: want?.milliseconds,
                                     afterInput: input, unexpectedRequests: unexpectedRequests)
        }
        let renewals = (recorded.outputs.filter(isRenewal).count, replayed.outputs.filter(isRenewal).count)
        if renewals.0 != renewals.1 {
            let extra = renewals.1 > renewals.0
            let message = JSONValue.object([WireProtocol.Key.type.rawValue: .string(WireProtocol.MessageType.browser.rawValue)])
            return JournalDivergence(index: min(renewals.0, renewals.1), recorded: extra ? nil : message,
                                     replayed: extra ? message : nil, milliseconds: nil, afterInput: nil,
                                     unexpectedRequests: unexpectedRequests)
        }
        guard unexpectedRequests.isEmpty else {
            return JournalDivergence(index: actual.count, recorded: nil, replayed: nil, milliseconds: nil, afterInput: nil,
                                     unexpectedRequests: unexpectedRequests)
        }
        return nil
    }

    /// The server's messages in `journal`, each patch message split into one message per patch, with the index of
    /// the entry each came from and its time.
    static func units(of journal: Journal) -> [(message: JSONValue, entry: Int, milliseconds: Int)] {
        let type = WireProtocol.Key.type.rawValue, patches = WireProtocol.Key.patches.rawValue
        return journal.entries.enumerated().flatMap { offset, entry -> [(message: JSONValue, entry: Int, milliseconds: Int)] in
            guard let message = entry.output, !isRenewal(message) else { return [] }
            guard message[type]?.stringValue == WireProtocol.MessageType.patch.rawValue, case .array(let list)? = message[patches] else {
                return [(message, offset, entry.milliseconds)]
            }
            return list.map { patch in (.object([type: message[type]!, patches: .array([patch])]), offset, entry.milliseconds) }
        }
    }

    /// Whether `message` renews the browser's identity.
    static func isRenewal(_ message: JSONValue) -> Bool {
        message[WireProtocol.Key.type.rawValue]?.stringValue == WireProtocol.MessageType.browser.rawValue
    }

    /// `message` with each masked event value replaced by the start of the secret given for its control.
    static func revealing(_ message: JSONValue, secrets: [String: String]) -> JSONValue {
        guard case .object(var members) = message, let id = members[WireProtocol.Key.id.rawValue]?.stringValue,
              let secret = secrets[id], let value = members[WireProtocol.Key.value.rawValue]?.stringValue,
              JournalMask.isMasked(value)
        else { return message }
        members[WireProtocol.Key.value.rawValue] = .string(String(secret.prefix(value.count)))
        return .object(members)
    }
}
