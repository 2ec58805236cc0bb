import Bindery
import BinderyWeb

/// The account screen: the balance, the history (newest first: kind, amount, time), and the button that
/// opens the transaction screen. It reloads each time it appears and whenever the account changes.
public final class BankViewController: LedgerViewController<BankReactor> {
    private let transactionPath: String

    private lazy var historyTable = TableView(headers: BankTexts.historyHeaders(in: strings), classes: ["history"])
    private let emptyHistoryLabel = Label(classes: ["status"])
    private let actionButton = Button()

    /// Creates the screen; `makeReactor` runs when it loads, the button opens `transactionPath`.
    public init(transactionPath: String = "/bank/transaction", makeReactor: @escaping () -> BankReactor) {
        self.transactionPath = transactionPath
        super.init(makeViewModel: makeReactor)
    }

    /// "Bank", or its translation in the screen's language.
    public override var title: String { strings(BankText.appTitle) }

    /// Lays out the title, the balance, the button and the history.
    public override func loadView() {
        actionButton.title = strings(BankText.openTransaction)
        emptyHistoryLabel.text = strings(BankText.noTransactions)
        emptyHistoryLabel.isHidden = true
        historyTable.isHidden = true
        add(Label(id: "bankTitle", text: title, tag: "h1"), balanceLabel, actionButton, emptyHistoryLabel, historyTable)
    }

    /// Binds the controls to the reactor and its outputs to the controls.
    public override func bind(_ reactor: BankReactor) {
        super.bind(reactor)
        let strings = self.strings
        let history = reactor.state(\.history)
        history
            .map { history in history.map { BankTexts.row(for: $0, in: strings) } }
            .drive(historyTable.rx.items)
            .disposed(by: disposeBag)
        history.map(\.isEmpty).drive(historyTable.rx.isHidden).disposed(by: disposeBag)
        reactor.state
            .map { $0.balance == nil || !$0.history.isEmpty }     // "no transactions" only once the ledger was read
            .distinctUntilChanged()
            .drive(emptyHistoryLabel.rx.isHidden)
            .disposed(by: disposeBag)
        showAlerts(for: reactor.pulse(\.$alert).compactMap { $0 })

        actionButton.rx.tap
            .bind(with: self) { owner, _ in owner.navigationController?.push(path: owner.transactionPath) }
            .disposed(by: disposeBag)
    }
}
