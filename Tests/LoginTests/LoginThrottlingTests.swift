import BinderyTest
import Foundation
@testable import Login
import Testing

/// Brute-force throttling on virtual time (the throttle's wall clock follows the UI scheduler): three keys per
/// try — the (email, client) pair, the email from every client, the client on every email — each with free
/// failures and then growing delays, never a lock the owner cannot get through.
@Suite(.checksForLeaks)
struct LoginThrottlingTests {
    private static let minute = 60_000
    private static let attacker = "203.0.113.7"
    private static let owner = "198.51.100.2"

    // MARK: - The (email, client) pair

    @Test func aTestsShorterPairDelayChangesThePairsFirstDelayAlone() {
        let policy = AttemptPolicy.standard(pairFirstDelaySeconds: 20)
        #expect(policy.pair.firstDelay == .seconds(20))
        #expect(policy.pair.delay(afterFailures: 6) == .seconds(40))
        #expect(policy.pair.maxDelay == AttemptPolicy.standard.pair.maxDelay)
        #expect(policy.pair.freeFailures == AttemptPolicy.standard.pair.freeFailures)
        #expect(policy.pair.window == AttemptPolicy.standard.pair.window)
        #expect(policy.account == AttemptPolicy.standard.account && policy.client == AttemptPolicy.standard.client)
    }

    @Test func theSixthTryOfAPairWithinTheWindowIsRefusedWithoutACheck() {
        let form = LoginHarness()
        form.fail(5)

        form.play(.password("password"), .tap, .runChecks)

        #expect(form.store.checks.count == 5, "a refused try checks nothing, not even the right password")
        expectTimeline(form.error, Array(repeating: .next(0, .mismatch), count: 5) + [.next(0, .tooManyAttempts(minutes: 1))])
        expectTimeline(form.signedIn, [])
    }

    @Test func theDelayCountsDownFromTheLastFailureAndTheAccountWorksOnceItPasses() {
        let form = LoginHarness()
        form.fail(5)

        form.play(.wait(30_000), .password("password"), .tap)
        form.play(.wait(29_999), .tap)
        form.play(.wait(1), .tap, .runChecks)

        expectTimeline(form.error, Array(repeating: .next(0, .mismatch), count: 5) + [
            .next(30_000, .tooManyAttempts(minutes: 1)),
            .next(59_999, .tooManyAttempts(minutes: 1)),
        ])
        expectTimeline(form.signedIn, [.next(Self.minute, Account(email: "demo@example.com"))])
    }

    @Test func aPairsDelaysDoubleAfterEachFurtherFailureAndCapAtFifteenMinutes() {
        let form = LoginHarness(clientAddress: Self.attacker)
        form.fail(5)
        form.play(.tap)  // refused: 1 minute after the fifth failure
        var expected: [Recorded<LoginError>] = Array(repeating: .next(0, .mismatch), count: 5)
            + [.next(0, .tooManyAttempts(minutes: 1))]

        // Each guess as soon as it is allowed, then an immediate retry that is refused for the next delay.
        var time = 0
        for (wait, next) in [(1, 2), (2, 4), (4, 8), (8, 15), (15, 15), (15, 15)] {
            form.play(.wait(wait * Self.minute - 1), .tap)
            time += wait * Self.minute
            form.play(.wait(1))
            form.fail(1)
            form.play(.tap)
            expected += [.next(time - 1, .tooManyAttempts(minutes: 1)), .next(time, .mismatch),
                         .next(time, .tooManyAttempts(minutes: next))]
        }

        expectTimeline(form.error, expected)
        #expect(form.store.checks.count == 11, "a refused try runs no check")
    }

    @Test func theOwnerFromAnotherClientSignsInWhileAnAttackersPairIsDelayed() {
        let store = StubAccountStore(accounts: ["demo@example.com": "password"])
        let ui = DispatchQueue.test
        let throttle = LoginThrottle(clock: ui.wallClock())
        let attacker = LoginHarness(store: store, throttle: throttle, ui: ui, clientAddress: Self.attacker)
        attacker.fail(5)
        attacker.play(.wait(Self.minute))
        attacker.fail(1)
        attacker.play(.tap)
        let owner = LoginHarness(store: store, throttle: throttle, ui: ui, clientAddress: Self.owner)

        owner.play(.email("demo@example.com"), .password("password"), .tap, .runChecks)

        expectTimeline(attacker.error, Array(repeating: .next(0, .mismatch), count: 5) + [
            .next(Self.minute, .mismatch), .next(Self.minute, .tooManyAttempts(minutes: 2)),
        ])
        expectTimeline(owner.error, [])
        expectTimeline(owner.signedIn, [.next(0, Account(email: "demo@example.com"))], "at once, a minute in")
    }

    // MARK: - The account from every client

    @Test func aSprayedAccountDelaysEachAddressFromItsOwnLastFailureButNotAFreshOne() {
        let spray = AccountSpray(addresses: 11)
        let delay = { (client: String) in Self.seconds(spray.throttle.retryDelay(account: AccountSpray.account, client: client)) }

        for tab in spray.tabs.prefix(10) { tab.play(.tap, .runChecks) }
        #expect(spray.tabs.prefix(10).allSatisfy { $0.error.values == [.mismatch] }, "ten free failures")
        #expect(delay("192.0.2.1") == 5, "an address that failed waits the account's delay")
        #expect(delay("192.0.2.11") == nil, "an address with no failure of its own does not")
        spray.tabs[10].play(.tap, .runChecks)
        #expect(spray.tabs[10].error.values == [.mismatch])

        var delays: [Int?] = [delay("192.0.2.1")]
        for _ in 0..<4 {  // the first address again, each time as soon as its delay allows
            spray.ui.advance(by: .seconds(delays.last.flatMap { $0 } ?? 0))
            spray.tabs[0].play(.tap, .runChecks)
            delays.append(delay("192.0.2.1"))
        }
        #expect(delays == [10, 20, 40, 60, 60], "doubling with the account's failures, capped at a minute")
        #expect(spray.tabs[0].error.values == Array(repeating: .mismatch, count: 5))

        let owner = spray.ownersForm(address: Self.owner, password: "password")
        owner.play(.tap, .runChecks)
        expectTimeline(owner.signedIn, [.next(0, Account(email: AccountSpray.account))], "at once")
        #expect(delay("192.0.2.2") == nil, "the sign-in forgot the account's failures")
    }

    @Test func twelveAddressesGuessingAnAccountNeverKeepItsOwnerOut() {
        // The review's attack: twelve addresses tap every half second for 150 s; the owner taps every 7.5 s.
        let spray = AccountSpray(addresses: 12)
        let owner = spray.ownersForm(address: Self.owner, password: "password")

        spray.attack(seconds: 150) { time in
            if time > 0, time % 7_500 == 0 { owner.play(.tap, .runChecks) }
        }

        expectTimeline(owner.error, [], "never refused")
        expectTimeline(owner.signedIn, (1...20).map { .next($0 * 7_500, Account(email: AccountSpray.account)) })
        #expect(spray.checks == 12 * 6,
                "each address still waits out its pair's delays: five free failures, a minute before its sixth, two more before a seventh")
    }

    @Test func anOwnerWhoMistypedWaitsAMinuteAtMostWhileTheAccountIsSprayed() {
        let spray = AccountSpray(addresses: 12)
        let owner = spray.ownersForm(address: Self.owner, password: "typo-password")

        spray.attack(seconds: 150) { time in  // a typo at 30 s, then the right password every 7.5 s
            if time == 30_000 { owner.play(.tap, .runChecks, .password("password")) }
            if time > 30_000, time % 7_500 == 0, owner.signedIn.values.isEmpty { owner.play(.tap, .runChecks) }
        }

        expectTimeline(owner.error, [.next(30_000, .mismatch)]
            + (1...7).map { .next(30_000 + $0 * 7_500, .tooManyAttempts(minutes: 1)) })
        expectTimeline(owner.signedIn, [.next(90_000, Account(email: AccountSpray.account))],
                       "a minute after the owner's own failure, however often the attackers fail meanwhile")
    }

    // MARK: - The client on every account

    @Test func oneClientFailingOnManyAccountsIsSlowedOnlyAfterTheClientAllowance() {
        let store = StubAccountStore(accounts: ["demo@example.com": "password"])
        let ui = DispatchQueue.test
        let throttle = LoginThrottle(clock: ui.wallClock())
        for index in 0..<20 {  // a reload for each guess does not reset the address
            LoginHarness(store: store, throttle: throttle, ui: ui, clientAddress: Self.attacker)
                .fail(1, email: "guess\(index)@example.com")
        }
        let reloaded = LoginHarness(store: store, throttle: throttle, ui: ui, clientAddress: Self.attacker)
        let elsewhere = LoginHarness(store: store, throttle: throttle, ui: ui, clientAddress: Self.owner)

        reloaded.play(.email("demo@example.com"), .password("password"), .tap, .runChecks)
        elsewhere.play(.email("demo@example.com"), .password("password"), .tap, .runChecks)
        reloaded.play(.wait(Self.minute), .email("guess20@example.com"), .password("wrong-password"), .tap, .runChecks)
        reloaded.play(.email("guess21@example.com"), .tap)

        #expect(store.checks.count == 22)
        expectTimeline(reloaded.error, [
            .next(0, .tooManyAttempts(minutes: 1)),
            .next(Self.minute, .mismatch),
            .next(Self.minute, .tooManyAttempts(minutes: 2)),
        ])
        expectTimeline(elsewhere.signedIn, [.next(0, Account(email: "demo@example.com"))], "other clients are unaffected")
    }

    @Test func oneTabTryingManyEmailsIsSlowedToo() {
        let form = LoginHarness()
        for index in 0..<20 { form.fail(1, email: "guess\(index)@example.com") }

        form.play(.email("demo@example.com"), .password("password"), .tap, .runChecks)

        #expect(form.store.checks.count == 20)
        #expect(form.error.values == Array(repeating: .mismatch, count: 20) + [.tooManyAttempts(minutes: 1)])
        let fresh = LoginHarness(throttle: form.throttle, ui: form.ui)
        fresh.play(.email("demo@example.com"), .password("password"), .tap, .runChecks)
        #expect(fresh.signedIn.values == [Account(email: "demo@example.com")], "another tab, another email: allowed")
    }

    // MARK: - Sign-ins

    @Test func aSignInForgetsItsPairsFailures() {
        let form = LoginHarness()
        form.fail(5)
        form.play(.wait(Self.minute), .password("password"), .tap, .runChecks)
        #expect(form.signedIn.values.count == 1)

        form.fail(5)
        form.play(.tap)

        #expect(form.error.values == Array(repeating: .mismatch, count: 10) + [.tooManyAttempts(minutes: 1)],
                "five free failures again after the sign-in")
    }

    @Test func aSignInDoesNotResetTheClientsCount() {
        let form = LoginHarness()
        form.fail(1)
        form.play(.password("password"), .tap, .runChecks)
        #expect(form.signedIn.values.count == 1)
        for index in 0..<19 { form.fail(1, email: "guess\(index)@example.com") }
        #expect(form.error.values.last == .mismatch, "the client's twentieth failure")

        form.fail(1, email: "a.third@example.com")

        #expect(form.error.values.last == .tooManyAttempts(minutes: 1), "the sign-in did not reset the client's count")
    }

    // MARK: - Concurrency

    @Test func manyTabsOfOneClientTappingOneEmailAtOnceStartAtMostFiveChecks() {
        let store = StubAccountStore(accounts: ["demo@example.com": "password"])
        let ui = DispatchQueue.test
        let throttle = LoginThrottle(clock: ui.wallClock())
        let tabs = (0..<8).map { _ in LoginHarness(store: store, throttle: throttle, ui: ui, clientAddress: Self.attacker) }

        for tab in tabs {  // every tab taps before any check has answered
            tab.play(.email("demo@example.com"), .password("wrong-password"), .tap)
        }
        for tab in tabs { tab.play(.runChecks) }

        #expect(store.checks.count == 5, "checks in flight count against the pair as they start")
        #expect(tabs.prefix(5).allSatisfy { $0.error.values == [.mismatch] })
        #expect(tabs.suffix(3).allSatisfy { $0.error.values == [.tooManyAttempts(minutes: 1)] })
    }

    @Test func manyTabsOfOneClientTappingManyEmailsAtOnceStartAtMostTwentyChecks() {
        let store = StubAccountStore(accounts: ["demo@example.com": "password"])
        let ui = DispatchQueue.test
        let throttle = LoginThrottle(clock: ui.wallClock())
        let tabs = (0..<25).map { _ in LoginHarness(store: store, throttle: throttle, ui: ui, clientAddress: Self.attacker) }

        for (index, tab) in tabs.enumerated() {
            tab.play(.email("guess\(index)@example.com"), .password("wrong-password"), .tap)
        }
        for tab in tabs { tab.play(.runChecks) }

        #expect(store.checks.count == 20, "checks in flight count against the client as they start")
        #expect(tabs.prefix(20).allSatisfy { $0.error.values == [.mismatch] })
        #expect(tabs.suffix(5).allSatisfy { $0.error.values == [.tooManyAttempts(minutes: 1)] })
    }

    @Test func aTryTheStoreCouldNotAnswerIsNotCountedAsAFailure() {
        let form = LoginHarness()
        form.store.fail(with: StubAccountStore.Broken())
        form.fail(6)
        form.store.fail(with: nil)

        form.play(.password("password"), .tap, .runChecks)

        #expect(form.error.values == Array(repeating: .storeUnavailable, count: 6))
        #expect(form.signedIn.values == [Account(email: "demo@example.com")])
    }

    @Test func checksWhoseScreensLeftBeforeTheirAnswersStillCountAndAreLogged() {
        // The review's attack: open the form, tap with a guess, leave before the answer; forty times.
        let tabs = LeavingTabs()
        let errors = (0..<40).map { index in
            tabs.tapAndLeave(client: Self.attacker, email: "guess\(index)@example.com", password: "wrong-password")
        }

        tabs.background.advance()  // the checks run after their screens are gone

        #expect(tabs.store.checks.count == 20, "a check holds its place against the client until it is answered")
        #expect(errors == Array(repeating: [], count: 20) + Array(repeating: [.tooManyAttempts(minutes: 1)], count: 20))
        #expect(tabs.events.all.filter { if case .failed = $0 { true } else { false } }.count == 20,
                "every check that ran is logged, though no screen saw its answer")
        #expect(Self.seconds(tabs.throttle.retryDelay(account: "demo@example.com", client: Self.attacker)) == 60,
                "the twenty failures are the client's: its next try waits a minute")
    }

    @Test func aSignInWhoseScreenLeftBeforeItsAnswerIsCountedAsASignIn() {
        let tabs = LeavingTabs()
        let form = tabs.form(client: Self.owner)
        form.fail(4)
        #expect(tabs.tapAndLeave(client: Self.owner, email: "demo@example.com", password: "password") == [])

        tabs.background.advance()
        form.fail(5)
        form.play(.tap)

        #expect(tabs.events.all.contains(.signedIn(account: "demo@example.com", client: Self.owner)))
        #expect(form.error.values == Array(repeating: .mismatch, count: 9) + [.tooManyAttempts(minutes: 1)],
                "the sign-in forgot the pair's four failures: five free ones again")
    }

    @Test func theRefusalMessageNamesTheMinutesInBothLanguages() {
        #expect(LoginError.tooManyAttempts(minutes: 15).message(in: LoginText.strings(in: "en")) == "Too many attempts; try again in 15 minutes.")
        #expect(LoginError.tooManyAttempts(minutes: 1).message(in: LoginText.strings(in: "en")) == "Too many attempts; try again in 1 minute.")
        #expect(LoginError.tooManyAttempts(minutes: 15).message(in: LoginText.strings(in: "ko")) == "시도 횟수가 너무 많습니다. 15분 후에 다시 시도하세요.")
    }

    // MARK: - Storage and logs

    @Test func theThrottleForgetsKeysWhoseFailuresLeftTheWindow() {
        let clock = DispatchQueue.test
        let throttle = LoginThrottle(clock: clock.wallClock())
        _ = throttle.admit(account: "a@b.com", client: "tab:1")
        clock.advance(by: .seconds(60 * 60))

        _ = throttle.admit(account: "c@d.com", client: "tab:2")

        #expect(throttle.trackedKeyCount == 3, "only the new try's pair, account and client")
        #expect(throttle.retryDelay(account: "a@b.com", client: "tab:1") == nil)
    }

    @Test func failuresSurviveARestart() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("accounts.sqlite")
        let store = StubAccountStore(accounts: ["demo@example.com": "password"])
        let ui = DispatchQueue.test
        do {
            let database = try SQLiteAccountStore(path: path, cost: 4)
            let throttle = LoginThrottle(store: database, clock: ui.wallClock())
            LoginHarness(store: store, throttle: throttle, ui: ui, clientAddress: Self.attacker).fail(5)
        }
        ui.advance(by: .seconds(30))
        let restarted = LoginThrottle(store: try SQLiteAccountStore(path: path, cost: 4), clock: ui.wallClock())
        let form = LoginHarness(store: store, throttle: restarted, ui: ui, clientAddress: Self.attacker)

        form.play(.email("demo@example.com"), .password("password"), .tap)
        form.play(.wait(29_999), .tap)
        form.play(.wait(1), .tap, .runChecks)

        expectTimeline(form.error, [.next(0, .tooManyAttempts(minutes: 1)), .next(29_999, .tooManyAttempts(minutes: 1))],
                       "30 s after the fifth failure, before the restart: 30 s more to wait")
        expectTimeline(form.signedIn, [.next(30_000, Account(email: "demo@example.com"))])
        let reopened = try SQLiteAccountStore(path: path, cost: 4)
        #expect(try reopened.failures(since: .distantPast).allSatisfy { $0.key == LoginThrottle.key(.client, account: "", client: Self.attacker) },
                "the sign-in forgot the pair's and the account's failures in the file, not the client's")
        #expect(try reopened.failureCount() == 5)
    }

    @Test func storedFailuresStayBoundedAndOldOnesArePruned() throws {
        let directory = try TemporaryDirectory()
        let database = try SQLiteAccountStore(path: directory.path("accounts.sqlite"), cost: 4)
        let ui = DispatchQueue.test
        let throttle = LoginThrottle(store: database, clock: ui.wallClock())
        let form = LoginHarness(throttle: throttle, ui: ui, clientAddress: Self.attacker)
        for wait in [0, 0, 0, 0, 0, 1, 2, 4, 8, 15, 15] {  // one pair, as fast as its delays allow
            form.play(.wait(wait * Self.minute))
            form.fail(1)
        }
        #expect(form.error.values == Array(repeating: .mismatch, count: 11))
        #expect(try database.failureCount() == 9 + 11 + 11,
                "the pair keeps the nine failures that reach its longest delay; the account and the client keep all eleven")

        form.play(.wait(61 * Self.minute))
        form.fail(1, email: "someone.else@example.com")

        #expect(try database.failureCount() == 3, "failures older than the window are pruned")
        #expect(form.error.values.last == .mismatch)
    }

    @Test func failuresAreLoggedWithTheAccountAndClientNeverThePasswordAndEachRefusalOnce() {
        let events = EventLog()
        let ui = DispatchQueue.test
        let throttle = LoginThrottle(clock: ui.wallClock(), log: events.append)
        let form = LoginHarness(throttle: throttle, ui: ui, clientAddress: Self.attacker)

        form.fail(5, email: " Demo@Example.com", password: "hunter2-secret")
        form.play(.tap, .wait(1_000), .tap, .wait(1_000), .tap)

        let failed = LoginThrottle.Event.failed(account: "demo@example.com", client: Self.attacker)
        #expect(Array(events.all.prefix(5)) == Array(repeating: failed, count: 5))
        #expect(events.all.count == 6, "three refused taps in one delay are logged once")
        if case let .refused(account, client, scope, retryAfter) = events.all.last {
            #expect(account == "demo@example.com" && client == Self.attacker && scope == .pair)
            #expect(Self.seconds(retryAfter) == 60)
        } else {
            Issue.record("no refusal logged: \(events.all)")
        }
        #expect(!events.all.contains { "\($0)".contains("hunter2") }, "never the password")
    }

    // MARK: - Helpers

    /// `duration` in whole seconds, rounded (wall-clock arithmetic is in floating point).
    private static func seconds(_ duration: Duration?) -> Int? {
        duration.map { duration in
            let (seconds, attoseconds) = duration.components
            return Int((Double(seconds) + Double(attoseconds) / 1e18).rounded())
        }
    }
}

/// The throttle's log, kept for a test.
final class EventLog: @unchecked Sendable {
    // @unchecked Sendable: `events` is only touched under `lock`.
    private let lock = NSLock()
    private var events: [LoginThrottle.Event] = []

    /// Every event so far, in order.
    var all: [LoginThrottle.Event] { lock.withLock { events } }

    /// Keeps `event`.
    @Sendable func append(_ event: LoginThrottle.Event) { lock.withLock { events.append(event) } }
}
