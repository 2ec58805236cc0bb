import Bindery
import Foundation

/// Seed 002's login screen logic, with the article's subjects moved from the view controller into a view
/// model: the fields' texts go in, validity and the button's state come out.
final class LoginViewModel {
    let idString = BehaviorSubject<String>(value: "")
    let passwordString = BehaviorSubject<String>(value: "")
    let idValid = BehaviorSubject<Bool>(value: false)
    let passwordValid = BehaviorSubject<Bool>(value: false)
    private(set) var matchStatus = false
    private let disposeBag = DisposeBag()

    init() {
        idString
            .map(Self.checkEmailValid)
            .bind(to: idValid)
            .disposed(by: disposeBag)

        passwordString
            .map(Self.checkPasswordValid)
            .bind(to: passwordValid)
            .disposed(by: disposeBag)

        Observable.combineLatest(idString, passwordString)
            .map { $0 == "user@example.com" && $1 == "password" }
            .subscribe { [weak self] in self?.matchStatus = $0 }
            .disposed(by: disposeBag)
    }

    /// The login button's state: enabled when both bullets are green.
    var isLoginEnabled: Observable<Bool> {
        Observable.combineLatest(idValid, passwordValid, resultSelector: { $0 && $1 })
    }

    private static func checkEmailValid(_ email: String) -> Bool {
        email.contains("@") && email.contains(".com")
    }

    private static func checkPasswordValid(_ password: String) -> Bool {
        password.count > 5
    }
}
