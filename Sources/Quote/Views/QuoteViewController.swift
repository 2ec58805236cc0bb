import Bindery
import BinderyWeb

/// The Quote screen: the quote, its author, and a refresh button.
public final class QuoteViewController: BindingViewController<QuoteViewModel> {
    private let input = PublishRelay<QuoteViewModel.Input>()

    private let quoteLabel = Label(tag: "blockquote", classes: ["quote"])
    private let authorLabel = Label(text: "", classes: ["author"])
    private let refreshButton = Button()

    /// The app's name.
    public override var title: String { strings(QuoteText.appTitle) }

    /// Lays out the quote, the author and the refresh button.
    public override func loadView() {
        quoteLabel.text = strings(QuoteText.loadingQuote)
        refreshButton.title = strings(QuoteText.newQuote)
        add(Label(id: "quoteTitle", text: title, tag: "h1"),
            StackView(id: "quoteStack", arrangedSubviews: [quoteLabel, authorLabel]), refreshButton)
    }

    /// Binds the controls to the view model and its outputs to the controls.
    public override func bind(_ viewModel: QuoteViewModel) {
        viewModel.transform(input: input.eraseToAnyPublisher())
            .bind(with: self) { owner, event in owner.show(event) }
            .disposed(by: disposeBag)

        rx.viewDidAppear
            .map { QuoteViewModel.Input.viewDidAppear }
            .bind(to: input)
            .disposed(by: disposeBag)
        refreshButton.rx.tap
            .map { QuoteViewModel.Input.refreshButtonDidTap }
            .bind(to: input)
            .disposed(by: disposeBag)
    }

    /// Updates the controls for one output event; an error's message goes in `quoteLabel`, where the quote would
    /// have been, and in the page's alert, where every app shows its errors.
    private func show(_ event: QuoteViewModel.Output) {
        switch event {
        case let .fetchQuoteDidSucceed(quote):
            quoteLabel.text = quote.content
            authorLabel.text = quote.author
        case let .fetchQuoteDidFail(error):
            let message = (error as? ServiceError)?.message(in: strings) ?? error.localizedDescription
            quoteLabel.text = message
            authorLabel.text = ""
            showAlert(message)
        case let .toggleButton(isEnabled):
            refreshButton.isEnabled = isEnabled
        }
    }
}
