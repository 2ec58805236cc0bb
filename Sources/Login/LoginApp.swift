import BinderyWeb
import Foundation
import Logging
import PostgresStorage

/// Login: the validated sign-in form, the account store, the welcome screen.
public enum LoginApp: TextKeyedWebAppModule {
    public typealias Texts = LoginText

    public static let path = "/login"
    /// Each field beside its validity bullet (`login.css`, a resource of this module).
    public static let stylesheet: String? = bundledStylesheet(named: "login", in: .module)

    /// The setting (`AppEnvironment.settings`) naming, in whole seconds, the (account, client) pair's first sign-in
    /// delay when it is not the standard minute (`AttemptPolicy.standard(pairFirstDelaySeconds:)`): tests only.
    public static let pairDelaySetting = "sign-in-delay-seconds"

    /// The signed-in screen's path.
    static let welcomePath = "/login/welcome"

    /// What the sign-in screens use: the server's (`live`), or a test's stubs given with `AppEnvironment.providing`.
    public struct Services {
        /// The accounts sign-in checks.
        public var accounts: any AccountStore
        /// The limit on failed sign-ins, shared by every tab.
        public var throttle: LoginThrottle
        /// Where password checks run, off the tab's UI thread.
        public var background: AnySchedulerOf<DispatchQueue>

        /// Services made of these.
        public init(accounts: any AccountStore, throttle: LoginThrottle, background: AnySchedulerOf<DispatchQueue>) {
            self.accounts = accounts
            self.throttle = throttle
            self.background = background
        }

        /// The account store in the environment's storage (`openAccounts`), a throttle that keeps its failures there
        /// and logs to `login` (the standard policy, or its shorter pair delay the `pairDelaySetting` names), and the
        /// environment's concurrent scheduler for password checks.
        public static func live(_ environment: AppEnvironment) -> Services {
            let (accounts, failures) = openAccounts(environment: environment)
            let logger = Logger(label: "login")
            let policy = environment.settings[pairDelaySetting].flatMap { Int($0) }
                .map { AttemptPolicy.standard(pairFirstDelaySeconds: $0) } ?? .standard
            return Services(accounts: accounts,
                            throttle: LoginThrottle(policy: policy, store: failures, log: { event in log(event, to: logger) }),
                            background: environment.backgroundScheduler("login.password-checks", true))
        }
    }

    public static func register(in registry: ScreenRegistry, environment: AppEnvironment) {
        let services = environment.services(or: Services.live)
        let (accounts, throttle, background) = (services.accounts, services.throttle, services.background)
        registry.register(path, texts: Texts.self) { context in
            LoginViewController(welcomePath: welcomePath) {
                LoginViewModel(accounts: accounts, throttle: throttle, background: background,
                               clientAddress: context.clientAddress)
            }
        }
        registry.register(welcomePath, texts: Texts.self) { _ in
            WelcomeViewController(signInPath: path)
        }
        if let database = accounts as? any AccountDatabase {
            registry.journalStates.register(AccountsJournalState.name, app: path,
                                            capture: { try AccountsJournalState.capture(database) },
                                            restoreWithInputs: { state, inputs in
                try AccountsJournalState.restore(state, inputs: inputs, passwordField: LoginViewController.passwordFieldID,
                                                 into: database)
            })
        }
    }

    /// The account store with the demo account, which also keeps the throttle's failures: in the shared PostgreSQL
    /// database when the environment names one (`DatabaseURL.settingName`), else in `accounts.sqlite` in the data
    /// directory. If it cannot be opened, a store that reports sign-in as unavailable (and the reason on stderr) and
    /// failures kept in memory. A shared database that cannot be reached yet is kept, and used once it answers; the
    /// demo account is created by the first start that reaches it.
    static func openAccounts(environment: AppEnvironment) -> (any AccountStore, any LoginFailureStore) {
        do {
            if let shared = try environment.sharedStore(app: "Login", store: "account store", open: { PostgresAccountStore(url: $0) },
                                                        prepare: { try $0.createDemoAccountIfNeeded() }) {
                return (shared, shared)
            }
            let store = try SQLiteAccountStore(path: environment.dataDirectory.appendingPathComponent("accounts.sqlite").path)
            try store.createDemoAccountIfNeeded()
            return (store, store)
        } catch {
            FileHandle.standardError.write(Data("Login: the account store could not be opened: \(error)\n".utf8))
            return (UnavailableAccountStore(reason: error), MemoryLoginFailureStore())
        }
    }

    /// Writes a throttle event to the server's log: the account and the client, never a password.
    static func log(_ event: LoginThrottle.Event, to logger: Logger) {
        switch event {
        case let .failed(account, client):
            logger.notice("Sign-in failed", metadata: ["account": "\(account)", "client": "\(client)"])
        case let .signedIn(account, client):
            logger.info("Signed in", metadata: ["account": "\(account)", "client": "\(client)"])
        case let .refused(account, client, scope, retryAfter):
            logger.warning("Sign-in tries refused", metadata: [
                "account": "\(account)", "client": "\(client)", "throttled": "\(scope.rawValue)",
                "retryAfterSeconds": "\(retryAfter.components.seconds)",
            ])
        case let .storeFailed(reason):
            logger.error("Sign-in throttle could not use the account database", metadata: ["reason": "\(reason)"])
        }
    }
}
