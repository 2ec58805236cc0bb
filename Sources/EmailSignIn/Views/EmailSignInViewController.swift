import Bindery
import BinderyWeb

/// The email sign-in form: the address field and the next button, enabled and coloured only while the
/// address is judged valid; a tap opens `NextViewController` with the address.
public final class EmailSignInViewController: BindingViewController<EmailSignInViewModel> {
    /// The path of the screen after the form.
    public static let nextPath = "/email-sign-in/next"


    private let titleLabel = Label(tag: "h1")
    private lazy var textField = TextField(
        placeholder: "name@example.com",
        inputType: .email,
        textContentType: .emailAddress,
        maxLength: 254
    )
    private let hintLabel = Label()
    private let nextButton = Button()

    /// The app's name.
    public override var title: String { strings(EmailSignInText.appTitle) }

    /// Lays out the title, the field, its hint and the next button (disabled until the text is valid).
    public override func loadView() {
        titleLabel.text = strings(EmailSignInText.prompt)
        hintLabel.text = strings(EmailSignInText.hint)
        nextButton.title = strings(EmailSignInText.next)
        nextButton.isEnabled = false
        textField.accessibilityLabel = strings(EmailSignInText.emailFieldLabel)
        textField.accessibilityHint = strings(EmailSignInText.hint)
        add(titleLabel, StackView(id: "formStack", arrangedSubviews: [textField, hintLabel, nextButton]))
    }

    /// Binds the controls to the view model and its outputs to the controls.
    public override func bind(_ viewModel: EmailSignInViewModel) {
        let input = EmailSignInViewModel.Input()
        let output = viewModel.transform(input: input)

        output.isTextValid
            .drive(nextButton.rx.isEnabled, nextButton.rx.hasClass("valid"))
            .disposed(by: disposeBag)
        output.showNext
            .emit(with: self) { owner, email in
                owner.navigationController?.push(NextViewController(email: email), path: Self.nextPath)
            }
            .disposed(by: disposeBag)

        textField.rx.text.orEmpty
            .bind(to: input.text)
            .disposed(by: disposeBag)
        nextButton.rx.tap
            .merge(with: textField.rx.editingDidEndOnExit)  // Return goes on too (the view model checks the text)
            .bind(to: input.nextButtonClicked)
            .disposed(by: disposeBag)
    }
}
