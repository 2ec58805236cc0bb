import BinderyTest
import BinderyUIKit
import Foundation
import Testing

/// Seed 002's bank on an in-memory session, its views conforming to ReactorKit's `View`.
@Suite(.checksForLeaks)
struct BankScreenTests {
    private let scheduler = DispatchQueue.test

    @Test func assigningAReactorBindsItAndReassigningReplacesTheBag() {
        withUIScheduler(scheduler) {
            let screen = TransactionViewController()
            let first = trackForLeaks(TransactionReactor(balance: 100))
            let bagBefore = screen.disposeBag
            screen.reactor = first
            #expect(screen.bindCount == 1)
            #expect(screen.disposeBag !== bagBefore, "a new bag for the new binding")
            scheduler.advance()
            #expect(screen.balanceLabel.text == "100")

            let second = trackForLeaks(TransactionReactor(balance: 7))
            screen.reactor = second
            #expect(screen.bindCount == 2)
            scheduler.advance()
            #expect(screen.balanceLabel.text == "7")

            screen.amountField.type("5")
            screen.depositButton.sendTap()
            scheduler.advance()
            #expect(second.currentState.balance == 12)
            #expect(first.currentState.balance == 100, "the first reactor's bindings were disposed")

            screen.reactor = nil
            #expect(screen.bindCount == 2, "nil binds nothing")
            #expect(screen.reactor == nil)
            screen.depositButton.sendTap()
            scheduler.advance()
            #expect(second.currentState.balance == 12)
        }
    }

    @Test func theTransactionScreenIsPushedWithItsReactorAndTheMainScreenFollowsItsBalance() {
        let tester = openScreen({
            let main = BankMainViewController()
            main.reactor = MainReactor()
            return main
        }, scheduler: scheduler)
        #expect(ScreenTester.ids(in: tester.takeScreens().first?.html ?? "") == ["balanceLabel", "actionButton"])
        #expect(tester.text("balanceLabel") == "Balance: 0")

        tester.tap("actionButton")
        #expect(tester.takeScreens().map(\.path) == ["/transaction-view-controller"])
        tester.type("amountField", "30")
        tester.tap("depositButton")
        #expect(tester.takePatches().contains(.text(id: "balanceLabel", value: "30")))
        tester.type("amountField", "50")
        tester.tap("withdrawButton")
        #expect(tester.text("balanceLabel") == "30", "no more than the balance")

        tester.navigate("/")
        #expect(tester.screen is BankMainViewController)
        #expect(tester.text("balanceLabel") == "Balance: 30")
        tester.close()
    }
}
