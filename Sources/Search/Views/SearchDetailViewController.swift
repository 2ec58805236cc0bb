import Bindery
import BinderyWeb
import Foundation

/// A search result's page in a web view; an address that is not http(s), or not one of the tab's search results,
/// is refused with a message.
public final class SearchDetailViewController: BindingViewController<SearchDetailViewModel> {
    private let addressLabel = Label(classes: ["address"])
    private let messageLabel = Label(classes: ["message"])
    private let webView = WebView(classes: ["page"])

    /// "Blog post", or its translation in the screen's language.
    public override var title: String { strings(SearchText.blogPost) }

    /// Lays out the address, the message line (hidden unless the address is refused) and the web view.
    public override func loadView() {
        messageLabel.isHidden = true
        webView.accessibilityLabel = title
        add(Label(id: "detailTitle", text: title, tag: "h1"), addressLabel, messageLabel, webView)
    }

    /// Shows the address, and binds the controls to the view model and its outputs to the controls.
    public override func bind(_ viewModel: SearchDetailViewModel) {
        addressLabel.text = viewModel.address ?? ""
        let input = SearchDetailViewModel.Input()
        let output = viewModel.transform(input: input)

        output.page
            .map { Optional($0) }
            .drive(webView.rx.url)
            .disposed(by: disposeBag)
        output.refusal
            .drive(with: self) { owner, refusal in
                let message = Self.message(for: refusal, in: owner.strings)
                owner.webView.load(nil)
                owner.webView.isHidden = true
                owner.messageLabel.text = message
                owner.messageLabel.isHidden = false
                owner.showAlert(message)
            }
            .disposed(by: disposeBag)

        rx.viewDidAppear
            .bind(to: input.trigger)
            .disposed(by: disposeBag)
    }

    /// The result links the search showed in the tab whose values are `values`: the only pages this screen frames.
    public static func shownResults(in values: SessionValues) -> Set<String> { ShownResultLinks.shown(in: values) }

    /// The message for a refused address.
    static func message(for refusal: PageAddress.Refusal, in strings: StringsTable) -> String {
        switch refusal {
        case .missing:
            strings(SearchText.noPageAddress)
        case .notWeb:
            strings(SearchText.refusedAddress)
        case .notAResult:
            strings(SearchText.notAResult)
        }
    }
}
