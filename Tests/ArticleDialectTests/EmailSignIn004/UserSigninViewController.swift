import BinderyUIKit
import Foundation

/// The article's base screen: hierarchy and layout set up in `viewDidLoad`.
class BaseViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        configureHierarchy()
        configureLayout()
    }

    func configureHierarchy() {}
    func configureLayout() {}
}

/// The article's own controls: subclasses made without an id.
final class SigninTextField: UITextField {}
final class SigninButton: UIButton {}

/// The article's colour constants.
enum Constant {
    enum Color {
        enum Button {
            static let valid = UIColor.systemBlue
            static let notValid = UIColor.lightGray
        }
    }
}

/// Seed 004's sign-in screen: lazy custom controls named after their properties, the text field's
/// `rx.text.orEmpty` into the view model, and `bind(with:onNext:)` setting the button's colour and state.
final class UserSigninViewController: BaseViewController {
    private lazy var textField = SigninTextField()
    private lazy var nextButton = SigninButton()

    private let viewModel = UserSigninViewModel()
    private let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        bind()
    }

    override func configureHierarchy() {
        view.addSubview(textField)
        view.addSubview(nextButton)
    }

    override func configureLayout() {
        nextButton.setTitle("Next", for: .normal)
    }

    private func bind() {
        let input = UserSigninViewModel.Input(text: textField.rx.text.orEmpty, nextButtonClicked: nextButton.rx.tap)
        let output = viewModel.transform(input: input)

        output
            .isTextValid
            .bind(with: self, onNext: { owner, value in
                let color = value ? Constant.Color.Button.valid : Constant.Color.Button.notValid
                owner.nextButton.backgroundColor = color
                owner.nextButton.isEnabled = value
            })
            .disposed(by: disposeBag)
    }
}
