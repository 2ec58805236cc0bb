import BinderyWeb
import Foundation
import PostgresStorage

/// Bank, on reactors: the account screen and the transaction screen on one SQLite ledger.
public enum BankApp: TextKeyedWebAppModule {
    public typealias Texts = BankText

    public static let path = "/bank"
    /// The amount row and the history table (`bank.css`, a resource of this module).
    public static let stylesheet: String? = bundledStylesheet(named: "bank", in: .module)

    /// The transaction screen's path.
    static let transactionPath = "/bank/transaction"

    /// What the bank's screens use: the server's (`live`), or a test's stubs given with `AppEnvironment.providing`.
    public struct Services {
        /// The account both screens show and change.
        public var account: any BankAccount
        /// Where ledger calls run, off the tabs' UI threads.
        public var background: AnySchedulerOf<DispatchQueue>

        /// Services made of these.
        public init(account: any BankAccount, background: AnySchedulerOf<DispatchQueue>) {
            self.account = account
            self.background = background
        }

        /// The ledger in the environment's storage (`openAccount`), and one serial scheduler for every tab's ledger
        /// calls: commits and reads run in the order they were asked for.
        public static func live(_ environment: AppEnvironment) -> Services {
            Services(account: openAccount(environment: environment), background: environment.backgroundScheduler("bank.ledger", false))
        }
    }

    public static func register(in registry: ScreenRegistry, environment: AppEnvironment) {
        let services = environment.services(or: Services.live)
        let (account, background) = (services.account, services.background)
        registry.journalStates.register(ledgerState, app: path, capture: { try LedgerJournalState.capture(account) },
                                        restore: { try LedgerJournalState.restore($0, into: environment.dataDirectory) })
        registry.register(path, texts: Texts.self) { _ in
            BankViewController(transactionPath: transactionPath) {
                BankReactor(account: account, background: background)
            }
        }
        registry.register(transactionPath, texts: Texts.self) { _ in
            TransactionViewController {
                TransactionReactor(account: account, background: background)
            }
        }
    }

    /// The name of the ledger's entries in a journal's starting state.
    static let ledgerState = "bank.ledger"

    /// The ledger's file in `dataDirectory`.
    static func ledgerPath(in dataDirectory: URL) -> String { dataDirectory.appendingPathComponent("bank.sqlite").path }

    /// The ledger in the shared PostgreSQL database when the environment names one (`DatabaseURL.settingName`),
    /// else in `bank.sqlite` in the data directory; if it cannot be opened, an account that reports the bank as
    /// unavailable (and the reason on stderr). A shared database that cannot be reached yet is kept, and used as
    /// soon as it answers.
    static func openAccount(environment: AppEnvironment) -> any BankAccount {
        do {
            if let account = try environment.sharedStore(app: "Bank", store: "ledger", open: { PostgresBankAccount(url: $0) },
                                                         prepare: { try $0.prepare() }) {
                return account
            }
            return try SQLiteBankAccount(path: ledgerPath(in: environment.dataDirectory), now: environment.now)
        } catch {
            FileHandle.standardError.write(Data("Bank: the ledger could not be opened: \(error)\n".utf8))
            return UnavailableBankAccount()
        }
    }
}
