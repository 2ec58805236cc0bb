import BinderyWeb
import BinderyWebServer
import Foundation
import Login

/// Login (seed 002, first example): the validated sign-in form, the account store, the welcome screen.
enum LoginApp: GalleryApp {
    static let entry = AppEntry(
        path: "/login",
        title: LocalizedText(en: "Login", ko: "로그인"),
        summary: LocalizedText(
            en: "Bullets turn green as the email and password become valid; sign in with demo@example.com / password.",
            ko: "이메일과 비밀번호가 올바르면 표시가 초록색으로 바뀝니다. demo@example.com / password로 로그인해 보세요."
        )
    )

    /// The signed-in screen's path.
    static let welcomePath = "/login/welcome"

    static func register(in registry: ScreenRegistry, environment: GalleryEnvironment) {
        let accounts = openAccounts(in: environment.dataDirectory)
        let throttle = LoginThrottle()
        let background = DispatchQueue(label: "login.password-checks", qos: .userInitiated, attributes: .concurrent)
            .eraseToAnyScheduler()
        registry.register(entry.path) { context in
            LoginViewController(welcomePath: welcomePath) {
                LoginViewModel(accounts: accounts, throttle: throttle, background: background,
                               clientAddress: context.clientAddress)
            }
        }
        registry.register(welcomePath) { _ in
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
