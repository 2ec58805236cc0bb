import Bindery
import BinderyWeb

/// One session's timeline, live: each step with what the page sent, what the server sent back and how long it took;
/// buttons to start and stop recording the session, and a link that downloads the journal recorded.
public final class SessionTimelineViewController: BindingViewController<SessionTimelineViewModel> {
    private let name: String
    private let journalHref: String

    private let sessionsButton = Button(classes: ["secondary"])
    private let recordingLabel = Label(tag: "span")
    private let startRecordingButton = Button()
    private let stopRecordingButton = Button(classes: ["secondary"])
    private lazy var downloadJournalLink = Link(text: strings(InspectorText.downloadJournal), href: journalHref, downloads: true)
    private let sessionEndedLabel = Label()
    private let waitingLabel = Label()
    private lazy var timelineTable = TableView(headers: [
        InspectorText.columnTime, .columnEvent, .columnSent, .columnTook,
    ].map { strings($0) })

    /// The timeline of the session `name`, whose recorded journal downloads from `journalHref` (a path on this
    /// site); `makeViewModel` runs when the screen loads.
    public init(name: String, journalHref: String, makeViewModel: @escaping () -> SessionTimelineViewModel) {
        self.name = name
        self.journalHref = journalHref
        super.init(makeViewModel: makeViewModel)
    }

    /// "Session" and the session's name.
    public override var title: String { strings(InspectorText.timelineTitle, name) }

    /// Lays out the heading, the recording's controls, the journal's link and the timeline.
    public override func loadView() {
        sessionsButton.title = strings(InspectorText.allSessions)
        startRecordingButton.title = strings(InspectorText.startRecording)
        stopRecordingButton.title = strings(InspectorText.stopRecording)
        sessionEndedLabel.text = strings(InspectorText.sessionEnded)
        sessionEndedLabel.isHidden = true
        waitingLabel.text = strings(InspectorText.waitingForEvents)
        add(Label(id: "sessionTitle", text: title, tag: "h1"), sessionsButton,
            StackView(id: "recordingStack", axis: .horizontal,
                      arrangedSubviews: [startRecordingButton, stopRecordingButton, recordingLabel, downloadJournalLink]),
            sessionEndedLabel, waitingLabel, timelineTable)
    }

    /// Binds the buttons to the view model and the timeline and recording state to the controls.
    public override func bind(_ viewModel: SessionTimelineViewModel) {
        let input = SessionTimelineViewModel.Input()
        let output = viewModel.transform(input: input)
        let strings = self.strings

        output.entries
            .map { entries in entries.enumerated().map { Self.row(for: $1, number: entries.count - $0, strings: strings) } }
            .drive(timelineTable.rx.items)
            .disposed(by: disposeBag)
        output.entries
            .map { !$0.isEmpty }
            .drive(waitingLabel.rx.isHidden)
            .disposed(by: disposeBag)
        output.hasEnded
            .map { !$0 }
            .drive(sessionEndedLabel.rx.isHidden)
            .disposed(by: disposeBag)
        output.isRecording
            .drive(with: self) { owner, isRecording in
                owner.recordingLabel.text = strings(isRecording ? InspectorText.recordingOn : InspectorText.recordingOff)
                owner.startRecordingButton.isEnabled = !isRecording
                owner.stopRecordingButton.isEnabled = isRecording
            }
            .disposed(by: disposeBag)
        output.recordingRefused
            .emit(with: self) { owner, _ in owner.showAlert(strings(InspectorText.recordingRefused)) }
            .disposed(by: disposeBag)

        startRecordingButton.rx.tap.bind(to: input.startRecording).disposed(by: disposeBag)
        stopRecordingButton.rx.tap.bind(to: input.stopRecording).disposed(by: disposeBag)
        sessionsButton.rx.tap
            .bind(with: self) { owner, _ in owner.navigationController?.push(path: InspectorApp.listPath) }
            .disposed(by: disposeBag)
    }

    /// The table row of one step: its time, its cause, what was sent and how long it took; `step-<number>` as its id.
    static func row(for entry: InspectedStep, number: Int, strings: StringsTable) -> TableRow {
        let cause = switch entry.cause {
        case .page(let summary): summary
        case .attach: strings(InspectorText.causeAttach)
        case .detach: strings(InspectorText.causeDetach)
        case .server: strings(InspectorText.causeServer)
        }
        return TableRow(id: "step-\(number)", cells: [
            DurationText.offset(milliseconds: entry.milliseconds), cause, entry.sent,
            entry.nanoseconds.map { DurationText.took(nanoseconds: $0) } ?? "",
        ])
    }
}
