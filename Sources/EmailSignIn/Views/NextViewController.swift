import Bindery
import BinderyWeb

/// The screen after the form: shows the accepted address as text. Reached without an address (a deep
/// link, a reload), it redirects to the form when it appears.
public final class NextViewController: ViewController {
    /// The path of the form this screen comes from.
    public static let formPath = "/email-sign-in"

    /// The accepted address, or nil when the screen was opened without one.
    public let email: String?

    private let titleLabel = Label(tag: "h1")
    private let emailLabel = Label()

    /// Creates the screen for `email` (nil: redirect to the form).
    public init(email: String?) {
        self.email = email
    }

    /// The app's name.
    public override var title: String { strings(EmailSignInText.appTitle) }

    /// Lays out the heading and the address.
    public override func loadView() {
        titleLabel.text = strings(EmailSignInText.accepted)
        emailLabel.text = email
        add(titleLabel, emailLabel)
    }

    /// Redirects to the form each time the screen appears without an address.
    public override func viewDidLoad() {
        guard email == nil else { return }
        rx.viewDidAppear
            .bind(with: self) { owner, _ in owner.navigationController?.replace(path: Self.formPath) }
            .disposed(by: disposeBag)
    }
}
