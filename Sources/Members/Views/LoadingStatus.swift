import Bindery
import BinderyWeb

/// The status line and retry button both member screens show: a loading text, a failure with retry, or nothing.
final class LoadingStatus {
    /// The line saying what is going on.
    let label = Label(id: "statusLabel", classes: ["status"])
    /// Shown after a failure; a tap fetches again.
    let retryButton = Button(id: "retryButton", title: "")

    /// Sets the texts from `strings`, starting in the loading state with `loadingText`.
    func load(loadingText: String, strings: StringsTable) {
        retryButton.title = strings(MembersText.retry)
        showLoading(loadingText)
    }

    /// Binds `screen`'s first appearance to `load` and the retry button's taps to `retry`, owned by `screen`'s bag.
    ///
    /// The first appearance, not the load: a page's screen loads while its HTML is rendered, before the page's
    /// socket is attached, and an alert sent then would reach no one. Later appearances (Back) keep what is shown.
    func bind(_ screen: ViewController, load: PublishRelay<Void>, retry: PublishRelay<Void>) {
        screen.rx.viewDidAppear
            .prefix(1)
            .bind(to: load)
            .disposed(by: screen.disposeBag)
        retryButton.rx.tap
            .bind(to: retry)
            .disposed(by: screen.disposeBag)
    }

    /// Shows `text` while a fetch is in flight.
    func showLoading(_ text: String) {
        show(text, canRetry: false)
    }

    /// Shows `text` (nil: hides the line) once the data is on show.
    func showLoaded(_ text: String?) {
        show(text, canRetry: false)
    }

    /// Shows `error`'s message with the retry button, and the message in `screen`'s alert.
    func showFailure(_ error: MembersError, on screen: ViewController) {
        let message = error.message(in: screen.strings)
        show(message, canRetry: true)
        screen.showAlert(message)
    }

    private func show(_ text: String?, canRetry: Bool) {
        label.text = text ?? ""
        label.isHidden = text == nil
        retryButton.isHidden = !canRetry
    }
}
