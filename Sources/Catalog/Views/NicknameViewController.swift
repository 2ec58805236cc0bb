import Bindery
import BinderyWeb

/// The small screen the catalog presents modally (UIKit's `present(_:animated:)`): a nickname field and a Done
/// button. Done, or Return in the field, dismisses it and reports the nickname (`rx.nicknameChosen`); Escape, its
/// Close button or the browser's Back dismiss it and report nothing.
final class NicknameViewController: ViewController {
    private let headingLabel = Label(id: "nicknameTitle", tag: "h2")
    private let nicknameField = TextField(id: "nicknameField", maxLength: 40)
    private let doneButton = Button(id: "nicknameDone")
    fileprivate let chosen = PublishRelay<String>()

    /// "Nickname", the dialog's name.
    override var title: String { strings(CatalogText.nicknameTitle) }

    /// The heading, the labelled field and the Done button, one under another.
    override func loadView() {
        headingLabel.text = title
        nicknameField.accessibilityLabel = strings(CatalogText.nicknameName)
        doneButton.title = strings(CatalogText.nicknameDone)
        add(headingLabel, nicknameField, doneButton)
    }

    /// Done and Return dismiss the screen, then report what the field holds.
    override func viewDidLoad() {
        doneButton.rx.tap.merge(with: nicknameField.rx.editingDidEndOnExit)
            .bind(with: self) { owner, _ in
                owner.dismiss(animated: true)
                owner.chosen.accept(owner.nicknameField.text)
            }
            .disposed(by: disposeBag)
    }
}

extension Reactive where Base == NicknameViewController {
    /// The nickname the user chose with Done or Return, once the screen is dismissed.
    var nicknameChosen: ControlEvent<String> { ControlEvent(events: base.chosen) }
}
