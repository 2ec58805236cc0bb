import Bindery
import BinderyWeb
import Foundation

/// The blog search screen: the search bar, the results (title and summary with their highlights, and the
/// link), a "more" button at the end of the list, and a status line; a tapped result opens its page.
public final class SearchViewController: BindingViewController<SearchViewModel> {
    /// The path of the detail screen (the result's address goes in `?url=`).
    public static let detailPath = "/search/detail"


    private lazy var searchBar = TextField(placeholder: strings(SearchText.searchPlaceholder), inputType: .search, maxLength: 100)
    private let statusLabel = Label(classes: ["status"])
    private let tableView = TableView(classes: ["results"])
    private let moreButton = Button(classes: ["secondary"])
    private let retryButton = Button()

    /// "Blog search", or its translation in the screen's language.
    public override var title: String { strings(SearchText.appTitle) }

    /// The detail screen's path for a result's `link`.
    public static func detailPath(for link: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return detailPath + "?url=" + (link.addingPercentEncoding(withAllowedCharacters: allowed) ?? "")
    }

    /// Lays out the search bar, the status line, the results and the buttons.
    public override func loadView() {
        statusLabel.text = strings(SearchText.typeToSearch)
        moreButton.title = strings(SearchText.moreResults)
        moreButton.isHidden = true
        retryButton.title = strings(SearchText.tryAgain)
        retryButton.isHidden = true
        searchBar.accessibilityLabel = strings(SearchText.searchFieldLabel)
        statusLabel.accessibilityTraits = .updatesFrequently  // "3 results", "No results" are announced
        add(Label(id: "searchTitle", text: title, tag: "h1"), searchBar, statusLabel, tableView,
            StackView(id: "pagingStack", axis: .horizontal, arrangedSubviews: [moreButton, retryButton]))
    }

    /// Binds the controls to the view model and its outputs to the controls.
    public override func bind(_ viewModel: SearchViewModel) {
        let input = SearchViewModel.Input()
        let output = viewModel.transform(input: input)
        let strings = self.strings

        output.results
            .map { results in results.enumerated().map { index, result in Self.row(for: result, at: index) } }
            .drive(tableView.rx.items)
            .disposed(by: disposeBag)
        output.results
            .drive(with: self) { owner, results in ShownResultLinks.record(results.map(\.link), in: owner.sessionValues) }
            .disposed(by: disposeBag)
        output.status
            .map { Self.text(for: $0, in: strings) }
            .drive(statusLabel.rx.text)
            .disposed(by: disposeBag)
        output.canLoadMore
            .map { !$0 }
            .drive(moreButton.rx.isHidden)
            .disposed(by: disposeBag)
        output.canRetry
            .map { !$0 }
            .drive(retryButton.rx.isHidden)
            .disposed(by: disposeBag)
        showAlerts(for: output.error)
        output.showDetail
            .emit(with: self) { owner, link in owner.navigationController?.push(path: Self.detailPath(for: link)) }
            .disposed(by: disposeBag)

        searchBar.rx.text.orEmpty
            .bind(to: input.query)
            .disposed(by: disposeBag)
        moreButton.rx.tap
            .bind(to: input.loadMore)
            .disposed(by: disposeBag)
        retryButton.rx.tap
            .bind(to: input.retry)
            .disposed(by: disposeBag)
        tableView.rx.itemSelected
            .compactMap { Int($0.id) }
            .bind(to: input.itemSelected)
            .disposed(by: disposeBag)
    }

    /// A result as a row: its index as the id; title and summary with their highlights; the link as text.
    static func row(for result: SearchResult, at index: Int) -> TableRow {
        TableRow(id: String(index), styledCells: [result.title, result.description, [TextRun(result.link)]])
    }

    /// The status line for `status`.
    static func text(for status: SearchStatus, in strings: StringsTable) -> String {
        switch status {
        case .idle:
            strings(SearchText.typeToSearch)
        case let .searching(query):
            strings(SearchText.searching, query)
        case .loadingMore:
            strings(SearchText.loadingMoreResults)
        case let .results(total):
            strings(SearchText.results, total)
        case let .noResults(query):
            strings(SearchText.noResults, query)
        case let .failed(error):
            error.message(in: strings)
        }
    }
}
