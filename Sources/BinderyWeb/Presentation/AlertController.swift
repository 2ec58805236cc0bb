import Bindery

/// An alert or an action sheet (UIKit's `UIAlertController`): a title, a message and the actions to choose from,
/// shown with `present(_:animated:completion:)` in a native modal `<dialog>` (an alert's role is `alertdialog`).
///
/// Choosing an action dismisses the alert, then runs the action's handler and sends it to `rx.actionSelected`.
/// Escape and the browser's Back choose the `.cancel` action; an alert without one stays until an action is chosen.
///
/// ```swift
/// let alert = AlertController(title: strings(TodoText.clearTitle), message: nil, preferredStyle: .alert)
/// alert.addAction(AlertAction(title: strings(TodoText.cancel), style: .cancel))
/// alert.addAction(AlertAction(title: strings(TodoText.clear), style: .destructive) { _ in input.clear.accept(()) })
/// present(alert, animated: true)
/// ```
///
/// An alert may ask for text too, as UIKit's does (`addTextField(configurationHandler:)`); an action's handler reads
/// what was typed from `textFields`:
///
/// ```swift
/// alert.addTextField { field in field.placeholder = strings(ShopText.listName) }
/// alert.addAction(AlertAction(title: strings(ShopText.rename)) { [unowned alert] _ in
///     input.rename.accept(alert.textFields?.first?.text ?? "")
/// })
/// ```
open class AlertController: ViewController {
    /// How the choices are shown.
    public enum Style: Sendable {
        /// A dialog in the middle of the page that interrupts the user (`role="alertdialog"`).
        case alert
        /// A list of choices at the bottom of the page, about what the user is doing (`role="dialog"`).
        case actionSheet
    }

    /// Whether it is an alert or an action sheet.
    public let preferredStyle: Style
    /// The alert's title (nil shows none); a heading the dialog is named by.
    private var alertTitle: String?
    /// The sentence under the title (nil shows none); the dialog's description.
    public var message: String? {
        didSet { messageLabel.text = message }
    }
    /// The actions, in the order added.
    public private(set) var actions: [AlertAction] = []
    /// The text fields an alert asks the user to fill in, in the order added (UIKit's `textFields`; nil: none).
    public var textFields: [TextField]? { fields.isEmpty ? nil : fields }
    private var fields: [TextField] = []

    private let titleLabel = Label(tag: "h2")
    private let messageLabel = Label()
    let chosen = PublishRelay<AlertAction>()

    /// Creates an alert or an action sheet; add its actions before presenting it.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.alertTitle = title
        self.message = message
        self.preferredStyle = preferredStyle
        super.init()
    }

    /// The alert's title, as UIKit's `title` (empty: none).
    open override var title: String {
        get { alertTitle ?? "" }
        set {
            alertTitle = newValue
            titleLabel.text = newValue
        }
    }

    /// Adds a choice (UIKit's `addAction(_:)`); shown as a button, a `.cancel` one last.
    public func addAction(_ action: AlertAction) { actions.append(action) }

    /// Adds a text field under the message, above the actions (UIKit's `addTextField(configurationHandler:)`), which
    /// `configurationHandler` sets up (its placeholder, its type, its text); an alert only (an action sheet asks for
    /// none). A field with no `accessibilityLabel` is named by its placeholder, as VoiceOver reads an alert's field.
    public func addTextField(configurationHandler: ((TextField) -> Void)? = nil) {
        guard preferredStyle == .alert else { return reportMistake("an action sheet has no text fields: use an alert") }
        let field = TextField()
        configurationHandler?(field)
        fields.append(field)
    }

    /// Shows the title, the message, the text fields and a button per action, cancel last; ids after the dialog's
    /// (`dialog-title`, `dialog-message`, `dialog-field-0`…, `dialog-action-0`…, in the order they were added).
    open override func loadView() {
        let base = presentationID.isEmpty ? "alert" : presentationID
        titleLabel.id = base + "-title"
        titleLabel.text = alertTitle
        titleLabel.isHidden = (alertTitle ?? "").isEmpty
        messageLabel.id = base + "-message"
        messageLabel.text = message
        messageLabel.isHidden = (message ?? "").isEmpty
        let buttons = actions.enumerated().map { index, action in
            let button = Button(id: "\(base)-action-\(index)", title: action.title, classes: Self.classes(of: action.style))
            button.isEnabled = action.isEnabled
            button.rx.tap.bind(with: self) { owner, _ in owner.choose(action) }.disposed(by: disposeBag)
            return (action, button)
        }
        for (index, field) in fields.enumerated() {
            if field.id.isEmpty { field.id = "\(base)-field-\(index)" }
            if (field.accessibilityLabel ?? "").isEmpty, !field.placeholder.isEmpty { field.accessibilityLabel = field.placeholder }
        }
        let ordered = buttons.filter { $0.0.style != .cancel } + buttons.filter { $0.0.style == .cancel }
        add(titleLabel, messageLabel)
        for field in fields { add(field) }
        add(StackView(id: base + "-actions", axis: preferredStyle == .alert ? .horizontal : .vertical,
                                                 arrangedSubviews: ordered.map(\.1), classes: ["alert-actions"]))
    }

    /// Escape or Back: chooses the cancel action, if there is one.
    open override func dismissRequested() {
        if let cancel = actions.first(where: { $0.style == .cancel }) { choose(cancel) }
    }

    /// Dismisses the alert, then runs the action's handler and sends it to `rx.actionSelected`.
    func choose(_ action: AlertAction) {
        guard action.isEnabled, presentingViewController != nil else { return }
        dismiss(animated: true)
        action.handler?(action)
        chosen.accept(action)
    }

    /// The dialog: an alert's role is `alertdialog`; named by its title, described by its message.
    override func dialogHTML() -> String {
        let named = !(alertTitle ?? "").isEmpty
        let described = !(message ?? "").isEmpty
        let attributes = HTML.attributes([
            ("id", presentationID), (WireProtocol.Attribute.modal.rawValue, ""),
            ("class", preferredStyle == .alert ? "alert" : "action-sheet"),
            (AccessibilityAttribute.role.rawValue, preferredStyle == .alert ? "alertdialog" : nil),
            ("aria-labelledby", named ? titleLabel.id : (described ? messageLabel.id : nil)),
            (AccessibilityAttribute.ariaDescribedBy.rawValue, named && described ? messageLabel.id : nil),
        ])
        return "<dialog\(attributes)>\(ownHTML)</dialog>"
    }

    private static func classes(of style: AlertAction.Style) -> [String] {
        switch style {
        case .default: ["alert-action"]
        case .cancel: ["alert-action", "secondary"]
        case .destructive: ["alert-action", "destructive"]
        }
    }
}

extension Reactive where Base: AlertController {
    /// The action the user chose, once the alert is dismissed and its handler has run.
    public var actionSelected: ControlEvent<AlertAction> { ControlEvent(events: base.chosen) }
}
