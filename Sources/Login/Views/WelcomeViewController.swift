import Bindery
import BinderyWeb

/// The signed-in screen: greets the browser's signed-in account and signs out.
///
/// Guarded: opened in a browser with no signed-in account (a deep link from another browser, Forward or a
/// reload after signing out), it replaces itself with the sign-in screen before anything is shown; and when the
/// browser signs out anywhere — this tab, another tab, another instance — every open welcome screen of that
/// browser moves to the sign-in screen at once.
public final class WelcomeViewController: BindingViewController<WelcomeViewModel> {
    private let signInPath: String

    private let greetingLabel = Label(tag: "h1")
    private let signOutButton = Button(classes: ["secondary"])

    /// Creates the screen; `makeViewModel` makes its view model for the browser's signed-in account, and with no
    /// signed-in account the screen goes to `signInPath` instead.
    public init(signInPath: String = "/login",
                makeViewModel: @escaping (Account) -> WelcomeViewModel = { WelcomeViewModel(account: $0) }) {
        self.signInPath = signInPath
        super.init(makeViewModelFor: { screen in screen.browserValues[SignedInAccount.key].map(makeViewModel) })
    }

    /// "Welcome", or its translation in the screen's language.
    public override var title: String { strings(LoginText.welcomeTitle) }
    /// Starts fresh when its tab is restored: it shows the browser's signed-in account, which outlives the tab.
    public override var restoration: ScreenRestoration { .startsFresh }
    /// Follows the browser's sign-in: a sign-out in another tab moves it to the sign-in screen at once.
    public override var followsChangesOutsideItsTab: Bool { true }

    /// Lays out the greeting and the sign-out button.
    public override func loadView() {
        signOutButton.title = strings(LoginText.signOut)
        add(greetingLabel, signOutButton)
    }

    /// Redirects to sign-in when no account is signed in (no view model was made).
    public override func viewDidLoad() {
        if viewModel == nil { navigationController?.replace(path: signInPath) }
    }

    /// Binds the greeting to the signed-in account and the sign-out button to the view model.
    public override func bind(_ viewModel: WelcomeViewModel) {
        let input = WelcomeViewModel.Input()
        let output = viewModel.transform(input: input)
        let strings = self.strings

        output.email
            .map { strings(LoginText.greeting, $0) }
            .drive(greetingLabel.rx.text)
            .disposed(by: disposeBag)
        output.signedOut
            .emit(with: self) { owner, _ in owner.browserValues[SignedInAccount.key] = nil }
            .disposed(by: disposeBag)
        browserValues.changes(of: SignedInAccount.key)
            .filter { $0 == nil }
            .asSignal()
            .emit(with: self) { owner, _ in owner.navigationController?.replace(path: owner.signInPath) }
            .disposed(by: disposeBag)

        signOutButton.rx.tap.bind(to: input.signOutTap).disposed(by: disposeBag)
    }
}
