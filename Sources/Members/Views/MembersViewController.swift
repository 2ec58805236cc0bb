import Bindery
import BinderyWeb

/// The member list: a table of members (avatar, name, job, age), a status line, and retry after a failure.
/// Tapping a row opens the member's details.
public final class MembersViewController: BindingViewController<MembersViewModel> {

    private let status = LoadingStatus()
    private lazy var tableView = TableView(
        headers: [
            "",
            strings(MembersText.name),
            strings(MembersText.job),
            strings(MembersText.ageHeader),
        ],
        classes: ["members"]
    )

    /// "Members", or its translation in the screen's language.
    public override var title: String { strings(MembersText.appTitle) }

    /// The path of the detail screen of member `id`.
    public static func detailPath(for id: Int) -> String { "/members/\(id)" }

    /// Lays out the status line, the retry button and the table.
    public override func loadView() {
        status.load(loadingText: loadingText, strings: strings)
        add(Label(id: "titleLabel", text: title, tag: "h1"), status.label, status.retryButton, tableView)
    }

    private var loadingText: String { strings(MembersText.loadingMembers) }

    /// Binds the controls to the view model and its outputs to the controls.
    public override func bind(_ viewModel: MembersViewModel) {
        let input = MembersViewModel.Input()
        let output = viewModel.transform(input: input)

        output.state
            .drive(with: self) { owner, state in owner.show(state) }
            .disposed(by: disposeBag)
        output.showDetail
            .emit(with: self) { owner, id in owner.navigationController?.push(path: Self.detailPath(for: id)) }
            .disposed(by: disposeBag)

        status.bind(self, load: input.load, retry: input.retry)
        tableView.rx.itemSelected
            .compactMap { Int($0.id) }
            .bind(to: input.selectMember)
            .disposed(by: disposeBag)
    }

    /// Updates the controls for one state; a failure's message also goes in the page's alert.
    private func show(_ state: MembersState) {
        switch state {
        case .loading:
            status.showLoading(loadingText)
        case let .loaded(rows):
            status.showLoaded(rows.isEmpty ? strings(MembersText.noMembersYet) : nil)
            tableView.rows = rows.map(tableRow)
        case let .failed(error):
            status.showFailure(error, on: self)
        }
    }

    private func tableRow(_ row: MemberRow) -> TableRow {
        let member = row.member
        return TableRow(
            id: String(member.id),
            cells: [member.name, member.job, String(member.age)],
            image: AvatarPicture.url(for: row.avatar),
            imageAlt: AvatarPicture.alt(for: row.avatar, of: member.name, in: strings)
        )
    }
}
