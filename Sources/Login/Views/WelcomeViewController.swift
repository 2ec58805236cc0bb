import Bindery
import BinderyWeb

/// The signed-in screen: greets the browser's signed-in account and signs out.
///
/// Guarded: opened in a browser with no signed-in account (a deep link from another browser, Forward or a
/// reload after signing out), it replaces itself with the sign-in screen before anything is shown.
public final class WelcomeViewController: ViewController {
    private let signInPath: String
    private let makeViewModel: (Account) -> WelcomeViewModel
    private var viewModel: WelcomeViewModel?

    private let greetingLabel = Label(id: "greetingLabel", tag: "h1")
    private let signOutButton = Button(id: "signOutButton", title: "", classes: ["secondary"])

    /// Creates the screen; with no signed-in account it goes to `signInPath`.
    public init(signInPath: String = "/login",
                makeViewModel: @escaping (Account) -> WelcomeViewModel = { WelcomeViewModel(account: $0) }) {
        self.signInPath = signInPath
        self.makeViewModel = makeViewModel
    }

    /// "Welcome", or its translation in the screen's language.
    public override var title: String { strings(.welcomeTitle) }

    /// Lays out the greeting and the sign-out button.
    public override func loadView() {
        signOutButton.title = strings(.signOut)
        add(greetingLabel, signOutButton)
    }

    /// Binds the signed-in account's view model, or redirects to sign-in when there is none.
    public override func viewDidLoad() {
        guard let account = browserValues[SignedInAccount.key] else {
            navigationController?.replace(path: signInPath)
            return
        }
        let viewModel = makeViewModel(account)
        self.viewModel = viewModel
        bind(viewModel)
    }

    private func bind(_ viewModel: WelcomeViewModel) {
        let input = WelcomeViewModel.Input()
        let output = viewModel.transform(input: input)
        let strings = self.strings

        output.email
            .map { strings(.greeting, $0) }
            .drive(greetingLabel.rx.text)
            .disposed(by: disposeBag)
        output.signedOut
            .emit(with: self) { owner, _ in
                owner.browserValues[SignedInAccount.key] = nil
                owner.navigationController?.replace(path: owner.signInPath)
            }
            .disposed(by: disposeBag)

        signOutButton.rx.tap.bind(to: input.signOutTap).disposed(by: disposeBag)
    }
}
