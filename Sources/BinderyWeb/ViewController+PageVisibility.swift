import Bindery

extension ViewController {
    /// Whether the tab this screen is in is on show in its browser: false while another tab is in front, the window is
    /// minimised or a phone's browser is in the background (UIKit's app in the background). Every screen of the tab
    /// reads the same, covered and presented ones too; a screen outside a session reads true.
    public var isPageVisible: Bool { (navigationController as? ScreenStack)?.pageVisibility != .hidden }
}

extension Reactive where Base: ViewController {
    /// Whether the tab's page is on show: now, then each time it is hidden or comes back (on the tab's UI thread) —
    /// what UIKit's `didEnterBackground` and `willEnterForeground` notifications say. Give it to a view model's input
    /// to pause work no one sees or to count what arrived unseen; a restored tab hears what the page last said. A
    /// screen outside a session gets true alone.
    public var isPageVisible: Driver<Bool> {
        guard let stack = base.navigationController as? ScreenStack else { return Driver.just(true) }
        return stack.visibilityChanges.map { $0 == .visible }.asDriver()
    }
}
