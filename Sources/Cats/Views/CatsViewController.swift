import Bindery
import BinderyWeb

/// The cat viewer: `imageView`, `resumeButton` and `stopButton`,
/// with a status line saying what is going on.
public final class CatsViewController: BindingViewController<CatsViewModel> {
    private lazy var imageView = ImageView(alt: strings(CatsText.catImageAlt), classes: ["cat"])
    private let statusLabel = Label(classes: ["status"])
    private let resumeButton = Button()
    private let stopButton = Button(classes: ["secondary"])

    /// "Cats", or its translation in the screen's language.
    public override var title: String { strings(CatsText.appTitle) }

    /// Lays out the buttons, the status line and the image.
    public override func loadView() {
        resumeButton.title = strings(CatsText.resume)
        stopButton.title = strings(CatsText.stop)
        statusLabel.text = idleText
        statusLabel.accessibilityTraits = .updatesFrequently  // "Loading…", errors are announced
        add(Label(id: "catsTitle", text: title, tag: "h1"),
            StackView(id: "catButtons", axis: .horizontal, arrangedSubviews: [resumeButton, stopButton]), statusLabel, imageView)
    }

    private var idleText: String { strings(CatsText.idle) }

    /// Binds the buttons to the view model and its outputs to the image, the status line and the alert.
    public override func bind(_ viewModel: CatsViewModel) {
        let input = CatsViewModel.Input()
        let output = viewModel.transform(input: input)
        let strings = self.strings
        let idleText = self.idleText

        output.picture
            .map { picture in picture.map { DataURL.make(data: $0.data, mimeType: $0.mimeType) } }
            .drive(imageView.rx.url)
            .disposed(by: disposeBag)
        output.isLoading
            .drive(imageView.rx.hasClass("loading"))
            .disposed(by: disposeBag)
        Driver.combineLatest(output.isLoading, output.picture) { isLoading, picture -> String in
            if isLoading { return strings(CatsText.fetchingCat) }
            return picture == nil ? idleText : ""
        }
        .drive(statusLabel.rx.text)
        .disposed(by: disposeBag)
        showAlerts(for: output.error)

        resumeButton.rx.tap
            .bind(to: input.resume)
            .disposed(by: disposeBag)
        stopButton.rx.tap
            .bind(to: input.stop)
            .disposed(by: disposeBag)
    }
}
