import Bindery
import BinderyWeb

/// The catalog's second section: the tab bar, a stepper that puts a badge on the controls' section in it, the line
/// that says it, and the line that names the section chosen last in the bar.
///
/// Ids: `badgesTitle`, `tabBar` (its links `data-value` 0, the controls, and 1, the badges), `badgeRow` holding
/// `badgeStepper` and `badgeLabel`, `chosenLabel`.
public final class BadgesViewController: BindingViewController<BadgesViewModel> {
    private let titleLabel = Label(id: "badgesTitle", tag: "h1")
    private let badgeStepper = Stepper(value: 0, minimumValue: 0, maximumValue: 99)
    private let badgeLabel = Label()
    private let chosenLabel = Label()
    private lazy var tabBar = TabBar(items: CatalogSections.items { [strings] in strings($0) })

    /// The section's name.
    public override var title: String { strings(CatalogText.badgesSection) }

    /// Lays out the heading, the bar, the stepper with its line and the chosen section's line.
    public override func loadView() {
        titleLabel.text = title
        badgeStepper.accessibilityLabel = strings(CatalogText.badgeName)
        add(titleLabel, tabBar,
            StackView(id: "badgeRow", axis: .horizontal, alignment: .center, arrangedSubviews: [badgeStepper, badgeLabel]),
            chosenLabel)
    }

    /// Feeds the stepper and the bar's choices to the view model; shows the badge on the bar and both lines.
    public override func bind(_ viewModel: BadgesViewModel) {
        let input = BadgesViewModel.Input()
        let output = viewModel.transform(input: input)
        let strings = self.strings
        let bindings = [
            output.badge.drive(tabBar.rx.badgeValue(at: CatalogSections.controls)),
            output.badge.map { strings(CatalogText.badgeValue, $0 ?? strings(CatalogText.noBadge)) }.drive(badgeLabel.rx.text),
            output.chosenSection.map { strings(CatalogText.chosenValue, $0 ?? strings(CatalogText.noneYet)) }
                .drive(chosenLabel.rx.text),
            badgeStepper.rx.value.bind(to: input.count),
            tabBar.rx.didSelectItem.map(\.title).bind(to: input.chosenSection),
        ]
        for binding in bindings { binding.disposed(by: disposeBag) }
    }
}
