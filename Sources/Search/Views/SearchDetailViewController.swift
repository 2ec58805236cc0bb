import Bindery
import BinderyWeb
import Foundation

/// A search result's page in a web view; an address that is not http(s), or not one of the tab's search results,
/// is refused with a message.
public final class SearchDetailViewController: ViewController {
    private let makeViewModel: () -> SearchDetailViewModel
    private var viewModel: SearchDetailViewModel?

    private let addressLabel = Label(id: "addressLabel", classes: ["address"])
    private let messageLabel = Label(id: "messageLabel", classes: ["message"])
    private let webView = WebView(id: "webView", classes: ["page"])

    /// Creates the screen; `makeViewModel` runs when the screen loads.
    public init(makeViewModel: @escaping () -> SearchDetailViewModel) {
        self.makeViewModel = makeViewModel
    }

    /// "Blog post" / "블로그 글".
    public override var title: String { language.pick(en: "Blog post", ko: "블로그 글") }

    /// Lays out the address, the message line (hidden unless the address is refused) and the web view.
    public override func loadView() {
        messageLabel.isHidden = true
        add(addressLabel, messageLabel, webView)
    }

    /// Creates the view model and binds it.
    public override func viewDidLoad() {
        let viewModel = makeViewModel()
        self.viewModel = viewModel
        addressLabel.text = viewModel.address ?? ""
        bind(viewModel)
    }

    private func bind(_ viewModel: SearchDetailViewModel) {
        let input = SearchDetailViewModel.Input()
        let output = viewModel.transform(input: input)

        output.page
            .map { Optional($0) }
            .drive(webView.rx.url)
            .disposed(by: disposeBag)
        output.refusal
            .drive(with: self) { owner, refusal in
                let message = Self.message(for: refusal, in: owner.language)
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
    static func message(for refusal: PageAddress.Refusal, in language: Language) -> String {
        switch refusal {
        case .missing:
            language.pick(en: "No page address was given.", ko: "페이지 주소가 없습니다.")
        case .notWeb:
            language.pick(en: "Only http and https pages can be shown; this address was refused.",
                          ko: "http와 https 페이지만 열 수 있어 이 주소는 열지 않았습니다.")
        case .notAResult:
            language.pick(en: "Only pages from your search results are shown here; search again to open this one.",
                          ko: "검색 결과에 있는 페이지만 열 수 있습니다. 다시 검색해서 여세요.")
        }
    }
}
