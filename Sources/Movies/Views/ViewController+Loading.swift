import Bindery
import BinderyWeb

extension ViewController {
    /// Binds a fetch's loading state and error to a status line, a retry button and the alert: "Loading…"
    /// while it loads, the error's message (and the retry button) after a failure.
    func bindLoading(_ isLoading: Driver<Bool>, error: Driver<ServiceError?>, loadingText: String,
                     statusLabel: Label, retryButton: Button) {
        isLoading
            .filter { $0 }
            .map { _ in loadingText }
            .drive(statusLabel.rx.text)
            .disposed(by: disposeBag)
        error
            .drive(with: self) { owner, error in
                retryButton.isHidden = error == nil
                guard let error else { return }
                let message = error.message(in: owner.strings)
                statusLabel.text = message
                owner.showAlert(message)
            }
            .disposed(by: disposeBag)
    }
}
