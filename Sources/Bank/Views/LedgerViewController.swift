import BinderyWeb

/// A screen on the shared ledger (the account screen and the transaction screen), with what the ledger sets for each
/// of them: it shows the account's balance in `balanceLabel` and reads the account again each time it appears; it
/// starts fresh when its tab is restored, since its reactor writes to the ledger and a replayed deposit or transfer
/// would be a second one (the balance and history come back from the ledger itself); and it follows the shared
/// account, so a commit from any tab shows at once. A screen places `balanceLabel` in its layout and calls
/// `super.bind(_:)` first in its own.
public class LedgerViewController<ScreenReactor: Reactor>: BindingViewController<ScreenReactor>
where ScreenReactor.State: LedgerScreenState, ScreenReactor.Action: LedgerAction {
    /// The balance, "Balance: –" until the ledger is read.
    lazy var balanceLabel = Label(text: BankTexts.balance(nil, in: strings), tag: "h2")

    public override var restoration: ScreenRestoration { .startsFresh }
    public override var followsChangesOutsideItsTab: Bool { true }

    /// Shows the state's balance, and asks the reactor to read the account each time the screen appears.
    public override func bind(_ reactor: ScreenReactor) {
        let strings = self.strings
        reactor.state(\.balance)
            .map { BankTexts.balance($0, in: strings) }
            .drive(balanceLabel.rx.text)
            .disposed(by: disposeBag)
        rx.viewWillAppear.map { ScreenReactor.Action.refresh }.bind(to: reactor.action).disposed(by: disposeBag)
    }
}
