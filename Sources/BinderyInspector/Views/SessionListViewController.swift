import Bindery
import BinderyWeb

/// The inspector's first screen: the server's live sessions, refreshed every second; picking one opens its timeline.
public final class SessionListViewController: BindingViewController<SessionListViewModel> {
    private let sessionCountLabel = Label()
    private let noSessionsLabel = Label()
    private lazy var sessionsTable = TableView(headers: [
        InspectorText.columnSession, .columnApp, .columnPath, .columnAge, .columnEvents, .columnLastActivity, .columnState,
    ].map { strings($0) })

    /// The inspector's name.
    public override var title: String { strings(InspectorText.appTitle) }

    /// Lays out the heading, the count and the table.
    public override func loadView() {
        noSessionsLabel.text = strings(InspectorText.noSessions)
        add(Label(id: "inspectorTitle", text: title, tag: "h1"), sessionCountLabel, noSessionsLabel, sessionsTable)
    }

    /// Binds the table's picks to the view model and its sessions to the table and the count.
    public override func bind(_ viewModel: SessionListViewModel) {
        let input = SessionListViewModel.Input()
        let output = viewModel.transform(input: input)
        let strings = self.strings

        output.sessions
            .map { $0.map { Self.row(for: $0, strings: strings) } }
            .drive(sessionsTable.rx.items)
            .disposed(by: disposeBag)
        output.sessions
            .map { strings(InspectorText.sessionCount, $0.count) }
            .drive(sessionCountLabel.rx.text)
            .disposed(by: disposeBag)
        output.sessions
            .map(\.isEmpty)
            .drive(with: self) { owner, isEmpty in
                owner.noSessionsLabel.isHidden = !isEmpty
                owner.sessionsTable.isHidden = isEmpty
            }
            .disposed(by: disposeBag)

        sessionsTable.rx.itemSelected
            .map(\.id)
            .bind(to: input.selectSession)
            .disposed(by: disposeBag)
        output.openSession
            .emit(with: self) { owner, name in owner.navigationController?.push(path: InspectorApp.timelinePath(of: name)) }
            .disposed(by: disposeBag)
    }

    /// The table row of one session: its cells in the headers' order, its name as the row's id.
    static func row(for item: SessionListItem, strings: StringsTable) -> TableRow {
        let session = item.session
        let state = session.isRecording ? strings(InspectorText.stateRecording)
            : session.isConnected ? strings(InspectorText.stateConnected) : strings(InspectorText.stateWaiting)
        let lastActivity = item.idleSeconds.map { strings(InspectorText.ago, DurationText.span(seconds: $0)) } ?? "—"
        return TableRow(id: session.name, cells: [
            session.name, session.app, session.path, DurationText.span(seconds: item.ageSeconds),
            String(session.eventsHandled), lastActivity, state,
        ])
    }
}
