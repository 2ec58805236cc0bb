/// UIKit's control states, for `setTitle(_:for:)`: a page's button has one title, the `.normal` one.
public enum UIControl {
    /// A control's state.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }
}

extension UIButton {
    /// Sets the button's `title` for `.normal`; other states keep that title (a browser button has one).
    public func setTitle(_ title: String?, for state: UIControl.State) {
        guard state == .normal else { return }
        self.title = title ?? ""
    }

    /// The button's `title`.
    public func title(for state: UIControl.State) -> String? { title }
}

extension Reactive where Base: UIButton {
    /// Sets the button's title for `state` (RxCocoa's `button.rx.title(for:)`).
    public func title(for state: UIControl.State = .normal) -> Binder<String?> {
        Binder(base) { button, title in button.setTitle(title, for: state) }
    }
}
