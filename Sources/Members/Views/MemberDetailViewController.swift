import Bindery
import BinderyWeb

/// One member's details (`/members/{id}`): the avatar, name, job and age, with retry after a failure.
public final class MemberDetailViewController: BindingViewController<MemberDetailViewModel> {
    private var memberName: String?

    private lazy var avatarImageView = ImageView(url: AvatarPicture.placeholder, alt: strings(MembersText.avatarCaption),
                                                 classes: ["avatar"])
    private let nameLabel = Label(text: "", tag: "h1")
    private let jobLabel = Label(text: "")
    private let ageLabel = Label(text: "")
    private let status = LoadingStatus()

    /// The member's name once known, else "Member" or its translation.
    public override var title: String { memberName ?? strings(MembersText.memberTitle) }

    /// Lays out the avatar, the labels, the status line and the retry button.
    public override func loadView() {
        status.load(loadingText: loadingText, strings: strings)
        add(avatarImageView, nameLabel, jobLabel, ageLabel, status.label, status.retryButton)
    }

    private var loadingText: String { strings(MembersText.loadingMember) }

    /// Shows the view model's state, and feeds it the first appearance and the retry button's taps.
    public override func bind(_ viewModel: MemberDetailViewModel) {
        let input = MemberDetailViewModel.Input()
        viewModel.transform(input: input).state
            .drive(with: self) { owner, state in owner.show(state) }
            .disposed(by: disposeBag)
        status.bind(self, load: input.load, retry: input.retry)
    }

    private func show(_ state: MemberDetailState) {
        switch state {
        case .loading:
            status.showLoading(loadingText)
        case let .loaded(row):
            let member = row.member
            memberName = member.name
            nameLabel.text = member.name
            jobLabel.text = member.job
            ageLabel.text = strings(MembersText.ageValue, member.age)
            avatarImageView.url = AvatarPicture.url(for: row.avatar)
            status.showLoaded(nil)
        case let .failed(error):
            status.showFailure(error, on: self)
        }
    }
}
