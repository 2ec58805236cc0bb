import Bindery
import BinderyWeb

/// The Dutch pay screen: the total, the party size with minus and plus, each person's share, and the keypad.
public final class DutchPayViewController: BindingViewController<DutchPayViewModel> {

    private let totalCaption = Label(classes: ["bill-caption"])
    private let totalAmountLabel = Label(tag: "h2", classes: ["bill-amount"])
    private let perPersonCaption = Label(classes: ["bill-caption"])
    private let perPersonLabel = Label(tag: "h2", classes: ["bill-amount"])
    private let minusPersonButton = Button(title: "−", classes: ["secondary", "party-button"])
    private let personCountLabel = Label(tag: "span")
    private let plusPersonButton = Button(title: "+", classes: ["secondary", "party-button"])
    private lazy var keyButtons: [KeypadKey: Button] = Dictionary(uniqueKeysWithValues: KeypadKey.all.map { key in
        (key, Button(id: key.elementID, title: key.title(in: strings), classes: key.classes))
    })

    /// Creates the screen; `makeViewModel` (a calculator on the UI scheduler by default) runs when the screen loads.
    public override init(makeViewModel: @escaping () -> DutchPayViewModel = { DutchPayViewModel() }) {
        super.init(makeViewModel: makeViewModel)
    }

    /// The app's name.
    public override var title: String { strings(DutchPayText.appTitle) }

    /// Lays out the amounts, the party-size row and the keypad.
    public override func loadView() {
        totalCaption.text = strings(DutchPayText.total)
        perPersonCaption.text = strings(DutchPayText.eachPays)
        let keypadRows = KeypadKey.rows.enumerated().map { index, row in
            StackView(id: "keypadRow\(index + 1)", axis: .horizontal, distribution: .fillEqually,
                      arrangedSubviews: row.compactMap { keyButtons[$0] })
        }
        minusPersonButton.accessibilityLabel = strings(DutchPayText.fewerPeople)
        plusPersonButton.accessibilityLabel = strings(DutchPayText.morePeople)
        keyButtons[.backspace]?.accessibilityLabel = strings(DutchPayText.backspaceLabel)
        for (key, button) in keyButtons { button.keyShortcut = key.keyboardKey }  // typing 1, 2, ⌫ presses them
        let keypad = StackView(id: "keypad", arrangedSubviews: keypadRows, classes: ["keypad"])
        keypad.accessibilityLabel = strings(DutchPayText.keypadLabel)  // a named group
        add(
            Label(id: "dutchPayTitle", text: title, tag: "h1"),
            StackView(id: "billStack", arrangedSubviews: [totalCaption, totalAmountLabel, perPersonCaption, perPersonLabel]),
            StackView(id: "personStack", axis: .horizontal, alignment: .center,
                      arrangedSubviews: [minusPersonButton, personCountLabel, plusPersonButton]),
            keypad
        )
    }

    /// Binds the controls to the view model and its outputs to the controls.
    public override func bind(_ viewModel: DutchPayViewModel) {
        let input = DutchPayViewModel.Input()
        let output = viewModel.transform(input: input)
        let strings = self.strings

        output.totalAmount
            .map { WonFormat.won($0, in: strings) }
            .drive(totalAmountLabel.rx.text)
            .disposed(by: disposeBag)
        output.personCount
            .map { WonFormat.people($0, in: strings) }
            .drive(personCountLabel.rx.text)
            .disposed(by: disposeBag)
        output.perPersonAmount
            .map { WonFormat.won($0, in: strings) }
            .drive(perPersonLabel.rx.text)
            .disposed(by: disposeBag)
        output.canRemovePerson
            .drive(minusPersonButton.rx.isEnabled)
            .disposed(by: disposeBag)
        output.canAddPerson
            .drive(plusPersonButton.rx.isEnabled)
            .disposed(by: disposeBag)

        for (key, button) in keyButtons {
            button.rx.tap
                .map { key }
                .bind(to: input.keypad)
                .disposed(by: disposeBag)
        }
        minusPersonButton.rx.tap
            .bind(to: input.minusPerson)
            .disposed(by: disposeBag)
        plusPersonButton.rx.tap
            .bind(to: input.plusPerson)
            .disposed(by: disposeBag)
    }
}
