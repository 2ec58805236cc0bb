import Bindery

extension ReactiveCompatible where Self: ViewController {
    /// Shows each of `messages` in an alert, in the screen's texts (`message(in: strings)`), while the screen is
    /// alive: what a screen does with its view model's `error` output. The binding is in the screen's `disposeBag`.
    public func showAlerts<Messages: Publisher>(for messages: Messages)
    where Messages.Output: LocalizedMessage, Messages.Failure == Never {
        messages
            .bind(with: self) { owner, message in owner.showAlert(message.message(in: owner.strings)) }
            .disposed(by: disposeBag)
    }
}
