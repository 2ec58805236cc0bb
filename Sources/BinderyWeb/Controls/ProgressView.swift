import Bindery

/// How far a task has gone (UIKit's `UIProgressView`): a `<progress>` bar from 0 to 1, named by its
/// `accessibilityLabel`, which assistive technology reads as a percentage.
open class ProgressView: View, NativelyRoled {
    /// How far the task has gone, from 0 to 1 (clamped; not a number: 0); a change patches the page.
    public var progress: Float {
        didSet {
            progress = Self.fitted(progress)
            if progress != oldValue { emit(.value(id: id, value: WireNumber.text(progress))) }
        }
    }

    /// Creates a bar at `progress` (clamped into 0...1), with the DOM id `id` (none: named after the screen's property
    /// that holds it).
    public init(id: String = "", progress: Float = 0, classes: [String] = []) {
        self.progress = Self.fitted(progress)
        super.init(id: id, classes: classes)
    }

    /// Sets the progress (clamped) (UIKit's `setProgress(_:animated:)`).
    public func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

    var elementRole: String { "progressbar" }

    /// Renders `<progress max="1">` with its value.
    public override func render() -> String {
        "<progress\(commonAttributes([("max", "1"), ("value", WireNumber.text(progress))]))></progress>"
    }

    /// `progress` clamped into 0...1; 0 for not a number.
    private static func fitted(_ progress: Float) -> Float { progress.isNaN ? 0 : min(max(progress, 0), 1) }
}

extension Reactive where Base: ProgressView {
    /// Sets the progress, clamped into 0...1 (RxCocoa's `progressView.rx.progress`).
    public var progress: Binder<Float> { Binder(base) { view, progress in view.progress = progress } }
}
