import BinderyWeb
import Foundation

/// Login: the validated sign-in form, the account store, the welcome screen.
public enum LoginApp: WebAppModule {
    public static let texts: any TextKey.Type = LoginText.self

    public static let path = "/login"
    public static let title = LocalizedText(LoginText.appTitle)
    public static let summary = LocalizedText(LoginText.appSummary)

    /// The signed-in screen's path.
    static let welcomePath = "/login/welcome"

    public static func register(in registry: ScreenRegistry, environment: AppEnvironment) {
        let accounts = openAccounts(in: environment.dataDirectory)
        let throttle = LoginThrottle()
        let background = DispatchQueue(label: "login.password-checks", qos: .userInitiated, attributes: .concurrent)
            .eraseToAnyScheduler()
        registry.register(path, texts: LoginText.self) { context in
            LoginViewController(welcomePath: welcomePath) {
                LoginViewModel(accounts: accounts, throttle: throttle, background: background,
                               clientAddress: context.clientAddress)
            }
        }
        registry.register(welcomePath, texts: LoginText.self) { _ in
            WelcomeViewController(signInPath: path)
        }
    }

    /// The account store in `accounts.sqlite` with the demo account; if it cannot be opened, a store
    /// that reports sign-in as unavailable (and the reason on stderr).
    static func openAccounts(in dataDirectory: URL) -> any AccountStore {
        do {
            let store = try SQLiteAccountStore(path: dataDirectory.appendingPathComponent("accounts.sqlite").path)
            try store.createDemoAccountIfNeeded()
            return store
        } catch {
            FileHandle.standardError.write(Data("Login: the account store could not be opened: \(error)\n".utf8))
            return UnavailableAccountStore(reason: error)
        }
    }
}
