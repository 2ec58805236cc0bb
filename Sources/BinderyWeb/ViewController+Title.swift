import Bindery

extension ViewController {
    /// The title the page shows for this screen: the one set with `setTitle(_:)` or `rx.title`, else `title`.
    public var displayedTitle: String { titleSetWhileRunning ?? title }

    /// Shows `newTitle` as the screen's title from now on, in place of `title` (UIKit's `title = …`): the page's title
    /// changes at once while the screen is on show, and it is the title whenever the screen is shown again. Nil goes
    /// back to `title`. A presented screen's title names its dialog and leaves the page's alone.
    public func setTitle(_ newTitle: String?) {
        let before = displayedTitle
        titleSetWhileRunning = newTitle
        if displayedTitle != before, presentingViewController == nil { record(.title(value: displayedTitle)) }
    }
}

extension Reactive where Base: ViewController {
    /// The screen's title, for what a view model says it is: a member's name, how many messages are unread
    /// (RxCocoa's `viewController.rx.title`). Nil goes back to the screen's `title`.
    public var title: Binder<String?> { Binder(base) { screen, title in screen.setTitle(title) } }
}
