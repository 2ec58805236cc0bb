import Bindery
import BinderyWeb
import Foundation

/// The catalog screen (as Apple's UIKitCatalog): one of each value control, each in a row with the line that shows
/// its value; the switch runs the activity indicator and the slider fills the progress bar.
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
        ]
        for (view, name) in names { view.accessibilityLabel = strings(name) }
        for (index, size) in sizes.enumerated() { sizeControl.insertSegment(withTitle: size, at: index, animated: false) }
        sizeControl.selectedSegmentIndex = 1
        fruitPicker.setTitles(fruits)
        add(titleLabel,
            row("switchRow", workingSwitch, workingLabel, activityIndicator),
            row("checkBoxRow", newsCheckBox, newsLabel),
            row("sizeRow", sizeControl, sizeLabel),
            row("volumeRow", volumeSlider, volumeLabel, progressView),
            row("guestsRow", guestsStepper, guestsLabel),
            row("dayRow", dayPicker, dayLabel),
            row("fruitRow", fruitPicker, fruitLabel),
            row("notesRow", notesView, notesLabel))
    }

    /// Binds each control to the view model and each output to its value line.
    public override func bind(_ viewModel: CatalogViewModel) {
        let input = CatalogViewModel.Input()
        let output = viewModel.transform(input: input)
        let strings = self.strings
        let onOff = { (on: Bool) in strings(on ? CatalogText.on : CatalogText.off) }
        let sizes = self.sizes, fruits = self.fruits
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
        ]
        // The controls' properties send their current values at once: the outputs are watched first.
        let bindings = [
            workingSwitch.rx.isOn.bind(to: input.isWorking), newsCheckBox.rx.isOn.bind(to: input.wantsNews),
            sizeControl.rx.selectedSegmentIndex.bind(to: input.size), volumeSlider.rx.value.bind(to: input.volume),
            guestsStepper.rx.value.bind(to: input.guests), dayPicker.rx.date.bind(to: input.day),
            fruitPicker.rx.selectedRow.bind(to: input.fruit), notesView.rx.text.orEmpty.bind(to: input.notes),
        ]
        for binding in shown + bindings { binding.disposed(by: disposeBag) }
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
