@testable import Bank
import BinderyTest
import Foundation
import Testing

/// The account screen's reactor on virtual time, over the mock account.
@Suite(.checksForLeaks)
struct BankReactorTests {
    @Test func aRefreshShowsTheBalanceAndTheHistoryNewestFirst() throws {
        let harness = BankHarness(deposits: [1000, 300])
        _ = try harness.account.withdraw(200)
        let reactor = harness.makeBankReactor()
        let states = reactor.recordStates(on: harness.scheduler)

        reactor.action.accept(.refresh)
        harness.scheduler.advance()

        var loaded = BankReactor.State()
        loaded.balance = 1100
        loaded.history = [harness.entry(3, .withdrawal, 200), harness.entry(2, .deposit, 300), harness.entry(1, .deposit, 1000)]
        expectStateTimeline(reactor, states, [.next(0, BankReactor.State()), .next(0, loaded)])
    }

    @Test func aCommitElsewhereReloadsTheStatement() throws {
        let harness = BankHarness(deposits: [1000])
        let reactor = harness.makeBankReactor()
        let balances = reactor.recordState(\.balance, on: harness.scheduler)
        let historySizes = reactor.state(\.history).map(\.count).record(on: harness.scheduler)

        reactor.action.accept(.refresh)
        harness.scheduler.advance(by: .milliseconds(100))
        _ = try harness.account.deposit(1)
        harness.scheduler.advance()

        expectTimeline(balances, [.next(0, nil), .next(0, 1000), .next(100, 1001)])
        expectTimeline(historySizes, [.next(0, 0), .next(0, 1), .next(100, 2)])
    }

    @Test func aFailedReadAlertsEachTimeAndTheNextRefreshWorks() {
        let harness = BankHarness(deposits: [1000])
        let reactor = harness.makeBankReactor()
        let alerts = reactor.pulse(\.$alert).record(on: harness.scheduler)
        let balances = reactor.recordState(\.balance, on: harness.scheduler)

        harness.account.isBroken = true
        reactor.action.accept(.refresh)
        reactor.action.accept(.refresh)
        harness.scheduler.advance(by: .milliseconds(100))
        harness.account.isBroken = false
        reactor.action.accept(.refresh)
        harness.scheduler.advance()

        expectTimeline(alerts, [.next(0, .ledgerUnavailable), .next(0, .ledgerUnavailable)])
        expectTimeline(balances, [.next(0, nil), .next(100, 1000)])
    }
}

/// The account used when the ledger file cannot be opened.
@Suite(.checksForLeaks)
struct UnavailableBankAccountTests {
    @Test func eachTransactionAlertsThatTheBankIsUnavailableAndTheNextTapStillAnswers() {
        let scheduler = DispatchQueue.test
        let reactor = trackForLeaks(TransactionReactor(account: UnavailableBankAccount(), background: scheduler.eraseToAnyScheduler(),
                                                       scheduler: scheduler.eraseToAnyScheduler()))
        let alerts = reactor.pulse(\.$alert).record(on: scheduler)

        reactor.action.accept(.refresh)
        reactor.action.accept(.depositTyped("100"))
        reactor.action.accept(.depositTyped("x"))
        scheduler.advance()

        expectTimeline(alerts, [.next(0, .notANumber), .next(0, .ledgerUnavailable), .next(0, .ledgerUnavailable)],
                       "a bad amount is refused at once, before the ledger calls asked for earlier answer")
        #expect(BankError.ledgerUnavailable.message(in: BankText.strings(in: "ko")) == "지금은 은행을 이용할 수 없습니다. 잠시 후 다시 시도하세요.")
    }
}
