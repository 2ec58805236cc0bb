@testable import Bank
import BinderyTest
import Foundation
import Testing

/// The transaction screen's reactor on virtual time, over the mock account.
@Suite(.checksForLeaks)
struct TransactionReactorTests {
    private func state(balance: Int64?, confirmations: [BankTransaction] = [], alerts: [BankError] = []) -> TransactionReactor.State {
        var state = TransactionReactor.State()
        state.balance = balance
        for confirmation in confirmations { state.confirmation = confirmation }
        for alert in alerts { state.alert = alert }
        return state
    }

    @Test func aDepositCommitsThenShowsTheNewBalance() {
        let harness = BankHarness(deposits: [1000])
        let reactor = harness.makeTransactionReactor()
        let states = reactor.recordStates(on: harness.scheduler)

        reactor.action.accept(.refresh)
        harness.scheduler.advance(by: .milliseconds(100))
        reactor.action.accept(.depositTyped("500"))
        harness.scheduler.advance()

        let deposit = harness.entry(2, .deposit, 500)
        expectStateTimeline(reactor, states, [
            .next(0, state(balance: nil)),
            .next(0, state(balance: 1000)),
            .next(100, state(balance: 1000, confirmations: [deposit])),
            .next(100, state(balance: 1500, confirmations: [deposit])),
        ])
        #expect(harness.account.calls == ["balance", "deposit 500", "balance"])
    }

    @Test func theSpecsWholeWonActionsCommitAndRefuseAsTypedOnesDo() {
        let harness = BankHarness(deposits: [1000])
        let reactor = harness.makeTransactionReactor()
        let alerts = reactor.pulse(\.$alert).record(on: harness.scheduler)
        let confirmations = reactor.pulse(\.$confirmation).record(on: harness.scheduler)

        reactor.action.accept(.deposit(0))
        reactor.action.accept(.withdraw(-5))
        reactor.action.accept(.deposit(1_000_000_000_000_000))
        reactor.action.accept(.withdraw(2000))
        reactor.action.accept(.deposit(500))
        reactor.action.accept(.withdraw(300))
        harness.scheduler.advance()

        expectTimeline(alerts, [.next(0, .notPositive), .next(0, .notPositive), .next(0, .tooManyDigits), .next(0, .insufficientFunds(balance: 1000))])
        expectTimeline(confirmations, [.next(0, harness.entry(2, .deposit, 500)), .next(0, harness.entry(3, .withdrawal, 300))])
    }

    @Test func aWithdrawalAboveTheBalanceIsRefusedAndTheNextOneWorks() throws {
        let harness = BankHarness(deposits: [1000])
        let reactor = harness.makeTransactionReactor()
        let alerts = reactor.pulse(\.$alert).record(on: harness.scheduler)
        let balances = reactor.recordState(\.balance, on: harness.scheduler)

        reactor.action.accept(.refresh)
        harness.scheduler.advance(by: .milliseconds(100))
        reactor.action.accept(.withdrawTyped("1001"))
        harness.scheduler.advance(by: .milliseconds(100))
        reactor.action.accept(.withdrawTyped("1000"))
        harness.scheduler.advance()

        expectTimeline(alerts, [.next(100, .insufficientFunds(balance: 1000))])
        expectTimeline(balances, [.next(0, nil), .next(0, 1000), .next(200, 0)])
        #expect(try harness.account.history() == [harness.entry(2, .withdrawal, 1000), harness.entry(1, .deposit, 1000)])
    }

    @Test(arguments: [
        ("", BankError.emptyAmount), ("ten", .notANumber), ("0", .notPositive), ("-500", .notPositive),
        ("12.5", .fractional), ("1234567890123456", .tooManyDigits),
    ])
    func aBadAmountIsRefusedWithoutTouchingTheLedger(text: String, error: BankError) {
        let harness = BankHarness(deposits: [1000])
        let reactor = harness.makeTransactionReactor()
        let alerts = reactor.pulse(\.$alert).record(on: harness.scheduler)
        let confirmations = reactor.pulse(\.$confirmation).record(on: harness.scheduler)

        reactor.action.accept(.depositTyped(text))
        reactor.action.accept(.withdrawTyped(text))
        harness.scheduler.advance()

        expectTimeline(alerts, [.next(0, error), .next(0, error)], "the same refusal twice alerts twice")
        expectTimeline(confirmations, [])
        #expect(harness.account.calls == [])
    }

    @Test func aBrokenLedgerAlertsAndTheNextTapWorksOnceItIsBack() {
        let harness = BankHarness(deposits: [1000])
        let reactor = harness.makeTransactionReactor()
        let alerts = reactor.pulse(\.$alert).record(on: harness.scheduler)
        let confirmations = reactor.pulse(\.$confirmation).record(on: harness.scheduler)

        harness.account.isBroken = true
        reactor.action.accept(.depositTyped("5"))
        harness.scheduler.advance(by: .milliseconds(100))
        harness.account.isBroken = false
        reactor.action.accept(.depositTyped("5"))
        harness.scheduler.advance()

        expectTimeline(alerts, [.next(0, .ledgerUnavailable)])
        expectTimeline(confirmations, [.next(100, harness.entry(2, .deposit, 5))])
    }

    @Test func aCommitFromAnotherScreenRefreshesTheBalance() throws {
        let harness = BankHarness(deposits: [1000])
        let reactor = harness.makeTransactionReactor()
        let balances = reactor.recordState(\.balance, on: harness.scheduler)

        harness.scheduler.advance(by: .milliseconds(100))
        _ = try harness.account.deposit(250)
        harness.scheduler.advance()

        expectTimeline(balances, [.next(0, nil), .next(100, 1250)])
    }
}
