import BinderyTest
@testable import EmailSignIn
import Testing

/// The form's rules on virtual time: the 1-second throttle's exact timeline (first value judged at once,
/// the latest value at the end of each window) and which taps go on to the next screen.
@Suite(.checksForLeaks)
struct EmailSignInViewModelTests {
    // MARK: throttle timeline

    @Test func theEmptyFieldIsJudgedInvalidAtOnce() {
        let form = SignInHarness()
        form.play(.type(""), .wait(3000))
        expectTimeline(form.isTextValid, [.next(0, false)])
    }

    @Test func aSingleKeystrokeIsJudgedAtOnceAndNothingFollowsIt() {
        let form = SignInHarness()
        form.play(.wait(500), .type("a@b.co"), .wait(3000))
        expectTimeline(form.isTextValid, [.next(500, true)])
    }

    @Test func aBurstWithinOneWindowIsJudgedOnceMoreAtItsEndWithTheLatestText() {
        let form = SignInHarness()
        form.play(.type("n"), .wait(200), .type("na"), .wait(200), .type("na@ex"), .wait(200), .type("na@ex.com"),
                  .wait(399))
        expectTimeline(form.isTextValid, [.next(0, false)], "the burst waits for the window to end")
        form.play(.wait(1), .wait(3000))
        expectTimeline(form.isTextValid, [.next(0, false), .next(1000, true)])
    }

    @Test func theWindowTakesTheLatestTextNotTheFirstOneInIt() {
        let form = SignInHarness()
        form.play(.type("n"), .wait(300), .type("na@ex.com"), .wait(300), .type("na@ex.com@"), .wait(3000))
        expectTimeline(form.isTextValid, [.next(0, false), .next(1000, false)],
                       "the valid text in the middle of the window is never shown")
    }

    @Test func steadyTypingIsJudgedOncePerWindowWithTheLatestText() {
        let form = SignInHarness()
        form.play(.type("m"), .wait(300), .type("me"), .wait(300), .type("me@"), .wait(300), .type("me@ex.io"),
                  .wait(300), .type("me@ex.i"), .wait(300), .type("me@ex.io"), .wait(300), .type("me@ex.i"),
                  .wait(300), .type("me@ex.io"), .wait(3000))
        expectTimeline(form.isTextValid, [.next(0, false), .next(1000, true), .next(2000, false), .next(3000, true)])
    }

    @Test func theLastValueAfterAPauseIsJudgedAtOnce() {
        let form = SignInHarness()
        form.play(.type("n"), .wait(300), .type("na@ex.com"), .wait(2200))
        form.play(.type("na@ex.c"), .wait(200), .type("na@ex.co"), .wait(3000))
        expectTimeline(form.isTextValid, [
            .next(0, false),
            .next(1000, true),
            .next(2500, false),  // over a second since the last judgment: at once
            .next(3500, true),   // within that new window: at its end
        ])
    }

    @Test func invalidThenValidThenInvalid() {
        let form = SignInHarness()
        form.play(.type("abc"), .wait(2000), .type("abc@example.com"), .wait(2000), .type("abc@example"),
                  .wait(2000))
        expectTimeline(form.isTextValid, [.next(0, false), .next(2000, true), .next(4000, false)])
    }

    // MARK: next button

    @Test func aTapWithAValidAddressGoesOnWithIt() {
        let form = SignInHarness()
        form.play(.type("me@ex.io"), .wait(100), .tap, .wait(100), .tap)
        expectTimeline(form.showNext, [.next(100, "me@ex.io"), .next(200, "me@ex.io")])
    }

    @Test func aTapBeforeAnyTextOrWithInvalidTextIsIgnored() {
        let form = SignInHarness()
        form.play(.tap, .type("abc"), .wait(100), .tap, .wait(2000), .tap)
        expectTimeline(form.showNext, [])
        expectTimeline(form.isTextValid, [.next(0, false)])
    }

    @Test func aTapWhileAValidTextAwaitsItsJudgmentIsIgnoredAndTheNextTapWorks() {
        let form = SignInHarness()
        form.play(.type("m"), .wait(300), .type("me@ex.io"), .wait(200), .tap, .wait(600), .tap)
        expectTimeline(form.isTextValid, [.next(0, false), .next(1000, true)])
        expectTimeline(form.showNext, [.next(1100, "me@ex.io")], "the button was still disabled at 500")
    }

    @Test func aTapAfterTheTextTurnedInvalidIsIgnoredEvenBeforeTheButtonCatchesUp() {
        let form = SignInHarness()
        form.play(.type("me@ex.io"), .wait(300), .type("me@ex.io!"), .wait(100), .tap, .wait(1000))
        expectTimeline(form.isTextValid, [.next(0, true), .next(1000, false)])
        expectTimeline(form.showNext, [])
    }

    @Test func aTapGoesOnWithTheTextInTheFieldNowWhenItIsStillValid() {
        let form = SignInHarness()
        form.play(.type("me@ex.io"), .wait(300), .type("me@ex.com"), .wait(100), .tap, .wait(1000))
        expectTimeline(form.showNext, [.next(400, "me@ex.com")])
    }
}
