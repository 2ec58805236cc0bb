import Bindery
import BinderyTest
import Foundation
import Testing

/// Seed 002, the bank (GWT, as the article's tests): the reactor's mutations and state, and the main
/// screen hearing of the balance through NotificationCenter.
@Suite(.checksForLeaks)
struct TransactionReactorTests {
    private let scheduler = DispatchQueue.test

    @Test func depositRaisesTheBalanceAndRecordsItBetweenTwoStatusFlags() {
        withUIScheduler(scheduler) {
            // Given
            let reactor = trackForLeaks(TransactionReactor(balance: 1000))
            let states = reactor.recordStates(on: scheduler)
            // When
            reactor.action.onNext(.deposit(500))
            scheduler.advance()
            // Then
            expectStateTimeline(reactor, states, [
                .next(0, .init(balance: 1000)),
                .next(0, .init(balance: 1000, statusDidChanged: true)),
                .next(0, .init(balance: 1500, statusDidChanged: true)),
                .next(0, .init(balance: 1500, transactionHistory: [.deposit(500)], statusDidChanged: true)),
                .next(0, .init(balance: 1500, transactionHistory: [.deposit(500)], statusDidChanged: false)),
            ])
        }
    }

    @Test func aWithdrawalBeyondTheBalanceChangesNothing() {
        withUIScheduler(scheduler) {
            let reactor = trackForLeaks(TransactionReactor(balance: 100))
            let balance = reactor.recordState(\.balance, on: scheduler)
            reactor.action.onNext(.withdraw(500))
            reactor.action.onNext(.withdraw(30))
            scheduler.advance()
            expectTimeline(balance, [.next(0, 100), .next(0, 70)])
            #expect(reactor.currentState.transactionHistory == [.withdraw(30)])
        }
    }

    @Test func theMainScreenHearsTheNewBalanceThroughNotificationCenter() {
        withUIScheduler(scheduler) {
            let center = NotificationCenter()
            let disposeBag = DisposeBag()
            let transaction = trackForLeaks(TransactionReactor(balance: 0))
            let main = trackForLeaks(MainReactor())
            // TransactionVC: post the balance whenever a change is flagged.
            transaction.state
                .map { $0 }
                .filter { $0.statusDidChanged }
                .map { $0.balance }
                .subscribe(onNext: { center.post(name: .currentBalance, object: $0) })
                .disposed(by: disposeBag)
            // MainVC: the notification becomes an action.
            center.rx.notification(.currentBalance)
                .compactMap { $0.object as? Int }
                .map { MainReactor.Action.currentBalanceDidChanged($0) }
                .bind(to: main.action)
                .disposed(by: disposeBag)
            let balance = main.recordState(\.balance, on: scheduler)

            transaction.action.onNext(.deposit(300))
            scheduler.advance()

            expectTimeline(balance, [.next(0, 0), .next(0, 300)])
        }
    }
}
