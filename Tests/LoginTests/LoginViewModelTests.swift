import BinderyTest
import Foundation
@testable import Login
import Testing

/// The sign-in form's rules on virtual time: live validity, the button, the check off the UI thread,
/// success and mismatch.
@Suite(.checksForLeaks)
struct LoginViewModelTests {
    @Test func anEmptyFormStartsWithBothBulletsInvalidAndTheButtonDisabled() {
        let form = LoginHarness()

        expectTimeline(form.isEmailValid, [.next(0, false)])
        expectTimeline(form.isPasswordValid, [.next(0, false)])
        expectTimeline(form.isLoginEnabled, [.next(0, false)])
        expectTimeline(form.isChecking, [.next(0, false)])
    }

    @Test func theEmailBulletFollowsTheAtAndDotComRuleAsTheUserTypes() {
        let form = LoginHarness()

        form.play(.wait(100), .email("demo"), .wait(100), .email("demo@example"), .wait(100),
                  .email("demo@example.com"), .wait(100), .email("demo@example.co"), .wait(100), .email("x.com@y"))

        expectTimeline(form.isEmailValid, [.next(0, false), .next(300, true), .next(400, false), .next(500, true)])
        expectTimeline(form.isLoginEnabled, [.next(0, false)], "the password is still empty")
    }

    @Test func thePasswordBulletTurnsValidAtSixCharacters() {
        let form = LoginHarness()

        form.play(.wait(100), .password("12345"), .wait(100), .password("123456"), .wait(100),
                  .password("1234567"), .wait(100), .password("12345"))

        expectTimeline(form.isPasswordValid, [.next(0, false), .next(200, true), .next(400, false)])
    }

    @Test func theButtonIsEnabledOnlyWhileBothFieldsAreValid() {
        let form = LoginHarness()

        form.play(.wait(100), .email("demo@example.com"), .wait(100), .password("passwo"), .wait(100),
                  .email("demo@example"), .wait(100), .email("demo@example.com"), .wait(100), .password("pass"))

        expectTimeline(form.isLoginEnabled, [
            .next(0, false), .next(200, true), .next(300, false), .next(400, true), .next(500, false),
        ])
    }

    @Test func theDemoAccountSignsIn() {
        let form = LoginHarness()

        form.play(.email("demo@example.com"), .password("password"), .wait(100), .tap, .runChecks)

        expectTimeline(form.signedIn, [.next(100, Account(email: "demo@example.com"))])
        expectTimeline(form.error, [])
        #expect(form.store.checks == [Credentials(email: "demo@example.com", password: "password")])
    }

    @Test func theCheckRunsOnTheBackgroundSchedulerAndItsAnswerArrivesOnTheUIScheduler() {
        let form = LoginHarness()
        form.play(.email("demo@example.com"), .password("password"), .tap, .wait(1000))

        #expect(form.store.checks.isEmpty, "nothing is checked on the UI scheduler")
        expectTimeline(form.isChecking, [.next(0, false), .next(0, true)])
        expectTimeline(form.signedIn, [])

        form.background.advance()
        expectTimeline(form.signedIn, [], "the answer waits for the UI scheduler")
        #expect(form.store.checks.count == 1)

        form.play(.wait(0))
        expectTimeline(form.signedIn, [.next(1000, Account(email: "demo@example.com"))])
        expectTimeline(form.isChecking, [.next(0, false), .next(0, true), .next(1000, false)])
    }

    @Test func theButtonIsDisabledWhileCheckingAndFurtherTapsAreIgnored() {
        let form = LoginHarness()
        form.play(.email("demo@example.com"), .password("wrong-password"), .wait(100), .tap)

        form.play(.wait(100), .tap, .tap, .wait(100), .tap)
        form.play(.runChecks)

        #expect(form.store.checks.count == 1, "one check at a time")
        expectTimeline(form.isLoginEnabled, [.next(0, false), .next(0, true), .next(100, false), .next(300, true)])
        expectTimeline(form.error, [.next(300, .mismatch)])
    }

    @Test func aMismatchShowsTheErrorAndChangesNothingElse() {
        let form = LoginHarness()
        form.play(.email("demo@example.com"), .password("wrong-password"), .wait(100))

        form.play(.tap, .wait(100), .runChecks)

        expectTimeline(form.error, [.next(200, .mismatch)])
        expectTimeline(form.signedIn, [])
        expectTimeline(form.isEmailValid, [.next(0, false), .next(0, true)])
        expectTimeline(form.isPasswordValid, [.next(0, false), .next(0, true)])
        expectTimeline(form.isLoginEnabled, [.next(0, false), .next(0, true), .next(100, false), .next(200, true)],
                       "enabled again once the answer is in")
    }

    @Test func anUnknownEmailGetsTheSameMismatchAsAWrongPassword() {
        let form = LoginHarness()

        form.play(.email("nobody@example.com"), .password("password"), .tap, .runChecks,
                  .email("demo@example.com"), .password("wrong-password"), .tap, .runChecks)

        expectTimeline(form.error, [.next(0, .mismatch), .next(0, .mismatch)])
        #expect(LoginError.mismatch.message(in: LoginText.strings(in: "en")) == "Check your account details.")
        #expect(LoginError.mismatch.message(in: LoginText.strings(in: "ko")) == "계정정보를 확인하세요.")
    }

    @Test func aBrokenStoreSaysSignInIsUnavailableAndTheNextTapWorks() {
        let form = LoginHarness()
        form.store.fail(with: StubAccountStore.Broken())
        form.play(.email("demo@example.com"), .password("password"), .tap, .runChecks)

        form.store.fail(with: nil)
        form.play(.wait(100), .tap, .runChecks)

        expectTimeline(form.error, [.next(0, .storeUnavailable)])
        expectTimeline(form.signedIn, [.next(100, Account(email: "demo@example.com"))])
    }

    @Test func aTapOnAnInvalidFormChecksNothing() {
        let form = LoginHarness()

        form.play(.email("demo@example"), .password("password"), .tap, .runChecks,
                  .email("demo@example.com"), .password("pass"), .tap, .runChecks)

        #expect(form.store.checks.isEmpty)
        expectTimeline(form.error, [])
        expectTimeline(form.signedIn, [])
    }
}
