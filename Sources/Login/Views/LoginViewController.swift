import Bindery
import BinderyWeb

/// The sign-in screen: email and password fields with validity bullets, and the Login button.
public final class LoginViewController: BindingViewController<LoginViewModel> {
    /// The password field's id: where a journal masks what was typed, and the secret a replay is given for it.
    static let passwordFieldID = "pwField"
    private let welcomePath: String

    private let idField = TextField(inputType: .email, textContentType: .emailAddress, maxLength: 254)
    private let idValidView = View(classes: ["bullet", "invalid"])
    private let pwField = TextField(id: passwordFieldID, inputType: .password, textContentType: .password, maxLength: 128)
    private let pwValidView = View(classes: ["bullet", "invalid"])
    private let loginButton = Button()

    /// Creates the screen; `makeViewModel` runs when it loads, a sign-in goes to `welcomePath`.
    public init(welcomePath: String = "/login/welcome", makeViewModel: @escaping () -> LoginViewModel) {
        self.welcomePath = welcomePath
        super.init(makeViewModel: makeViewModel)
    }

    /// "Login", or its translation in the screen's language.
    public override var title: String { strings(LoginText.loginTitle) }
    /// Starts fresh when its tab is restored: a sign-in counts failed attempts in the account store, and the
    /// password it needs is never recorded. A signed-in browser stays signed in (its cookie's values).
    public override var restoration: ScreenRestoration { .startsFresh }

    /// Lays out the two field rows and the button.
    public override func loadView() {
        loginButton.title = strings(LoginText.loginButton)
        loginButton.isEnabled = false
        idField.accessibilityLabel = strings(LoginText.emailFieldLabel)
        pwField.accessibilityLabel = strings(LoginText.passwordFieldLabel)
        pwField.accessibilityHint = strings(LoginText.passwordFieldHint)
        for bullet in [idValidView, pwValidView] { bullet.isAccessibilityElement = true }  // one named image each
        let heading = Label(id: "loginTitle", text: title, tag: "h1")
        add(
            heading,
            StackView(id: "loginForm", arrangedSubviews: [
                StackView(id: "idRow", axis: .horizontal, arrangedSubviews: [idField, idValidView], classes: ["field-row"]),
                StackView(id: "pwRow", axis: .horizontal, arrangedSubviews: [pwField, pwValidView], classes: ["field-row"]),
                loginButton,
            ])
        )
    }

    /// Binds the controls to the view model and its outputs to the controls.
    public override func bind(_ viewModel: LoginViewModel) {
        let input = LoginViewModel.Input()
        let output = viewModel.transform(input: input)

        output.isEmailValid.drive(idValidView.rx.validity).disposed(by: disposeBag)
        output.isPasswordValid.drive(pwValidView.rx.validity).disposed(by: disposeBag)
        let strings = self.strings
        output.isEmailValid.map { strings($0 ? LoginText.emailValid : LoginText.emailInvalid) }
            .drive(idValidView.rx.accessibilityLabel)
            .disposed(by: disposeBag)
        output.isPasswordValid.map { strings($0 ? LoginText.passwordValid : LoginText.passwordInvalid) }
            .drive(pwValidView.rx.accessibilityLabel)
            .disposed(by: disposeBag)
        output.isLoginEnabled.drive(loginButton.rx.isEnabled).disposed(by: disposeBag)
        output.isChecking
            .map { strings($0 ? LoginText.checking : LoginText.loginButton) }
            .drive(loginButton.rx.title)
            .disposed(by: disposeBag)
        output.signedIn
            .emit(with: self) { owner, account in
                // A browser id fixed before sign-in must not carry the account: renewed first, so the account is
                // only ever filed under the new id (also in a shared store other instances read).
                owner.renewBrowserIdentity()
                owner.browserValues[SignedInAccount.key] = account
                owner.navigationController?.push(path: owner.welcomePath)
            }
            .disposed(by: disposeBag)
        showAlerts(for: output.error)

        idField.rx.text.orEmpty.bind(to: input.email).disposed(by: disposeBag)
        pwField.rx.text.orEmpty.bind(to: input.password).disposed(by: disposeBag)
        loginButton.rx.tap
            .merge(with: idField.rx.editingDidEndOnExit, pwField.rx.editingDidEndOnExit)  // Return signs in too
            .bind(to: input.loginTap)
            .disposed(by: disposeBag)
    }
}
