import BinderyUIKit
import Foundation

/// Seed 002's deposit and withdrawal screen as a ReactorKit `View`: assigning `reactor` binds it.
final class TransactionViewController: UIViewController, View {
    var disposeBag = DisposeBag()

    let balanceLabel = UILabel()
    let amountField = UITextField()
    let depositButton = UIButton()
    let withdrawButton = UIButton()
    private(set) var bindCount = 0

    func bind(reactor: TransactionReactor) {
        bindCount += 1
        depositButton.setTitle("Deposit", for: .normal)
        withdrawButton.setTitle("Withdraw", for: .normal)

        // Action
        amounts(on: depositButton)
            .map { Reactor.Action.deposit($0) }
            .bind(to: reactor.action)
            .disposed(by: disposeBag)

        amounts(on: withdrawButton)
            .map { Reactor.Action.withdraw($0) }
            .bind(to: reactor.action)
            .disposed(by: disposeBag)

        // State
        reactor.state
            .map { "\($0.balance)" }
            .distinctUntilChanged()
            .bind(to: balanceLabel.rx.text)
            .disposed(by: disposeBag)
    }

    /// The amount in the field each time `button` is tapped, when it is a number.
    private func amounts(on button: UIButton) -> Observable<Int> {
        button.rx.tap
            .withLatestFrom(amountField.rx.text.orEmpty)
            .compactMap { Int($0) }
            .asObservable()
    }
}

/// The main screen, a `View` of `MainReactor`: its button pushes the transaction screen with its reactor, whose
/// balance it follows while that screen is shown, as the article does.
final class BankMainViewController: UIViewController, View {
    var disposeBag = DisposeBag()

    let balanceLabel = UILabel()
    let actionButton = UIButton()

    func bind(reactor: MainReactor) {
        actionButton.setTitle("Deposit or withdraw", for: .normal)

        actionButton.rx.tap
            .map { TransactionReactor(balance: reactor.currentState.balance) }
            .map { transactionReactor -> TransactionViewController in
                let transactionVC = TransactionViewController()
                transactionVC.reactor = transactionReactor
                return transactionVC
            }
            .subscribe(onNext: { [weak self] transactionVC in
                guard let self else { return }
                transactionVC.reactor?.state
                    .map { $0.balance }
                    .filter { $0 != reactor.currentState.balance }
                    .map { Reactor.Action.currentBalanceDidChanged($0) }
                    .bind(to: reactor.action)
                    .disposed(by: self.disposeBag)
                self.navigationController?.pushViewController(transactionVC, animated: true)
            })
            .disposed(by: disposeBag)

        reactor.state
            .map { "Balance: \($0.balance)" }
            .bind(to: balanceLabel.rx.text)
            .disposed(by: disposeBag)
    }
}
