import Bindery
import Foundation

extension ViewController {
    /// The time zone of the user's browser, as its page says (UIKit's `TimeZone.current` on the phone): format the
    /// dates a screen shows in it. A `DatePicker` made without a zone of its own uses it. UTC until the browser has
    /// said — a first visit's first page — and outside a session.
    public var timeZone: TimeZone { browserValues.timeZone }
}

extension Reactive where Base: ViewController {
    /// The browser's time zone now, then each time its page says another (a first visit's socket, a tab opened after
    /// the user travelled), on the tab's UI thread: bind the dates a screen formats to it.
    public var timeZone: Driver<TimeZone> {
        let values = base.browserValues
        return values.changes(of: BrowserTimeZone.key)
            .map { BrowserTimeZone.named($0) ?? BrowserTimeZone.fallback }
            .prepend(values.timeZone)
            .removeDuplicates()
            .asDriver()
    }
}

extension ViewController {
    /// Tells the screen's date pickers that show the browser's time zone each time it changes (once per screen, when
    /// the first such picker registers).
    func followBrowserTimeZone() {
        guard !followsBrowserTimeZone else { return }
        followsBrowserTimeZone = true
        rx.timeZone.skip(1)
            .drive(with: self) { owner, _ in
                for case let picker as DatePicker in owner.viewsById.values where picker.followsBrowserTimeZone {
                    picker.browserTimeZoneChanged()
                }
            }
            .disposed(by: disposeBag)
    }
}
