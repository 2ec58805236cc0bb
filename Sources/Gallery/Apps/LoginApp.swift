import BinderyWeb
import BinderyWebServer
import Foundation
import Login

/// Login (seed 002, first example): the validated sign-in form, the account store, the welcome screen.
enum LoginApp: GalleryApp {
    static let texts: any TextKey.Type = LoginText.self

    static let entry = AppEntry(
        path: "/login",
        title: LocalizedText(LoginText.appTitle),
        summary: LocalizedText(LoginText.appSummary)
    )

    /// The signed-in screen's path.
    static let welcomePath = "/login/welcome"

    static func register(in registry: ScreenRegistry, environment: GalleryEnvironment) {
        let accounts = openAccounts(in: environment.dataDirectory)
        let throttle = LoginThrottle()
        let background = DispatchQueue(label: "login.password-checks", qos: .userInitiated, attributes: .concurrent)
            .eraseToAnyScheduler()
        registry.register(entry.path, texts: LoginText.self) { context in
            LoginViewController(welcomePath: welcomePath) {
                LoginViewModel(accounts: accounts, throttle: throttle, background: background,
                               clientAddress: context.clientAddress)
            }
        }
        registry.register(welcomePath, texts: LoginText.self) { _ in
            WelcomeViewController(signInPath: entry.path)
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
