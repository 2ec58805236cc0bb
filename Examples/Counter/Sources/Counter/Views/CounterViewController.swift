import Bindery
import BinderyWeb

/// The counter screen: the count as a heading, then −, + and reset; − and reset are disabled at zero.
public final class CounterViewController: BindingViewController<CounterViewModel> {
    private let countLabel = Label(tag: "h1")
    private let decrementButton = Button()
    private let incrementButton = Button()
    private let resetButton = Button(classes: ["secondary"])

    /// The app's name in the screen's language.
    public override var title: String { strings(CounterText.appTitle) }

    /// Lays out the count and the three buttons, with their texts in the screen's language.
    public override func loadView() {
        decrementButton.title = strings(CounterText.decrement)
        incrementButton.title = strings(CounterText.increment)
        resetButton.title = strings(CounterText.reset)
        add(countLabel,
            StackView(id: "counterButtons", axis: .horizontal, arrangedSubviews: [decrementButton, incrementButton, resetButton]))
    }

    /// Feeds the taps to the view model and shows its outputs.
    public override func bind(_ viewModel: CounterViewModel) {
        let input = CounterViewModel.Input()
        let output = viewModel.transform(input: input)
        let strings = self.strings

        output.count
            .map { strings(CounterText.count, $0) }
            .drive(countLabel.rx.text)
            .disposed(by: disposeBag)
        output.canDecrement
            .drive(decrementButton.rx.isEnabled)
            .disposed(by: disposeBag)
        output.canReset
            .drive(resetButton.rx.isEnabled)
            .disposed(by: disposeBag)

        incrementButton.rx.tap.bind(to: input.increment).disposed(by: disposeBag)
        decrementButton.rx.tap.bind(to: input.decrement).disposed(by: disposeBag)
        resetButton.rx.tap.bind(to: input.reset).disposed(by: disposeBag)
    }
}
