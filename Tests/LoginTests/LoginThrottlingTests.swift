import BinderyTest
import Foundation
import Login
import Testing

/// Brute-force throttling on virtual time: five failures within fifteen minutes, per email and per tab.
@Suite(.checksForLeaks)
struct LoginThrottlingTests {
    private static let minute = 60_000

    @Test func theSixthTryWithinTheWindowIsRefusedWithoutACheck() {
        let form = LoginHarness()
        form.fail(5)

        form.play(.password("password"), .tap, .runChecks)

        #expect(form.store.checks.count == 5, "a refused try checks nothing, not even the right password")
        expectTimeline(form.error, Array(repeating: .next(0, .mismatch), count: 5) + [.next(0, .tooManyAttempts(minutes: 15))])
        expectTimeline(form.signedIn, [])
    }

    @Test func theRefusalCountsDownAndTheAccountWorksOnceTheWindowPasses() {
        let form = LoginHarness()
        form.fail(5)

        form.play(.wait(10 * Self.minute), .password("password"), .tap)
        form.play(.wait(4 * Self.minute + 30_000), .tap)
        form.play(.wait(30_000), .tap, .runChecks)

        expectTimeline(form.error, Array(repeating: .next(0, .mismatch), count: 5) + [
            .next(10 * Self.minute, .tooManyAttempts(minutes: 5)),
            .next(14 * Self.minute + 30_000, .tooManyAttempts(minutes: 1)),
        ])
        expectTimeline(form.signedIn, [.next(15 * Self.minute, Account(email: "demo@example.com"))])
    }

    @Test func failuresSpreadOverMoreThanTheWindowDoNotLock() {
        let form = LoginHarness()
        for _ in 0..<6 {
            form.fail(1)
            form.play(.wait(4 * Self.minute))
        }

        form.play(.password("password"), .tap, .runChecks)

        #expect(form.store.checks.count == 7)
        #expect(!form.error.values.contains { if case .tooManyAttempts = $0 { true } else { false } })
        #expect(form.signedIn.values == [Account(email: "demo@example.com")])
    }

    @Test func anEmailLockedInOneTabIsLockedInAnotherAndOtherEmailsAreNot() {
        let store = StubAccountStore(accounts: ["demo@example.com": "password", "other@example.com": "secret!"])
        let throttle = LoginThrottle()
        let ui = DispatchQueue.test
        let first = LoginHarness(store: store, throttle: throttle, ui: ui)
        let second = LoginHarness(store: store, throttle: throttle, ui: ui)
        first.fail(5, email: "Demo@Example.com ")

        second.play(.email("demo@example.com"), .password("password"), .tap, .runChecks)
        second.play(.email("other@example.com"), .password("secret!"), .tap, .runChecks)

        expectTimeline(second.error, [.next(0, .tooManyAttempts(minutes: 15))], "case and spaces do not make a new email")
        expectTimeline(second.signedIn, [.next(0, Account(email: "other@example.com"))])
    }

    @Test func oneClientAddressTryingManyEmailsFromNewTabsIsLocked() {
        let store = StubAccountStore(accounts: ["demo@example.com": "password"])
        let throttle = LoginThrottle()
        let ui = DispatchQueue.test
        for index in 0..<5 {
            LoginHarness(store: store, throttle: throttle, ui: ui, clientAddress: "203.0.113.7").fail(1, email: "guess\(index)@example.com")
        }
        let reloaded = LoginHarness(store: store, throttle: throttle, ui: ui, clientAddress: "203.0.113.7")
        let elsewhere = LoginHarness(store: store, throttle: throttle, ui: ui, clientAddress: "198.51.100.2")

        reloaded.play(.email("demo@example.com"), .password("password"), .tap, .runChecks)
        elsewhere.play(.email("demo@example.com"), .password("password"), .tap, .runChecks)

        expectTimeline(reloaded.error, [.next(0, .tooManyAttempts(minutes: 15))], "a reload does not reset the address")
        expectTimeline(elsewhere.signedIn, [.next(0, Account(email: "demo@example.com"))])
    }

    @Test func oneTabTryingManyEmailsIsLockedToo() {
        let form = LoginHarness()
        for index in 0..<5 { form.fail(1, email: "guess\(index)@example.com") }

        form.play(.email("demo@example.com"), .password("password"), .tap, .runChecks)

        #expect(form.store.checks.count == 5)
        #expect(form.error.values.last == .tooManyAttempts(minutes: 15))
        let fresh = LoginHarness(throttle: form.throttle, ui: form.ui)
        fresh.play(.email("demo@example.com"), .password("password"), .tap, .runChecks)
        #expect(fresh.signedIn.values == [Account(email: "demo@example.com")], "another tab, another email: allowed")
    }

    @Test func aSignInForgetsItsEmailsFailuresInAnotherTab() {
        let form = LoginHarness()
        form.fail(4)
        form.play(.password("password"), .tap, .runChecks)
        #expect(form.signedIn.values.count == 1)

        let other = LoginHarness(throttle: form.throttle, ui: form.ui)
        other.fail(4)
        other.play(.password("password"), .tap, .runChecks)

        #expect(other.signedIn.values.count == 1, "the email's failures were forgotten by the first sign-in")
        #expect(other.error.values == Array(repeating: .mismatch, count: 4))
    }

    @Test func aSignInDoesNotResetTheClientsLimit() {
        let form = LoginHarness()
        form.fail(4)
        form.play(.password("password"), .tap, .runChecks)
        #expect(form.signedIn.values.count == 1)

        form.fail(1, email: "someone.else@example.com")
        #expect(form.error.values.last == .mismatch, "the client's fifth failure")
        form.fail(1, email: "a.third@example.com")
        #expect(form.error.values.last == .tooManyAttempts(minutes: 15), "the sign-in did not reset the client's count")
    }

    @Test func manyTabsOfOneClientTappingAtOnceStartAtMostFiveChecks() {
        let store = StubAccountStore(accounts: ["demo@example.com": "password"])
        let throttle = LoginThrottle()
        let ui = DispatchQueue.test
        let tabs = (0..<8).map { _ in LoginHarness(store: store, throttle: throttle, ui: ui, clientAddress: "203.0.113.7") }

        for (index, tab) in tabs.enumerated() {  // every tab taps before any check has answered
            tab.play(.email("guess\(index)@example.com"), .password("wrong-password"), .tap)
        }
        for tab in tabs { tab.play(.runChecks) }

        #expect(store.checks.count == 5, "checks in flight count against the client as they start")
        #expect(tabs.prefix(5).allSatisfy { $0.error.values == [.mismatch] })
        #expect(tabs.suffix(3).allSatisfy { $0.error.values == [.tooManyAttempts(minutes: 15)] })
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

    @Test func aCheckCancelledBeforeItsAnswerGivesItsPlaceBack() {
        let store = StubAccountStore(accounts: ["demo@example.com": "password"])
        let throttle = LoginThrottle()
        let ui = DispatchQueue.test
        do {
            let leaving = LoginHarness(store: store, throttle: throttle, ui: ui)
            leaving.fail(4)
            leaving.play(.password("wrong-again"), .tap)  // the tab closes while this check is on its way
        }
        #expect(throttle.retryDelay(for: [LoginThrottle.key(email: "demo@example.com")], at: ui.now) == nil)

        let next = LoginHarness(store: store, throttle: throttle, ui: ui)
        next.fail(1)
        #expect(next.error.values == [.mismatch], "four failures and one cancelled try: the fifth failure is allowed")
        next.fail(1)
        #expect(next.error.values.last == .tooManyAttempts(minutes: 15))
    }

    @Test func theRefusalMessageNamesTheMinutesInBothLanguages() {
        #expect(LoginError.tooManyAttempts(minutes: 15).message(in: LoginText.strings(in: "en")) == "Too many attempts; try again in 15 minutes.")
        #expect(LoginError.tooManyAttempts(minutes: 1).message(in: LoginText.strings(in: "en")) == "Too many attempts; try again in 1 minute.")
        #expect(LoginError.tooManyAttempts(minutes: 15).message(in: LoginText.strings(in: "ko")) == "시도 횟수가 너무 많습니다. 15분 후에 다시 시도하세요.")
    }

    @Test func theThrottleForgetsKeysWhoseFailuresLeftTheWindow() {
        let throttle = LoginThrottle()
        let clock = DispatchQueue.test
        _ = throttle.admit(["email:a@b.com", "tab:1"], at: clock.now)
        clock.advance(by: .seconds(15 * 60))

        _ = throttle.admit(["email:c@d.com"], at: clock.now)

        #expect(throttle.trackedKeyCount == 1)
        #expect(throttle.retryDelay(for: ["email:a@b.com", "tab:1"], at: clock.now) == nil)
    }
}
