import Bindery

/// Shows that something is under way (UIKit's `UIActivityIndicatorView`): a status element (`role="status"`) named by
/// its `accessibilityLabel` ("Loading…"), `aria-busy` while it animates, a spinner drawn by the stylesheet. Stopped, it
/// is hidden while `hidesWhenStopped` (the default).
open class ActivityIndicatorView: View, NativelyRoled {
    /// Whether the indicator is animating; `startAnimating()` and `stopAnimating()` change it.
    public private(set) var isAnimating = false {
        didSet { if isAnimating != oldValue { emit(.attribute(id: id, name: .ariaBusy, value: String(isAnimating))) } }
    }

    /// Whether the indicator hides while stopped (UIKit's default: `true`); setting it while stopped shows or hides it.
    public var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }

    /// Creates a stopped (so hidden) indicator, with the DOM id `id` (none: named after the screen's property that
    /// holds it).
    public override init(id: String = "", classes: [String] = []) {
        super.init(id: id, classes: classes)
        isHidden = true
    }

    /// Starts the animation and shows the indicator.
    public func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    /// Stops the animation, and hides the indicator while `hidesWhenStopped`.
    public func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    var elementRole: String { "status" }

    /// Renders `<span role="status">` with `aria-busy`.
    public override func render() -> String {
        "<span\(commonAttributes([("role", elementRole), (AccessibilityAttribute.ariaBusy.rawValue, String(isAnimating))]))></span>"
    }
}

extension Reactive where Base: ActivityIndicatorView {
    /// Starts the animation on `true`, stops it on `false` (RxCocoa's `activityIndicator.rx.isAnimating`).
    public var isAnimating: Binder<Bool> {
        Binder(base) { view, animating in animating ? view.startAnimating() : view.stopAnimating() }
    }
}
