import Bindery
import BinderyWeb

/// The transaction screen: an amount field, Deposit and Withdraw, and the balance. A refused amount
/// shows an alert and changes nothing; a committed one empties the field and says what was done.
public final class TransactionViewController: LedgerViewController<TransactionReactor> {

    private let amountField = TextField(textContentType: .transactionAmount, maxLength: 40)
    private let depositButton = Button()
    private let withdrawButton = Button()
    private let statusLabel = Label(text: "")

    /// Creates the screen; `makeReactor` runs when it loads.
    public init(makeReactor: @escaping () -> TransactionReactor) {
        super.init(makeViewModel: makeReactor)
    }

    /// "Deposit or withdraw", or its translation in the screen's language.
    public override var title: String { strings(BankText.transactionTitle) }

    /// Lays out the title, the balance, the field and the two buttons.
    public override func loadView() {
        depositButton.title = strings(BankText.depositButton)
        withdrawButton.title = strings(BankText.withdrawButton)
        amountField.accessibilityLabel = strings(BankText.amountFieldLabel)
        let amountRow = StackView(id: "amountRow", axis: .horizontal,
                                  arrangedSubviews: [amountField, depositButton, withdrawButton], classes: ["field-row"])
        add(Label(id: "transactionTitle", text: title, tag: "h1"), balanceLabel, amountRow, statusLabel)
    }

    /// Binds the controls to the reactor and its outputs to the controls.
    public override func bind(_ reactor: TransactionReactor) {
        super.bind(reactor)
        reactor.pulse(\.$confirmation)
            .compactMap { $0 }
            .emit(with: self) { owner, transaction in
                owner.amountField.setText("")
                owner.statusLabel.text = BankTexts.confirmation(of: transaction, in: owner.strings)
            }
            .disposed(by: disposeBag)
        reactor.pulse(\.$alert)
            .compactMap { $0 }
            .emit(with: self) { owner, error in
                owner.statusLabel.text = ""
                owner.showAlert(error.message(in: owner.strings))
            }
            .disposed(by: disposeBag)

        depositButton.rx.tap
            .map { [amountField] in TransactionReactor.Action.depositTyped(amountField.text) }
            .bind(to: reactor.action)
            .disposed(by: disposeBag)
        withdrawButton.rx.tap
            .map { [amountField] in TransactionReactor.Action.withdrawTyped(amountField.text) }
            .bind(to: reactor.action)
            .disposed(by: disposeBag)
    }
}
