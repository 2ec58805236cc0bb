import Bindery
import BinderyWeb
import Foundation

/// The catalog screen (as Apple's UIKitCatalog): one of each value control, each in a row with the line that shows
/// its value; the switch runs the activity indicator and the slider fills the progress bar. Then the controls that
/// present or list: a button that shows an alert and one that shows an action sheet (the chosen action's title on
/// their lines), a button that presents the nickname screen (`NicknameViewController`, whose Done reports back), and
/// a table of planets in cells of the catalog's design (`PlanetCell`) in a scroll view whose refresh control counts
/// its refreshes. Under the heading, the catalog's tab bar (`tabBar`), the controls' section current.
///
/// Ids after the value rows: `alertRow` (`alertButton`, `alertLabel`), `shareRow` (`shareButton`, `shareLabel`),
/// `nicknameRow` (`nicknameButton`, `nicknameLabel`), `planetsRow` (`planetsScrollView` holding `refreshControl` and
/// `planetsTable`, whose cells are `planetsTable-<row>` holding `planetNameLabel` and `planetDistanceLabel`, the
/// following rows' ids suffixed `-2`, `-3`…; then `planetLabel` and `refreshLabel`). A presented alert, sheet or
/// screen is the dialog `dialog`: the alert's and the sheet's buttons are `dialog-action-<n>` in the order added
/// (the alert: Cancel 0, Delete 1; the sheet: Mail 0, Messages 1, Cancel 2), the nickname screen's are
/// `nicknameTitle`, `nicknameField` and `nicknameDone`.
public final class CatalogViewController: BindingViewController<CatalogViewModel> {
    private let titleLabel = Label(id: "catalogTitle", tag: "h1")
    private let workingSwitch = Switch()
    private let workingLabel = Label()
    private let activityIndicator = ActivityIndicatorView()
    private let newsCheckBox = CheckBox()
    private let newsLabel = Label()
    private let sizeControl = SegmentedControl()
    private let sizeLabel = Label()
    private let volumeSlider = Slider(value: 0.5)
    private let volumeLabel = Label()
    private let progressView = ProgressView()
    private let guestsStepper = Stepper(value: 2, minimumValue: 1, maximumValue: 12)
    private let guestsLabel = Label()
    private let dayPicker: DatePicker
    private let dayLabel = Label()
    private let fruitPicker = PickerView()
    private let fruitLabel = Label()
    private let notesView = TextView(maxLength: 500)
    private let notesLabel = Label()
    private let alertButton = Button()
    private let alertLabel = Label()
    private let shareButton = Button()
    private let shareLabel = Label()
    private let nicknameButton = Button()
    private let nicknameLabel = Label()
    private let refreshControl = RefreshControl()
    private let planetsTable = TableView()
    private lazy var planetsScrollView: ScrollView = {
        let scrollView = ScrollView(contentViews: [planetsTable])
        scrollView.refreshControl = refreshControl
        return scrollView
    }()
    private let planetLabel = Label()
    private let refreshLabel = Label()
    private lazy var tabBar = TabBar(items: CatalogSections.items { [strings] in strings($0) })

    /// Creates the screen, its date picker showing `today`; `makeViewModel` makes its view model when it loads.
    public init(today: Date, makeViewModel: @escaping () -> CatalogViewModel) {
        dayPicker = DatePicker(date: today, mode: .date)
        super.init(makeViewModel: makeViewModel)
    }

    /// The app's name.
    public override var title: String { strings(CatalogText.appTitle) }

    /// Names every control, titles the segments and rows, and lays out a row for each control with its value line.
    public override func loadView() {
        titleLabel.text = title
        let names: [(View, CatalogText)] = [
            (workingSwitch, .switchName), (activityIndicator, .activityName), (newsCheckBox, .checkBoxName),
            (sizeControl, .sizeName), (volumeSlider, .volumeName), (progressView, .progressName),
            (guestsStepper, .guestsName), (dayPicker, .dayName), (fruitPicker, .fruitName), (notesView, .notesName),
            (planetsTable, .planetsName),
        ]
        for (view, name) in names { view.accessibilityLabel = strings(name) }
        for (index, size) in sizes.enumerated() { sizeControl.insertSegment(withTitle: size, at: index, animated: false) }
        sizeControl.selectedSegmentIndex = 1
        fruitPicker.setTitles(fruits)
        alertButton.title = strings(CatalogText.alertButton)
        shareButton.title = strings(CatalogText.shareButton)
        nicknameButton.title = strings(CatalogText.nicknameButton)
        add(titleLabel, tabBar,
            row("switchRow", workingSwitch, workingLabel, activityIndicator),
            row("checkBoxRow", newsCheckBox, newsLabel),
            row("sizeRow", sizeControl, sizeLabel),
            row("volumeRow", volumeSlider, volumeLabel, progressView),
            row("guestsRow", guestsStepper, guestsLabel),
            row("dayRow", dayPicker, dayLabel),
            row("fruitRow", fruitPicker, fruitLabel),
            row("notesRow", notesView, notesLabel),
            row("alertRow", alertButton, alertLabel),
            row("shareRow", shareButton, shareLabel),
            row("nicknameRow", nicknameButton, nicknameLabel),
            StackView(id: "planetsRow", axis: .vertical, arrangedSubviews: [planetsScrollView, planetLabel, refreshLabel]))
    }

    /// Binds each control to the view model and each output to its value line.
    public override func bind(_ viewModel: CatalogViewModel) {
        let input = CatalogViewModel.Input()
        let output = viewModel.transform(input: input)
        let strings = self.strings
        let onOff = { (on: Bool) in strings(on ? CatalogText.on : CatalogText.off) }
        let sizes = self.sizes, fruits = self.fruits
        let chosen = { (line: CatalogText, title: String?) in strings(line, title ?? strings(CatalogText.noneYet)) }
        let shown = [
            output.isWorking.map { strings(CatalogText.switchValue, onOff($0)) }.drive(workingLabel.rx.text),
            output.isWorking.drive(activityIndicator.rx.isAnimating),
            output.wantsNews.map { strings(CatalogText.checkBoxValue, onOff($0)) }.drive(newsLabel.rx.text),
            output.size.map { strings(CatalogText.sizeValue, sizes.indices.contains($0) ? sizes[$0] : "–") }.drive(sizeLabel.rx.text),
            output.volumePercent.map { strings(CatalogText.volumeValue, "\($0)%") }.drive(volumeLabel.rx.text),
            output.progress.drive(progressView.rx.progress),
            output.guests.map { strings(CatalogText.guestsValue, $0) }.drive(guestsLabel.rx.text),
            output.day.map { strings(CatalogText.dayValue, $0) }.drive(dayLabel.rx.text),
            output.fruit.map { strings(CatalogText.fruitValue, fruits.indices.contains($0) ? fruits[$0] : "–") }.drive(fruitLabel.rx.text),
            output.notesLength.map { strings(CatalogText.notesValue, $0) }.drive(notesLabel.rx.text),
            output.alertChoice.map { chosen(.alertValue, $0) }.drive(alertLabel.rx.text),
            output.shareChoice.map { chosen(.shareValue, $0) }.drive(shareLabel.rx.text),
            output.nickname.map { chosen(.nicknameValue, $0) }.drive(nicknameLabel.rx.text),
            output.planets.drive(planetsTable.rx.items(cellIdentifier: "Planet", cellType: PlanetCell.self)) { _, planet, cell in
                cell.planetNameLabel.text = strings(Self.name(of: planet))
                cell.planetDistanceLabel.text = strings(CatalogText.planetDistance, String(format: "%.2f", planet.distance))
            },
            output.planet.map { chosen(.planetValue, $0.map { strings(Self.name(of: $0)) }) }.drive(planetLabel.rx.text),
            output.isRefreshing.drive(refreshControl.rx.isRefreshing),
            output.refreshCount.map { strings(CatalogText.refreshValue, $0) }.drive(refreshLabel.rx.text),
        ]
        // The controls' properties send their current values at once: the outputs are watched first.
        let bindings = [
            workingSwitch.rx.isOn.bind(to: input.isWorking), newsCheckBox.rx.isOn.bind(to: input.wantsNews),
            sizeControl.rx.selectedSegmentIndex.bind(to: input.size), volumeSlider.rx.value.bind(to: input.volume),
            guestsStepper.rx.value.bind(to: input.guests), dayPicker.rx.date.bind(to: input.day),
            rx.timeZone.drive(input.timeZone),
            fruitPicker.rx.selectedRow.bind(to: input.fruit), notesView.rx.text.orEmpty.bind(to: input.notes),
            planetsTable.rx.modelSelected(Planet.self).bind(to: input.planet),
            refreshControl.rx.controlEvent(.valueChanged).bind(to: input.refresh),
            alertButton.rx.tap.bind(with: self) { owner, _ in
                owner.present(owner.draftAlert(reportingTo: input.alertChoice), animated: true)
            },
            shareButton.rx.tap.bind(with: self) { owner, _ in
                owner.present(owner.shareSheet(reportingTo: input.shareChoice), animated: true)
            },
            nicknameButton.rx.tap.bind(with: self) { owner, _ in
                let nicknameScreen = NicknameViewController()
                nicknameScreen.rx.nicknameChosen.bind(to: input.nickname).disposed(by: nicknameScreen.disposeBag)
                owner.present(nicknameScreen, animated: true)
            },
        ]
        for binding in shown + bindings { binding.disposed(by: disposeBag) }
    }

    /// The alert that asks before deleting the draft (Cancel, Delete); the chosen action's title goes to `choice`.
    private func draftAlert(reportingTo choice: PublishRelay<String>) -> AlertController {
        alert(.alert, title: strings(CatalogText.alertTitle), message: strings(CatalogText.alertMessage),
              actions: [(.alertCancel, .cancel), (.alertDelete, .destructive)], reportingTo: choice)
    }

    /// The action sheet of where to share (Mail, Messages, Cancel); the chosen action's title goes to `choice`.
    private func shareSheet(reportingTo choice: PublishRelay<String>) -> AlertController {
        alert(.actionSheet, title: strings(CatalogText.shareTitle), message: nil,
              actions: [(.shareMail, .default), (.shareMessages, .default), (.alertCancel, .cancel)], reportingTo: choice)
    }

    /// An alert or action sheet with these actions, in order; the chosen action's title goes to `choice` (the
    /// binding lives as long as the alert).
    private func alert(_ style: AlertController.Style, title: String, message: String?,
                       actions: [(CatalogText, AlertAction.Style)], reportingTo choice: PublishRelay<String>) -> AlertController {
        let alert = AlertController(title: title, message: message, preferredStyle: style)
        for (name, actionStyle) in actions { alert.addAction(AlertAction(title: strings(name), style: actionStyle)) }
        alert.rx.actionSelected.map(\.title).bind(to: choice).disposed(by: alert.disposeBag)
        return alert
    }

    /// The text that names `planet`.
    private static func name(of planet: Planet) -> CatalogText {
        switch planet {
        case .mercury: .planetMercury
        case .venus: .planetVenus
        case .earth: .planetEarth
        case .mars: .planetMars
        }
    }

    /// The size segments' titles, in order.
    private var sizes: [String] { [strings(CatalogText.sizeSmall), strings(CatalogText.sizeMedium), strings(CatalogText.sizeLarge)] }

    /// The fruit picker's rows, in order.
    private var fruits: [String] { [strings(CatalogText.fruitApple), strings(CatalogText.fruitPear), strings(CatalogText.fruitPlum)] }

    /// A horizontal row of `views` with the DOM id `id`, centred on one line.
    private func row(_ id: String, _ views: View...) -> StackView {
        StackView(id: id, axis: .horizontal, alignment: .center, arrangedSubviews: views)
    }
}
