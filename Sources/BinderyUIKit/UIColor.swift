/// A named colour, as the articles set `backgroundColor` (`.green`, `.systemBlue`, `.lightGray`).
///
/// A page shows a colour through a class, `background-<name>`, that BinderyWeb's stylesheet defines for each colour
/// named here, so a colour is part of the view's `classes` (one source of truth, sent as a `class` patch) and the page
/// never needs an inline style. A custom colour is a name the app's stylesheet defines (`UIColor(named: "brand")`).
public struct UIColor: Hashable, Sendable {
    /// The colour's name, the suffix of its CSS class.
    public let name: String

    /// The colour the stylesheet calls `name` (a class `background-<name>`).
    public init(named name: String) { self.name = name }

    /// The CSS class that shows this colour as a background.
    public var backgroundClass: String { Self.backgroundPrefix + name }

    static let backgroundPrefix = "background-"

    public static let clear = UIColor(named: "clear")
    public static let white = UIColor(named: "white")
    public static let black = UIColor(named: "black")
    public static let gray = UIColor(named: "gray")
    public static let lightGray = UIColor(named: "lightGray")
    public static let darkGray = UIColor(named: "darkGray")
    public static let red = UIColor(named: "red")
    public static let green = UIColor(named: "green")
    public static let blue = UIColor(named: "blue")
    public static let yellow = UIColor(named: "yellow")
    public static let orange = UIColor(named: "orange")
    public static let systemRed = UIColor(named: "systemRed")
    public static let systemGreen = UIColor(named: "systemGreen")
    public static let systemBlue = UIColor(named: "systemBlue")
    public static let systemGray = UIColor(named: "systemGray")
    public static let systemYellow = UIColor(named: "systemYellow")
    public static let systemOrange = UIColor(named: "systemOrange")

    /// Every colour named here (BinderyWeb's stylesheet has a class for each).
    public static let named: [UIColor] = [
        .clear, .white, .black, .gray, .lightGray, .darkGray, .red, .green, .blue, .yellow, .orange,
        .systemRed, .systemGreen, .systemBlue, .systemGray, .systemYellow, .systemOrange,
    ]
}

extension UIView {
    /// The view's background colour: the one `background-<name>` class among its `classes`, or nil for none.
    /// Setting it replaces that class (one `class` patch).
    public var backgroundColor: UIColor? {
        get {
            classes.first { $0.hasPrefix(UIColor.backgroundPrefix) }
                .map { UIColor(named: String($0.dropFirst(UIColor.backgroundPrefix.count))) }
        }
        set {
            var newClasses = classes.filter { !$0.hasPrefix(UIColor.backgroundPrefix) }
            if let color = newValue { newClasses.append(color.backgroundClass) }
            classes = newClasses
        }
    }
}

extension Reactive where Base: UIView {
    /// Sets the view's background colour.
    public var backgroundColor: Binder<UIColor?> { Binder(base) { view, color in view.backgroundColor = color } }
}
