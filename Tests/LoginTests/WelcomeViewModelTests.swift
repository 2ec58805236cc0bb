import BinderyTest
import Foundation
@testable import Login
import Testing

/// The signed-in screen's model: the email to greet, and sign-out taps.
@Suite(.checksForLeaks)
struct WelcomeViewModelTests {
    @Test func showsTheAccountsEmailAndSignsOutOnEachTap() {
        let scheduler = DispatchQueue.test
        let viewModel = trackForLeaks(WelcomeViewModel(account: Account(email: "demo@example.com"),
                                                       scheduler: scheduler.eraseToAnyScheduler()))
        let input = WelcomeViewModel.Input()
        let output = viewModel.transform(input: input)
        let email = output.email.record(on: scheduler)
        let signedOut = output.signedOut.map { true }.record(on: scheduler)
        scheduler.advance()

        scheduler.advance(by: .milliseconds(100))
        input.signOutTap.accept()
        scheduler.advance()

        expectTimeline(email, [.next(0, "demo@example.com"), .finished(0)], "one value: the account does not change")
        expectTimeline(signedOut, [.next(100, true)])
    }
}
