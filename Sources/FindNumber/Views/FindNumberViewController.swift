import Bindery
import BinderyWeb

/// The Find Number screen: stage and record labels, one button per number, and a reset button.
public final class FindNumberViewController: BindingViewController<FindNumberViewModel> {
    private let range: ClosedRange<Int>

    private let stageLabel = Label(tag: "h2")
    private let bestRecordLabel = Label()
    private let currentRecordLabel = Label()
    private lazy var numberButtons: [Button] = range.map { number in
        Button(id: Self.buttonID(for: number, in: range), title: String(number), classes: ["number"])
    }
    private let resetButton = Button(classes: ["secondary"])

    /// Creates the screen; `makeViewModel` runs when the screen loads.
    public init(range: ClosedRange<Int> = GuessRange.standard, makeViewModel: @escaping () -> FindNumberViewModel) {
        self.range = range
        super.init(makeViewModel: makeViewModel)
    }

    /// The app's name.
    public override var title: String { strings(FindNumberText.appTitle) }
    /// Starts fresh when its tab is restored: each guess saves the records (`RecordStore`), and a replayed guess
    /// would count twice. The records come back from the store and the game restarts at stage 1; its opening request
    /// is answered from the tab's record, as every replayed request is, so its number is the first one this tab was
    /// dealt, and a restore asks the service nothing (an idle tab's untouched game comes back with the very number the
    /// page shows).
    public override var restoration: ScreenRestoration { .startsFresh }

    /// The outlet names for 1, 2, 3; `numberButton{N}` beyond them.
    public static func buttonID(for number: Int, in range: ClosedRange<Int>) -> String {
        let names = ["firstButton", "secondButton", "thirdButton"]
        let offset = number - range.lowerBound
        return offset < names.count ? names[offset] : "numberButton\(number)"
    }

    /// Lays out the labels, the number buttons and the reset button.
    public override func loadView() {
        resetButton.title = strings(FindNumberText.reset)
        add(
            Label(id: "findNumberTitle", text: title, tag: "h1"),
            StackView(id: "recordStack", arrangedSubviews: [stageLabel, bestRecordLabel, currentRecordLabel]),
            StackView(id: "numberStack", axis: .horizontal, arrangedSubviews: numberButtons),
            resetButton
        )
    }

    /// Binds the controls to the view model and its outputs to the controls.
    public override func bind(_ viewModel: FindNumberViewModel) {
        let input = FindNumberViewModel.Input()
        let output = viewModel.transform(input: input)
        let strings = self.strings

        output.round
            .map { strings(FindNumberText.stage, $0) }
            .drive(stageLabel.rx.text)
            .disposed(by: disposeBag)
        output.bestRecord
            .map { strings(FindNumberText.bestRecord, $0) }
            .drive(bestRecordLabel.rx.text)
            .disposed(by: disposeBag)
        output.currentRecord
            .map { strings(FindNumberText.currentRecord, $0) }
            .drive(currentRecordLabel.rx.text)
            .disposed(by: disposeBag)
        showAlerts(for: output.error)

        rx.viewDidLoad
            .bind(to: input.gameStart)
            .disposed(by: disposeBag)
        for (number, button) in zip(range, numberButtons) {
            button.rx.tap
                .map { number }
                .bind(to: input.checkNumber)
                .disposed(by: disposeBag)
        }
        resetButton.rx.tap
            .bind(to: input.resetStage)
            .disposed(by: disposeBag)
    }
}
